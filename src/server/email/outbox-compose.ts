// Emails the outbox worker writes itself (enqueueComposedEmail): the composer named by the row
// builds the message inside the worker's transaction, or answers null when there is nothing to
// send (the row is then deleted). Keeps work that depends on the answer out of the request.
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { outboxEmails } from '../db/schema'
import { outboxRowOf, type OutboxMessage } from './outbox'

export type OutboxComposer = (args: { tx: Tx; to: string }) => Promise<OutboxMessage | null>
export type OutboxComposers = Readonly<Record<string, OutboxComposer>>

/** Writes (or drops) up to `limit` waiting emails; answers how many rows it handled. */
export async function composeWaitingEmails({
  db,
  composers,
  limit = 100,
}: {
  db: Db
  composers: OutboxComposers
  limit?: number
}): Promise<number> {
  const waiting = await db
    .select({ id: outboxEmails.id, compose: outboxEmails.compose })
    .from(outboxEmails)
    .where(and(isNotNull(outboxEmails.compose), eq(outboxEmails.status, 'pending')))
    .orderBy(asc(outboxEmails.id))
    .limit(limit)
  let handled = 0
  for (const { id, compose } of waiting) {
    const composer = composers[compose!]
    if (!composer) continue
    await db.transaction(async (tx) => {
      // Another instance may be writing the same row.
      const [row] = await tx
        .select({ toAddress: outboxEmails.toAddress })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.id, id), isNotNull(outboxEmails.compose)))
        .for('update', { skipLocked: true })
      if (!row) return
      const message = await composer({ tx, to: row.toAddress })
      if (message)
        await tx
          .update(outboxEmails)
          .set({ ...(await outboxRowOf(message)), compose: null })
          .where(eq(outboxEmails.id, id))
      else await tx.delete(outboxEmails).where(eq(outboxEmails.id, id))
      handled++
    })
  }
  return handled
}
