// Venues' managers, their invitations and digests, and the availability they keep: closures,
// blocked days and external calendars (src/server/venue-portal).
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { MANAGER_INVITATION_STATUSES, VENUE_MEMBER_ROLES } from '../../../domain/venue-portal/venue-portal'
import { SLOTS } from '../../../domain/venues/spaces'
import { users } from './auth'
import { createdAt } from './columns'
import { venueSpaces, venues } from './venues'

export const venueBlackouts = pgTable(
  'venue_blackouts',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** Set when the day is busy in a synced external calendar (re-derived on each fetch), null when set by hand. */
    calendarId: integer('calendar_id').references(() => externalCalendars.id, { onDelete: 'cascade' }),
    /** A synced calendar busy in one slot only (closureBlocks); null: the whole day, as every day closed by hand. */
    slot: text('slot', { enum: SLOTS }),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.date] }),
    // A date's blackouts as venue ids, from the index alone (Callie's candidates exclude them).
    index('venue_blackouts_date_idx').on(t.date, t.venueId),
  ],
)

/**
 * Venue portal: the accounts that manage a venue, its spaces, packages, space blackouts
 * and the holds a quote places (docs/decisions/0014-venue-portal.md).
 */

export const venueMembers = pgTable(
  'venue_members',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: VENUE_MEMBER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.userId] }), index('venue_members_user_idx').on(t.userId)],
)

/** Only the SHA-256 of an invitation token is stored; the token travels in the email link. */
export const venueManagerInvitations = pgTable(
  'venue_manager_invitations',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: VENUE_MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: MANAGER_INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('venue_manager_invitations_token_hash_key').on(t.tokenHash),
    index('venue_manager_invitations_venue_idx').on(t.venueId, t.status),
  ],
)

/** A day one space takes no events (a venue-wide closure stays in venue_blackouts). */
export const spaceBlackouts = pgTable(
  'space_blackouts',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => venueSpaces.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** As venue_blackouts.calendar_id: the synced calendar that made the day busy, null when set by hand. */
    calendarId: integer('calendar_id').references(() => externalCalendars.id, { onDelete: 'cascade' }),
    /** As venue_blackouts.slot. */
    slot: text('slot', { enum: SLOTS }),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.date] }), index('space_blackouts_date_idx').on(t.date, t.spaceId)],
)

/**
 * One row per manager and day a digest of unanswered requests went out: the daily job inserts it
 * before queuing the email, so a restart or a second instance never sends the same day twice.
 */
export const venueManagerDigests = pgTable(
  'venue_manager_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    requestCount: integer('request_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

/**
 * An iCalendar URL a venue manager subscribed the venue (or one space) to: its busy events block
 * those days here as a blackout does. The fetch state is what the portal shows and what the next
 * conditional request sends.
 */
export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id').references(() => venueSpaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    label: text('label').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The first failed fetch since the last success; null while fetches succeed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When the manager was told the feed keeps failing (once per run of failures). */
    failureEmailedAt: timestamp('failure_emailed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('external_calendars_venue_idx').on(t.venueId)],
)

/** The busy periods an external calendar's last successful fetch listed, expanded over the sync window. */
export const externalBusyPeriods = pgTable(
  'external_busy_periods',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => externalCalendars.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull(),
    /** All-day events: their own dates [first, last], independent of any zone. */
    firstDate: date('first_date', { mode: 'string' }),
    lastDate: date('last_date', { mode: 'string' }),
  },
  (t) => [index('external_busy_periods_calendar_idx').on(t.calendarId)],
)
