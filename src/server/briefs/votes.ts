// The group vote on a brief (issue 18). The organiser shares a public link (its token stored as
// is, like RSVP tokens: it opens only the vote); a voter is counted once, by a confirmed email
// (only the SHA-256 of the confirmation link's token is stored) or by an RSVP link of one of the
// organiser's events. A second vote by the same person replaces the first.
import { and, eq, sql } from 'drizzle-orm'
import { occasionLabel } from '~/domain/briefs/briefs-api'
import { VOTE_CONFIRMATION_HOURS, type VoteChoices } from '~/domain/briefs/briefs'
import { tallyVotes } from '~/domain/briefs/tally'
import {
  VOTE_MESSAGES,
  type PublicVote,
  type ShareResponse,
  type VoteAccepted,
  type VoteResults,
} from '~/domain/briefs/votes-api'
import type { z } from 'zod'
import type { voteInputSchema } from '~/domain/briefs/votes-api'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { briefs, briefVoters, eventMembers, guests } from '../db/schema'
import { firstNameOf } from '../email/email-parts'
import { enqueueEmails } from '../email/outbox'
import { notifyOutboxWrite } from '../email/outbox-signal'
import { conflict, fieldErrors, notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { voteConfirmEmail, voteUrl } from './brief-emails'
import { briefComparison, findReadableBrief, type BriefReader, type BriefRow } from './brief-view'

type Reader = { db: Db; config: Config; ref: string; reader: BriefReader }

export async function shareBrief({ db, config, ref, reader }: Reader): Promise<ShareResponse> {
  return db.transaction(async (tx) => {
    const brief = await findReadableBrief(tx, ref, reader, true)
    let token = brief.voteToken
    if (!token) {
      token = newToken()
      await tx
        .update(briefs)
        .set({ voteToken: token, updatedAt: sql`now()` })
        .where(eq(briefs.id, brief.id))
    }
    return { url: voteUrl(config.PUBLIC_URL, token), token, closed: brief.voteClosedAt !== null }
  })
}

async function briefByVoteToken(db: Db | Tx, token: string, lock = false): Promise<BriefRow> {
  if (!isWellFormedToken(token)) throw notFound(VOTE_MESSAGES.notFound)
  const q = db.select().from(briefs).where(eq(briefs.voteToken, token))
  const [brief] = lock ? await q.for('update') : await q
  if (!brief) throw notFound(VOTE_MESSAGES.notFound)
  return brief
}

async function voteView(db: Db | Tx, config: Config, brief: BriefRow) {
  const comparison = await briefComparison(db, config, brief)
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
    { venueIds: comparison.venues.map((v) => v.venueId), dates },
  )
  const view: PublicVote = {
    occasionLabel: occasionLabel(brief.occasion),
    organiserFirstName: firstNameOf(brief.name),
    guests: brief.guests,
    closed: brief.voteClosedAt !== null,
    venues: comparison.venues.map((v) => ({
      venueId: v.venueId,
      name: v.name,
      location: v.location,
      photoUrl: v.photoUrl,
      perGuestCents: v.quote && !v.quote.expired && v.state !== 'declined' ? v.quote.perGuestCents : null,
      tally: t.venues.get(v.venueId)!,
    })),
    dates: dates.map((date) => ({ date, time: brief.eventTime, tally: t.dates.get(date)! })),
    voterCount: voters.length,
  }
  return { view, voters, leadingVenueId: t.leadingVenueId, leadingDate: t.leadingDate }
}

export async function getPublicVote({ db, config, token }: { db: Db; config: Config; token: string }) {
  return (await voteView(db, config, await briefByVoteToken(db, token))).view
}

export async function getVoteResults({ db, config, ref, reader }: Reader): Promise<VoteResults> {
  const brief = await findReadableBrief(db, ref, reader)
  const { view, voters, leadingVenueId, leadingDate } = await voteView(db, config, brief)
  return {
    ...view,
    voters: voters.map((v) => ({ name: v.name, via: v.guestId ? 'rsvp' : 'email', votedAt: v.votedAt!.toISOString() })),
    leadingVenueId,
    leadingDate,
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
  const comparison = await briefComparison(tx, config, brief)
  const venueIds = new Set(comparison.venues.map((v) => v.venueId))
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
        url: `${voteUrl(config.PUBLIC_URL, token)}?confirm=${confirmation}`,
      }),
    ])
    return {
      statusCode: 202 as const,
      body: { status: 'confirmation_sent' as const, message: VOTE_MESSAGES.confirmationSent },
    }
  })
  if (result.statusCode === 202) notifyOutboxWrite(db)
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
