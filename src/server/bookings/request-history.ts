// Reading and writing one request inside a staff transaction (console replies and workflow,
// proposals): lock it, record its history, note the first response. Every staff write goes through
// these so the audit trail is never skipped.
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { requests, requestStatusHistory } from '../db/schema'
import { notFound } from '../lib/errors'

export type RequestRow = typeof requests.$inferSelect

export const REQUEST_NOT_FOUND = 'Request not found'

/** The request, locked until the transaction ends: concurrent staff actions on it run one after the other. */
export async function lockRequest(tx: Tx, id: number): Promise<RequestRow> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update')
  if (!row) throw notFound(REQUEST_NOT_FOUND)
  return row
}

export async function recordHistory(
  tx: Tx,
  entry: {
    requestId: number
    fromStatus: string | null
    toStatus: string
    note?: string | null
    actorUserId: number | null
  },
): Promise<void> {
  await tx.insert(requestStatusHistory).values({ ...entry, note: entry.note ?? null })
}

/** Status (optional) and the first response time, set once: the 24-hour promise is measured against it. */
export async function updateRequest(
  tx: Tx,
  id: number,
  changes: { status?: RequestRow['status']; assignedTo?: number | null; firstResponse?: boolean },
): Promise<void> {
  await tx
    .update(requests)
    .set({
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.assignedTo !== undefined ? { assignedTo: changes.assignedTo } : {}),
      ...(changes.firstResponse ? { firstResponseAt: sql`coalesce(${requests.firstResponseAt}, now())` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(requests.id, id))
}

export const personName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim()
