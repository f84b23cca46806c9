// Callie's conversations in the database: read one as the web shows it, list a planner's, and write
// a turn (the planner's message, Callie's reply, the brief and what the tools returned) in one
// transaction, so a failed turn leaves nothing half stored.
import crypto from 'node:crypto'
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { briefChipsOf } from '~/domain/concierge/callie-brief'
import type {
  ConversationList,
  ConversationView,
  EngineName,
  Message,
  MessageAuthor,
  Part,
} from '~/domain/concierge/conversation-api'
import type { Db, Tx } from '../db/client'
import { callieConversations, callieMessages } from '../db/schema'
import { notifyMessages } from './conversation-notify'
import type { ConversationRecord } from './engine'

export type ConversationRow = typeof callieConversations.$inferSelect
export type NewMessage = {
  author: MessageAuthor
  text: string
  parts: Part[]
  engine?: EngineName | null
  staffUserId?: number | null
  authorName?: string | null
}

/** 24 URL-safe characters (144 random bits): a conversation's id cannot be guessed. */
export const newConversationId = () => crypto.randomBytes(18).toString('base64url')
export const CONVERSATION_ID_RE = /^[A-Za-z0-9_-]{22,64}$/

const messageOf = (m: typeof callieMessages.$inferSelect): Message => ({
  id: m.id,
  author: m.author,
  authorName: m.authorName,
  text: m.text,
  createdAt: m.createdAt.toISOString(),
  parts: m.parts,
})

export async function findConversation(db: Db | Tx, id: string): Promise<ConversationRow | null> {
  if (!CONVERSATION_ID_RE.test(id)) return null
  const [row] = await db.select().from(callieConversations).where(eq(callieConversations.id, id))
  return row ?? null
}

/** These messages of the conversation (the live socket reads back what a notice names). */
export async function messagesByIds(db: Db | Tx, id: string, messageIds: number[]): Promise<Message[]> {
  if (!messageIds.length) return []
  const rows = await db
    .select()
    .from(callieMessages)
    .where(and(eq(callieMessages.conversationId, id), inArray(callieMessages.id, messageIds)))
    .orderBy(asc(callieMessages.id))
  return rows.map(messageOf)
}

export async function messagesOf(db: Db | Tx, id: string): Promise<Message[]> {
  const rows = await db
    .select()
    .from(callieMessages)
    .where(eq(callieMessages.conversationId, id))
    .orderBy(asc(callieMessages.id))
  return rows.map(messageOf)
}

export const viewOf = (row: ConversationRow, messages: Message[]): ConversationView => ({
  id: row.id,
  status: row.status,
  brief: row.brief,
  chips: briefChipsOf(row.brief),
  context: row.context,
  messages,
  requestId: row.requestId,
  engine: row.engine,
})

export async function conversationView(db: Db | Tx, row: ConversationRow): Promise<ConversationView> {
  return viewOf(row, await messagesOf(db, row.id))
}

export const recordOf = (row: ConversationRow, messages: Message[]): ConversationRecord => ({
  id: row.id,
  status: row.status,
  brief: row.brief,
  context: row.context,
  messages,
})

export async function insertMessages(tx: Db | Tx, conversationId: string, list: NewMessage[]): Promise<Message[]> {
  if (!list.length) return []
  const rows = await tx
    .insert(callieMessages)
    .values(
      list.map((m) => ({
        conversationId,
        author: m.author,
        text: m.text,
        parts: m.parts,
        engine: m.engine ?? null,
        staffUserId: m.staffUserId ?? null,
        authorName: m.authorName ?? null,
      })),
    )
    .returning()
  return rows.sort((a, b) => a.id - b.id).map(messageOf)
}

type RowChange = Partial<Pick<ConversationRow, 'brief' | 'grounding' | 'engine' | 'status' | 'tokensUsed'>>

/**
 * Adds messages and changes the conversation in one transaction; returns the row and the added
 * messages. A thread once handed over is pushed live (the console watches it, and the planner while
 * a person is on it); others are not announced at all.
 */
export async function saveTurn(
  db: Db,
  { row, insert, change, added }: { row: ConversationRow; insert: boolean; change: RowChange; added: NewMessage[] },
): Promise<{ row: ConversationRow; added: Message[] }> {
  return db.transaction(async (tx) => {
    const values = { ...change, updatedAt: new Date() }
    const [saved] = insert
      ? await tx
          .insert(callieConversations)
          .values({ ...row, ...values })
          .returning()
      : await tx.update(callieConversations).set(values).where(eq(callieConversations.id, row.id)).returning()
    const messages = await insertMessages(tx, row.id, added)
    if (saved.requestId !== null)
      await notifyMessages(
        tx,
        row.id,
        messages.map((m) => m.id),
      )
    return { row: saved, added: messages }
  })
}

export type Owner = { userId: number | null; visitorHash: string | null }

/** The planner's conversations: her account's and, in this browser, those she started as a visitor. */
export async function listConversations(db: Db, owner: Owner): Promise<ConversationList> {
  const mine: SQL[] = []
  if (owner.userId !== null) mine.push(eq(callieConversations.userId, owner.userId))
  if (owner.visitorHash)
    mine.push(and(eq(callieConversations.visitorHash, owner.visitorHash), isNull(callieConversations.userId))!)
  if (!mine.length) return { conversations: [] }
  const rows = await db
    .select()
    .from(callieConversations)
    .where(or(...mine))
    .orderBy(desc(callieConversations.updatedAt))
    .limit(100)
  if (!rows.length) return { conversations: [] }
  const latest = await db
    .selectDistinctOn([callieMessages.conversationId], {
      conversationId: callieMessages.conversationId,
      text: callieMessages.text,
    })
    .from(callieMessages)
    .where(
      inArray(
        callieMessages.conversationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(callieMessages.conversationId, desc(callieMessages.id))
  const previews = new Map(latest.map((m) => [m.conversationId, m.text.split('\n')[0].slice(0, 200)]))
  return {
    conversations: rows.map((r) => ({
      id: r.id,
      status: r.status,
      updatedAt: r.updatedAt.toISOString(),
      preview: previews.get(r.id) ?? '',
    })),
  }
}

/** Moves a visitor's conversations (this browser's cookie) to her account; returns how many. */
export async function mergeVisitorConversations(db: Db, userId: number, visitorHash: string): Promise<number> {
  const moved = await db
    .update(callieConversations)
    .set({ userId, visitorHash: null })
    .where(and(eq(callieConversations.visitorHash, visitorHash), isNull(callieConversations.userId)))
    .returning({ id: callieConversations.id })
  return moved.length
}
