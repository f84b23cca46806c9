// The outbox: GET /api/staff/outbox, GET /api/staff/outbox/:id, POST /api/staff/outbox/:id/resend.
import { z } from 'zod'
import { pageLimit, pageOffset } from '../api/api-fields'

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const

export const outboxQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OUTBOX_STATUSES).optional()),
  limit: pageLimit(50),
  offset: pageOffset,
})
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  template: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  requestId: z.number().int().nullable(),
  requestReference: z.string().nullable(),
})
export type OutboxEmail = z.infer<typeof outboxEmailSchema>
export type OutboxStatus = OutboxEmail['status']

export const outboxPageSchema = z.object({
  emails: z.array(outboxEmailSchema),
  total: z.number().int(),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
})
export type OutboxPage = z.infer<typeof outboxPageSchema>

/** One email with its bodies (the answer of a resend too). */
export const outboxEmailDetailSchema = outboxEmailSchema.extend({ textBody: z.string(), htmlBody: z.string() })
export type OutboxEmailDetail = z.infer<typeof outboxEmailDetailSchema>
