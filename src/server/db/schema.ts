// One schema for both back ends (PGlite and PostgreSQL). Migrations come from `drizzle-kit generate`.
import { sql } from 'drizzle-orm'
import {
  date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const cities = pgTable('cities', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  timezone: text('timezone').notNull(),
  lat: real('lat').notNull(),
  lng: real('lng').notNull(),
  status: text('status', { enum: ['active', 'coming_soon'] }).notNull(),
})

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    citySlug: text('city_slug').notNull().references(() => cities.slug),
    address: text('address').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    type: text('type').notNull(),
    serviceType: text('service_type').notNull(),
    description: text('description').notNull().default(''),
    minGuests: integer('min_guests').notNull(),
    maxGuests: integer('max_guests').notNull(),
    pricePerPerson: integer('price_per_person').notNull(),
    cuisines: text('cuisines').array().notNull().default(sql`'{}'::text[]`),
    vibes: text('vibes').array().notNull().default(sql`'{}'::text[]`),
    dietary: text('dietary').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    suggestedAddOns: text('suggested_add_ons').array().notNull().default(sql`'{}'::text[]`),
    experiences: text('experiences').array().notNull().default(sql`'{}'::text[]`),
    minNoticeHours: integer('min_notice_hours').notNull().default(48),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    status: text('status', { enum: ['active', 'archived'] }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venues_slug_key').on(t.slug),
    index('venues_city_rating_idx').on(t.citySlug, t.rating.desc(), t.id),
    index('venues_type_idx').on(t.type, t.rating.desc(), t.id),
    index('venues_rating_idx').on(t.rating.desc(), t.id),
  ],
)

export const venuePhotos = pgTable(
  'venue_photos',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
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
    venueId: integer('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.date] }), index('venue_blackouts_date_idx').on(t.date)],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_venue_idx').on(t.venueId, t.createdAt.desc())],
)

/**
 * Every request a planner sends, whatever its kind, lives here: one reference scheme, one status
 * flow, one staff inbox (docs/decisions/0002-one-requests-table.md). `details` holds the
 * kind-specific fields as validated by the domain schema of that kind.
 */
export const REQUEST_KINDS = ['booking', 'booking_page', 'concierge_booking', 'consultation', 'search_concierge', 'contact', 'partner'] as const
export const REQUEST_STATUSES = ['new', 'in_progress', 'proposed', 'confirmed', 'declined', 'closed'] as const

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    citySlug: text('city_slug').references(() => cities.slug),
    venueId: integer('venue_id').references(() => venues.id),
    eventDate: date('event_date', { mode: 'string' }),
    eventTime: text('event_time'),
    guests: integer('guests'),
    estimateCents: integer('estimate_cents'),
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    userId: integer('user_id'),
    assignedTo: integer('assigned_to'),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requests_reference_key').on(t.reference),
    index('requests_created_idx').on(t.createdAt.desc()),
    index('requests_status_idx').on(t.status, t.createdAt.desc()),
    index('requests_email_idx').on(sql`lower(${t.email})`),
  ],
)

export const requestStatusHistory = pgTable(
  'request_status_history',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').notNull().references(() => requests.id, { onDelete: 'cascade' }),
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
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_request_idx').on(t.requestId),
  ],
)

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    company: text('company'),
    role: text('role'),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`), uniqueIndex('newsletter_unsub_key').on(t.unsubscribeToken)],
)

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
