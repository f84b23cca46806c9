// Venue cards as every tool returns them: the summary, priced on the venue's cheapest package that
// fits the group (the proposals' all-in function).
import { cheapestAllIn } from '~/domain/concierge/venue-card'
import type { VenueSummary } from '~/domain/venues/venue'
import { plannerPackagesByVenue } from '../../venues/planner-packages'
import { withSpaces } from '../../venues/search-index'
import type { SearchAsk } from './search-filter'
import type { ToolContext } from './tool'

/** Cards for venues, priced on their cheapest fitting package. */
export async function cardsFor<V extends Pick<VenueSummary, 'id'>>(
  ctx: ToolContext,
  found: readonly V[],
  ask: Pick<SearchAsk, 'groupSize' | 'date' | 'time'>,
) {
  // Packages belong to spaces: the venues without any (the index knows) need no query.
  const packages = await plannerPackagesByVenue(
    ctx.db,
    await withSpaces(
      ctx.db,
      found.map((v) => v.id),
    ),
  )
  return found.map((venue) => {
    const quote = cheapestAllIn(packages.get(venue.id) ?? [], { guests: ask.groupSize, date: ask.date, time: ask.time })
    return { venue, quote }
  })
}
