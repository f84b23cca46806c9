// The email a booking draft sends the planner: what would be sent, to which venue, and the one link
// that sends it. The link is private (secret-links.ts keeps it out of the stored copy).
import { BOOKING_DRAFT_TTL_HOURS } from '~/domain/requests/booking-draft'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import { absoluteUrl, firstNameOf } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'

export const BOOKING_DRAFT_TEMPLATE = 'booking_draft.confirm'

/** The page where the planner reviews and sends the draft. */
export const bookingDraftUrl = (publicUrl: string, token: string) => `${publicUrl}/booking-drafts/${token}`

export function bookingDraftEmail({
  config,
  url,
  draft,
  venue,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL' | 'PUBLIC_URL'>
  url: string
  draft: {
    name: string
    email: string
    phone?: string
    date: string
    time: string
    numGuests: number
    eventType: string
    notes: string | null
  }
  venue: { name: string; location: string; photoUrl: string | null }
}): OutboxMessage {
  return {
    template: BOOKING_DRAFT_TEMPLATE,
    to: draft.email,
    subject: `Confirm your booking request to ${venue.name}`,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Confirm your booking request',
      intro: [
        `Hi ${firstNameOf(draft.name)},`,
        `An assistant you use prepared this booking request for you. Nothing has been sent to ${venue.name} yet: it is sent only if you confirm it, within ${BOOKING_DRAFT_TTL_HOURS} hours.`,
      ],
      image: venue.photoUrl ? { url: absoluteUrl(config.PUBLIC_URL, venue.photoUrl), alt: venue.name } : undefined,
      summary: [
        ['Venue', `${venue.name} (${venue.location})`],
        ['Event type', draft.eventType],
        ['Date', displayDate(draft.date)],
        ['Time', draft.time],
        ['Guests', draft.numGuests],
        ['Name', draft.name],
        ['Email', draft.email],
        ['Phone', draft.phone ?? 'You will be asked for it when you confirm'],
        ['Notes for the venue', draft.notes ?? 'None'],
      ],
      action: { label: 'Review and send the request', url },
      outro: [
        `Once sent, ${venue.name} and our concierge team receive this request and you get a confirmation email with its reference.`,
        'Did not ask for this? Ignore this email: the draft expires and nothing is sent.',
      ],
    },
  }
}
