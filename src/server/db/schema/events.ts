// Events on planners' dashboards: members, invitations, tasks, chat, guests and door check-ins (src/server/events).
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { STORED_EVENT_STATUSES } from '../../../domain/events/event-status'
import { EVENT_ROLES } from '../../../domain/events/event'
import { INVITATION_STATUSES } from '../../../domain/events/co-host'
import { RSVP_VALUES } from '../../../domain/events/guest-list'
import type { GuestDetails } from '../../../domain/kitchen/guest-details'
import { users } from './auth'
import { createdAt, timeOfDay } from './columns'
import { requests } from './requests'
import { cities, venues } from './venues'

/**
 * Host dashboard. `past` is never stored: it follows from date + time in the event's
 * timezone (src/domain/events/event-status.ts). An event made from a confirmed request for a
 * planner without an account waits in `pendingEmail` until that email signs up.
 */

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    hostUserId: integer('host_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    venueName: text('venue_name'),
    location: text('location').notNull().default(''),
    citySlug: text('city_slug').references(() => cities.slug),
    timezone: text('timezone').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: timeOfDay('time').notNull(),
    guestCount: integer('guest_count').notNull(),
    status: text('status', { enum: STORED_EVENT_STATUSES }).notNull().default('upcoming'),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    pendingEmail: text('pending_email'),
    /** RFC 5545 SEQUENCE of the guests' calendar invitations: up by one on each change of date or time. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('events_public_id_key').on(t.publicId),
    uniqueIndex('events_request_key').on(t.requestId),
    index('events_host_idx').on(t.hostUserId),
    index('events_pending_email_idx').on(sql`lower(${t.pendingEmail})`),
  ],
)

export const eventMembers = pgTable(
  'event_members',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: EVENT_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_members_user_idx').on(t.userId)],
)

/** Only the SHA-256 of an invitation token is stored; the token travels in the email link. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_event_idx').on(t.eventId, t.status),
  ],
)

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assignedToUserId: integer('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    completed: boolean('completed').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('tasks_event_idx').on(t.eventId, t.createdAt)],
)

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_event_idx').on(t.eventId, t.createdAt.desc(), t.id.desc())],
)

export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    dietary: text('dietary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    rsvpToken: text('rsvp_token').notNull(),
    rsvp: text('rsvp', { enum: RSVP_VALUES }),
    /** Company or organisation, for the expense packet's attendee list. */
    affiliation: text('affiliation'),
    /** Added at the door on the day, not invited beforehand. */
    walkIn: boolean('walk_in').notNull().default(false),
    /** Allergies, course choices and a companion (src/domain/kitchen/guest-details.ts). */
    details: jsonb('details').$type<GuestDetails>().notNull().default({ allergies: [], choices: [], companion: null }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('guests_rsvp_token_key').on(t.rsvpToken), index('guests_event_idx').on(t.eventId, t.id)],
)

/**
 * The count at the door: one row per check-in of a guest, timestamped and attributed;
 * undo marks the row (kept for the record). At most one live check-in per guest, by a partial
 * unique index, so two phones checking in one guest at once count them once.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('check_ins_live_key')
      .on(t.guestId)
      .where(sql`${t.undoneAt} is null`),
    index('check_ins_event_idx').on(t.eventId),
  ],
)
