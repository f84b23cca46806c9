// The all-in price of an event at a venue: one function for staff proposals, venue quotes and
// packages (docs/decisions/0014-venue-portal.md). Every amount is integer cents; each computed line
// rounds half up once, here, and the total is the sum of the rounded lines the planner reads.
import { formatCents } from './estimate'
import { bookingFeeCents, type BookingFeeRule } from './booking-fee'

/** Half up for non-negative integers n / d, exactly (no floating point). */
export function divideHalfUp(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || n < 0 || d <= 0)
    throw new Error(`divideHalfUp(${n}, ${d})`)
  return Math.floor((2 * n + d) / (2 * d))
}

/** 8.875 (%) → 8875 thousandths of a percent: percentages carry at most 3 decimals. */
const pctToMilli = (pct: number) => Math.round(pct * 1000)
export const pctOf = (cents: number, pct: number) => divideHalfUp(cents * pctToMilli(pct), 100_000)

export type AllInAmounts = {
  guests: number
  pricePerPersonCents: number
  /** What the group must spend on food and drink at least; the shortfall is a line of its own. */
  minimumSpendCents: number
  /** Hire of the room itself. */
  roomFeeCents: number
  serviceChargePct: number
  taxPct: number
  gratuityPct: number
  /** Flat fees (cake cutting, AV …), neither serviced nor taxed. */
  feesCents: number
}

export type AllInTotals = {
  /** price × guests, before the minimum spend applies. */
  foodCents: number
  /** max(price × guests, minimum spend): food and drink. */
  subtotalCents: number
  roomFeeCents: number
  serviceChargeCents: number
  taxCents: number
  gratuityCents: number
  /** What the venue charges, all in: the payment schedule's venue total. */
  totalCents: number
  /** Our booking fee on the venue's total (0 when none is asked); its own line. */
  bookingFeeCents: number
  /** totalCents + bookingFeeCents: what the planner pays in all, the schedule's sum. */
  allInCents: number
  perGuestCents: number
  /** True when the minimum spend lifts the subtotal above price × guests. */
  minimumSpendApplies: boolean
}

/**
 * subtotal = max(price × guests, minimum spend)
 * service  = subtotal × service %          (the room fee is not serviced: nobody serves a room)
 * tax      = (subtotal + room fee + service) × tax %   (room hire is taxable; proposals before
 *            room fees existed computed (subtotal + service) × tax %, the same with no room fee)
 * gratuity = subtotal × gratuity %         (on food and drink, like the service charge; untaxed)
 * total    = subtotal + room fee + service + tax + gratuity + fees; per guest = total / guests.
 * booking fee = our fee on that total (a percentage or flat, bookingFeeCents in payments/schedule.ts,
 *            the same the payment schedule takes with the deposit); all in = total + booking fee.
 */
export function computeAllIn(a: AllInAmounts, { bookingFee }: { bookingFee?: BookingFeeRule } = {}): AllInTotals {
  const foodCents = a.pricePerPersonCents * a.guests
  const subtotalCents = Math.max(foodCents, a.minimumSpendCents)
  const serviceChargeCents = pctOf(subtotalCents, a.serviceChargePct)
  const taxCents = pctOf(subtotalCents + a.roomFeeCents + serviceChargeCents, a.taxPct)
  const gratuityCents = pctOf(subtotalCents, a.gratuityPct)
  const totalCents = subtotalCents + a.roomFeeCents + serviceChargeCents + taxCents + gratuityCents + a.feesCents
  const fee = bookingFee ? bookingFeeCents(totalCents, bookingFee) : 0
  return {
    foodCents,
    subtotalCents,
    roomFeeCents: a.roomFeeCents,
    serviceChargeCents,
    taxCents,
    gratuityCents,
    totalCents,
    bookingFeeCents: fee,
    allInCents: totalCents + fee,
    perGuestCents: divideHalfUp(totalCents, a.guests),
    minimumSpendApplies: a.minimumSpendCents > foodCents,
  }
}

export type AllInLine = {
  id: 'food' | 'minimum_spend' | 'room_fee' | 'service_charge' | 'tax' | 'gratuity' | 'fees' | 'booking_fee'
  label: string
  cents: number
}

const pctText = (pct: number) => `${Number(pct.toFixed(3))}%`

/** The lines the planner reads, in order; zero lines are left out (except the food line). */
export function allInLines(a: AllInAmounts, t: AllInTotals): AllInLine[] {
  const lines: AllInLine[] = [
    {
      id: 'food',
      label: `${a.guests} ${a.guests === 1 ? 'guest' : 'guests'} × ${formatCents(a.pricePerPersonCents)} per person`,
      cents: t.foodCents,
    },
  ]
  if (t.minimumSpendApplies) {
    lines.push({
      id: 'minimum_spend',
      label: `Minimum spend of ${formatCents(a.minimumSpendCents)} applies`,
      cents: t.subtotalCents - t.foodCents,
    })
  }
  if (t.roomFeeCents > 0) lines.push({ id: 'room_fee', label: 'Room fee', cents: t.roomFeeCents })
  if (t.serviceChargeCents > 0)
    lines.push({
      id: 'service_charge',
      label: `Service charge (${pctText(a.serviceChargePct)})`,
      cents: t.serviceChargeCents,
    })
  if (t.taxCents > 0) lines.push({ id: 'tax', label: `Tax (${pctText(a.taxPct)})`, cents: t.taxCents })
  if (t.gratuityCents > 0)
    lines.push({ id: 'gratuity', label: `Gratuity (${pctText(a.gratuityPct)})`, cents: t.gratuityCents })
  if (a.feesCents > 0) lines.push({ id: 'fees', label: 'Fees', cents: a.feesCents })
  // Ours, not the venue's: last, so the lines above add up to the venue's total.
  if (t.bookingFeeCents > 0) lines.push({ id: 'booking_fee', label: 'Bountiful booking fee', cents: t.bookingFeeCents })
  return lines
}
