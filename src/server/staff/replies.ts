// Writing to the planner from a request: the email goes through the outbox in the same
// transaction as the message record and the history note.
import { eq } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import {
  fillReplyTemplates,
  REPLY_TEMPLATES,
  type ReplyTemplate,
  type ReplyTemplateId,
} from '~/domain/staff/reply-templates'
import { displayDate } from '~/domain/time'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { requestMessages, requests, venues } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { oneLine } from '../email/email-parts'
import { notFound } from '../lib/errors'
import { lockRequest, recordHistory, REQUEST_NOT_FOUND, updateRequest } from '../bookings/request-history'
import { staffReplyEmail } from './staff-emails'

export async function sendReply({
  db,
  config,
  requestId,
  template,
  subject,
  body,
  actor,
}: {
  db: Db
  config: Config
  requestId: number
  template?: ReplyTemplateId
  subject: string
  body: string
  actor: AuthUser
}) {
  const message = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId)
    const [outboxEmailId] = await enqueueEmails(tx, [staffReplyEmail({ config, request, subject, body })])
    const [saved] = await tx
      .insert(requestMessages)
      .values({
        requestId: request.id,
        direction: 'outbound',
        template: template ?? null,
        subject: oneLine(subject, 200),
        body,
        staffUserId: actor.id,
        outboxEmailId,
      })
      .returning()
    await updateRequest(tx, request.id, { firstResponse: true })
    const label = template ? ` (${REPLY_TEMPLATES.find((t) => t.id === template)?.label})` : ''
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: request.status,
      note: `Replied to the planner${label}: ${oneLine(subject, 200)}`,
      actorUserId: actor.id,
    })
    return saved
  })
  return {
    id: message.id,
    requestId: message.requestId,
    template: message.template,
    subject: message.subject,
    body: message.body,
    outboxEmailId: message.outboxEmailId,
    createdAt: message.createdAt.toISOString(),
  }
}

/** The four templates, filled with what the request knows (placeholders stay without one). */
export async function replyTemplatesFor({ db, requestId }: { db: Db; requestId?: number }): Promise<ReplyTemplate[]> {
  if (!requestId) return [...REPLY_TEMPLATES]
  const [row] = await db
    .select({ r: requests, venueName: venues.name })
    .from(requests)
    .leftJoin(venues, eq(venues.id, requests.venueId))
    .where(eq(requests.id, requestId))
  if (!row) throw notFound(REQUEST_NOT_FOUND)
  const { r } = row
  return fillReplyTemplates({
    firstName: r.name.trim().split(/\s+/)[0],
    reference: r.reference,
    venue: row.venueName ?? (typeof r.details?.venueName === 'string' ? r.details.venueName : null),
    date: r.eventDate ? displayDate(r.eventDate) : null,
    guests: r.guests,
  })
}
