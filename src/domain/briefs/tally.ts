// The group vote's tallies, pure: each counted voter once, per venue and per date option.
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
  // Leading: most "prefer", then most "approve"; a date: fewest "can't make" first. Two or more
  // equal at the top are tied: none of them leads.
  const venueOrder = (a: Tally, b: Tally) => b.prefer - a.prefer || b.approve - a.approve
  const dateOrder = (a: Tally, b: Tally) => a.cantMake - b.cantMake || venueOrder(a, b)
  const venueLead = leaders(
    [...venues.entries()].filter(([, t]) => t.prefer + t.approve > 0),
    venueOrder,
  )
  const dateLead = leaders(
    [...dates.entries()].filter(([, t]) => t.prefer + t.approve + t.cantMake > 0),
    dateOrder,
  )
  return {
    venues,
    dates,
    leadingVenueId: venueLead.leader,
    tiedVenueIds: venueLead.tied,
    leadingDate: dateLead.leader,
    tiedDates: dateLead.tied,
  }
}

/** The one option ahead of the others, or the options tied at the top (two or more). */
function leaders<K>(entries: [K, Tally][], order: (a: Tally, b: Tally) => number): { leader: K | null; tied: K[] } {
  const sorted = [...entries].sort(([, a], [, b]) => order(a, b))
  const top = sorted[0]
  if (!top) return { leader: null, tied: [] }
  const tied = sorted.filter(([, t]) => order(t, top[1]) === 0).map(([k]) => k)
  return tied.length > 1 ? { leader: null, tied } : { leader: top[0], tied: [] }
}
