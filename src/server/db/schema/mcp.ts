// Booking requests outside assistants draft for a planner to confirm (src/server/mcp).
import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, timeOfDay } from './columns'
import { requests } from './requests'
import { venues } from './venues'

/**
 * A booking request an outside assistant drafted over MCP: nothing reaches the venue until the
 * planner confirms it from the emailed link (only the link's SHA-256 is stored), which stores the
 * request (request_id) in the same transaction; an unconfirmed draft expires.
 */
export const bookingDrafts = pgTable(
  'booking_drafts',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTime: timeOfDay('event_time').notNull(),
    guests: integer('guests').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    eventType: text('event_type').notNull(),
    notes: text('notes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_drafts_token_key').on(t.tokenHash),
    index('booking_drafts_email_idx').on(sql`lower(${t.email})`, t.expiresAt),
  ],
)
