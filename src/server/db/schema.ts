// One schema for both back ends (PGlite and PostgreSQL). Migrations come from `drizzle-kit generate`.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { USER_ROLES } from '../../domain/auth/auth-user'
import type { CallieBrief } from '../../domain/concierge/callie-brief'
import {
  CONVERSATION_STATUSES,
  ENGINE_NAMES,
  MESSAGE_AUTHORS,
  type ConversationContext,
  type Part,
} from '../../domain/concierge/conversation-api'
import type { Grounding } from '../../domain/concierge/grounding'
import { BRIEF_STATUSES, type VoteChoices } from '../../domain/briefs/briefs'
import { STORED_EVENT_STATUSES } from '../../domain/events/event-status'
import { EVENT_ROLES } from '../../domain/events/event'
import { INVITATION_STATUSES } from '../../domain/events/co-host'
import { RSVP_VALUES } from '../../domain/events/guest-list'
import type { GuestDetails } from '../../domain/kitchen/guest-details'
import { CHANGE_REQUEST_STATUSES, DEFAULT_FINAL_DETAILS_HOURS } from '../../domain/kitchen/details-lock'
import type { KitchenSnapshot } from '../../domain/kitchen/kitchen-sheet'
import type { Menu } from '../../domain/kitchen/menu'
import { NEWSLETTER_STATUSES } from '../../domain/requests/newsletter'
import { OUTBOX_STATUSES } from '../../domain/staff/outbox-api'
import { LEDGER_KINDS } from '../../domain/payments/ledger'
import {
  CHECKOUT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_REMINDER_KINDS,
  PAYMENT_SCHEDULE_STATUSES,
} from '../../domain/payments/payments-api'
import type { CancellationPolicy } from '../../domain/payments/refunds'
import { INSTALMENT_KINDS } from '../../domain/payments/schedule'
import type { BillTerms, EnteredLine } from '../../domain/payments/final-bill'
import { FINAL_BILL_STATUSES } from '../../domain/payments/final-bill-api'
import {
  CHANGE_ORDER_SIDES,
  CHANGE_ORDER_STATUSES,
  type AgreementChange,
  type AgreementTerms,
  type ChangeOrderChanges,
} from '../../domain/bookings/agreement'
import { MESSAGE_DIRECTIONS } from '../../domain/staff/request-detail-api'
import { RESPONSE_PROMISE_HOURS } from '../../domain/requests/response-time'
import { PROPOSAL_STATUSES } from '../../domain/proposals/staff-proposal-api'
import { PROPOSAL_SOURCES } from '../../domain/proposals/proposal-source'
import { IMPORT_PHASES } from '../../domain/staff/venue-import-api'
import { REQUEST_KIND_VALUES, REQUEST_STATUS_VALUES } from '../../domain/requests/workflow'
import { CITY_STATUSES, VENUE_STATUSES } from '../../domain/venues/venue'
import { clockToTime, isValidTime, timeToClock } from '../../domain/time-constants'
import { MANAGER_INVITATION_STATUSES, VENUE_MEMBER_ROLES } from '../../domain/venue-portal/venue-portal'
import { type CancellationTerm } from '../../domain/venues/cancellation-terms'
import { DEFAULT_HOLD_HOURS, HOLD_STATUSES } from '../../domain/bookings/holds'
import { SLOTS, SPACE_KINDS } from '../../domain/venues/spaces'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A time of day, stored as PostgreSQL `time` (so SQL compares and sorts it) and read and written
 * in the form the API and every screen use ('7:00 PM'). Anything else goes to PostgreSQL as it
 * came, which refuses what is not a time (a 400 through the error handler, never a wrong row).
 */
const timeOfDay = customType<{ data: string; driverData: string }>({
  dataType: () => 'time',
  toDriver: (value) => (isValidTime(value) ? timeToClock(value) : value),
  fromDriver: (value) => clockToTime(value),
})

export const cities = pgTable('cities', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  timezone: text('timezone').notNull(),
  lat: real('lat').notNull(),
  lng: real('lng').notNull(),
  status: text('status', { enum: CITY_STATUSES }).notNull(),
})

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    citySlug: text('city_slug')
      .notNull()
      .references(() => cities.slug),
    address: text('address').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    type: text('type').notNull(),
    serviceType: text('service_type').notNull(),
    description: text('description').notNull().default(''),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
    pricePerPerson: integer('price_per_person').notNull(),
    cuisines: text('cuisines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vibes: text('vibes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietary: text('dietary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    suggestedAddOns: text('suggested_add_ons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experiences: text('experiences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minNoticeHours: integer('min_notice_hours').notNull().default(48),
    /** The venue's own policies, set from its portal. */
    depositPct: numeric('deposit_pct', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    /** How long a quote holds a space before the slot is free again. */
    holdHours: integer('hold_hours').notNull().default(DEFAULT_HOLD_HOURS),
    /** The venue's promise: a request unanswered this long is overdue (staff console, digest). */
    responseHours: integer('response_hours').notNull().default(RESPONSE_PROMISE_HOURS),
    /** Hours before an event that its guests' answers lock; later changes are change requests. */
    finalDetailsHours: integer('final_details_hours').notNull().default(DEFAULT_FINAL_DETAILS_HOURS),
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationTerm[]>().notNull().default([]),
    /** SHA-256 of the secret in the venue's iCalendar feed URL; null until a manager asks for one. */
    calendarFeedTokenHash: text('calendar_feed_token_hash'),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    status: text('status', { enum: VENUE_STATUSES }).notNull().default('active'),
    /** A fictional venue of the seeded demo catalogue (DEMO_CATALOGUE); staff-made venues never are. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venues_slug_key').on(t.slug),
    uniqueIndex('venues_calendar_feed_key').on(t.calendarFeedTokenHash),
    // A city's venues in result order; the trailing columns are every search filter and every
    // column Callie's pre-rank reads, so a search (page and count) and the recommendations'
    // candidates read this index alone: an index-only scan once the table is vacuumed.
    index('venues_city_rating_idx').on(
      t.citySlug,
      t.rating.desc(),
      t.id,
      t.status,
      t.minGuests,
      t.maxGuests,
      t.pricePerPerson,
      t.minNoticeHours,
      t.type,
      t.vibes,
      t.dietary,
      t.features,
      t.experiences,
      t.cuisines,
    ),
    // The same without the arrays, three times narrower: counts a city's matches when the search
    // filters only on scalars (guests, budget, type, notice).
    index('venues_city_filter_idx').on(
      t.citySlug,
      t.status,
      t.minGuests,
      t.maxGuests,
      t.pricePerPerson,
      t.minNoticeHours,
      t.type,
    ),
    // A city's venues in the other search orders (searchOrders in venues/venue-sql.ts).
    index('venues_city_price_idx').on(t.citySlug, t.pricePerPerson, t.rating.desc(), t.id),
    index('venues_city_capacity_idx').on(t.citySlug, sql`least(${t.maxGuests}, 60) desc`, t.rating.desc(), t.id),
    index('venues_type_idx').on(t.type, t.rating.desc(), t.id),
    index('venues_rating_idx').on(t.rating.desc(), t.id),
    // "Is any demo venue public?" is asked on every page load (GET /api/config): one index probe.
    index('venues_active_demo_idx')
      .on(t.id)
      .where(sql`${t.isDemo} and ${t.status} = 'active'`),
  ],
)

export const venuePhotos = pgTable(
  'venue_photos',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [index('venue_photos_venue_idx').on(t.venueId, t.position)],
)

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

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    /** Set when a host reviews after their event; one review per event. */
    eventId: integer('event_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    reviewerUserId: integer('reviewer_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** An illustrative review of the seeded demo catalogue, written by nobody. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_venue_idx').on(t.venueId, t.createdAt.desc()), uniqueIndex('reviews_event_key').on(t.eventId)],
)

/**
 * Every request a planner sends, whatever its kind, lives here: one reference scheme, one status
 * flow, one staff inbox (docs/decisions/0002-one-requests-table.md). `details` holds the
 * kind-specific fields as validated by the domain schema of that kind.
 */

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    kind: text('kind', { enum: REQUEST_KIND_VALUES }).notNull(),
    status: text('status', { enum: REQUEST_STATUS_VALUES }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    citySlug: text('city_slug').references(() => cities.slug),
    venueId: integer('venue_id').references(() => venues.id),
    eventDate: date('event_date', { mode: 'string' }),
    eventTime: timeOfDay('event_time'),
    guests: integer('guests'),
    estimateCents: integer('estimate_cents'),
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    /** SHA-256 of the token in the planner's confirmation link (read-only status page); only the email holds the token. */
    viewTokenHash: text('view_token_hash'),
    userId: integer('user_id'),
    assignedTo: integer('assigned_to'),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /**
     * The venue an accepted partner application became. Not `venue_id`: that column means
     * "the planner asks this venue" (its portal inbox, response time, digests), which this is not.
     */
    createdVenueId: integer('created_venue_id').references(() => venues.id),
    /** The brief this request is one venue's part of; null for a request on its own. */
    briefId: integer('brief_id').references((): AnyPgColumn => briefs.id, { onDelete: 'set null' }),
    /** The venue's last answer that is not a quote: another date offered, or a decline. */
    venueAnswer: jsonb('venue_answer').$type<VenueAnswer>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requests_reference_key').on(t.reference),
    // One venue per application, and each venue from one application at most.
    uniqueIndex('requests_created_venue_key').on(t.createdVenueId),
    index('requests_brief_idx').on(t.briefId),
    index('requests_created_idx').on(t.createdAt.desc()),
    index('requests_status_idx').on(t.status, t.createdAt.desc()),
    index('requests_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('requests_view_token_key').on(t.viewTokenHash),
    // A venue's requests: its response time (venue page), its portal inbox and managers' digests.
    index('requests_venue_idx').on(t.venueId, t.createdAt),
  ],
)

export const requestStatusHistory = pgTable(
  'request_status_history',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    actorUserId: integer('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('request_status_history_request_idx').on(t.requestId, t.createdAt)],
)

/** A retried or double-clicked submission returns the first answer (Idempotency-Key header). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

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

/** Accounts. Email is unique whatever its case; a social-only account has no password. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('planner'),
    profileImageUrl: text('profile_image_url'),
    googleSub: text('google_sub'),
    appleSub: text('apple_sub'),
    /** Set once the owner of the address proved it (verification link, reset link, Google/Apple). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_apple_sub_key').on(t.appleSub),
  ],
)

/** Only the SHA-256 of a session token is stored; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** A single-use link sent by email: only the SHA-256 of its token is stored. */
const oneTimeTokenColumns = () => ({
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export const passwordResets = pgTable('password_resets', oneTimeTokenColumns(), (t) => [
  uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
  index('password_resets_user_idx').on(t.userId),
])

/** One-time email verification links (7 days, single use); only the SHA-256 of the token is stored. */
export const emailVerifications = pgTable('email_verifications', oneTimeTokenColumns(), (t) => [
  uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash),
  index('email_verifications_user_idx').on(t.userId),
])

/** One-time sign-in links for an owner whose log-in is locked by someone else's guesses (15 minutes, single use). */
export const signInLinks = pgTable('sign_in_links', oneTimeTokenColumns(), (t) => [
  uniqueIndex('sign_in_links_token_hash_key').on(t.tokenHash),
  index('sign_in_links_user_idx').on(t.userId),
])

/**
 * Brute-force counters kept in the database so a limit holds across app instances:
 * one row per counted attempt, e.g. scope 'login_ip' key '203.0.113.7'.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_scope_key_idx').on(t.scope, t.key, t.createdAt)],
)

/**
 * Per-client request counters of the rate limits (src/server/lib/rate-limit-store.ts), kept here
 * rather than in a process so every instance enforces one limit. A row is one key's current window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
)

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

/** Saved venues of a signed-in planner. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.venueId] })],
)

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

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
 * Staff console. A proposal is what the concierge offers for a booking request: the
 * planner answers it from an emailed link (only the SHA-256 of its token is stored). Money in
 * cents; the amounts are computed once by src/domain/proposals/proposal-totals.ts and stored as sent.
 */

export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: timeOfDay('time').notNull(),
    guests: integer('guests').notNull(),
    pricePerPersonCents: integer('price_per_person_cents').notNull(),
    minimumSpendCents: integer('minimum_spend_cents').notNull().default(0),
    serviceChargePct: numeric('service_charge_pct', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    taxPct: numeric('tax_pct', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    feesCents: integer('fees_cents').notNull().default(0),
    /** Venue quotes from a package carry these; staff proposals leave them 0. */
    roomFeeCents: integer('room_fee_cents').notNull().default(0),
    gratuityPct: numeric('gratuity_pct', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    depositCents: integer('deposit_cents').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull(),
    serviceChargeCents: integer('service_charge_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    perGuestCents: integer('per_guest_cents').notNull(),
    /** Shown to the planner with the proposal. */
    message: text('message'),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('sent'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The planner's note with their answer. */
    responseNote: text('response_note'),
    /** A quote's terms: known items included (QUOTE_ITEMS), valid until, deposit %, cancellation terms. */
    included: text('included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validUntil: date('valid_until', { mode: 'string' }),
    depositPct: numeric('deposit_pct', { precision: 6, scale: 3, mode: 'number' }),
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationTerm[]>(),
    /** The venue package the quote started from, by name (it may be edited or deleted later). */
    packageName: text('package_name'),
    /** Who wrote it: our concierge team, the venue's manager (a quote holding its space) or instant book. */
    source: text('source', { enum: PROPOSAL_SOURCES }).notNull().default('concierge'),
  },
  (t) => [
    uniqueIndex('proposals_token_hash_key').on(t.tokenHash),
    index('proposals_request_idx').on(t.requestId, t.createdAt),
  ],
)

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

/**
 * Payments: a confirmed booking's schedule (deposit with our booking fee, then the
 * balance), the shares an organiser splits an instalment into, the Stripe Checkout sessions opened
 * to pay them, and the ledger: append-only rows from which every balance is derived
 * (src/domain/payments/ledger.ts). Money in cents. Only the SHA-256 of a share's link token is stored.
 */

export const paymentSchedules = pgTable(
  'payment_schedules',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    venueTotalCents: integer('venue_total_cents').notNull(),
    bookingFeeCents: integer('booking_fee_cents').notNull(),
    allInCents: integer('all_in_cents').notNull(),
    bookingFeeRefundable: boolean('booking_fee_refundable').notNull(),
    /** The venue's cancellation policy as agreed: [{ daysBefore, refundPct }]. */
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>().notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: PAYMENT_SCHEDULE_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_schedules_request_key').on(t.requestId),
    index('payment_schedules_event_idx').on(t.eventId),
  ],
)

export const paymentInstalments = pgTable(
  'payment_instalments',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => paymentSchedules.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INSTALMENT_KINDS }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    venueCents: integer('venue_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [uniqueIndex('payment_instalments_schedule_kind_key').on(t.scheduleId, t.kind)],
)

export const paymentShares = pgTable(
  'payment_shares',
  {
    id: serial('id').primaryKey(),
    instalmentId: integer('instalment_id')
      .notNull()
      .references(() => paymentInstalments.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    amountCents: integer('amount_cents').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_shares_token_hash_key').on(t.tokenHash),
    index('payment_shares_instalment_idx').on(t.instalmentId),
  ],
)

/** A Checkout Session we opened; its row id is the Idempotency-Key of the Stripe call that opens it. */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: serial('id').primaryKey(),
    instalmentId: integer('instalment_id')
      .notNull()
      .references(() => paymentInstalments.id, { onDelete: 'cascade' }),
    /** null: the organiser's own payment ("cover the rest"). */
    shareId: integer('share_id').references(() => paymentShares.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    stripeSessionId: text('stripe_session_id'),
    url: text('url'),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('opening'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Of what Stripe charged, what was more than was still owed and refunded at once (the webhook). */
    refundedCents: integer('refunded_cents').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payment_checkouts_session_key').on(t.stripeSessionId),
    index('payment_checkouts_instalment_idx').on(t.instalmentId, t.shareId),
  ],
)

/** Append-only: rows are inserted, never updated or deleted (balances come from sums). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => paymentSchedules.id, { onDelete: 'restrict' }),
    instalmentId: integer('instalment_id').references(() => paymentInstalments.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** charge and refund positive; fee and payout_due signed (a refund reverses them). */
    amountCents: integer('amount_cents').notNull(),
    /** 'organiser' or 'share:<id>': refunds are per payer. */
    payer: text('payer').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The charge a refund row pays back. */
    refundOf: integer('refund_of').references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    /** Stripe's payment intent (charge) or refund id; the bank or cheque reference of an offline payment. */
    reference: text('reference'),
    /** The day an offline payment arrived (card payments: the row's own time). */
    receivedOn: date('received_on', { mode: 'string' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_schedule_idx').on(t.scheduleId, t.id)],
)

/**
 * An offline refund paid back: a refund row of an offline payment (a settlement's over-collection,
 * a cancellation) is only recorded in the ledger; staff pay it back by bank or cheque and mark it
 * here, once, with the amount and a note. Until then the refund reads "To pay back".
 */
export const refundPaybacks = pgTable(
  'refund_paybacks',
  {
    id: serial('id').primaryKey(),
    refundEntryId: integer('refund_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull(),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refund_paybacks_refund_key').on(t.refundEntryId)],
)

/**
 * Payment reminders as scheduled jobs: one row per instalment and kind ('3 days before',
 * 'on the day'), written when the schedule opens, picked up by the reminder worker on or after
 * `sendOn`; `doneAt` is set in the same transaction as the email (or when the instalment was paid),
 * so each reminder goes once, across restarts and several workers.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: serial('id').primaryKey(),
    instalmentId: integer('instalment_id')
      .notNull()
      .references(() => paymentInstalments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_REMINDER_KINDS }).notNull(),
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** 'sent' or 'skipped' (paid, cancelled, nobody to write to). */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('payment_reminders_instalment_kind_key').on(t.instalmentId, t.kind),
    index('payment_reminders_due_idx')
      .on(t.sendOn)
      .where(sql`${t.doneAt} is null`),
  ],
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

/**
 * The final bill: the venue's lines as entered and the agreed terms they were held to
 * (computed into lines by src/domain/payments/final-bill.ts); `version` rises with each change the
 * venue makes. Accepting it settles the booking against its ledger, once.
 */
export const finalBills = pgTable(
  'final_bills',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => paymentSchedules.id, { onDelete: 'restrict' }),
    entered: jsonb('entered').$type<EnteredLine[]>().notNull(),
    terms: jsonb('terms').$type<BillTerms>().notNull(),
    doorCount: integer('door_count').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: FINAL_BILL_STATUSES }).notNull().default('entered'),
    version: integer('version').notNull().default(1),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    shortfallCents: integer('shortfall_cents').notNull().default(0),
  },
  (t) => [uniqueIndex('final_bills_event_key').on(t.eventId)],
)

/** A line of a final bill the organiser disputes, with her note for our team (the staff console). */
export const finalBillDisputes = pgTable(
  'final_bill_disputes',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => finalBills.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    lineKey: text('line_key').notNull(),
    /** The line as it read when disputed (a later version may change it). */
    lineLabel: text('line_label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull(),
    raisedBy: integer('raised_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('final_bill_disputes_bill_idx').on(t.billId, t.id)],
)

/** Stripe event ids already applied: a redelivered event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

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

export const venueSpaces = pgTable(
  'venue_spaces',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: SPACE_KINDS }).notNull(),
    seatedCapacity: integer('seated_capacity').notNull(),
    standingCapacity: integer('standing_capacity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('venue_spaces_venue_idx').on(t.venueId, t.seatedCapacity)],
)

/**
 * A space's photos (uploaded in the venue portal, stored as venue photos are: photo-uploads.ts),
 * first shown first. Their alternative text is the space's name, read with it, so a rename renames it.
 */
export const spacePhotos = pgTable(
  'space_photos',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => venueSpaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [index('space_photos_space_idx').on(t.spaceId, t.position)],
)

export const venuePackages = pgTable(
  'venue_packages',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => venueSpaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePerPersonCents: integer('price_per_person_cents').notNull().default(0),
    minimumSpendCents: integer('minimum_spend_cents').notNull().default(0),
    roomFeeCents: integer('room_fee_cents').notNull().default(0),
    serviceChargePct: numeric('service_charge_pct', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    taxPct: numeric('tax_pct', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    gratuityPct: numeric('gratuity_pct', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    included: text('included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: integer('weekdays')
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4,5,6}'::integer[]`),
    startsFrom: timeOfDay('starts_from'),
    startsUntil: timeOfDay('starts_until'),
    instantBook: boolean('instant_book').notNull().default(false),
    /** Courses and dishes with their allergens; no courses = no menu. */
    menu: jsonb('menu').$type<Menu>().notNull().default({ courses: [] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venue_packages_space_idx').on(t.spaceId)],
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
 * A slot of a space held for a quote or booked. A `held` row past `expires_at` counts as expired in
 * every query (and is marked so before a new hold of its slot); the partial unique index is what
 * makes two live holds of one slot impossible, whatever the application does.
 */
export const spaceHolds = pgTable(
  'space_holds',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => venueSpaces.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot', { enum: SLOTS }).notNull(),
    status: text('status', { enum: HOLD_STATUSES }).notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('space_holds_live_slot_key')
      .on(t.spaceId, t.date, t.slot)
      .where(sql`${t.status} in ('held', 'booked')`),
    index('space_holds_date_idx').on(t.date, t.spaceId),
    index('space_holds_proposal_idx').on(t.proposalId),
  ],
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

/** What a venue answered a request besides a quote (the brief's comparison shows it). */
export type VenueAnswer =
  { kind: 'offer'; date: string; time: string; message: string | null } | { kind: 'decline'; reason: string }

/**
 * One brief, several venues: stored once, it fans out into one booking request per venue
 * (requests.brief_id). The planner reads the comparison from a signed link (only its SHA-256 here)
 * or signed in. The vote link's token is stored as is, like RSVP tokens: the organiser can read
 * it again, and it only opens the group vote.
 */
export const briefs = pgTable(
  'briefs',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    status: text('status', { enum: BRIEF_STATUSES }).notNull().default('open'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    occasion: text('occasion').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    alternativeDates: date('alternative_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    eventTime: timeOfDay('event_time').notNull(),
    guests: integer('guests').notNull(),
    budgetPerPersonCents: integer('budget_per_person_cents'),
    dietary: text('dietary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mustHaves: text('must_haves')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** The venues the brief names, in its order: a draft's shortlist (no request yet), or where it went. */
    venueIds: integer('venue_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tokenHash: text('token_hash').notNull(),
    /** The proposal the planner accepted (status booked). */
    acceptedProposalId: integer('accepted_proposal_id').references((): AnyPgColumn => proposals.id, {
      onDelete: 'set null',
    }),
    /** The public vote link's token; null until the organiser shares the brief. */
    voteToken: text('vote_token'),
    voteClosedAt: timestamp('vote_closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('briefs_reference_key').on(t.reference),
    uniqueIndex('briefs_token_hash_key').on(t.tokenHash),
    uniqueIndex('briefs_vote_token_key').on(t.voteToken),
    index('briefs_user_idx').on(t.userId, t.createdAt.desc()),
  ],
)

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

/**
 * A conversation with Callie (the concierge). Its owner is a signed-in user or a visitor (the
 * SHA-256 of her `callie_visitor` cookie), moved to her account at sign-in; an emailed link's key
 * (its SHA-256 here) opens it from any browser. `grounding` keeps the venue ids and prices the
 * tools returned, across turns: a reply may show only those.
 */
export const callieConversations = pgTable(
  'callie_conversations',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('callie'),
    brief: jsonb('brief').notNull().$type<CallieBrief>(),
    context: jsonb('context').$type<ConversationContext>(),
    grounding: jsonb('grounding').notNull().$type<Grounding>(),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    /** The engine that answered the latest turn. */
    engine: text('engine', { enum: ENGINE_NAMES }).notNull().default('builtin'),
    /** Model tokens spent on this conversation (the model engine's limit per conversation). */
    tokensUsed: integer('tokens_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('callie_conversations_user_idx').on(t.userId, t.updatedAt.desc()),
    index('callie_conversations_visitor_idx').on(t.visitorHash, t.updatedAt.desc()),
    index('callie_conversations_updated_idx').on(t.updatedAt),
  ],
)

/**
 * The keys of the links we emailed about a conversation (the handover's, each staff reply's): each
 * opens the thread in any browser. Only their SHA-256 is stored; several may be live at once, so
 * a new email never breaks the link of an earlier one.
 */
export const callieAccessKeys = pgTable(
  'callie_access_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => callieConversations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('callie_access_keys_conversation_idx').on(t.conversationId)],
)

/** One message of a conversation: the planner's, Callie's (with its parts), a staff member's or a system line. */
export const callieMessages = pgTable(
  'callie_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => callieConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: MESSAGE_AUTHORS }).notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's first name as the planner saw it. */
    authorName: text('author_name'),
    text: text('text').notNull(),
    parts: jsonb('parts').notNull().$type<Part[]>(),
    engine: text('engine', { enum: ENGINE_NAMES }),
    createdAt: createdAt(),
  },
  (t) => [index('callie_messages_conversation_idx').on(t.conversationId, t.id)],
)

/** Model tokens spent by Callie's language model engine per UTC day (the per-day limit). */
export const callieModelUsage = pgTable('callie_model_usage', {
  day: date('day', { mode: 'string' }).primaryKey(),
  tokens: integer('tokens').notNull().default(0),
})

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

/**
 * The booking's agreement: every version both sides signed, each with the exact text
 * shown, its SHA-256, who signed it (the name as typed, the account, the IP, the time) and the PDF
 * made from the same text. Version 1 is the acceptance; each accepted change order adds one.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<AgreementTerms>().notNull(),
    text: text('text').notNull(),
    hash: text('hash').notNull(),
    /** What it changed from the version before ([] for version 1). */
    changes: jsonb('changes').$type<AgreementChange[]>().notNull().default([]),
    changeOrderId: integer('change_order_id').references((): AnyPgColumn => changeOrders.id, { onDelete: 'set null' }),
    signerName: text('signer_name'),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signedBy: text('signed_by', { enum: CHANGE_ORDER_SIDES }).notNull(),
    signerIp: text('signer_ip'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The PDF of `text`, base64. */
    pdf: text('pdf').notNull(),
  },
  (t) => [uniqueIndex('agreement_versions_request_version_key').on(t.requestId, t.version)],
)

/** A change to a signed booking proposed by one side; the booking changes only when the other accepts. */
export const changeOrders = pgTable(
  'change_orders',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** The agreement version it changes: accepting it after another change is refused. */
    baseVersion: integer('base_version').notNull(),
    changes: jsonb('changes').$type<ChangeOrderChanges>().notNull(),
    note: text('note'),
    proposedBy: text('proposed_by', { enum: CHANGE_ORDER_SIDES }).notNull(),
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CHANGE_ORDER_STATUSES }).notNull().default('proposed'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answerNote: text('answer_note'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('change_orders_request_idx').on(t.requestId, t.createdAt),
    // One change waits for an answer at a time.
    uniqueIndex('change_orders_one_open_key')
      .on(t.requestId)
      .where(sql`status = 'proposed'`),
  ],
)
