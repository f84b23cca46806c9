// Kitchen sheets' versions and guests' late change requests (src/server/kitchen).
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { RSVP_VALUES } from '../../../domain/events/guest-list'
import type { GuestDetails } from '../../../domain/kitchen/guest-details'
import { CHANGE_REQUEST_STATUSES } from '../../../domain/kitchen/details-lock'
import type { KitchenSnapshot } from '../../../domain/kitchen/kitchen-sheet'
import { users } from './auth'
import { createdAt } from './columns'
import { events, guests } from './events'

/**
 * The kitchen. A guest's change after the final-details deadline waits as a change
 * request for the venue (what she asked for, whole, in `proposed`). Each kitchen sheet version is a
 * snapshot of one booking's event order with what changed since the one before; the venue
 * acknowledges versions one by one (src/server/kitchen/kitchen-sheet.ts writes them).
 */
export type ProposedGuestAnswer = {
  rsvp: (typeof RSVP_VALUES)[number]
  dietary?: string[]
  notes?: string
  details?: GuestDetails
}

export const guestChangeRequests = pgTable(
  'guest_change_requests',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    proposed: jsonb('proposed').$type<ProposedGuestAnswer>().notNull(),
    changes: text('changes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: CHANGE_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('guest_change_requests_event_idx').on(t.eventId, t.createdAt),
    uniqueIndex('guest_change_requests_pending_key')
      .on(t.guestId)
      .where(sql`${t.status} = 'pending'`),
  ],
)

export const kitchenSheetVersions = pgTable(
  'kitchen_sheet_versions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<KitchenSnapshot>().notNull(),
    changes: text('changes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('kitchen_sheet_versions_event_version_key').on(t.eventId, t.version)],
)
