// Sending a brief: every venue is checked as a booking request is (capacity, notice,
// blackouts on the date, in the venue's city), then ONE transaction stores the brief, one booking
// request per venue linked to it (each in its venue's portal inbox and the concierge console), the
// history, the emails and the Idempotency-Key answer.
import { formatCents } from '~/domain/pricing/estimate'
import { ALTERNATIVE_DATES_LABEL, alternativeDatesText } from '~/domain/alternative-dates'
import { dietaryLabel } from '~/domain/options'
import {
  BRIEF_MESSAGES,
  occasionLabel,
  type BriefCreated,
  type BriefDraftCreated,
  type BriefRequest,
} from '~/domain/briefs/briefs-api'
import { quoteItemLabel } from '~/domain/proposals/quote-items'
import { alternativeDateErrors, venueRequestErrors } from '~/domain/requests/venue-rules'
import { dollarsToCents } from '~/domain/proposals/proposal-totals'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { briefs, requests, requestStatusHistory } from '../db/schema'
import type { SummaryLine } from '../email/email-parts'
import { enqueueEmails } from '../email/outbox'
import { queueNewRequestForManagers } from '../email/venue-manager-emails'
import { fieldErrors } from '../lib/errors'
import { findIdempotentAnswer, IdempotencyRace, saveIdempotentAnswer, type Idempotency } from '../lib/idempotency'
import { generateReference } from '../lib/reference'
import { hashToken, newToken } from '../lib/tokens'
import { findRequestVenue, type VenueForRequest } from '../requests/find-request-venue'
import { requestEmails } from '../requests/request-emails'
import { briefSentEmail, briefUrl, voteUrl } from './brief-emails'

const MAX_REFERENCE_TRIES = 8

/** Each venue as the request will need it; a 400 naming every venue that does not fit, and why. */
export async function checkVenues(db: Db, input: BriefRequest): Promise<VenueForRequest[]> {
  const errors: Record<string, string> = {}
  const found: VenueForRequest[] = []
  for (const [i, venueId] of input.venueIds.entries()) {
    const venue = await findRequestVenue({
      db,
      venueId,
      date: input.date,
      time: input.time,
      guests: input.guests,
      otherDates: input.alternativeDates,
    })
    if (!venue) {
      errors[`venueIds.${i}`] = BRIEF_MESSAGES.venueNotFound
      continue
    }
    found.push(venue)
    const problems = venueRequestErrors(venue, {
      guests: { field: 'guests', value: input.guests },
      date: { field: 'date', value: input.date },
      time: { field: 'time', value: input.time },
    })
    // Each other date is checked as the first is (bounds, blackouts, notice), since the venue is
    // asked to quote any of them.
    const otherDates = alternativeDateErrors(venue, {
      field: 'alternativeDates',
      first: input.date,
      dates: input.alternativeDates,
    })
    input.alternativeDates.forEach((date, d) => {
      const problem = otherDates[`alternativeDates.${d}`]
      if (problem) problems[`alternativeDates.${d}`] = `${displayDate(date)}: ${problem}`
    })
    const reasons = Object.values(problems)
    if (reasons.length) errors[`venueIds.${i}`] = BRIEF_MESSAGES.venueMisfit(venue.name, reasons.join('; '))
  }
  if (Object.keys(errors).length) throw fieldErrors(errors)
  return found
}

function summaryOf(input: BriefRequest): SummaryLine[] {
  return [
    ['Occasion', occasionLabel(input.occasion)],
    ['Date', displayDate(input.date)],
    [ALTERNATIVE_DATES_LABEL, alternativeDatesText(input.alternativeDates, displayDate)],
    ['Time', input.time],
    ['Guests', input.guests],
    [
      'Budget per person',
      input.budgetPerPerson === undefined ? null : formatCents(dollarsToCents(input.budgetPerPerson)),
    ],
    ['Dietary needs', input.dietary.map(dietaryLabel).join(', ') || null],
    ['Must-haves', input.mustHaves.map(quoteItemLabel).join(', ') || null],
    ['Notes', input.notes ?? null],
  ]
}

type Created = { statusCode: number; body: BriefCreated; replayed: boolean }

/**
 * One booking request per venue, linked to the stored brief (each in its venue's portal inbox and
 * the concierge console), the team's notifications and the planner's one email with the comparison's
 * signed link (`token`). Shared by a brief sent at once and a draft sent after its vote.
 */
export async function fanOutBrief(
  tx: Tx,
  {
    config,
    brief,
    input,
    venues,
    userId,
    token,
  }: {
    config: Config
    brief: { id: number; reference: string }
    input: BriefRequest
    venues: VenueForRequest[]
    userId: number | null
    token: string
  },
): Promise<BriefCreated> {
  const summary = summaryOf(input)
  const made: BriefCreated['requests'] = []
  for (const venue of venues) {
    let saved: { id: number; reference: string } | undefined
    for (let i = 0; i < MAX_REFERENCE_TRIES && !saved; i++) {
      ;[saved] = await tx
        .insert(requests)
        .values({
          reference: generateReference('booking'),
          kind: 'booking',
          status: 'new',
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          citySlug: venue.citySlug,
          venueId: venue.id,
          eventDate: input.date,
          eventTime: input.time,
          guests: input.guests,
          userId,
          briefId: brief.id,
          details: {
            venueName: venue.name,
            briefReference: brief.reference,
            eventType: input.occasion,
            alternativeDates: input.alternativeDates,
            budgetPerPersonCents: input.budgetPerPerson === undefined ? null : dollarsToCents(input.budgetPerPerson),
            dietary: input.dietary,
            mustHaves: input.mustHaves,
            specialRequests: input.notes ?? null,
          },
        })
        .onConflictDoNothing({ target: requests.reference })
        .returning({ id: requests.id, reference: requests.reference })
    }
    if (!saved) throw new Error('could not allocate a unique request reference')
    await tx.insert(requestStatusHistory).values({
      requestId: saved.id,
      fromStatus: null,
      toStatus: 'new',
      note: `Part of brief ${brief.reference} (${venues.length} venues)`,
    })
    // The concierge team's usual notification (the planner gets one email for the whole brief).
    const [, notification] = requestEmails({
      config,
      kind: 'booking',
      reference: saved.reference,
      requestId: saved.id,
      requester: { name: input.name, email: input.email, phone: input.phone },
      what: 'booking request',
      summary: [['Venue', venue.name], ['Brief', brief.reference], ...summary],
      headline: `${venue.name}, ${displayDate(input.date)}, ${input.guests} guests (brief ${brief.reference})`,
      viewUrl: briefUrl(config.PUBLIC_URL, brief.reference),
      replyHours: venue.responseHours,
    })
    await enqueueEmails(tx, [notification])
    await queueNewRequestForManagers(tx, { requestId: saved.id, publicUrl: config.PUBLIC_URL })
    made.push({ venueId: venue.id, venueName: venue.name, reference: saved.reference })
  }
  await enqueueEmails(tx, [
    briefSentEmail({
      config,
      brief: { reference: brief.reference, name: input.name, email: input.email },
      venues: made.map((m) => ({ name: m.venueName, reference: m.reference })),
      summary,
      url: briefUrl(config.PUBLIC_URL, brief.reference, token),
      answerWithinHours: Math.max(...venues.map((v) => v.responseHours)),
    }),
  ])
  return { success: true, reference: brief.reference, message: BRIEF_MESSAGES.sent, requests: made }
}

/** The brief's row as stored, from its checked input. */
function briefValues(input: BriefRequest, userId: number | null, token: string) {
  return {
    userId,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    occasion: input.occasion,
    eventDate: input.date,
    alternativeDates: input.alternativeDates,
    eventTime: input.time,
    guests: input.guests,
    budgetPerPersonCents: input.budgetPerPerson === undefined ? null : dollarsToCents(input.budgetPerPerson),
    dietary: input.dietary,
    mustHaves: input.mustHaves,
    notes: input.notes ?? null,
    venueIds: input.venueIds,
    tokenHash: hashToken(token),
  }
}

/** Inserts the brief under a fresh BF-… reference. */
async function insertBrief(tx: Tx, values: Omit<typeof briefs.$inferInsert, 'reference'>) {
  let brief: { id: number; reference: string } | undefined
  for (let i = 0; i < MAX_REFERENCE_TRIES && !brief; i++) {
    ;[brief] = await tx
      .insert(briefs)
      .values({ ...values, reference: generateReference('brief') })
      .onConflictDoNothing({ target: briefs.reference })
      .returning({ id: briefs.id, reference: briefs.reference })
  }
  if (!brief) throw new Error('could not allocate a unique brief reference')
  return brief
}

/** Runs a write once per Idempotency-Key: a replay (or the race's loser) gets the first answer. */
export async function oncePerKey<B>(
  db: Db,
  idempotency: Idempotency | undefined,
  write: (tx: Tx) => Promise<{ statusCode: number; body: B }>,
): Promise<{ statusCode: number; body: B; replayed: boolean }> {
  if (idempotency) {
    const prior = await findIdempotentAnswer(db, idempotency)
    if (prior) return { statusCode: prior.statusCode, body: prior.response as B, replayed: true }
  }
  const attempt = () =>
    db.transaction(async (tx) => {
      if (idempotency) {
        const prior = await findIdempotentAnswer(tx, idempotency)
        if (prior) return { statusCode: prior.statusCode, body: prior.response as B, replayed: true }
      }
      const answer = await write(tx)
      if (idempotency)
        await saveIdempotentAnswer(tx, idempotency, { statusCode: answer.statusCode, response: answer.body })
      return { ...answer, replayed: false }
    })
  let result
  try {
    result = await attempt()
  } catch (err) {
    if (!(err instanceof IdempotencyRace)) throw err
    result = await attempt()
  }
  return result
}

export async function createBrief({
  db,
  config,
  input,
  userId,
  idempotency,
}: {
  db: Db
  config: Config
  input: BriefRequest
  userId: number | null
  idempotency?: Idempotency
}): Promise<Created> {
  if (idempotency) {
    const prior = await findIdempotentAnswer(db, idempotency)
    if (prior) return { statusCode: prior.statusCode, body: prior.response as BriefCreated, replayed: true }
  }
  const venues = await checkVenues(db, input)
  const token = newToken()
  return oncePerKey(db, idempotency, async (tx) => {
    const brief = await insertBrief(tx, briefValues(input, userId, token))
    const body = await fanOutBrief(tx, { config, brief, input, venues, userId, token })
    return { statusCode: 201, body }
  })
}

/**
 * "Let my group vote first": the brief checked as createBrief checks it, stored as a draft with its
 * vote open, and nothing else (no request, no email). The comparison's token is never sent out: a
 * draft is its owner's only, signed in.
 */
export async function createDraftBrief({
  db,
  config,
  input,
  userId,
  idempotency,
}: {
  db: Db
  config: Config
  input: BriefRequest
  userId: number
  idempotency?: Idempotency
}): Promise<{ statusCode: number; body: BriefDraftCreated; replayed: boolean }> {
  if (idempotency) {
    const prior = await findIdempotentAnswer(db, idempotency)
    if (prior) return { statusCode: prior.statusCode, body: prior.response as BriefDraftCreated, replayed: true }
  }
  await checkVenues(db, input)
  return oncePerKey(db, idempotency, async (tx) => {
    const voteToken = newToken()
    const brief = await insertBrief(tx, { ...briefValues(input, userId, newToken()), status: 'draft', voteToken })
    const body: BriefDraftCreated = {
      success: true,
      reference: brief.reference,
      message: BRIEF_MESSAGES.draftSaved,
      voteUrl: voteUrl(config.PUBLIC_URL, voteToken),
    }
    return { statusCode: 201, body }
  })
}
