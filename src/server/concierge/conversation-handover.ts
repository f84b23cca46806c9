// A person from the concierge team on the thread, the conversation's side of it: the handover (the
// request it becomes is the requests feature's), a team member's answer, and the hand back to
// Callie. Each runs in the caller's transaction on the locked row, and announces what changed to
// the live sockets (NOTIFY, delivered when the transaction commits).
import { eq } from 'drizzle-orm'
import type { ConversationStatus, Message, Part } from '~/domain/concierge/conversation-api'
import { CONVERSATION_MESSAGES } from '~/domain/concierge/conversation-api'
import { HANDOVER_LINES, HANDOVER_MESSAGES } from '~/domain/concierge/handover-api'
import type { Db, Tx } from '../db/client'
import { callieConversations } from '../db/schema'
import { conflict, notFound } from '../lib/errors'
import { createAccessKey } from './conversation-keys'
import { notifyMessages, notifyStatus } from './conversation-notify'
import {
  CONVERSATION_ID_RE,
  findConversation,
  insertMessages,
  type ConversationRow,
  type NewMessage,
} from './conversation-store'

type Changed = { row: ConversationRow; added: Message[] }

export async function lockConversation(tx: Tx, id: string): Promise<ConversationRow> {
  const [row] = CONVERSATION_ID_RE.test(id)
    ? await tx.select().from(callieConversations).where(eq(callieConversations.id, id)).for('update')
    : []
  if (!row) throw notFound(CONVERSATION_MESSAGES.notFound)
  return row
}

/** A conversation the team may open: one that was handed over (it has a request). */
export async function findHandedOver(db: Db | Tx, id: string): Promise<ConversationRow & { requestId: number }> {
  const row = await findConversation(db, id)
  if (!row || row.requestId === null) throw notFound(CONVERSATION_MESSAGES.notFound)
  return { ...row, requestId: row.requestId }
}

/** What a part showed, in words (the transcript lists venues by name, never prices). */
function partWords(part: Part): string | null {
  const names = (cards: { venue: { name: string } }[]) => cards.map((c) => c.venue.name).join(', ')
  if (part.type === 'venues') return `(venues shown: ${names(part.venues)})`
  if (part.type === 'venue-answer') return `(about ${part.venue.venue.name})`
  if (part.type === 'comparison') return `(compared: ${names(part.venues)})`
  if (part.type === 'no-match') return `(nothing fit: ${part.reasons.join('; ')})`
  return null
}

const WHO: Record<Message['author'], string> = {
  planner: 'Planner',
  callie: 'Callie',
  staff: 'Concierge team',
  system: '·',
}

/** The thread in lines, oldest first: "Planner: dinner for 24…", "Callie: What date…". */
export function transcriptOf(messages: readonly Message[]): string[] {
  return messages.map((m) => {
    const who = m.author === 'staff' && m.authorName ? `${m.authorName} (concierge team)` : WHO[m.author]
    const parts = m.parts.map(partWords).filter((w) => w !== null)
    return [`${who}: ${m.text}`, ...parts].join(' ')
  })
}

async function change(
  tx: Tx,
  row: ConversationRow,
  set: { status?: ConversationStatus; requestId?: number },
  lines: NewMessage[],
): Promise<Changed> {
  const [saved] = await tx
    .update(callieConversations)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(callieConversations.id, row.id))
    .returning()
  const added = await insertMessages(tx, row.id, lines)
  if (set.status && set.status !== row.status) await notifyStatus(tx, row.id, set.status)
  await notifyMessages(
    tx,
    row.id,
    added.map((m) => m.id),
  )
  return { row: saved, added }
}

const system = (text: string): NewMessage => ({ author: 'system', text, parts: [] })

function refuseClosed(row: ConversationRow) {
  if (row.status === 'closed') throw conflict(HANDOVER_MESSAGES.closed)
}

/** Refused (409) while the team has it already, or once it is closed. */
export function checkHandoverAllowed(row: ConversationRow): void {
  refuseClosed(row)
  if (row.status === 'with_staff') throw conflict(HANDOVER_MESSAGES.alreadyWithStaff)
}

/**
 * The team takes the thread: Callie pauses, the thread says so, and a key for the link emailed to
 * the planner. Twice is a 409: the team already has it (after "Hand back to Callie" it may be
 * handed over again, as a new request).
 */
export async function handOverConversation({
  tx,
  row,
  requestId,
}: {
  tx: Tx
  row: ConversationRow
  requestId: number
}): Promise<Changed & { key: string }> {
  checkHandoverAllowed(row)
  const changed = await change(tx, row, { status: 'with_staff', requestId }, [system(HANDOVER_LINES.handedOver)])
  return { ...changed, key: await createAccessKey(tx, row.id) }
}

/** A team member's answer. On a thread handed back to Callie, the team takes it again (she pauses). */
export async function addStaffMessage({
  tx,
  row,
  staff,
  text,
}: {
  tx: Tx
  row: ConversationRow
  staff: { id: number; firstName: string }
  text: string
}): Promise<Changed> {
  if (row.requestId === null) throw notFound(CONVERSATION_MESSAGES.notFound)
  refuseClosed(row)
  const rejoin = row.status === 'callie'
  const answer: NewMessage = { author: 'staff', text, parts: [], staffUserId: staff.id, authorName: staff.firstName }
  return change(tx, row, rejoin ? { status: 'with_staff' } : {}, [
    ...(rejoin ? [system(HANDOVER_LINES.joined)] : []),
    answer,
  ])
}

/** "Hand back to Callie": she answers the next message again. */
export async function releaseToCallie({ tx, row }: { tx: Tx; row: ConversationRow }): Promise<Changed> {
  if (row.requestId === null) throw notFound(CONVERSATION_MESSAGES.notFound)
  refuseClosed(row)
  if (row.status !== 'with_staff') throw conflict(HANDOVER_MESSAGES.alreadyWithCallie)
  return change(tx, row, { status: 'callie' }, [system(HANDOVER_LINES.released)])
}
