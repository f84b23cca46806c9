// The keys of the links we email about a conversation (the handover's confirmation, each answer
// from the team): whoever holds one reads and writes the thread in any browser, as its owner does.
// 256 random bits each; only the SHA-256 is stored, and several may be live at once, so a new email
// never breaks the link of an earlier one. They go when the conversation goes (retention).
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { callieAccessKeys } from '../db/schema'
import { hashToken, newToken } from '../lib/tokens'

export async function createAccessKey(tx: Db | Tx, conversationId: string): Promise<string> {
  const key = newToken()
  await tx.insert(callieAccessKeys).values({ keyHash: hashToken(key), conversationId })
  return key
}

export async function keyOpens(db: Db | Tx, conversationId: string, keyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: callieAccessKeys.conversationId })
    .from(callieAccessKeys)
    .where(and(eq(callieAccessKeys.keyHash, keyHash), eq(callieAccessKeys.conversationId, conversationId)))
  return Boolean(row)
}

/** The thread's page with its key: the web's /concierge/c/:id?key=… (src/web/concierge/lib/concierge-api-paths.ts). */
export const conversationUrl = (publicUrl: string, conversationId: string, key: string) =>
  `${publicUrl}/concierge/c/${encodeURIComponent(conversationId)}?key=${key}`

/** "Resend" of an email holding a key (staff outbox): a fresh key to the same thread, or null when it is gone. */
export async function renewAccessKey(tx: Tx, keyHash: string): Promise<string | null> {
  const [row] = await tx
    .select({ conversationId: callieAccessKeys.conversationId })
    .from(callieAccessKeys)
    .where(eq(callieAccessKeys.keyHash, keyHash))
  return row ? createAccessKey(tx, row.conversationId) : null
}
