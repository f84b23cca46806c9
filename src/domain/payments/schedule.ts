// A booking's payment schedule: from the venue's accepted total, a deposit due on
// acceptance and the balance due some days before the event, with the booking fee as its own line.
// The fee is collected with the first instalment, so a guest's share of the balance never carries it.
import { assertBasisPoints, assertCents, percentOf } from '../pricing/money'
import { bookingFeeCents, type BookingFeeRule } from '../pricing/booking-fee'

/** The venue's deposit: a percentage of its total, or a set amount (a proposal's deposit). */
export type DepositRule = { kind: 'percent'; bp: number } | { kind: 'amount'; cents: number }

export type ScheduleInput = {
  /** What the venue charges for the booking, all in (food, service, tax, its fees), in cents. */
  venueTotalCents: number
  deposit: DepositRule
  bookingFee: BookingFeeRule
  /** 'yyyy-mm-dd': the day the planner accepted; the deposit (and the fee) fall due that day. */
  acceptedOn: string
  /** 'yyyy-mm-dd': the event's date in its own timezone. */
  eventDate: string
  /** The balance falls due this many days before the event (never before acceptance). */
  balanceDueDaysBefore: number
}

/** final: what an accepted final bill left to pay. */
export const INSTALMENT_KINDS = ['deposit', 'balance', 'final'] as const
export type InstalmentKind = (typeof INSTALMENT_KINDS)[number]

export type PlannedInstalment = {
  kind: InstalmentKind
  dueOn: string
  /** The venue's part of this instalment. */
  venueCents: number
  /** Our booking fee carried by this instalment (only the first one carries it). */
  feeCents: number
  /** venueCents + feeCents: what the payers are asked for. */
  amountCents: number
}

export type PaymentSchedule = {
  venueTotalCents: number
  bookingFeeCents: number
  /** venueTotalCents + bookingFeeCents: the all-in total the planner accepts. */
  allInCents: number
  instalments: PlannedInstalment[]
}

export function depositCents(venueTotalCents: number, rule: DepositRule): number {
  if (rule.kind === 'percent') return percentOf(venueTotalCents, assertBasisPoints(rule.bp, 'deposit'))
  assertCents(rule.cents, 'deposit')
  if (rule.cents > venueTotalCents) throw new RangeError('The deposit cannot be more than the total')
  return rule.cents
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/** 'yyyy-mm-dd' moved by `days` (calendar arithmetic in UTC, so no daylight-saving surprises). */
export function addDays(date: string, days: number): string {
  if (!DATE_RE.test(date)) throw new RangeError(`Not a date: ${date}`)
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` ('yyyy-mm-dd'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const ms = (s: string) => {
    if (!DATE_RE.test(s)) throw new RangeError(`Not a date: ${s}`)
    const [y, m, d] = s.split('-').map(Number)
    return Date.UTC(y, m - 1, d)
  }
  return Math.round((ms(to) - ms(from)) / 86_400_000)
}

/**
 * The schedule: deposit (+ fee) due on acceptance; the balance due `balanceDueDaysBefore` days
 * before the event, or on acceptance when that day has passed. A zero balance (a 100 % deposit)
 * is left out; a zero deposit with a fee still asks for the fee on acceptance.
 */
export function planPaymentSchedule(input: ScheduleInput): PaymentSchedule {
  if (!Number.isInteger(input.balanceDueDaysBefore) || input.balanceDueDaysBefore < 0)
    throw new RangeError('balanceDueDaysBefore must be a whole number of days, 0 or more')
  const venueTotal = assertCents(input.venueTotalCents, 'venue total')
  const fee = bookingFeeCents(venueTotal, input.bookingFee)
  const deposit = depositCents(venueTotal, input.deposit)
  const balance = venueTotal - deposit
  const balanceDue = addDays(input.eventDate, -input.balanceDueDaysBefore)
  const instalments: PlannedInstalment[] = []
  if (deposit + fee > 0 || balance === 0) {
    instalments.push({
      kind: 'deposit',
      dueOn: input.acceptedOn,
      venueCents: deposit,
      feeCents: fee,
      amountCents: deposit + fee,
    })
  }
  if (balance > 0) {
    instalments.push({
      kind: 'balance',
      dueOn: balanceDue < input.acceptedOn ? input.acceptedOn : balanceDue,
      venueCents: balance,
      feeCents: 0,
      amountCents: balance,
    })
  }
  return { venueTotalCents: venueTotal, bookingFeeCents: fee, allInCents: venueTotal + fee, instalments }
}

/**
 * The deposit of a booking: the proposal's own amount when it set one, else the venue's
 * percentage (0–100, up to 3 decimals, as the venue portal stores it) of the venue's total.
 */
export function depositRuleOf({
  proposalDepositCents,
  venueDepositPct,
}: {
  proposalDepositCents: number
  venueDepositPct: number
}): DepositRule {
  if (proposalDepositCents > 0) return { kind: 'amount', cents: proposalDepositCents }
  // Basis points carry 2 decimals of a percent; a third is rounded (half up) to the nearest.
  return { kind: 'percent', bp: Math.round(venueDepositPct * 100) }
}

export type RevisedInstalment = { kind: InstalmentKind; dueOn: string; venueCents: number; feeCents: number }

/**
 * A schedule after an accepted change of price or date (a change order): the deposit
 * keeps its venue amount (never more than the new total) and carries the fee on the new total;
 * the balance is the rest, due `balanceDueDaysBefore` days before the (new) event date, never
 * before today. A balance of 0 stays as a covered instalment when it exists, so payments made on
 * it still have their row.
 */
export function reviseInstalments({
  current,
  venueTotalCents,
  bookingFee,
  eventDate,
  balanceDueDaysBefore,
  today,
}: {
  current: readonly RevisedInstalment[]
  venueTotalCents: number
  bookingFee: BookingFeeRule
  eventDate: string
  balanceDueDaysBefore: number
  today: string
}): { bookingFeeCents: number; allInCents: number; instalments: RevisedInstalment[] } {
  const total = assertCents(venueTotalCents, 'venue total')
  const fee = bookingFeeCents(total, bookingFee)
  const deposit = current.find((i) => i.kind === 'deposit')
  const balance = current.find((i) => i.kind === 'balance')
  const depositVenue = Math.min(deposit?.venueCents ?? 0, total)
  const rest = total - depositVenue
  const due = addDays(eventDate, -balanceDueDaysBefore)
  const instalments: RevisedInstalment[] = [
    { kind: 'deposit', dueOn: deposit?.dueOn ?? today, venueCents: depositVenue, feeCents: fee },
  ]
  if (rest > 0 || balance)
    instalments.push({ kind: 'balance', dueOn: due < today ? today : due, venueCents: rest, feeCents: 0 })
  return { bookingFeeCents: fee, allInCents: total + fee, instalments }
}
