// POST /api/staff/requests/:id/reply (an email through the outbox) and GET /api/staff/reply-templates.
import { z } from 'zod'
import { pathIdField } from '../id-field'
import { requiredText } from '../fields'
import { REPLY_TEMPLATE_IDS } from './reply-templates'

export const REPLY_SUBJECT_MAX = 200
export const REPLY_BODY_MAX = 10_000

export const replySchema = z.object({
  template: z
    .enum(REPLY_TEMPLATE_IDS, { error: `Template must be one of: ${REPLY_TEMPLATE_IDS.join(', ')}` })
    .optional(),
  subject: requiredText('Subject is required', REPLY_SUBJECT_MAX),
  body: requiredText('Message is required', REPLY_BODY_MAX),
})
export type ReplyBody = z.output<typeof replySchema>

/** The message as the request's history shows it. */
export const sentReplySchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  template: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  outboxEmailId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type SentReply = z.infer<typeof sentReplySchema>

export const replyTemplatesQuerySchema = z.object({ requestId: pathIdField().optional() })

export const replyTemplatesResponseSchema = z.object({
  templates: z.array(z.object({ id: z.string(), label: z.string(), subject: z.string(), body: z.string() })),
})
export type ReplyTemplatesResponse = z.infer<typeof replyTemplatesResponseSchema>
