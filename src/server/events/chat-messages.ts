// Team chat history and sending. A sent message is announced with NOTIFY in the same
// transaction as its insert; the chat hub of every app instance pushes it to open sockets.
import { and, desc, eq } from 'drizzle-orm'
import { CHAT_HISTORY_LIMIT, type ChatMessage } from '~/domain/events/chat'
import type { Db } from '../db/client'
import { messages, users } from '../db/schema'
import { notifyChat } from './chat-notify'
import { findEventForMember } from './event-access'
import { fullName, iso } from './event-records'

const messageColumns = {
  id: messages.id,
  senderId: messages.senderUserId,
  firstName: users.firstName,
  lastName: users.lastName,
  content: messages.content,
  createdAt: messages.createdAt,
}

type MessageRow = {
  id: number
  senderId: number | null
  firstName: string | null
  lastName: string | null
  content: string
  createdAt: Date
}

const toChatMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  senderId: r.senderId,
  senderName: r.senderId === null ? 'Former member' : fullName(r),
  content: r.content,
  timestamp: iso(r.createdAt)!,
})

/** The last 200 messages, oldest first. */
export async function listMessages({
  db,
  eventId,
  userId,
}: {
  db: Db
  eventId: number
  userId: number
}): Promise<ChatMessage[]> {
  await findEventForMember({ db, eventId, userId })
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderUserId))
    .where(eq(messages.eventId, eventId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CHAT_HISTORY_LIMIT)
  return rows.reverse().map(toChatMessage)
}

export async function findMessage({
  db,
  eventId,
  messageId,
}: {
  db: Db
  eventId: number
  messageId: number
}): Promise<ChatMessage | null> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderUserId))
    .where(and(eq(messages.eventId, eventId), eq(messages.id, messageId)))
  return row ? toChatMessage(row) : null
}

export async function sendMessage({
  db,
  eventId,
  userId,
  content,
}: {
  db: Db
  eventId: number
  userId: number
  content: string
}): Promise<ChatMessage> {
  await findEventForMember({ db, eventId, userId })
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messages)
      .values({ eventId, senderUserId: userId, content })
      .returning({ id: messages.id })
    await notifyChat(tx, { type: 'message', eventId, messageId: created.id })
    return created.id
  })
  return (await findMessage({ db, eventId, messageId: id }))!
}
