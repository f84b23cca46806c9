// The kitchen's emails, queued in the transaction that makes each step: the venue's managers hear
// of every new version of a kitchen sheet (what changed) and of every guest's change after the
// final-details deadline (a change request to accept or decline); the organiser hears the venue's
// answer to a change request and its acknowledgement of a version.
import { CHANGE_REQUEST_LABELS, type ChangeRequestStatus } from '~/domain/kitchen/details-lock'
import { displayDate } from '~/domain/time'
import type { Tx } from '../db/client'
import { firstNameOf } from '../email/email-parts'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { managersOf } from '../email/venue-manager-emails'
import type { BookedMenu, EventRow } from './booked-menu'

export const KITCHEN_EMAIL_TEMPLATES = {
  newVersion: 'kitchen.new_version',
  changeRequest: 'kitchen.change_request',
  changeRequestDecided: 'kitchen.change_request_decided',
  acknowledged: 'kitchen.acknowledged',
} as const

/** The venue portal's page of this booking's kitchen sheet. */
export const portalKitchenUrl = (publicUrl: string, venueId: number, requestId: number) =>
  `${publicUrl}/venue-portal/venues/${venueId}/kitchen/${requestId}`

const eventUrl = (publicUrl: string, eventId: number) => `${publicUrl}/dashboard/events/${eventId}`

const facts = (event: EventRow, booked: BookedMenu) =>
  [
    ['Reference', booked.reference],
    ['Event', event.name],
    ['Date', `${displayDate(event.date)}, ${event.time}`],
  ] as const

async function toManagers(
  tx: Tx,
  booked: BookedMenu,
  message: (firstName: string) => Omit<OutboxMessage, 'to'>,
): Promise<void> {
  const managers = await managersOf(tx, booked.venueId)
  await enqueueEmails(
    tx,
    managers.map((m) => ({ ...message(m.firstName), to: m.email })),
  )
}

/** Every manager of the venue: version `version` of the sheet, with what changed. */
export async function queueNewVersionForManagers(
  tx: Tx,
  {
    publicUrl,
    event,
    booked,
    version,
    changes,
  }: {
    publicUrl: string
    event: EventRow
    booked: BookedMenu
    version: number
    changes: readonly string[]
  },
): Promise<void> {
  await toManagers(tx, booked, (firstName) => ({
    template: KITCHEN_EMAIL_TEMPLATES.newVersion,
    subject: `Kitchen sheet version ${version}: ${event.name} (${booked.reference})`,
    requestId: booked.requestId,
    parts: {
      title: `Kitchen sheet version ${version}`,
      intro: [
        `Hi ${firstNameOf(firstName)},`,
        `The kitchen sheet for ${event.name} changed. Read version ${version} and acknowledge it in the portal, so the organiser knows your kitchen has it.`,
      ],
      summary: [...facts(event, booked), ['Version', String(version)]],
      action: { label: 'Open the kitchen sheet', url: portalKitchenUrl(publicUrl, booked.venueId, booked.requestId) },
      outro: [`What changed: ${changes.join('; ')}.`],
    },
  }))
}

/** Every manager of the venue: a guest's change after the deadline, to accept or decline. */
export async function queueChangeRequestForManagers(
  tx: Tx,
  {
    publicUrl,
    event,
    booked,
    guestName,
    changes,
  }: {
    publicUrl: string
    event: EventRow
    booked: BookedMenu
    guestName: string
    changes: readonly string[]
  },
): Promise<void> {
  await toManagers(tx, booked, (firstName) => ({
    template: KITCHEN_EMAIL_TEMPLATES.changeRequest,
    subject: `${guestName} asks to change their answer: ${event.name} (${booked.reference})`,
    requestId: booked.requestId,
    parts: {
      title: 'A guest asks for a change after the deadline',
      intro: [
        `Hi ${firstNameOf(firstName)},`,
        `Final details for ${event.name} are locked, so ${guestName}'s change waits for you. Accept it (the kitchen sheet gets a new version) or decline it (their answer stays as it was).`,
      ],
      summary: [...facts(event, booked), ['Guest', guestName]],
      action: {
        label: 'Answer in the venue portal',
        url: portalKitchenUrl(publicUrl, booked.venueId, booked.requestId),
      },
      outro: [`What they ask: ${changes.join('; ')}.`],
    },
  }))
}

/** The organiser: the venue accepted or declined a guest's change request. */
export function changeRequestDecidedEmail({
  publicUrl,
  event,
  booked,
  guestName,
  status,
  changes,
}: {
  publicUrl: string
  event: EventRow
  booked: BookedMenu
  guestName: string
  status: ChangeRequestStatus
  changes: readonly string[]
}): OutboxMessage {
  const word = status === 'accepted' ? 'accepted' : 'declined'
  return {
    template: KITCHEN_EMAIL_TEMPLATES.changeRequestDecided,
    to: booked.request.email,
    subject: `${booked.venueName} ${word} ${guestName}'s change (${booked.reference})`,
    requestId: booked.requestId,
    parts: {
      title: `${guestName}'s change: ${CHANGE_REQUEST_LABELS[status].toLowerCase()}`,
      intro: [
        `Hi ${firstNameOf(booked.request.name)},`,
        status === 'accepted'
          ? `${booked.venueName} accepted ${guestName}'s change after the final-details deadline for ${event.name}; the kitchen sheet has it.`
          : `${booked.venueName} declined ${guestName}'s change after the final-details deadline for ${event.name}; their answer stays as it was.`,
      ],
      summary: [...facts(event, booked), ['Guest', guestName], ['Change', changes.join('; ')]],
      action: { label: 'Open your event', url: eventUrl(publicUrl, event.id) },
    },
  }
}

/** The organiser: the venue acknowledged version `version` of the kitchen sheet. */
export function versionAcknowledgedEmail({
  publicUrl,
  event,
  booked,
  version,
}: {
  publicUrl: string
  event: EventRow
  booked: BookedMenu
  version: number
}): OutboxMessage {
  return {
    template: KITCHEN_EMAIL_TEMPLATES.acknowledged,
    to: booked.request.email,
    subject: `${booked.venueName} acknowledged kitchen sheet version ${version} (${booked.reference})`,
    requestId: booked.requestId,
    parts: {
      title: `Kitchen sheet version ${version} acknowledged`,
      intro: [
        `Hi ${firstNameOf(booked.request.name)},`,
        `${booked.venueName} read and acknowledged version ${version} of the kitchen sheet for ${event.name}: the kitchen has your guests' answers as they stand.`,
      ],
      summary: [...facts(event, booked), ['Version', String(version)]],
      action: { label: 'Open your event', url: eventUrl(publicUrl, event.id) },
    },
  }
}
