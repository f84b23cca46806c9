// What one app instance tells all the others (and itself) about a chat, through PostgreSQL
// NOTIFY. Sent inside the writing transaction, so it goes out only if the write commits.
import { sql } from 'drizzle-orm'
import { EVENT_PARTS, type EventPart } from '~/domain/events/chat'
import type { Db, Tx } from '../db/client'

export const CHAT_CHANNEL = 'bountiful_chat'

export type ChatNotice =
  | { type: 'message'; eventId: number; messageId: number }
  /** A co-host removed from the event: their open sockets on it must close. */
  | { type: 'member_removed'; eventId: number; userId: number }
  /** Something the members' pages show changed: they refetch that part. */
  | { type: 'changed'; eventId: number; part: EventPart }
  /** Sessions ended (log-out, password reset): every socket they opened closes, whatever the event. */
  | { type: 'sessions_revoked'; sessionIds: number[] }

/** Inside a transaction when there is one, so nothing is announced that did not commit. */
export async function notifyChat(tx: Db | Tx, notice: ChatNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`)
}

export function parseChatNotice(payload: string | undefined): ChatNotice | null {
  try {
    const n = JSON.parse(payload ?? '') as Partial<ChatNotice>
    if (n.type === 'message' && Number.isInteger(n.eventId) && Number.isInteger(n.messageId)) return n as ChatNotice
    if (n.type === 'member_removed' && Number.isInteger(n.eventId) && Number.isInteger(n.userId)) return n as ChatNotice
    if (n.type === 'changed' && Number.isInteger(n.eventId) && EVENT_PARTS.includes(n.part as EventPart))
      return n as ChatNotice
    if (n.type === 'sessions_revoked' && Array.isArray(n.sessionIds) && n.sessionIds.every(Number.isInteger))
      return n as ChatNotice
  } catch {
    // Not ours: ignore.
  }
  return null
}

export const notifyEventChanged = (tx: Db | Tx, eventId: number, part: EventPart) =>
  notifyChat(tx, { type: 'changed', eventId, part })

/**
 * Sessions ended (auth's sessions-revoked hook, registered in src/server/app.ts): the chat sockets
 * they opened close, on every instance. NOTIFY payloads are limited to 8000 bytes.
 */
export async function notifySessionsRevoked({ tx, sessionIds }: { tx: Db | Tx; sessionIds: number[] }) {
  for (let i = 0; i < sessionIds.length; i += 500)
    await notifyChat(tx, { type: 'sessions_revoked', sessionIds: sessionIds.slice(i, i + 500) })
}
