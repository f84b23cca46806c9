// What one app instance tells all the others (and itself) about a conversation with Callie, through
// PostgreSQL NOTIFY, as team chat does (events/chat-notify.ts). Sent inside the writing
// transaction, so it goes out only once the write commits.
import { sql } from 'drizzle-orm'
import { CONVERSATION_STATUSES, type ConversationStatus } from '~/domain/concierge/conversation-api'
import type { Db, Tx } from '../db/client'

export const CONVERSATION_CHANNEL = 'bountiful_callie'

export type ConversationNotice =
  /** Messages added to the thread (read back by id: a NOTIFY payload is limited to 8000 bytes). */
  | { type: 'messages'; conversationId: string; messageIds: number[] }
  | { type: 'status'; conversationId: string; status: ConversationStatus }
  /** Sessions ended (log-out, password reset): the sockets they opened close. */
  | { type: 'sessions_revoked'; sessionIds: number[] }

async function notify(tx: Db | Tx, notice: ConversationNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify(notice)})`)
}

export async function notifyMessages(tx: Db | Tx, conversationId: string, messageIds: number[]): Promise<void> {
  // 200 ids stay well under NOTIFY's 8000 bytes.
  for (let i = 0; i < messageIds.length; i += 200)
    await notify(tx, { type: 'messages', conversationId, messageIds: messageIds.slice(i, i + 200) })
}

export const notifyStatus = (tx: Db | Tx, conversationId: string, status: ConversationStatus) =>
  notify(tx, { type: 'status', conversationId, status })

/** Auth's sessions-revoked hook (registered in src/server/app.ts), as the team chat's. */
export async function notifyConversationSessionsRevoked({ tx, sessionIds }: { tx: Db | Tx; sessionIds: number[] }) {
  for (let i = 0; i < sessionIds.length; i += 500)
    await notify(tx, { type: 'sessions_revoked', sessionIds: sessionIds.slice(i, i + 500) })
}

const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every(Number.isInteger)

export function parseConversationNotice(payload: string | undefined): ConversationNotice | null {
  try {
    const n = JSON.parse(payload ?? '') as Record<string, unknown>
    const id = typeof n.conversationId === 'string'
    if (n.type === 'messages' && id && isIds(n.messageIds)) return n as ConversationNotice
    if (n.type === 'status' && id && CONVERSATION_STATUSES.includes(n.status as ConversationStatus))
      return n as ConversationNotice
    if (n.type === 'sessions_revoked' && isIds(n.sessionIds)) return n as ConversationNotice
  } catch {
    // Not ours: ignore.
  }
  return null
}
