// The final bill: after the event the venue enters what it served as lines (food,
// beverages with alcohol apart, room fee, other); the agreed terms then apply, in integer cents,
// by the same rules as the quote (src/domain/pricing/all-in.ts):
//   food charged  = max(food entered, guarantee × price per person)   (the guarantee: the agreed
//                   headcount is paid for even if fewer came; more at the door pay as entered)
//   subtotal      = max(food charged + beverages, minimum spend)       (food and drink)
//   service       = subtotal × service %       gratuity = subtotal × gratuity %   (separate lines)
//   tax           = (subtotal + room fee + other + service) × tax %
//   total         = subtotal + room fee + other + service + tax + gratuity
// So a bill of exactly what was quoted (the guarantee's food, nothing else) totals the quote.
import { formatCents } from '../pricing/estimate'
import { pctOf } from '../pricing/all-in'
import { assertCents, sumCents } from '../pricing/money'

/** What the venue enters: the things it served or charged for. */
export const ENTERED_LINE_KINDS = ['food', 'beverage', 'alcohol', 'room_fee', 'other'] as const
export type EnteredLineKind = (typeof ENTERED_LINE_KINDS)[number]

/** What the terms add: never entered, always computed, each its own line. */
export const APPLIED_LINE_KINDS = ['guarantee', 'minimum_spend', 'service_charge', 'tax', 'gratuity'] as const
export type AppliedLineKind = (typeof APPLIED_LINE_KINDS)[number]
export type BillLineKind = EnteredLineKind | AppliedLineKind

export const BILL_LINE_LABELS: Record<BillLineKind, string> = {
  food: 'Food',
  beverage: 'Beverages (non-alcoholic)',
  alcohol: 'Alcohol',
  room_fee: 'Room fee',
  other: 'Other',
  guarantee: 'Guarantee',
  minimum_spend: 'Minimum spend',
  service_charge: 'Service charge',
  tax: 'Tax',
  gratuity: 'Gratuity',
}

export type EnteredLine = { kind: EnteredLineKind; description: string; amountCents: number }

/** The agreed terms the bill is held to (the accepted quote's). */
export type BillTerms = {
  /** The agreed headcount: the venue charges food for at least this many guests. */
  guaranteeGuests: number
  pricePerPersonCents: number
  minimumSpendCents: number
  serviceChargePct: number
  taxPct: number
  gratuityPct: number
}

export type BillLine = {
  /** Stable within one bill: `entered:<n>` (its position) or the applied kind. Disputes name it. */
  key: string
  kind: BillLineKind
  label: string
  amountCents: number
}

export type FinalBill = {
  lines: BillLine[]
  /** Food and drink after the guarantee and the minimum spend. */
  subtotalCents: number
  /** Everything the venue charges: the figure the booking is settled to. */
  totalCents: number
  /** The headcount the bill is for: the door count, or the guarantee when fewer came. */
  billedGuests: number
  /** True when fewer came than were guaranteed. */
  guaranteeApplies: boolean
  minimumSpendApplies: boolean
}

const pctText = (pct: number) => `${Number(pct.toFixed(3))}%`
const sumOf = (lines: readonly EnteredLine[], kinds: readonly EnteredLineKind[]) =>
  sumCents(lines.filter((l) => kinds.includes(l.kind)).map((l) => l.amountCents))

/** The bill: the venue's lines, then the terms applied, each a line of its own (zero ones left out). */
export function computeFinalBill({
  entered,
  terms,
  doorCount,
}: {
  entered: readonly EnteredLine[]
  terms: BillTerms
  /** Guests checked in at the door (walk-ins included). */
  doorCount: number
}): FinalBill {
  entered.forEach((l) => assertCents(l.amountCents, `${BILL_LINE_LABELS[l.kind]} line`))
  assertCents(terms.pricePerPersonCents, 'price per person')
  assertCents(terms.minimumSpendCents, 'minimum spend')
  if (!Number.isInteger(doorCount) || doorCount < 0) throw new RangeError(`Not a headcount: ${doorCount}`)
  const food = sumOf(entered, ['food'])
  const drinks = sumOf(entered, ['beverage', 'alcohol'])
  const guaranteedFood = terms.pricePerPersonCents * terms.guaranteeGuests
  const guarantee = Math.max(0, guaranteedFood - food)
  const minimum = Math.max(0, terms.minimumSpendCents - (food + guarantee + drinks))
  const subtotal = food + guarantee + drinks + minimum
  const roomAndOther = sumOf(entered, ['room_fee', 'other'])
  const service = pctOf(subtotal, terms.serviceChargePct)
  const tax = pctOf(subtotal + roomAndOther + service, terms.taxPct)
  const gratuity = pctOf(subtotal, terms.gratuityPct)

  const lines: BillLine[] = entered.map((l, i) => ({
    key: `entered:${i}`,
    kind: l.kind,
    label: l.description.trim() || BILL_LINE_LABELS[l.kind],
    amountCents: l.amountCents,
  }))
  const applied = (kind: AppliedLineKind, label: string, amountCents: number) => {
    if (amountCents > 0) lines.push({ key: kind, kind, label, amountCents })
  }
  applied(
    'guarantee',
    `Guarantee: ${terms.guaranteeGuests} guests × ${formatCents(terms.pricePerPersonCents)}, less food entered`,
    guarantee,
  )
  applied('minimum_spend', `Minimum spend of ${formatCents(terms.minimumSpendCents)} applies`, minimum)
  applied('service_charge', `Service charge (${pctText(terms.serviceChargePct)})`, service)
  applied('tax', `Tax (${pctText(terms.taxPct)})`, tax)
  applied('gratuity', `Gratuity (${pctText(terms.gratuityPct)})`, gratuity)
  return {
    lines,
    subtotalCents: subtotal,
    totalCents: sumCents(lines.map((l) => l.amountCents)),
    billedGuests: Math.max(doorCount, terms.guaranteeGuests),
    guaranteeApplies: doorCount < terms.guaranteeGuests,
    minimumSpendApplies: minimum > 0,
  }
}

/** The receipt's categories, as an expense policy reads them (food and alcohol apart, tip apart). */
export type ReceiptTotals = {
  foodCents: number
  alcoholCents: number
  roomAndOtherCents: number
  serviceChargeCents: number
  taxCents: number
  tipCents: number
}

/** Food takes the guarantee and minimum-spend top-ups and soft drinks; gratuity is the tip. */
export function receiptTotals(bill: Pick<FinalBill, 'lines'>): ReceiptTotals {
  const of = (...kinds: BillLineKind[]) =>
    sumCents(bill.lines.filter((l) => kinds.includes(l.kind)).map((l) => l.amountCents))
  return {
    foodCents: of('food', 'beverage', 'guarantee', 'minimum_spend'),
    alcoholCents: of('alcohol'),
    roomAndOtherCents: of('room_fee', 'other'),
    serviceChargeCents: of('service_charge'),
    taxCents: of('tax'),
    tipCents: of('gratuity'),
  }
}
