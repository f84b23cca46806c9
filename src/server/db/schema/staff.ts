// The concierge console's own records: messages to planners and venue imports (src/server/staff).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { MESSAGE_DIRECTIONS } from '../../../domain/staff/request-detail-api'
import { IMPORT_PHASES } from '../../../domain/staff/venue-import-api'
import { users } from './auth'
import { createdAt } from './columns'
import { outboxEmails } from './email'
import { requests } from './requests'

/**
 * Progress of a CSV venue import while it runs (the console polls it). The id is chosen by the
 * staff member's browser so it can poll while its upload is still being answered.
 */
export const venueImportProgress = pgTable('venue_import_progress', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  phase: text('phase', { enum: IMPORT_PHASES }).notNull(),
  processed: integer('processed').notNull().default(0),
  total: integer('total').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** What staff wrote to the planner about a request (and, later, what came back). */

export const requestMessages = pgTable(
  'request_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: MESSAGE_DIRECTIONS }).notNull(),
    template: text('template'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    outboxEmailId: integer('outbox_email_id').references(() => outboxEmails.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('request_messages_request_idx').on(t.requestId, t.createdAt)],
)
