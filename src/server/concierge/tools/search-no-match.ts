// When no venue fits: which hard constraint emptied the search (each dropped alone, counted), the
// closest venues with what differs (only constraints a planner may trade: the date, the cuisine, a
// must-have; never capacity, dietary needs or exclusions), nearby dates and the nearest other city.
import { ACTIVE_CITIES, cityLabel, type City } from '~/domain/cities'
import { briefDateLabel, dietaryLabel, featureLabel } from '~/domain/concierge/brief-labels'
import type { ConstraintId, SearchVenuesInput, SearchVenuesOutput } from '~/domain/concierge/callie-tools-api'
import { listText, orText } from '~/domain/concierge/score-venue'
import { venueCardOf } from '~/domain/concierge/venue-card'
import type { Dietary, Feature } from '~/domain/options'
import { addDaysToDate } from '~/domain/search-dates'
import { todayIn } from '~/domain/time'
import type { VenueSummary } from '~/domain/venues/venue'
import { listCities } from '../../venues/list-cities'
import { venueSummariesByIds } from '../../venues/venue-sql'
import { cardsFor } from './venue-cards'
import { askedConstraints, findAskIds, type SearchAsk } from './search-filter'
import type { ToolContext } from './tool'

type NoMatch = NonNullable<SearchVenuesOutput['noMatch']>
const UP_TO = 50
const TRADEABLE: readonly ConstraintId[] = ['date', 'cuisines', 'mustHaves']
const DATE_STEPS = [1, -1, 2, -2, 3, -3, 7]

function reasonFor(c: ConstraintId, ask: SearchAsk, input: SearchVenuesInput): string {
  const city = ask.city.name
  switch (c) {
    case 'capacity':
      return `No venue in ${city} takes a group of ${ask.groupSize}`
    case 'date':
      return `The venues that fit are booked, closed or need more notice on ${briefDateLabel(ask.date!)}`
    case 'cuisines':
      return `No ${orText(input.cuisines ?? [])} venue in ${city} fits the rest of your brief`
    case 'dietary':
      return `None of them caters for ${listText((input.dietary ?? []).map((d) => dietaryLabel(d as Dietary)))}`
    case 'mustHaves':
      return `None of them has ${listText((input.mustHaves ?? []).map((f) => (f === 'private-room' ? `a private room for ${ask.groupSize}` : featureLabel(f as Feature))))}`
    case 'exclusions':
      return 'Every venue that fits is one you ruled out'
  }
}

function differencesFor(c: ConstraintId, v: VenueSummary, ask: SearchAsk, input: SearchVenuesInput): string[] {
  if (c === 'date') return [`Not available on ${briefDateLabel(ask.date!)}`]
  if (c === 'cuisines')
    return [`Serves ${v.cuisineTypes.join(', ') || 'other food'}, not ${orText(input.cuisines ?? [])}`]
  return (input.mustHaves ?? [])
    .filter((f) => f === 'private-room' || !v.features.includes(f))
    .map((f) => (f === 'private-room' ? `No free private room for ${ask.groupSize}` : `No ${featureLabel(f)}`))
}

const distance = (a: City, b: City) => Math.hypot(a.lat - b.lat, a.lng - b.lng)

async function otherDates(ctx: ToolContext, ask: SearchAsk): Promise<string[]> {
  const today = todayIn(ask.city.timezone, ctx.now)
  const found: string[] = []
  for (const step of DATE_STEPS) {
    const date = addDaysToDate(ask.date!, step)
    if (date < today || found.length >= 3) continue
    if ((await findAskIds(ctx, { ...ask, date }, { limit: 0, countUpTo: 1 })).counted) found.push(date)
  }
  return found.sort()
}

async function nearbyCity(ctx: ToolContext, ask: SearchAsk): Promise<NoMatch['nearbyCity']> {
  const cities = (await listCities({ db: ctx.db })).filter((c) => c.status === 'active' && c.slug !== ask.city.slug)
  const near = (cities.length ? cities : ACTIVE_CITIES).toSorted(
    (a, b) => distance(a, ask.city) - distance(b, ask.city),
  )
  for (const city of near.slice(0, 2)) {
    const { counted: count } = await findAskIds(ctx, { ...ask, city }, { limit: 0, countUpTo: UP_TO })
    if (count) return { label: cityLabel(city), count }
  }
  return null
}

export async function explainNoMatch(ctx: ToolContext, ask: SearchAsk, input: SearchVenuesInput): Promise<NoMatch> {
  const present = (await askedConstraints(ctx, ask)).filter((c) => c !== 'capacity')
  const count = async (without: readonly ConstraintId[]) =>
    (await findAskIds(ctx, ask, { without, limit: 0, countUpTo: UP_TO })).counted
  if (!(await count(present)))
    return {
      reasons: [reasonFor('capacity', ask, input)],
      relaxations: [],
      alternatives: [],
      otherDates: [],
      nearbyCity: await nearbyCity(ctx, ask),
    }
  const relaxations: NoMatch['relaxations'] = []
  for (const c of present) {
    const n = await count([c])
    if (n) relaxations.push({ constraint: c, count: n })
  }
  const reasons = relaxations.length
    ? relaxations.map((r) => reasonFor(r.constraint, ask, input))
    : [`No venue in ${ask.city.name} fits all of ${listText(present.map((c) => reasonLabel(c)))} together`]
  const trade = relaxations.filter((r) => TRADEABLE.includes(r.constraint)).sort((a, b) => b.count - a.count)[0]
  let alternatives: NoMatch['alternatives'] = []
  if (trade) {
    const { ids } = await findAskIds(ctx, ask, { without: [trade.constraint], limit: 3 })
    const found = await venueSummariesByIds({ db: ctx.db, ids, now: ctx.now })
    const priced = await cardsFor(ctx, found, trade.constraint === 'date' ? { ...ask, date: undefined } : ask)
    alternatives = priced.map(({ venue, quote }) => ({
      venue: venueCardOf({ venue, quote, available: trade.constraint === 'date' ? false : null, reason: null }),
      differences: differencesFor(trade.constraint, venue, ask, input),
    }))
  }
  return {
    reasons,
    relaxations: relaxations.sort((a, b) => b.count - a.count),
    alternatives,
    otherDates: ask.date && relaxations.some((r) => r.constraint === 'date') ? await otherDates(ctx, ask) : [],
    nearbyCity: await nearbyCity(ctx, ask),
  }
}

const reasonLabel = (c: ConstraintId) =>
  ({
    capacity: 'the group size',
    date: 'the date',
    cuisines: 'the cuisine',
    dietary: 'the dietary needs',
    mustHaves: 'the must-haves',
    exclusions: 'what you ruled out',
  })[c]
