// A conversation with Callie handed over to the team, from the console: read it with the planner's
// contact, answer in it (pushed to her at once; emailed with a link back when she does not have it
// open), and hand it back to Callie. Each write is one transaction with the request's history; the
// thread's live sockets hear of it when it commits.
import { eq } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import { CONVERSATION_MESSAGES } from '~/domain/concierge/conversation-api'
import type { StaffConversationView } from '~/domain/concierge/handover-api'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { requests } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { notFound } from '../lib/errors'
import { lockRequest, recordHistory, updateRequest } from '../bookings/request-history'
import { addStaffMessage, findHandedOver, lockConversation, releaseToCallie } from '../concierge/conversation-handover'
import type { ConversationHub } from '../concierge/conversation-hub'
import { createAccessKey, conversationUrl } from '../concierge/conversation-keys'
import { conversationView } from '../concierge/conversation-store'
import { conversationAnswerEmail } from './staff-emails'

export async function getStaffConversation({ db, id }: { db: Db; id: string }): Promise<StaffConversationView> {
  const row = await findHandedOver(db, id)
  const [contact] = await db
    .select({ name: requests.name, email: requests.email, phone: requests.phone })
    .from(requests)
    .where(eq(requests.id, row.requestId))
  if (!contact) throw notFound(CONVERSATION_MESSAGES.notFound)
  return { ...(await conversationView(db, row)), contact }
}

/** The locked thread and its request: 404 unless it was handed over. */
async function lockHandedOver(tx: Tx, id: string) {
  const row = await lockConversation(tx, id)
  if (row.requestId === null) throw notFound(CONVERSATION_MESSAGES.notFound)
  return { row, request: await lockRequest(tx, row.requestId) }
}

export async function answerInConversation({
  db,
  config,
  hub,
  id,
  actor,
  text,
}: {
  db: Db
  config: Config
  hub: ConversationHub
  id: string
  actor: AuthUser
  text: string
}): Promise<StaffConversationView> {
  await db.transaction(async (tx) => {
    const { row, request } = await lockHandedOver(tx, id)
    await addStaffMessage({ tx, row, staff: { id: actor.id, firstName: actor.firstName }, text })
    await updateRequest(tx, request.id, { firstResponse: true })
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: request.status,
      note: 'Answered in the conversation with Callie',
      actorUserId: actor.id,
    })
    if (hub.plannerIsLive(row.id)) return false
    const threadUrl = conversationUrl(config.PUBLIC_URL, row.id, await createAccessKey(tx, row.id))
    await enqueueEmails(tx, [conversationAnswerEmail({ config, request, staffName: actor.firstName, text, threadUrl })])
    return true
  })
  return getStaffConversation({ db, id })
}

export async function handBackToCallie({
  db,
  id,
  actor,
}: {
  db: Db
  id: string
  actor: AuthUser
}): Promise<StaffConversationView> {
  await db.transaction(async (tx) => {
    const { row, request } = await lockHandedOver(tx, id)
    await releaseToCallie({ tx, row })
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: request.status,
      note: 'Handed the conversation back to Callie',
      actorUserId: actor.id,
    })
  })
  return getStaffConversation({ db, id })
}
