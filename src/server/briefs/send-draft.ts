// A draft brief ("the group decides together"): saved by "Let my group vote first", voted
// on through the usual public link, then sent by its owner to the venues and dates she picks (the
// vote closes; the brief goes out exactly as a brief sent at once) or discarded. Only its owner,
// signed in, reaches a draft; anyone else gets the 404 of a wrong reference.
import { eq, sql } from 'drizzle-orm'
import { BRIEF_MESSAGES, type BriefCreated, type BriefRequest, type BriefSend } from '~/domain/briefs/briefs-api'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { briefs } from '../db/schema'
import { conflict, fieldErrors } from '../lib/errors'
import { findIdempotentAnswer, type Idempotency } from '../lib/idempotency'
import { hashToken, newToken } from '../lib/tokens'
import { findReadableBrief, type BriefRow } from './brief-view'
import { checkVenues, fanOutBrief, oncePerKey } from './create-brief'

type SendInput = Required<BriefSend>

/** The brief as it goes out: the draft's details with the chosen venues and dates (400 naming a choice that is not an option). */
function requestOf(draft: BriefRow, input: SendInput): BriefRequest {
  const errors: Record<string, string> = {}
  const dates = new Set([draft.eventDate, ...draft.alternativeDates])
  input.venueIds.forEach((id, i) => {
    if (!draft.venueIds.includes(id)) errors[`venueIds.${i}`] = BRIEF_MESSAGES.notOnDraft
  })
  if (!dates.has(input.date)) errors.date = BRIEF_MESSAGES.notAnOption
  input.alternativeDates.forEach((d, i) => {
    if (!dates.has(d)) errors[`alternativeDates.${i}`] = BRIEF_MESSAGES.notAnOption
  })
  if (Object.keys(errors).length) throw fieldErrors(errors)
  return {
    venueIds: input.venueIds,
    occasion: draft.occasion as BriefRequest['occasion'],
    date: input.date,
    alternativeDates: input.alternativeDates,
    time: draft.eventTime,
    guests: draft.guests,
    budgetPerPerson: draft.budgetPerPersonCents === null ? undefined : draft.budgetPerPersonCents / 100,
    dietary: draft.dietary as BriefRequest['dietary'],
    mustHaves: draft.mustHaves as BriefRequest['mustHaves'],
    notes: draft.notes ?? undefined,
    name: draft.name,
    email: draft.email,
    phone: draft.phone ?? undefined,
  }
}

export async function sendDraftBrief({
  db,
  config,
  ref,
  userId,
  input,
  idempotency,
}: {
  db: Db
  config: Config
  ref: string
  userId: number
  input: SendInput
  idempotency?: Idempotency
}): Promise<{ statusCode: number; body: BriefCreated; replayed: boolean }> {
  const draft = await findReadableBrief(db, ref, { userId })
  if (idempotency) {
    const prior = await findIdempotentAnswer(db, idempotency)
    if (prior) return { statusCode: prior.statusCode, body: prior.response as BriefCreated, replayed: true }
  }
  if (draft.status !== 'draft') throw conflict(BRIEF_MESSAGES.alreadySent)
  const request = requestOf(draft, input)
  const venues = await checkVenues(db, request)
  return oncePerKey(db, idempotency, async (tx) => {
    const locked = await findReadableBrief(tx, ref, { userId }, true)
    if (locked.status !== 'draft') throw conflict(BRIEF_MESSAGES.alreadySent)
    const token = newToken()
    await tx
      .update(briefs)
      .set({
        status: 'open',
        eventDate: request.date,
        alternativeDates: request.alternativeDates,
        venueIds: request.venueIds,
        tokenHash: hashToken(token),
        voteClosedAt: sql`coalesce(${briefs.voteClosedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(briefs.id, locked.id))
    const body = await fanOutBrief(tx, {
      config,
      brief: { id: locked.id, reference: locked.reference },
      input: request,
      venues,
      userId: locked.userId,
      token,
    })
    return { statusCode: 201, body }
  })
}

/** Discards a draft (its votes with it); 409 once sent. */
export async function discardDraftBrief({ db, ref, userId }: { db: Db; ref: string; userId: number }) {
  await db.transaction(async (tx) => {
    const draft = await findReadableBrief(tx, ref, { userId }, true)
    if (draft.status !== 'draft') throw conflict(BRIEF_MESSAGES.cannotDiscard)
    await tx.delete(briefs).where(eq(briefs.id, draft.id))
  })
}
