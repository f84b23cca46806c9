// What a venue package charges a group, as the all-in function reads it: the one mapping
// from a package's prices to all-in amounts, for the portal's package list and quotes, the planner's
// estimates, the booking terms instant book shows and the proposal it stores.
import type { AllInAmounts } from './all-in'

/**
 * The prices every shape of a package carries (the portal's row, the planner's package): per person,
 * minimum spend and room fee in cents, service, tax and gratuity in percent.
 */
export type PackagePrices = Pick<
  AllInAmounts,
  'pricePerPersonCents' | 'minimumSpendCents' | 'roomFeeCents' | 'serviceChargePct' | 'taxPct' | 'gratuityPct'
>

/** The package's all-in amounts for a group of `guests`; a package has no flat fees. */
export const packageAllInAmounts = (p: PackagePrices, guests: number): AllInAmounts => ({
  guests,
  pricePerPersonCents: p.pricePerPersonCents,
  minimumSpendCents: p.minimumSpendCents,
  roomFeeCents: p.roomFeeCents,
  serviceChargePct: Number(p.serviceChargePct),
  taxPct: Number(p.taxPct),
  gratuityPct: Number(p.gratuityPct),
  feesCents: 0,
})
