// Payment schedules, shares, checkouts, the ledger, reminders and final bills (src/server/payments).
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
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
import { LEDGER_KINDS } from '../../../domain/payments/ledger'
import {
  CHECKOUT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_REMINDER_KINDS,
  PAYMENT_SCHEDULE_STATUSES,
} from '../../../domain/payments/payments-api'
import type { CancellationPolicy } from '../../../domain/payments/refunds'
import { INSTALMENT_KINDS } from '../../../domain/payments/schedule'
import type { BillTerms, EnteredLine } from '../../../domain/payments/final-bill'
import { FINAL_BILL_STATUSES } from '../../../domain/payments/final-bill-api'
import { users } from './auth'
import { createdAt } from './columns'
import { events, guests } from './events'
import { proposals, requests } from './requests'

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
