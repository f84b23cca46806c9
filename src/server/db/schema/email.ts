// The transactional outbox (src/server/email).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { OUTBOX_STATUSES } from '../../../domain/staff/outbox-api'
import { createdAt } from './columns'
import { requests } from './requests'

/** One private link of an outbox email: the token only until it is sent, its SHA-256 for good. */
export type SecretLink = { kind: string; hash: string; token: string | null }

/**
 * A file sent with an email (a calendar invitation, an expense packet): its content and full MIME
 * type. A binary file (a PDF) is stored as base64 and says so; nodemailer decodes it.
 */
export type OutboxAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' }

/** Transactional outbox: written in the same transaction as the row it is about. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    /** Reply-To of the email (the concierge address for planners), null: replies go to MAIL_FROM. */
    replyTo: text('reply_to'),
    /**
     * The private links of this email (reset, verification, invitation, RSVP …). The bodies hold
     * placeholders; the token is merged in only at delivery and dropped once sent, keeping its
     * kind and hash so "resend" can issue a fresh one (src/server/email/secret-links.ts).
     */
    secretLinks: jsonb('secret_links').$type<SecretLink[]>().notNull().default([]),
    /** Set while the email is still to be written by the outbox worker (e.g. a password reset). */
    compose: text('compose'),
    /** Files sent with it (a guest's calendar invitation, text/calendar). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt), index('outbox_request_idx').on(t.requestId)],
)
