// Requests sent as a visitor with an email become the account's once that email has an account.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { requests } from '../db/schema'

export async function linkRequestsToUser({
  tx,
  userId,
  email,
}: {
  tx: Db | Tx
  userId: number
  email: string
}): Promise<number> {
  const linked = await tx
    .update(requests)
    .set({ userId })
    .where(and(isNull(requests.userId), eq(sql`lower(${requests.email})`, email.toLowerCase())))
    .returning({ id: requests.id })
  return linked.length
}
