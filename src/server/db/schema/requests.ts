// Booking requests, their status history, proposals and briefs (src/server/requests, bookings, briefs).
// The three are one file because they reference each other in a ring (a request its brief, a brief
// its accepted proposal, a proposal its request): split across files, the ring would be an import cycle.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { BRIEF_STATUSES } from '../../../domain/briefs/briefs'
import { PROPOSAL_STATUSES } from '../../../domain/proposals/staff-proposal-api'
import { PROPOSAL_SOURCES } from '../../../domain/proposals/proposal-source'
import { REQUEST_KIND_VALUES, REQUEST_STATUS_VALUES } from '../../../domain/requests/workflow'
import type { CancellationTerm } from '../../../domain/venues/cancellation-terms'
import { users } from './auth'
import { createdAt, timeOfDay } from './columns'
import { cities, venues } from './venues'

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
