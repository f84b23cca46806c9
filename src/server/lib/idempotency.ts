// Idempotency-Key (docs/architecture.md, "Data"): a retried or double-clicked submission gets the first answer
// back and stores nothing new; the same key with a different body is a 409. The key row is
// written in the same transaction as the record it answers for.
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { conflict, fieldErrors } from './errors'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_KEY_MAX = 200
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'This Idempotency-Key was already used for a different request.'

export type Idempotency = { scope: string; key: string; bodyHash: string }
export type StoredAnswer = { statusCode: number; response: unknown }

/** The header's value, or undefined when absent; a blank or over-long key is a 400. */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER]
  if (raw === undefined) return undefined
  const key = (Array.isArray(raw) ? raw[0] : raw).trim()
  if (!key || key.length > IDEMPOTENCY_KEY_MAX) {
    const msg = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`
    throw fieldErrors({ 'Idempotency-Key': msg }, msg)
  }
  return key
}

/** JSON with object keys sorted at every level, so equal bodies hash equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  )
}

export function hashBody(value: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson(value)).digest('hex')
}

/** The first answer for this key, or null; a different body under the same key is a 409. */
export async function findIdempotentAnswer(tx: Db | Tx, idem: Idempotency): Promise<StoredAnswer | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, idem.scope), eq(idempotencyKeys.key, idem.key)))
  if (!row) return null
  if (row.bodyHash !== idem.bodyHash) throw conflict(IDEMPOTENCY_CONFLICT_MESSAGE)
  return { statusCode: row.statusCode, response: row.response }
}

/** Thrown inside a transaction when a concurrent request stored the same key first. */
export class IdempotencyRace extends Error {
  constructor() {
    super('idempotency key stored concurrently')
  }
}

/**
 * Stores the answer. On PostgreSQL a concurrent transaction with the same key waits on the
 * primary key and then inserts nothing: that one throws IdempotencyRace, rolls back, and is
 * retried by the caller, which then finds and replays the first answer.
 */
export async function saveIdempotentAnswer(tx: Tx, idem: Idempotency, answer: StoredAnswer): Promise<void> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      scope: idem.scope,
      key: idem.key,
      bodyHash: idem.bodyHash,
      statusCode: answer.statusCode,
      response: answer.response,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (inserted.length === 0) throw new IdempotencyRace()
}
