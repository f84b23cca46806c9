// Booking drafts: an outside assistant drafts a booking request over MCP; the planner gets an email
// saying what would be sent, with a link to confirm. Nothing reaches the venue before she confirms;
// confirming sends it as the booking request page does (requests/submit-booking-page.ts), once,
// in the same transaction that marks the draft sent; an unconfirmed draft expires.
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm'
import { cityLabel } from '~/domain/cities'
import {
  alreadySentMessage,
  BOOKING_DRAFT_EXPIRED,
  BOOKING_DRAFT_LINK_INVALID,
  BOOKING_DRAFT_TTL_HOURS,
  CONFIRM_PHONE_MESSAGE,
  MAX_PENDING_DRAFTS_PER_EMAIL,
  type BookingDraftInput,
  type BookingDraftOutput,
  type BookingDraftView,
  type ConfirmBookingDraftAnswer,
} from '~/domain/requests/booking-draft'
import { bookingPageSchema, type BookingPageRequest } from '~/domain/requests/booking-page'
import { optionalPhoneField } from '~/domain/fields'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { bookingDrafts, cities, requests, venues } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict, fieldErrors, notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { findVenuePhoto } from '../requests/find-venue-photo'
import { bookingPageVenue, submitBookingPage } from '../requests/submit-booking-page'
import { bookingDraftEmail, bookingDraftUrl } from './booking-draft-email'

const DEFAULT_EVENT_TYPE = 'Other'
/** What the booking page's schema checks at draft time: all of it but the phone, which may come later. */
const draftRequestSchema = bookingPageSchema.extend({ phone: optionalPhoneField(CONFIRM_PHONE_MESSAGE) })

/** The first message per field of a schema's refusal, as field errors (a 400 on a route, a tool error over MCP). */
function refused(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? 'request')] ??= issue.message
  return fieldErrors(errors)
}

function bookingPageInputOf(input: BookingDraftInput) {
  return {
    venueId: input.venueId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    date: input.date,
    time: input.time,
    numGuests: input.guests,
    eventType: input.eventType ?? DEFAULT_EVENT_TYPE,
    specialRequests: input.notes,
  }
}

export async function createBookingDraft({
  db,
  config,
  input,
  now = new Date(),
}: {
  db: Db
  config: Config
  input: BookingDraftInput
  now?: Date
}): Promise<BookingDraftOutput> {
  const checked = draftRequestSchema.safeParse(bookingPageInputOf(input))
  if (!checked.success) throw refused(checked.error.issues)
  const request = checked.data
  // The venue must take this group then, as the request page would check it when she confirms.
  const venue = await bookingPageVenue({ db, input: request })
  const token = newToken()
  const expiresAt = new Date(now.getTime() + BOOKING_DRAFT_TTL_HOURS * 3_600_000)
  const photoUrl = await findVenuePhoto({ db, venueId: venue.id })
  const draft = await db.transaction(async (tx) => {
    // Serialises drafts for one address, so the cap below holds under concurrent calls.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-draft:${request.email.toLowerCase()}`}))`)
    const [waiting] = await tx
      .select({ n: count() })
      .from(bookingDrafts)
      .where(
        and(
          sql`lower(${bookingDrafts.email}) = ${request.email.toLowerCase()}`,
          gt(bookingDrafts.expiresAt, now),
          isNull(bookingDrafts.confirmedAt),
        ),
      )
    if (Number(waiting?.n ?? 0) >= MAX_PENDING_DRAFTS_PER_EMAIL)
      throw conflict(
        `${MAX_PENDING_DRAFTS_PER_EMAIL} drafts are already waiting for this address to confirm; ask the planner to confirm or let them expire first.`,
      )
    const [row] = await tx
      .insert(bookingDrafts)
      .values({
        tokenHash: hashToken(token),
        venueId: venue.id,
        eventDate: request.date,
        eventTime: request.time,
        guests: request.numGuests,
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        eventType: request.eventType,
        notes: request.specialRequests ?? null,
        expiresAt,
      })
      .returning({ id: bookingDrafts.id })
    await enqueueEmails(tx, [
      bookingDraftEmail({
        config,
        url: bookingDraftUrl(config.PUBLIC_URL, token),
        draft: { ...request, notes: request.specialRequests ?? null },
        venue: { name: venue.name, location: venue.location, photoUrl },
      }),
    ])
    return row!
  })
  return {
    draftId: draft.id,
    status: 'awaiting_confirmation',
    venue: { id: venue.id, name: venue.name, location: venue.location },
    date: request.date,
    time: request.time,
    guests: request.numGuests,
    sentTo: request.email,
    expiresAt: expiresAt.toISOString(),
    message: `Draft saved; nothing has been sent to the venue. We emailed ${request.email} a link to review and send it within ${BOOKING_DRAFT_TTL_HOURS} hours.`,
  }
}

async function findDraft(db: Db, token: string) {
  if (!isWellFormedToken(token)) throw notFound(BOOKING_DRAFT_LINK_INVALID)
  const [row] = await db
    .select({
      draft: bookingDrafts,
      venueName: venues.name,
      cityName: cities.name,
      state: cities.state,
      reference: requests.reference,
    })
    .from(bookingDrafts)
    .innerJoin(venues, eq(venues.id, bookingDrafts.venueId))
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .leftJoin(requests, eq(requests.id, bookingDrafts.requestId))
    .where(eq(bookingDrafts.tokenHash, hashToken(token)))
  if (!row) throw notFound(BOOKING_DRAFT_LINK_INVALID)
  return row
}

export async function getBookingDraft({
  db,
  token,
  now = new Date(),
}: {
  db: Db
  token: string
  now?: Date
}): Promise<BookingDraftView> {
  const { draft, venueName, cityName, state, reference } = await findDraft(db, token)
  return {
    status: draft.confirmedAt ? 'sent' : draft.expiresAt <= now ? 'expired' : 'pending',
    venue: { id: draft.venueId, name: venueName, location: cityLabel({ name: cityName, state }) },
    date: draft.eventDate,
    time: draft.eventTime,
    guests: draft.guests,
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
    eventType: draft.eventType,
    notes: draft.notes,
    expiresAt: draft.expiresAt.toISOString(),
    reference: draft.confirmedAt ? (reference ?? null) : null,
  }
}

/** Thrown in the request's transaction when another confirmation of the same draft won. */
class DraftAlreadySent extends Error {}

export async function confirmBookingDraft({
  db,
  config,
  token,
  phone,
  userId,
  now = new Date(),
}: {
  db: Db
  config: Config
  token: string
  phone?: string
  userId: number | null
  now?: Date
}): Promise<{ statusCode: 200 | 201; body: ConfirmBookingDraftAnswer }> {
  const { draft, reference } = await findDraft(db, token)
  const alreadySent = (ref: string) => ({
    statusCode: 200 as const,
    body: { status: 'already_sent' as const, reference: ref, message: alreadySentMessage(ref) },
  })
  if (draft.confirmedAt) return alreadySent(reference ?? '')
  if (draft.expiresAt <= now) throw conflict(BOOKING_DRAFT_EXPIRED)
  const checked = bookingPageSchema.safeParse({
    venueId: draft.venueId,
    name: draft.name,
    email: draft.email,
    phone: draft.phone ?? phone ?? '',
    date: draft.eventDate,
    time: draft.eventTime,
    numGuests: draft.guests,
    eventType: draft.eventType,
    specialRequests: draft.notes ?? undefined,
  })
  if (!checked.success) throw refused(checked.error.issues)
  const input: BookingPageRequest = checked.data
  try {
    const result = await submitBookingPage({
      db,
      config,
      input,
      userId,
      onStored: async (tx, saved) => {
        const marked = await tx
          .update(bookingDrafts)
          .set({ requestId: saved.requestId, confirmedAt: now })
          .where(and(eq(bookingDrafts.id, draft.id), isNull(bookingDrafts.confirmedAt)))
          .returning({ id: bookingDrafts.id })
        if (marked.length === 0) throw new DraftAlreadySent()
      },
    })
    return {
      statusCode: 201,
      body: { status: 'sent', reference: result.body.reference, message: result.body.message },
    }
  } catch (err) {
    if (!(err instanceof DraftAlreadySent)) throw err
    return alreadySent((await findDraft(db, token)).reference ?? '')
  }
}
