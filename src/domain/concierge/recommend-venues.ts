// Callie's recommendation engine: pure, no I/O. Hard constraints first (a venue that cannot host the
// event is never suggested), then the soft score of score-venue.ts, then a deterministic order.
// When nothing passes, the engine re-runs with one constraint relaxed at a time and says which
// change would give the planner venues.
import { format, parse } from 'date-fns'
import { CITIES, matchCity, type City } from '../cities'
import { CONCIERGE_BUDGETS, type Dietary } from '../options'
import { addDaysToDate } from '../search-dates'
import { hoursUntil, todayIn } from '../time'
import { budgetOption, startTimeOf, type ConciergeBudget, type ConciergePreferences } from './preferences'
import { budgetCeiling, explainScore, scoreVenue, type ConciergeVenue } from './score-venue'

export const DEFAULT_RECOMMENDATION_COUNT = 5
/** How far either side of the asked date Callie looks for another date. */
export const RELAXATION_DAYS = 7
/** At most this many alternative dates are offered. */
export const MAX_DATE_RELAXATIONS = 2

export type Blackout = { venueId: number; date: string }

export type HardConstraint = 'city' | 'capacity' | 'budget' | 'blackout' | 'notice' | 'dietary' | 'features'

export type Recommendation<V extends ConciergeVenue = ConciergeVenue> = { venue: V; score: number; reason: string }

export type Relaxation = {
  kind: 'date' | 'budget' | 'dietary'
  /** Plain words: "3 venues are available on Saturday, June 14". */
  message: string
  /** How many venues pass with this one change. */
  count: number
  /** The preferences to change, so a client can apply the suggestion in one click. */
  change: Partial<Pick<ConciergePreferences, 'date' | 'budget' | 'dietaryRestrictions'>>
}

export type RecommendVenuesInput<V extends ConciergeVenue> = {
  preferences: ConciergePreferences
  venues: readonly V[]
  blackouts: readonly Blackout[]
  /** The chosen city's IANA timezone: notice is counted in local time. */
  timezone: string
  now: Date
  limit?: number
  cities?: readonly City[]
}

export type RecommendVenuesResult<V extends ConciergeVenue> = {
  recommendations: Recommendation<V>[]
  relaxations: Relaxation[]
  /** Venues that passed every hard constraint (the recommendations are the best of them). */
  eligibleCount: number
  city: City | null
}

type HardContext = {
  citySlug: string | null
  groupSize: number
  budget: ConciergeBudget
  date: string
  time: ConciergePreferences['time']
  dietary: readonly Dietary[]
  /** Must-haves (features every venue shown needs). */
  features: readonly string[]
  /** When the event starts ('7:30 PM'): the planner's exact time or the slot's start. */
  startTime: string
  timezone: string
  now: Date
  /** Hours from now until the slot starts on the date, in the city's timezone (same for every venue). */
  hoursAhead: number
  blackedOut: (venueId: number, date: string) => boolean
}

/** Every hard constraint the venue breaks for this request (empty: it can host the event). */
export function hardConstraintFailures(venue: ConciergeVenue, ctx: HardContext): HardConstraint[] {
  const failures: HardConstraint[] = []
  if (ctx.citySlug === null || venue.citySlug !== ctx.citySlug) failures.push('city')
  if (venue.minGuests > ctx.groupSize || venue.maxGuests < ctx.groupSize) failures.push('capacity')
  const ceiling = budgetCeiling(ctx.budget)
  if (ceiling !== null && venue.pricePerPerson > ceiling) failures.push('budget')
  if (ctx.blackedOut(venue.id, ctx.date)) failures.push('blackout')
  if (ctx.hoursAhead < venue.minNoticeHours) failures.push('notice')
  if (!ctx.dietary.every((d) => venue.dietary.includes(d))) failures.push('dietary')
  if (!ctx.features.every((f) => venue.features.includes(f))) failures.push('features')
  return failures
}

export function blackoutLookup(blackouts: readonly Blackout[]): (venueId: number, date: string) => boolean {
  const set = new Set(blackouts.map((b) => `${b.venueId}|${b.date}`))
  return (venueId, date) => set.has(`${venueId}|${date}`)
}

export function contextFor(
  preferences: ConciergePreferences,
  {
    blackouts,
    timezone,
    now,
    cities = CITIES,
  }: { blackouts: readonly Blackout[]; timezone: string; now: Date; cities?: readonly City[] },
): HardContext & { city: City | null } {
  const match = matchCity(preferences.location, cities)
  const city = match.kind === 'active' ? match.city : null
  return {
    city,
    citySlug: city?.slug ?? null,
    groupSize: preferences.groupSize,
    budget: preferences.budget,
    date: preferences.date,
    time: preferences.time,
    dietary: preferences.dietaryRestrictions,
    features: preferences.features ?? [],
    startTime: startTimeOf(preferences),
    timezone,
    now,
    hoursAhead: hoursUntil(preferences.date, startTimeOf(preferences), timezone, now),
    blackedOut: blackoutLookup(blackouts),
  }
}

const onDate = (ctx: HardContext, date: string): HardContext => ({
  ...ctx,
  date,
  hoursAhead: hoursUntil(date, ctx.startTime, ctx.timezone, ctx.now),
})

/** Best first: score, then rating, then id, so equal inputs always give the same list. */
export function compareRecommendations(
  a: { score: number; venue: ConciergeVenue },
  b: { score: number; venue: ConciergeVenue },
) {
  return b.score - a.score || b.venue.rating - a.venue.rating || a.venue.id - b.venue.id
}

export function recommendVenues<V extends ConciergeVenue>(input: RecommendVenuesInput<V>): RecommendVenuesResult<V> {
  const { preferences, venues, limit = DEFAULT_RECOMMENDATION_COUNT } = input
  const ctx = contextFor(preferences, input)
  const eligible = venues.filter((v) => hardConstraintFailures(v, ctx).length === 0)
  const scored = eligible.map((venue) => ({ venue, s: scoreVenue(venue, preferences) }))
  const ranked = scored
    .map(({ venue, s }) => ({ venue, score: s.score, s }))
    .sort(compareRecommendations)
    .slice(0, limit)
  const recommendations = ranked.map(({ venue, score, s }) => ({
    venue,
    score,
    reason: explainScore(venue, preferences, s),
  }))
  const relaxations = recommendations.length === 0 ? findRelaxations(venues, ctx) : []
  return { recommendations, relaxations, eligibleCount: eligible.length, city: ctx.city }
}

const countEligible = (venues: readonly ConciergeVenue[], ctx: HardContext) =>
  venues.reduce((n, v) => (hardConstraintFailures(v, ctx).length === 0 ? n + 1 : n), 0)

const venuesText = (n: number) => (n === 1 ? '1 venue is' : `${n} venues are`)

export const longDate = (date: string) => format(parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEEE, MMMM d')

/**
 * One change at a time: another date within a week either side (nearest first, never in the past),
 * the next budget tier up, or one dietary need handled separately. Cuisine, vibe and occasion are
 * soft preferences, so relaxing them never turns "none" into "some".
 */
function findRelaxations(venues: readonly ConciergeVenue[], ctx: HardContext): Relaxation[] {
  // Outside the city or beyond every venue's capacity, no single change helps: say nothing false.
  if (!venues.some((v) => v.citySlug === ctx.citySlug && v.minGuests <= ctx.groupSize && v.maxGuests >= ctx.groupSize))
    return []
  const out: Relaxation[] = []

  const today = todayIn(ctx.timezone, ctx.now)
  let dates = 0
  for (let d = 1; d <= RELAXATION_DAYS && dates < MAX_DATE_RELAXATIONS; d++) {
    for (const offset of [d, -d]) {
      const date = addDaysToDate(ctx.date, offset)
      if (date < today || dates >= MAX_DATE_RELAXATIONS) continue
      const count = countEligible(venues, onDate(ctx, date))
      if (count > 0) {
        out.push({
          kind: 'date',
          count,
          change: { date },
          message: `${venuesText(count)} available on ${longDate(date)}`,
        })
        dates++
      }
    }
  }

  const tiers = CONCIERGE_BUDGETS.map((b) => b.value)
  for (const budget of tiers.slice(tiers.indexOf(ctx.budget) + 1)) {
    const count = countEligible(venues, { ...ctx, budget })
    if (count > 0) {
      const { label } = budgetOption(budget)
      out.push({
        kind: 'budget',
        count,
        change: { budget },
        message: `${venuesText(count)} available with a ${label} budget`,
      })
      break
    }
  }

  for (const need of ctx.dietary) {
    const dietary = ctx.dietary.filter((d) => d !== need)
    const count = countEligible(venues, { ...ctx, dietary })
    if (count > 0) {
      out.push({
        kind: 'dietary',
        count,
        change: { dietaryRestrictions: dietary },
        message: `${venuesText(count)} available if our team arranges the ${need} meals separately`,
      })
    }
  }
  return out
}
