// Cities and venues as planners see them: photos, spaces and packages (src/server/venues).
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { DEFAULT_FINAL_DETAILS_HOURS } from '../../../domain/kitchen/details-lock'
import type { Menu } from '../../../domain/kitchen/menu'
import { RESPONSE_PROMISE_HOURS } from '../../../domain/requests/response-time'
import { CITY_STATUSES, VENUE_STATUSES } from '../../../domain/venues/venue'
import type { CancellationTerm } from '../../../domain/venues/cancellation-terms'
import { DEFAULT_HOLD_HOURS } from '../../../domain/bookings/holds'
import { SPACE_KINDS } from '../../../domain/venues/spaces'
import { createdAt, timeOfDay } from './columns'

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

/**
 * Each venue's photos, latest reviews, packages and spaces as the venue page shows them, one JSON
 * text (the function `venue_detail_related`, migration 0040), kept current by triggers on those five
 * tables in the writing transaction: the venue page reads this row instead of four correlated
 * sub-selects, sorts and aggregates on every request (docs/benchmarks.md, "Venue detail from a
 * precomputed JSON text"). A venue without a row is computed live by the same function; deleting
 * rows here is always safe.
 */
export const venueDetails = pgTable('venue_details', {
  venueId: integer('venue_id')
    .primaryKey()
    .references(() => venues.id, { onDelete: 'cascade' }),
  related: text('related').notNull(),
})
