// POST /api/briefs/:ref/accept: the planner accepts one venue's quote from her
// comparison. It goes through the proposal acceptance (hold booked, request confirmed when the venue
// booked its space, emails), which also closes the brief's other venues (brief-siblings.ts): one
// transaction, with the brief locked so two accepts of one brief never both win. Accepting signs the
// quote's agreement as the comparison showed it (the name typed, the hash of its text).
import { and, eq } from 'drizzle-orm'
import { BRIEF_MESSAGES, type BriefAccept, type BriefComparison } from '~/domain/briefs/briefs-api'
import { todayIn } from '~/domain/time'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { cities, proposals, requests, venues } from '../db/schema'
import { conflict, notFound } from '../lib/errors'
import { answerProposalInTx } from '../bookings/proposals'
import { briefComparison, findReadableBrief, type BriefReader } from './brief-view'

export async function acceptBriefQuote({
  db,
  config,
  ref,
  reader,
  input,
  ip,
}: {
  db: Db
  config: Config
  ref: string
  reader: BriefReader
  input: BriefAccept
  ip: string | null
}): Promise<BriefComparison> {
  const result = await db.transaction(async (tx) => {
    const brief = await findReadableBrief(tx, ref, reader, true)
    if (brief.status === 'draft') throw conflict(BRIEF_MESSAGES.notSentYet)
    if (brief.status !== 'open') throw conflict(BRIEF_MESSAGES.notOpen)
    const [found] = await tx
      .select({ p: proposals, timezone: cities.timezone })
      .from(proposals)
      .innerJoin(requests, eq(requests.id, proposals.requestId))
      .innerJoin(venues, eq(venues.id, proposals.venueId))
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
      .where(and(eq(proposals.id, input.proposalId), eq(requests.briefId, brief.id)))
      .for('update', { of: proposals })
    if (!found) throw notFound(BRIEF_MESSAGES.quoteNotFound)
    if (found.p.status !== 'sent') throw conflict(BRIEF_MESSAGES.quoteClosed)
    if (found.p.validUntil !== null && found.p.validUntil < todayIn(found.timezone))
      throw conflict(BRIEF_MESSAGES.quoteExpired)
    await answerProposalInTx(tx, {
      config,
      found: found.p,
      answer: 'accepted',
      note: input.note,
      signature: { name: input.signerName, hash: input.agreementHash, userId: reader.userId, ip },
    })
    return briefComparison(tx, config, await findReadableBrief(tx, ref, reader))
  })
  return result
}
