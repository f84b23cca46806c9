// What a booking holds and agrees to: slot holds, agreement versions and change orders (src/server/bookings).
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  type AgreementChange,
  type AgreementTerms,
  CHANGE_ORDER_SIDES,
  CHANGE_ORDER_STATUSES,
  type ChangeOrderChanges,
} from '../../../domain/bookings/agreement'
import { HOLD_STATUSES } from '../../../domain/bookings/holds'
import { SLOTS } from '../../../domain/venues/spaces'
import { users } from './auth'
import { createdAt } from './columns'
import { proposals, requests } from './requests'
import { venueSpaces } from './venues'

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
