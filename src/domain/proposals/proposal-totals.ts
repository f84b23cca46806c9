// A proposal's money: what staff type (dollars and percents) and the all-in total the
// planner sees, computed by the one pricing function (pricing/all-in.ts) without room fee or gratuity.
import { z } from 'zod'
import { idField } from '../id-field'
import { allInLines, computeAllIn, type AllInAmounts, type AllInLine } from '../pricing/all-in'
import { dateBounds, DATE_TOO_FAR_MESSAGE } from '../date-bounds'
import { dateField, optionalText, timeField } from '../fields'

export { divideHalfUp } from '../pricing/all-in'

export const PROPOSAL_GUESTS_MAX = 1000
export const PROPOSAL_MONEY_MAX = 1_000_000
export const PROPOSAL_MESSAGE_MAX = 2000

export const PROPOSAL_MESSAGES = {
  venue: 'Venue is required',
  date: 'Please select a date',
  time: 'Please select a time',
  guests: `Guests must be a whole number from 1 to ${PROPOSAL_GUESTS_MAX}`,
  money: (label: string) =>
    `${label} must be an amount in dollars from 0 to ${PROPOSAL_MONEY_MAX.toLocaleString('en-US')} with at most 2 decimals`,
  pct: (label: string) => `${label} must be a percentage from 0 to 100 with at most 3 decimals`,
  depositTooBig: 'The deposit cannot be more than the total',
  pricePositive: 'Price per person must be more than 0 unless there is a minimum spend',
} as const

const hasAtMostDecimals = (x: number, places: number) => {
  const scaled = x * 10 ** places
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

/** Dollars as typed (numbers or numeric strings), whole cents at most. */
/** A form's number as typed: a blank field is not given (an optional amount is then 0). */
const typedNumber = (v: unknown) =>
  typeof v !== 'string' ? v : v.trim() === '' ? undefined : Number.isNaN(Number(v)) ? v : Number(v)

const amountOf = (label: string) => {
  const message = PROPOSAL_MESSAGES.money(label)
  return z
    .number({ error: message })
    .min(0, message)
    .max(PROPOSAL_MONEY_MAX, message)
    .refine((x) => hasAtMostDecimals(x, 2), message)
}
const pctOf = (label: string) => {
  const message = PROPOSAL_MESSAGES.pct(label)
  return z
    .number({ error: message })
    .min(0, message)
    .max(100, message)
    .refine((x) => hasAtMostDecimals(x, 3), message)
}

/** Dollars with at most 2 decimals; blank or left out is 0. */
export const moneyField = (label: string) =>
  z.preprocess(typedNumber, amountOf(label).optional()).transform((x) => x ?? 0)
/** Dollars with at most 2 decimals, required: blank is the field's message. */
export const requiredMoneyField = (label: string) => z.preprocess(typedNumber, amountOf(label))
/** Dollars with at most 2 decimals; blank or left out is undefined (the caller fills it in, e.g. from a package). */
export const moneyFieldOrMissing = (label: string) => z.preprocess(typedNumber, amountOf(label).optional())

/** A percentage from 0 to 100 with at most 3 decimals; blank or left out is 0. */
export const pctField = (label: string) => z.preprocess(typedNumber, pctOf(label).optional()).transform((x) => x ?? 0)
/** A percentage; blank or left out is undefined (the caller fills it in). */
export const pctFieldOrMissing = (label: string) => z.preprocess(typedNumber, pctOf(label).optional())

export const proposalInputSchema = z.object({
  venueId: idField(PROPOSAL_MESSAGES.venue),
  // Past dates are refused with the venue's other rules, in its own timezone (staff/proposals).
  date: dateField(PROPOSAL_MESSAGES.date).refine((d) => d <= dateBounds().latest, DATE_TOO_FAR_MESSAGE),
  time: timeField(PROPOSAL_MESSAGES.time),
  guests: z
    .number({ error: PROPOSAL_MESSAGES.guests })
    .int(PROPOSAL_MESSAGES.guests)
    .min(1, PROPOSAL_MESSAGES.guests)
    .max(PROPOSAL_GUESTS_MAX, PROPOSAL_MESSAGES.guests),
  pricePerPerson: requiredMoneyField('Price per person'),
  minimumSpend: moneyField('Minimum spend'),
  serviceChargePct: pctField('Service charge'),
  taxPct: pctField('Tax'),
  fees: moneyField('Fees'),
  deposit: moneyField('Deposit'),
  /** Shown to the planner with the proposal and in the email. */
  message: optionalText(PROPOSAL_MESSAGE_MAX),
})
export type ProposalInput = z.output<typeof proposalInputSchema>

export type ProposalAmounts = {
  guests: number
  pricePerPersonCents: number
  minimumSpendCents: number
  serviceChargePct: number
  taxPct: number
  feesCents: number
  depositCents: number
}

export type ProposalTotals = {
  /** price × guests, before the minimum spend applies. */
  foodCents: number
  /** max(price × guests, minimum spend). */
  subtotalCents: number
  serviceChargeCents: number
  taxCents: number
  totalCents: number
  perGuestCents: number
  /** True when the minimum spend lifts the subtotal above price × guests. */
  minimumSpendApplies: boolean
}

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100)

export function amountsOf(
  input: Pick<
    ProposalInput,
    'guests' | 'pricePerPerson' | 'minimumSpend' | 'serviceChargePct' | 'taxPct' | 'fees' | 'deposit'
  >,
): ProposalAmounts {
  return {
    guests: input.guests,
    pricePerPersonCents: dollarsToCents(input.pricePerPerson),
    minimumSpendCents: dollarsToCents(input.minimumSpend),
    serviceChargePct: input.serviceChargePct,
    taxPct: input.taxPct,
    feesCents: dollarsToCents(input.fees),
    depositCents: dollarsToCents(input.deposit),
  }
}

/** A staff proposal as all-in amounts: no room fee, no gratuity (staff fold them into fees). */
export const allInOfProposal = (a: ProposalAmounts): AllInAmounts => ({ ...a, roomFeeCents: 0, gratuityPct: 0 })

/**
 * subtotal = max(price × guests, minimum spend); service = subtotal × service %;
 * tax = (subtotal + service) × tax %; total = subtotal + service + tax + fees; per guest = total / guests.
 */
export function computeProposalTotals(a: ProposalAmounts): ProposalTotals {
  const t = computeAllIn(allInOfProposal(a))
  return {
    foodCents: t.foodCents,
    subtotalCents: t.subtotalCents,
    serviceChargeCents: t.serviceChargeCents,
    taxCents: t.taxCents,
    totalCents: t.totalCents,
    perGuestCents: t.perGuestCents,
    minimumSpendApplies: t.minimumSpendApplies,
  }
}

/** Field errors the totals reveal (the schema cannot see them alone). */
export function proposalTotalsErrors(a: ProposalAmounts, t: ProposalTotals): Record<string, string> {
  const errors: Record<string, string> = {}
  if (t.subtotalCents === 0) errors.pricePerPerson = PROPOSAL_MESSAGES.pricePositive
  if (a.depositCents > t.totalCents) errors.deposit = PROPOSAL_MESSAGES.depositTooBig
  return errors
}

export type ProposalLine = AllInLine

/** The lines the planner reads, in order; zero lines are left out (except the food line). */
export function proposalLines(a: ProposalAmounts, t: ProposalTotals): ProposalLine[] {
  return allInLines(allInOfProposal(a), {
    ...t,
    roomFeeCents: 0,
    gratuityCents: 0,
    bookingFeeCents: 0,
    allInCents: t.totalCents,
  })
}
