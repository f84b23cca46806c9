// "Talk to a person" in a conversation with Callie: in one transaction the thread becomes a request
// of kind callie_conversation in the console's inbox (the contact, the brief as Callie read it, the
// planner's own words and the thread so far), the conversation goes to the team (Callie pauses,
// the thread says so, a key for the emailed link), and both emails are queued. Once the team hands
// the thread back to Callie, asking again is a new request.
import type { ConversationView } from '~/domain/concierge/conversation-api'
import type { handoverBodySchema } from '~/domain/concierge/handover-api'
import type { z } from 'zod'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { enqueueEmails } from '../email/outbox'
import { findReadable, type Access } from '../concierge/conversation-access'
import {
  checkHandoverAllowed,
  handOverConversation,
  lockConversation,
  transcriptOf,
} from '../concierge/conversation-handover'
import { conversationUrl } from '../concierge/conversation-keys'
import { conversationView, messagesOf } from '../concierge/conversation-store'
import { callieHandoverEmails } from './callie-handover-emails'
import { insertNewRequest } from './create-request'
import { callieConversationRecord } from './request-records'

/** The request and its email carry the latest messages; the whole thread stays in the console. */
const TRANSCRIPT_MESSAGES = 100

export async function handOverToPerson({
  db,
  config,
  conversationId,
  access,
  contact,
  userId,
}: {
  db: Db
  config: Config
  conversationId: string
  access: Access
  contact: z.output<typeof handoverBodySchema>
  /** Sent while signed in: the request belongs to that account. */
  userId: number | null
}): Promise<ConversationView> {
  await findReadable(db, conversationId, access)
  const saved = await db.transaction(async (tx) => {
    const row = await lockConversation(tx, conversationId)
    checkHandoverAllowed(row)
    const thread = (await messagesOf(tx, row.id)).slice(-TRANSCRIPT_MESSAGES)
    const transcript = transcriptOf(thread)
    const record = callieConversationRecord({
      contact,
      conversationId: row.id,
      brief: row.brief,
      transcript,
      plannerWords: thread.filter((m) => m.author === 'planner').map((m) => m.text),
    })
    const ids = await insertNewRequest(tx, { ...record.request, userId })
    const handed = await handOverConversation({ tx, row, requestId: ids.requestId })
    await enqueueEmails(
      tx,
      callieHandoverEmails({
        config,
        ...ids,
        record,
        transcript,
        threadUrl: conversationUrl(config.PUBLIC_URL, row.id, handed.key),
      }),
    )
    return handed.row
  })
  return conversationView(db, saved)
}
