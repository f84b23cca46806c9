// The booking wizard's price estimate (docs/product.md): (price per person x package multiplier x guests)
// + add-ons: per-person add-ons times guests, per-hour ones (extended hours) times the hours asked
// for, the others once. Venue-suggested add-ons are 'Price upon request': listed, counted as 0.
// All money in cents; the browser's estimate and the stored one are this one function.
import { onFirstUse } from '../on-first-use'
import { EXTENDED_HOURS, FIXED_ADD_ONS, PACKAGES } from '../options'

export type PackageKey = (typeof PACKAGES)[number]['value']

/** A package's price a head in cents, rounded once, so 1.2 x $85 is exactly $102.00. */
export const packagePerPersonCents = (pricePerPerson: number, multiplier: number) =>
  Math.round(pricePerPerson * 100 * multiplier)

export type EstimateInput = {
  /** The venue's price per person in dollars. */
  pricePerPerson: number
  packageKey: PackageKey
  guests: number
  /** Fixed add-on ids and 'ai-addon-{index}' ids. */
  addOnIds: readonly string[]
  /** The venue's suggested add-on labels, addressed by 'ai-addon-{index}'. */
  suggestedAddOns?: readonly string[]
  /** Hours of a per-hour add-on (extended hours); 1 when not said. */
  extendedHours?: number
}

export type EstimateLine = {
  id: string
  label: string
  /** null: 'Price upon request'. */
  cents: number | null
}

export type Estimate = { totalCents: number; lines: EstimateLine[] }

export const PRICE_UPON_REQUEST = 'Price upon request'
export const ESTIMATE_NOTE = 'Final price will be confirmed upon booking approval. Taxes and service fees may apply.'

const AI_ID = /^ai-addon-(\d+)$/

export function estimateBooking({
  pricePerPerson,
  packageKey,
  guests,
  addOnIds,
  suggestedAddOns = [],
  extendedHours = EXTENDED_HOURS.default,
}: EstimateInput): Estimate {
  const pkg = PACKAGES.find((p) => p.value === packageKey)
  if (!pkg) throw new Error(`Unknown package: ${packageKey}`)
  const perPersonCents = packagePerPersonCents(pricePerPerson, pkg.multiplier)
  const lines: EstimateLine[] = [
    { id: pkg.value, label: `${pkg.label} (${guests} guests)`, cents: perPersonCents * guests },
  ]
  for (const id of new Set(addOnIds)) {
    const ai = AI_ID.exec(id)
    if (ai) {
      const label = suggestedAddOns[Number(ai[1])]
      if (label === undefined) throw new Error(`Unknown add-on: ${id}`)
      lines.push({ id, label, cents: null })
      continue
    }
    const addOn = FIXED_ADD_ONS.find((a) => a.id === id)
    if (!addOn) throw new Error(`Unknown add-on: ${id}`)
    lines.push(fixedAddOnLine(addOn, guests, extendedHours))
  }
  return { totalCents: lines.reduce((sum, l) => sum + (l.cents ?? 0), 0), lines }
}

/** A fixed add-on's line: per guest, per hour asked for, or once. */
function fixedAddOnLine(addOn: (typeof FIXED_ADD_ONS)[number], guests: number, hours: number): EstimateLine {
  const dollars = addOn.price * 100
  if (addOn.per === 'person') return { id: addOn.id, label: addOn.label, cents: dollars * guests }
  if (addOn.per === 'hour')
    return { id: addOn.id, label: `${addOn.label} (${hoursText(hours)})`, cents: dollars * hours }
  return { id: addOn.id, label: addOn.label, cents: dollars }
}

/** A form's hours of extended hours as a whole number in range (what the estimate reads while typing). */
export function clampExtendedHours(v: unknown): number {
  const n = Math.round(Number(v))
  if (!Number.isFinite(n)) return EXTENDED_HOURS.default
  return Math.min(EXTENDED_HOURS.max, Math.max(EXTENDED_HOURS.min, n))
}

/** 1 → '1 hour', 3 → '3 hours'. */
export const hoursText = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`

const usd = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
)

/** 123450 → '$1,234.50' */
export function formatCents(cents: number): string {
  return usd().format(cents / 100)
}
