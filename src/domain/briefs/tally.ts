// The group vote's tallies (issue 18), pure: each counted voter once, per venue and per date option.
import type { VoteChoices } from './briefs'
import type { Tally } from './votes-api'

const empty = (): Tally => ({ approve: 0, prefer: 0, cantMake: 0 })

export function tallyVotes(
  ballots: readonly VoteChoices[],
  options: { venueIds: readonly number[]; dates: readonly string[] },
) {
  const venues = new Map(options.venueIds.map((id) => [id, empty()]))
  const dates = new Map(options.dates.map((d) => [d, empty()]))
  for (const b of ballots) {
    for (const v of b.venues) {
      const t = venues.get(v.venueId)
      if (t) t[v.choice === 'prefer' ? 'prefer' : 'approve']++
    }
    for (const d of b.dates) {
      const t = dates.get(d.date)
      if (t) t[d.choice === 'cant_make' ? 'cantMake' : d.choice]++
    }
  }
  // Leading: most "prefer", then most "approve"; a date: fewest "can't make" first.
  const leadingVenueId =
    [...venues.entries()]
      .filter(([, t]) => t.prefer + t.approve > 0)
      .sort(([, a], [, b]) => b.prefer - a.prefer || b.approve - a.approve)[0]?.[0] ?? null
  const leadingDate =
    [...dates.entries()]
      .filter(([, t]) => t.prefer + t.approve + t.cantMake > 0)
      .sort(([, a], [, b]) => a.cantMake - b.cantMake || b.prefer - a.prefer || b.approve - a.approve)[0]?.[0] ?? null
  return { venues, dates, leadingVenueId, leadingDate }
}
