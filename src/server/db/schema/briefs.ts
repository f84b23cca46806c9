// A brief's group vote and a planner's shortlist (src/server/briefs); the briefs table is in requests.ts.
import { sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { VoteChoices } from '../../../domain/briefs/briefs'
import { users } from './auth'
import { createdAt } from './columns'
import { guests } from './events'
import { briefs } from './requests'
import { venues } from './venues'

/** A signed-in planner's shortlist: up to 5 venues, in her order. */
export const shortlistVenues = pgTable(
  'shortlist_venues',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.venueId] })],
)

/**
 * One person's vote on a shared brief: at most one row per email and one per RSVP guest, so each
 * person counts once; a new vote replaces `choices` (after its confirmation link, for email voters:
 * until then it waits in `pendingChoices`, with only the SHA-256 of the link's token stored).
 */
export const briefVoters = pgTable(
  'brief_voters',
  {
    id: serial('id').primaryKey(),
    briefId: integer('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    /** The counted vote; null until the first confirmation. */
    choices: jsonb('choices').$type<VoteChoices>(),
    votedAt: timestamp('voted_at', { withTimezone: true }),
    pendingChoices: jsonb('pending_choices').$type<VoteChoices>(),
    pendingName: text('pending_name'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brief_voters_email_key').on(t.briefId, sql`lower(${t.email})`),
    uniqueIndex('brief_voters_guest_key').on(t.briefId, t.guestId),
    uniqueIndex('brief_voters_confirm_key').on(t.confirmTokenHash),
  ],
)
