// A venue as Callie shows it: its summary, the all-in price of its cheapest package that fits the
// group (the proposals' own function, exact cents, written as the product writes money) and
// whether it is available for the brief's date.
import { formatCents } from '../pricing/estimate'
import type { VenueSummary } from '../venues/venue'
import { cheapestPackageQuote, packageEstimate, type PlannerPackage } from '../venues/planner-packages'
import type { VenueCard } from './conversation-api'

export type AllInQuote = { packageName: string; spaceName: string; perGuestCents: number; totalCents: number }

/**
 * The cheapest package for the group: offered on the date and time when one is given, else any
 * package whose space holds the group. Null when none fits (or the venue lists none).
 */
export function cheapestAllIn(
  packages: readonly PlannerPackage[],
  { guests, date, time }: { guests: number; date?: string; time: string },
): AllInQuote | null {
  if (date) {
    const q = cheapestPackageQuote(packages, { date, time, guests })
    return (
      q && {
        packageName: q.packageName,
        spaceName: q.spaceName,
        perGuestCents: q.perGuestCents,
        totalCents: q.totalCents,
      }
    )
  }
  let best: AllInQuote | null = null
  for (const p of packages) {
    if (p.capacity < guests) continue
    const { totals } = packageEstimate(p, guests)
    if (!best || totals.totalCents < best.totalCents)
      best = {
        packageName: p.name,
        spaceName: p.spaceName,
        perGuestCents: totals.perGuestCents,
        totalCents: totals.totalCents,
      }
  }
  return best
}

export const allInOf = (q: AllInQuote | null): VenueCard['allIn'] =>
  q && {
    perGuest: formatCents(q.perGuestCents),
    total: formatCents(q.totalCents),
    packageName: q.packageName,
    spaceName: q.spaceName,
  }

export function venueCardOf({
  venue,
  quote,
  available,
  reason,
}: {
  venue: VenueSummary
  quote: AllInQuote | null
  available: boolean | null
  reason: string | null
}): VenueCard {
  return { venue, allIn: allInOf(quote), available, reason }
}
