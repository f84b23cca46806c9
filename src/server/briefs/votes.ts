// The group vote on a brief. The organiser shares a public link (its token stored as
// is, like RSVP tokens: it opens only the vote); a voter is counted once, by a confirmed email
// (only the SHA-256 of the confirmation link's token is stored) or by an RSVP link of one of the
// organiser's events. A second vote by the same person replaces the first.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { occasionLabel, type BriefComparison } from '~/domain/briefs/briefs-api'
import { VOTE_CONFIRMATION_HOURS, type VoteChoices } from '~/domain/briefs/briefs'
import { tallyVotes } from '~/domain/briefs/tally'
import {
  VOTE_INVITE_MESSAGES,
  VOTE_CONFIRMATION_LIMITS,
  VOTE_MESSAGES,
  voteInviteMessage,
  type PublicVote,
  type VoteGuestLists,
  type VoteInviteResult,
  type ShareResponse,
  type VoteAccepted,
  type VoteResults,
} from '~/domain/briefs/votes-api'
import type { z } from 'zod'
import type { voteInputSchema } from '~/domain/briefs/votes-api'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { briefs, briefVoters, eventMembers, events, guests } from '../db/schema'
import { firstNameOf } from '../email/email-parts'
import { enqueueEmails } from '../email/outbox'
import { AppError, conflict, fieldErrors, notFound } from '../lib/errors'
import { countHit } from '../lib/rate-limit-store'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { voteConfirmEmail, voteConfirmUrl, voteInviteEmail, voteRsvpUrl, voteUrl } from './brief-emails'
import { briefComparison, findReadableBrief, type BriefReader, type BriefRow } from './brief-view'

type Reader = { db: Db; config: Config; ref: string; reader: BriefReader }

/** The brief's vote token, made on first use (the brief row is locked by the caller). */
async function voteTokenOf(tx: Tx, brief: BriefRow): Promise<string> {
  if (brief.voteToken) return brief.voteToken
  const token = newToken()
  await tx
    .update(briefs)
    .set({ voteToken: token, updatedAt: sql`now()` })
    .where(eq(briefs.id, brief.id))
  return token
}

export async function shareBrief({ db, config, ref, reader }: Reader): Promise<ShareResponse> {
  return db.transaction(async (tx) => {
    const brief = await findReadableBrief(tx, ref, reader, true)
    const token = await voteTokenOf(tx, brief)
    return { url: voteUrl(config.PUBLIC_URL, token), token, closed: brief.voteClosedAt !== null }
  })
}

/** The organiser's events (newest first) whose guests can be invited to vote, with how many already are. */
export async function listVoteGuestLists({ db, ref, reader }: Omit<Reader, 'config'>): Promise<VoteGuestLists> {
  const brief = await findReadableBrief(db, ref, reader)
  if (!brief.userId) return { lists: [] }
  const rows = await db
    .select({
      eventId: events.id,
      name: events.name,
      date: events.date,
      guestsWithEmail: sql<number>`count(${guests.id})::int`,
      invited: sql<number>`count(${briefVoters.id})::int`,
    })
    .from(events)
    .innerJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, brief.userId)))
    .innerJoin(guests, and(eq(guests.eventId, events.id), isNotNull(guests.email)))
    .leftJoin(briefVoters, and(eq(briefVoters.guestId, guests.id), eq(briefVoters.briefId, brief.id)))
    .groupBy(events.id)
    .orderBy(desc(events.date), desc(events.id))
    .limit(20)
  return { lists: rows }
}

/**
 * Emails the vote to the guests (with an email address) of one of the organiser's events, each with
 * their own RSVP-token link. A guest is invited once per brief (a voter row waiting for their vote
 * marks it), so sending again reaches only guests added to the list since.
 */
export async function inviteVoteGuests({
  db,
  config,
  ref,
  reader,
  eventId,
}: Reader & { eventId: number }): Promise<VoteInviteResult> {
  const result = await db.transaction(async (tx) => {
    const brief = await findReadableBrief(tx, ref, reader, true)
    if (brief.voteClosedAt) throw conflict(VOTE_MESSAGES.closed)
    if (!brief.userId) throw conflict(VOTE_INVITE_MESSAGES.noAccount)
    const [event] = await tx
      .select({ name: events.name })
      .from(events)
      .innerJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, brief.userId)))
      .where(eq(events.id, eventId))
    if (!event) throw fieldErrors({ eventId: VOTE_INVITE_MESSAGES.notYours })
    const list = await tx
      .select({ id: guests.id, name: guests.name, email: guests.email, rsvpToken: guests.rsvpToken })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), isNotNull(guests.email)))
    const token = await voteTokenOf(tx, brief)
    const fresh =
      list.length === 0
        ? []
        : await tx
            .insert(briefVoters)
            .values(list.map((g) => ({ briefId: brief.id, name: g.name, guestId: g.id })))
            .onConflictDoNothing()
            .returning({ guestId: briefVoters.guestId })
    const freshIds = new Set(fresh.map((f) => f.guestId))
    const invitees = list.filter((g) => freshIds.has(g.id))
    if (invitees.length > 0)
      await enqueueEmails(
        tx,
        invitees.map((g) =>
          voteInviteEmail({
            to: g.email!,
            name: g.name,
            organiserFirstName: firstNameOf(brief.name),
            occasion: occasionLabel(brief.occasion),
            eventName: event.name,
            url: voteRsvpUrl(config.PUBLIC_URL, token, g.rsvpToken),
          }),
        ),
      )
    const counts = { sent: invitees.length, alreadyInvited: list.length - invitees.length }
    return { ...counts, message: voteInviteMessage(counts) }
  })
  return result
}

async function briefByVoteToken(db: Db | Tx, token: string, lock = false): Promise<BriefRow> {
  if (!isWellFormedToken(token)) throw notFound(VOTE_MESSAGES.notFound)
  const q = db.select().from(briefs).where(eq(briefs.voteToken, token))
  const [brief] = lock ? await q.for('update') : await q
  if (!brief) throw notFound(VOTE_MESSAGES.notFound)
  return brief
}

/** What the group votes on: a draft's venues (not asked yet), or the sent brief's, with their open quote. */
function voteVenuesOf(comparison: BriefComparison) {
  if (comparison.status === 'draft')
    return comparison.draftVenues.map((v) => ({
      venueId: v.venueId,
      name: v.name,
      location: v.location,
      photoUrl: v.photoUrl,
      perGuestCents: null,
    }))
  return comparison.venues.map((v) => ({
    venueId: v.venueId,
    name: v.name,
    location: v.location,
    photoUrl: v.photoUrl,
    perGuestCents: v.quote && !v.quote.expired && v.state !== 'declined' ? v.quote.perGuestCents : null,
  }))
}

async function voteView(db: Db | Tx, config: Config, brief: BriefRow) {
  const venues = voteVenuesOf(await briefComparison(db, config, brief))
  const voters = await db
    .select({
      name: briefVoters.name,
      guestId: briefVoters.guestId,
      choices: briefVoters.choices,
      votedAt: briefVoters.votedAt,
    })
    .from(briefVoters)
    .where(and(eq(briefVoters.briefId, brief.id), sql`${briefVoters.choices} is not null`))
    .orderBy(briefVoters.votedAt)
  const dates = [brief.eventDate, ...brief.alternativeDates]
  const t = tallyVotes(
    voters.map((v) => v.choices!),
    { venueIds: venues.map((v) => v.venueId), dates },
  )
  const view: PublicVote = {
    occasionLabel: occasionLabel(brief.occasion),
    organiserFirstName: firstNameOf(brief.name),
    guests: brief.guests,
    closed: brief.voteClosedAt !== null,
    venuesNotAsked: brief.status === 'draft',
    venues: venues.map((v) => ({ ...v, tally: t.venues.get(v.venueId)! })),
    dates: dates.map((date) => ({ date, time: brief.eventTime, tally: t.dates.get(date)! })),
    voterCount: voters.length,
  }
  const lead = {
    leadingVenueId: t.leadingVenueId,
    tiedVenueIds: t.tiedVenueIds,
    leadingDate: t.leadingDate,
    tiedDates: t.tiedDates,
  }
  return { view, voters, lead }
}

export async function getPublicVote({ db, config, token }: { db: Db; config: Config; token: string }) {
  return (await voteView(db, config, await briefByVoteToken(db, token))).view
}

export async function getVoteResults({ db, config, ref, reader }: Reader): Promise<VoteResults> {
  const brief = await findReadableBrief(db, ref, reader)
  const { view, voters, lead } = await voteView(db, config, brief)
  return {
    ...view,
    voters: voters.map((v) => ({ name: v.name, via: v.guestId ? 'rsvp' : 'email', votedAt: v.votedAt!.toISOString() })),
    ...lead,
  }
}

export async function closeVote(args: Reader): Promise<VoteResults> {
  await args.db.transaction(async (tx) => {
    const brief = await findReadableBrief(tx, args.ref, args.reader, true)
    if (!brief.voteClosedAt)
      await tx
        .update(briefs)
        .set({ voteClosedAt: sql`now()` })
        .where(eq(briefs.id, brief.id))
  })
  return getVoteResults(args)
}

type VoteBody = z.output<typeof voteInputSchema>

/** The ballot, checked against the brief's venues and date options (400 naming the wrong one). */
async function ballotOf(tx: Tx, config: Config, brief: BriefRow, input: VoteBody): Promise<VoteChoices> {
  const venueIds = new Set(voteVenuesOf(await briefComparison(tx, config, brief)).map((v) => v.venueId))
  const dates = new Set([brief.eventDate, ...brief.alternativeDates])
  const errors: Record<string, string> = {}
  input.venues.forEach((v, i) => {
    if (!venueIds.has(v.venueId)) errors[`venues.${i}.venueId`] = VOTE_MESSAGES.unknownVenue
  })
  input.dates.forEach((d, i) => {
    if (!dates.has(d.date)) errors[`dates.${i}.date`] = VOTE_MESSAGES.unknownDate
  })
  if (Object.keys(errors).length) throw fieldErrors(errors)
  return { venues: input.venues, dates: input.dates }
}

const HOUR_MS = 3_600_000

/**
 * Counts one more confirmation email to `email` and from this vote, refusing (429, nothing sent)
 * past either hourly limit. Counted in the vote's transaction: a refused or failed vote counts nothing.
 */
async function countConfirmationEmail(tx: Tx, briefId: number, email: string) {
  const toAddress = await countHit(tx, `vote-confirm:to:${email.toLowerCase()}`, HOUR_MS)
  if (toAddress.current > VOTE_CONFIRMATION_LIMITS.perAddressPerHour)
    throw new AppError('rate_limited', VOTE_MESSAGES.tooManyToAddress)
  const fromLink = await countHit(tx, `vote-confirm:link:${briefId}`, HOUR_MS)
  if (fromLink.current > VOTE_CONFIRMATION_LIMITS.perLinkPerHour)
    throw new AppError('rate_limited', VOTE_MESSAGES.tooManyForLink)
}

export async function castVote({
  db,
  config,
  token,
  input,
}: {
  db: Db
  config: Config
  token: string
  input: VoteBody
}): Promise<{ statusCode: 201 | 202; body: VoteAccepted }> {
  const result = await db.transaction(async (tx) => {
    const brief = await briefByVoteToken(tx, token, true)
    if (brief.voteClosedAt) throw conflict(VOTE_MESSAGES.closed)
    const ballot = await ballotOf(tx, config, brief, input)
    if (input.rsvpToken !== undefined) {
      // A guest of one of the organiser's events: the RSVP link proves who they are.
      const [guest] = brief.userId
        ? await tx
            .select({ id: guests.id })
            .from(guests)
            .innerJoin(eventMembers, eq(eventMembers.eventId, guests.eventId))
            .where(and(eq(guests.rsvpToken, input.rsvpToken), eq(eventMembers.userId, brief.userId)))
            .limit(1)
        : []
      if (!guest) throw fieldErrors({ rsvpToken: VOTE_MESSAGES.rsvpUnknown })
      const [prior] = await tx
        .select({ id: briefVoters.id, choices: briefVoters.choices })
        .from(briefVoters)
        .where(and(eq(briefVoters.briefId, brief.id), eq(briefVoters.guestId, guest.id)))
      if (prior)
        await tx
          .update(briefVoters)
          .set({ name: input.name, choices: ballot, votedAt: sql`now()` })
          .where(eq(briefVoters.id, prior.id))
      else
        await tx
          .insert(briefVoters)
          .values({ briefId: brief.id, name: input.name, guestId: guest.id, choices: ballot, votedAt: sql`now()` })
      const replaced = Boolean(prior?.choices)
      return {
        statusCode: 201 as const,
        body: {
          status: replaced ? ('replaced' as const) : ('recorded' as const),
          message: replaced ? VOTE_MESSAGES.replaced : VOTE_MESSAGES.recorded,
        },
      }
    }
    // By email: the vote waits for its confirmation link; a newer ballot replaces a waiting one.
    const email = input.email!
    await countConfirmationEmail(tx, brief.id, email)
    const confirmation = newToken()
    const pending = {
      pendingChoices: ballot,
      pendingName: input.name,
      confirmTokenHash: hashToken(confirmation),
      confirmExpiresAt: sql`now() + make_interval(hours => ${VOTE_CONFIRMATION_HOURS})`,
    }
    const [prior] = await tx
      .select({ id: briefVoters.id })
      .from(briefVoters)
      .where(and(eq(briefVoters.briefId, brief.id), sql`lower(${briefVoters.email}) = lower(${email})`))
    if (prior) await tx.update(briefVoters).set(pending).where(eq(briefVoters.id, prior.id))
    else await tx.insert(briefVoters).values({ briefId: brief.id, name: input.name, email, ...pending })
    await enqueueEmails(tx, [
      voteConfirmEmail({
        to: email,
        name: input.name,
        organiserFirstName: firstNameOf(brief.name),
        url: voteConfirmUrl(config.PUBLIC_URL, token, confirmation),
      }),
    ])
    return {
      statusCode: 202 as const,
      body: { status: 'confirmation_sent' as const, message: VOTE_MESSAGES.confirmationSent },
    }
  })
  return result
}

export async function confirmVote({
  db,
  token,
  confirmation,
}: {
  db: Db
  token: string
  confirmation: string
}): Promise<VoteAccepted> {
  return db.transaction(async (tx) => {
    const brief = await briefByVoteToken(tx, token, true)
    if (!isWellFormedToken(confirmation)) throw notFound(VOTE_MESSAGES.confirmationInvalid)
    const [voter] = await tx
      .select()
      .from(briefVoters)
      .where(
        and(
          eq(briefVoters.briefId, brief.id),
          eq(briefVoters.confirmTokenHash, hashToken(confirmation)),
          sql`${briefVoters.confirmExpiresAt} > now()`,
        ),
      )
      .for('update')
    if (!voter || !voter.pendingChoices) throw notFound(VOTE_MESSAGES.confirmationInvalid)
    if (brief.voteClosedAt) throw conflict(VOTE_MESSAGES.closed)
    await tx
      .update(briefVoters)
      .set({
        name: voter.pendingName ?? voter.name,
        choices: voter.pendingChoices,
        votedAt: sql`now()`,
        pendingChoices: null,
        pendingName: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(eq(briefVoters.id, voter.id))
    const replaced = voter.choices !== null
    return replaced
      ? { status: 'replaced', message: VOTE_MESSAGES.replaced }
      : { status: 'recorded', message: VOTE_MESSAGES.recorded }
  })
}
