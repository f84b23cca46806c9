// What a venue's managers are told by email, through the outbox in the caller's
// transaction: each new request naming their venue, each planner reply (her answer to a quote for
// the venue), and once a day a digest of the requests still waiting for an answer. Kept beside the
// outbox because requests and proposals queue these, and the venue portal builds on both. The digest's day is written to
// venue_manager_digests before its email is queued, in one transaction, so a restart or a second
// instance never sends a manager two digests on one day.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { ALTERNATIVE_DATES_LABEL, alternativeDatesOf, alternativeDatesText } from '~/domain/alternative-dates'
import { briefReferenceOf } from '~/domain/briefs/briefs'
import { quoteItemLabel } from '~/domain/proposals/quote-items'
import { ADD_ONS_OUTSIDE_PACKAGE, addOnNames } from '~/domain/requests/add-on-names'
import { formatCents } from '~/domain/pricing/estimate'
import { dietaryLabel, WIZARD_EVENT_TYPES } from '~/domain/options'
import { dietaryNeedsOf } from '~/domain/requests/dietary-counts'
import { AWAITING_RESPONSE_STATUSES, promiseWords } from '~/domain/requests/response-time'
import { displayDate } from '~/domain/time'
import type { Db, Tx } from '../db/client'
import { requests, users, venueManagerDigests, venueMembers, venues } from '../db/schema'
import { firstNameOf, type SummaryLine } from './email-parts'
import { enqueueEmails, type OutboxMessage } from './outbox'

export const MANAGER_EMAIL_TEMPLATES = {
  newRequest: 'venue.new_request',
  plannerReply: 'venue.planner_reply',
  digest: 'venue.digest',
} as const

const HOUR_MS = 3_600_000
/** The digest pass looks every hour; the table makes it one email per manager and day. */
export const DIGEST_INTERVAL_MS = HOUR_MS

/** With a request: the inbox opens on its answer form (the quote starting from her package). */
export const portalInboxUrl = (publicUrl: string, venueId: number, requestId?: number) =>
  `${publicUrl}/venue-portal/venues/${venueId}/inbox${requestId === undefined ? '' : `?answer=${requestId}`}`

type Manager = { email: string; firstName: string }

export async function managersOf(tx: Tx | Db, venueId: number): Promise<Manager[]> {
  return tx
    .select({ email: users.email, firstName: users.firstName })
    .from(venueMembers)
    .innerJoin(users, eq(users.id, venueMembers.userId))
    .where(eq(venueMembers.venueId, venueId))
    .orderBy(asc(users.id))
}

/** The request and a venue: the one it names, or `venueId` (a proposal may be for another venue). */
async function requestFacts(tx: Tx, requestId: number, venueId?: number) {
  const [row] = await tx
    .select({
      id: requests.id,
      reference: requests.reference,
      name: requests.name,
      email: requests.email,
      // The venue has quoted (its own quote or package): the portal shows it the planner's contact.
      contactShared: sql<boolean>`exists (
        select 1 from proposals p where p.request_id = ${requests.id} and p.source in ('venue', 'instant_book')
      )`,
      date: requests.eventDate,
      time: requests.eventTime,
      guests: requests.guests,
      venueId: venues.id,
      venueName: venues.name,
      responseHours: venues.responseHours,
      suggestedAddOns: venues.suggestedAddOns,
      details: requests.details,
    })
    .from(requests)
    .innerJoin(venues, venueId === undefined ? eq(venues.id, requests.venueId) : eq(venues.id, venueId))
    .where(eq(requests.id, requestId))
  return row ?? null
}

const eventLines = (r: {
  reference: string
  name: string
  date: string | null
  time: string | null
  guests: number | null
}) =>
  [
    ['Reference', r.reference],
    ['Planner', r.name],
    ['Date', r.date ? displayDate(r.date) : null],
    ['Time', r.time],
    ['Guests', r.guests],
  ] as const

type BriefDetails = {
  budgetPerPersonCents?: number | null
  dietary?: string[]
  mustHaves?: string[]
  specialRequests?: string | null
}

/** A brief's request: that quotes are compared, and what the brief asks for. */
function briefParts(details: unknown): { intro: string[]; summary: SummaryLine[] } {
  if (!briefReferenceOf(details)) return { intro: [], summary: [] }
  const d = details as BriefDetails
  return {
    intro: [
      'The planner sent the same brief to a few venues and will compare their quotes all in (the others are not named to you). Say in your quote what the price includes, your deposit and cancellation terms, and until when it is valid.',
    ],
    summary: [
      [ALTERNATIVE_DATES_LABEL, alternativeDatesText(alternativeDatesOf(d), displayDate)],
      ['Budget per person, all in', d.budgetPerPersonCents ? formatCents(d.budgetPerPersonCents) : null],
      ['Dietary needs', d.dietary?.map(dietaryLabel).join(', ') || null],
      ['Must-haves', d.mustHaves?.map(quoteItemLabel).join(', ') || null],
      ['Notes', d.specialRequests ?? null],
    ],
  }
}

type RequestDetails = {
  eventType?: string
  packageName?: string
  spaceName?: string
  allInEstimate?: string[]
  addOns?: unknown
  extendedHours?: unknown
  specialRequests?: string
  message?: string
}

/** Her add-ons by name; beside a package, that its all-in estimate leaves them out. */
const addOnsText = (names: string[], withPackage: boolean) =>
  names.length ? `${names.join(', ')}${withPackage ? ` (${ADD_ONS_OUTSIDE_PACKAGE})` : ''}` : null

/**
 * Everything the planner said with a request that is not a brief's: the occasion, the
 * package she chose and its all-in estimate, her dietary needs (with how many guests each) and her
 * notes, so a manager can answer from the email. Her contact is not among them: the venue answers
 * through Bountiful, and the portal shows it once the venue has quoted.
 */
function requestParts(details: unknown, suggestedAddOns: readonly string[]): SummaryLine[] {
  if (briefReferenceOf(details) || !details || typeof details !== 'object') return []
  const d = details as RequestDetails
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
  const eventType = WIZARD_EVENT_TYPES.find((t) => t.value === d.eventType)?.label ?? text(d.eventType)
  const pkg = text(d.packageName)
  const allIn = Array.isArray(d.allInEstimate) ? text(d.allInEstimate.at(-1)) : null
  return [
    ['Occasion', eventType],
    ['Package', pkg ? `${pkg}${text(d.spaceName) ? ` (${d.spaceName})` : ''}` : null],
    ['Estimate, all in', allIn],
    ['Add-ons', addOnsText(addOnNames(d.addOns, { extendedHours: d.extendedHours, suggestedAddOns }), pkg !== null)],
    [ALTERNATIVE_DATES_LABEL, alternativeDatesText(alternativeDatesOf(d), displayDate)],
    ['Dietary needs', dietaryNeedsOf(d)],
    ['Notes', text(d.specialRequests) ?? text(d.message)],
  ]
}

/** Every manager of the request's venue hears of it (nothing when the venue has none). */
export async function queueNewRequestForManagers(
  tx: Tx,
  { requestId, publicUrl }: { requestId: number; publicUrl: string },
) {
  const r = await requestFacts(tx, requestId)
  if (!r) return
  const managers = await managersOf(tx, r.venueId)
  const brief = briefParts(r.details)
  await enqueueEmails(
    tx,
    managers.map((m): OutboxMessage => ({
      template: MANAGER_EMAIL_TEMPLATES.newRequest,
      to: m.email,
      subject: `New request for ${r.venueName} (${r.reference})`,
      requestId: r.id,
      parts: {
        title: `A new request for ${r.venueName}`,
        intro: [
          `Hi ${firstNameOf(m.firstName)},`,
          `${r.name} would like to hold an event at ${r.venueName}. Accept it with a quote, offer another date or decline it from your portal; you promised an answer within ${promiseWords(r.responseHours)}.`,
          ...brief.intro,
          "The planner's email and phone appear in your portal once you send a quote; until then you answer through Bountiful.",
        ],
        summary: [...eventLines(r), ...requestParts(r.details, r.suggestedAddOns), ...brief.summary],
        action: { label: 'Answer in the venue portal', url: portalInboxUrl(publicUrl, r.venueId, r.id) },
      },
    })),
  )
}

/** The planner accepted or declined a quote for the venue (its own or staff's): its managers hear it at once. */
export async function queuePlannerReplyForManagers(
  tx: Tx,
  {
    requestId,
    venueId,
    answer,
    note,
    publicUrl,
    concierge,
  }: {
    requestId: number
    venueId: number
    answer: 'accepted' | 'declined'
    note?: string | null
    publicUrl: string
    /** The concierge address, where a reply goes while the venue does not have her contact. */
    concierge: string
  },
) {
  const r = await requestFacts(tx, requestId, venueId)
  if (!r) return
  const managers = await managersOf(tx, r.venueId)
  await enqueueEmails(
    tx,
    managers.map((m): OutboxMessage => ({
      template: MANAGER_EMAIL_TEMPLATES.plannerReply,
      to: m.email,
      subject: `${r.name} ${answer} the quote for ${r.venueName} (${r.reference})`,
      requestId: r.id,
      // Her note answered by replying reaches her once the venue has her contact; before, our team.
      replyTo: r.contactShared ? r.email : concierge,
      parts: {
        title: `${r.name} ${answer} the quote`,
        intro: [
          `Hi ${firstNameOf(m.firstName)},`,
          answer === 'accepted'
            ? `${r.name} accepted the quote for ${r.venueName}. Any hold on your space for that date is now a booking.`
            : `${r.name} declined the quote for ${r.venueName}. Any hold on your space for that date is released.`,
        ],
        summary: [...eventLines(r), ['Their note', note]],
        action: { label: 'Open the venue portal', url: portalInboxUrl(publicUrl, r.venueId) },
      },
    })),
  )
}

/** 'yyyy-mm-dd' of `now` in UTC: the digest's day. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Queues today's digest for every manager with unanswered requests who has not had one today;
 * returns how many digests were queued.
 */
export async function sendManagerDigests({
  db,
  publicUrl,
  now = new Date(),
}: {
  db: Db
  publicUrl: string
  now?: Date
}): Promise<number> {
  const day = utcDay(now)
  const waiting = await db
    .select({
      userId: venueMembers.userId,
      email: users.email,
      firstName: users.firstName,
      venueId: venues.id,
      venueName: venues.name,
      responseHours: venues.responseHours,
      reference: requests.reference,
      name: requests.name,
      date: requests.eventDate,
      time: requests.eventTime,
      guests: requests.guests,
      createdAt: requests.createdAt,
    })
    .from(venueMembers)
    .innerJoin(users, eq(users.id, venueMembers.userId))
    .innerJoin(venues, eq(venues.id, venueMembers.venueId))
    .innerJoin(requests, eq(requests.venueId, venues.id))
    .where(and(isNull(requests.firstResponseAt), inArray(requests.status, [...AWAITING_RESPONSE_STATUSES])))
    .orderBy(asc(venueMembers.userId), asc(requests.createdAt))
  const byManager = new Map<number, typeof waiting>()
  for (const w of waiting) byManager.set(w.userId, [...(byManager.get(w.userId) ?? []), w])
  let sent = 0
  for (const [userId, rows] of byManager) {
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(venueManagerDigests)
        .values({ userId, day, requestCount: rows.length })
        .onConflictDoNothing()
        .returning({ userId: venueManagerDigests.userId })
      if (!claimed) return false
      const first = rows[0]
      const overdue = rows.filter((r) => now.getTime() - r.createdAt.getTime() > r.responseHours * HOUR_MS).length
      await enqueueEmails(tx, [
        {
          template: MANAGER_EMAIL_TEMPLATES.digest,
          to: first.email,
          subject: `${rows.length} request${rows.length === 1 ? '' : 's'} waiting for your answer`,
          parts: {
            title: 'Requests waiting for your answer',
            intro: [
              `Hi ${firstNameOf(first.firstName)},`,
              `${rows.length === 1 ? 'This request is' : `These ${rows.length} requests are`} still waiting for an answer${overdue ? ` (${overdue} past your promised response time)` : ''}:`,
            ],
            summary: rows.map(
              (r) =>
                [
                  r.reference,
                  `${r.venueName}: ${r.name}${r.date ? `, ${displayDate(r.date)}` : ''}${r.guests ? `, ${r.guests} guests` : ''}`,
                ] as const,
            ),
            action: { label: 'Answer in the venue portal', url: portalInboxUrl(publicUrl, first.venueId) },
          },
        },
      ])
      return true
    })
    if (queued) sent++
  }
  return sent
}

export type ManagerDigests = { stop(): Promise<void> }

/** A digest pass now and every hour (the table keeps it to one email per manager and day). */
export function startManagerDigests({
  db,
  publicUrl,
  log,
  intervalMs = DIGEST_INTERVAL_MS,
}: {
  db: Db
  publicUrl: string
  log: FastifyBaseLogger
  intervalMs?: number
}): ManagerDigests {
  let running: Promise<void> = Promise.resolve()
  const pass = () => {
    running = sendManagerDigests({ db, publicUrl })
      .then((n) => {
        if (n) log.info({ digests: n }, 'manager digests queued')
      })
      .catch((err: unknown) => log.error({ err }, 'manager digest pass failed'))
  }
  const first = setTimeout(pass, 0)
  const every = setInterval(() => void running.then(pass), intervalMs)
  first.unref()
  every.unref()
  return {
    async stop() {
      clearTimeout(first)
      clearInterval(every)
      await running
    },
  }
}
