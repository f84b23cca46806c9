// Newsletter subscriptions (src/server/newsletter).
import { sql } from 'drizzle-orm'
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { NEWSLETTER_STATUSES } from '../../../domain/requests/newsletter'
import { createdAt } from './columns'

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    company: text('company'),
    role: text('role'),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_unsub_key').on(t.unsubscribeToken),
  ],
)
