// Stores one request: the row (status new, a fresh reference), its first history entry, its
// emails in the outbox and the Idempotency-Key answer, all in ONE transaction. Either all of it
// is written or none of it.
import type { InstantBooking, RequestAccepted } from '~/domain/fields'
import type { Db, Tx } from '../db/client'
import { requests, requestStatusHistory } from '../db/schema'
import { enqueueEmails, type OutboxMessage } from '../email/outbox'
import { findIdempotentAnswer, IdempotencyRace, saveIdempotentAnswer, type Idempotency } from '../lib/idempotency'
import { generateReference, type RequestKind } from '../lib/reference'
import { queueNewRequestForManagers } from '../email/venue-manager-emails'

export type NewRequest = {
  kind: RequestKind
  name: string
  email: string
  phone?: string | null
  citySlug?: string | null
  venueId?: number | null
  eventDate?: string | null
  eventTime?: string | null
  guests?: number | null
  estimateCents?: number | null
  userId?: number | null
  details: Record<string, unknown>
  /** Hash of the token in the planner's status link (request-view.ts). */
  viewTokenHash?: string | null
}

export type AfterInsert = { message: string; emails: OutboxMessage[]; booking?: InstantBooking }

export type CreateRequestResult = { statusCode: number; body: RequestAccepted; replayed: boolean }

const MAX_REFERENCE_TRIES = 8

/** The request row (status new, a fresh reference) and its first history entry, in the caller's transaction. */
export async function insertNewRequest(tx: Tx, request: NewRequest): Promise<{ reference: string; requestId: number }> {
  let saved: { id: number; reference: string } | undefined
  for (let i = 0; i < MAX_REFERENCE_TRIES && !saved; i++) {
    // A taken reference inserts nothing (no error, so the transaction stays usable): draw again.
    ;[saved] = await tx
      .insert(requests)
      .values({ ...request, reference: generateReference(request.kind), status: 'new' })
      .onConflictDoNothing({ target: requests.reference })
      .returning({ id: requests.id, reference: requests.reference })
  }
  if (!saved) throw new Error('could not allocate a unique request reference')
  await tx.insert(requestStatusHistory).values({ requestId: saved.id, fromStatus: null, toStatus: 'new' })
  return { reference: saved.reference, requestId: saved.id }
}

export async function createRequest({
  db,
  request,
  emails,
  successMessage,
  idempotency,
  afterInsert,
  publicUrl,
}: {
  db: Db
  request: NewRequest
  /** For the venue portal link in the email to the named venue's managers. */
  publicUrl: string
  /**
   * The emails to queue, once the reference and row id are known; `instantBooked`: afterInsert
   * confirmed the request, and sends the planner's email itself.
   */
  emails: (saved: { reference: string; requestId: number }, instantBooked: boolean) => OutboxMessage[]
  successMessage: string
  idempotency?: Idempotency
  /**
   * Runs in the request's transaction once it is stored (instant book): an answer replaces
   * the success message and adds its emails; null leaves the request as it is.
   */
  afterInsert?: (tx: Tx, saved: { reference: string; requestId: number }) => Promise<AfterInsert | null>
}): Promise<CreateRequestResult> {
  const attempt = () =>
    db.transaction(async (tx): Promise<CreateRequestResult> => {
      if (idempotency) {
        const prior = await findIdempotentAnswer(tx, idempotency)
        if (prior) return { statusCode: prior.statusCode, body: prior.response as RequestAccepted, replayed: true }
      }
      const ids = await insertNewRequest(tx, request)
      const after = afterInsert ? await afterInsert(tx, ids) : null
      await enqueueEmails(tx, [...emails(ids, after !== null), ...(after?.emails ?? [])])
      // A booked request asks the venue nothing: its managers get the instant booking's email instead.
      if (request.venueId && !after) await queueNewRequestForManagers(tx, { requestId: ids.requestId, publicUrl })
      const body: RequestAccepted = after
        ? {
            success: true,
            reference: ids.reference,
            message: after.message,
            instantBooked: true,
            ...(after.booking ? { booking: after.booking } : {}),
          }
        : { success: true, reference: ids.reference, message: successMessage }
      if (idempotency) await saveIdempotentAnswer(tx, idempotency, { statusCode: 201, response: body })
      return { statusCode: 201, body, replayed: false }
    })

  let result: CreateRequestResult
  try {
    result = await attempt()
  } catch (err) {
    // Same key committed concurrently by another request: ours rolled back; answer like a retry.
    if (!(err instanceof IdempotencyRace)) throw err
    result = await attempt()
  }
  return result
}
