// The concierge's SQL: hard constraints as a WHERE (so PostgreSQL discards venues that cannot host
// the event before any row leaves the database) and a pre-rank built from the same weights and
// mappings as the engine, so the few hundred candidates handed to the engine are the right ones.
import { and, arrayContains, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { ConciergePreferences } from '~/domain/concierge/preferences'
import { budgetOption, startTimeOf, wantedCuisines } from '~/domain/concierge/preferences'
import {
  BUDGET_STRETCH,
  budgetCeiling,
  CUISINE_FAMILIES,
  OCCASION_SIGNALS,
  RELATED_CUISINE,
  SCORE_WEIGHTS,
  VIBE_MAP,
} from '~/domain/concierge/score-venue'
import { hoursUntil } from '~/domain/time'
import { venueBlackouts, venues } from '../db/schema'
import { spacesOpenCondition } from '../venues/space-availability'

/**
 * The candidates' columns: the engine's (ConciergeVenue) less the name, which only the top pick's
 * sentence needs and the venue cards bring. Every one is in venues_city_rating_idx, so candidates
 * come from that index alone (a city's entries side by side), never from the table's pages.
 */
export const conciergeCandidateColumns = {
  id: venues.id,
  citySlug: venues.citySlug,
  type: venues.type,
  minGuests: venues.minGuests,
  maxGuests: venues.maxGuests,
  pricePerPerson: venues.pricePerPerson,
  cuisines: venues.cuisines,
  vibes: venues.vibes,
  dietary: venues.dietary,
  features: venues.features,
  experiences: venues.experiences,
  minNoticeHours: venues.minNoticeHours,
  rating: venues.rating,
}

/** The columns the engine reads (ConciergeVenue). */
export const conciergeVenueColumns = { ...conciergeCandidateColumns, name: venues.name }

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
type ArrayColumn =
  | typeof venues.cuisines
  | typeof venues.vibes
  | typeof venues.dietary
  | typeof venues.features
  | typeof venues.experiences
const has = (column: ArrayColumn, value: string) => sql`${column} @> ${textArray([value])}`
const num = (n: number) => sql`${n}::float8`

/**
 * Active, in the city, seats the group. The caller has checked the city is active, so no join with
 * cities is needed (at 100,000 venues that join alone costs a lookup per candidate).
 */
export function cityCapacityCondition({ citySlug, groupSize }: { citySlug: string; groupSize: number }): SQL {
  return and(
    eq(venues.status, 'active'),
    eq(venues.citySlug, citySlug),
    lte(venues.minGuests, groupSize),
    gte(venues.maxGuests, groupSize),
  )!
}

/**
 * Near misses when nothing fits: the city's venues that seat at least 60% of the group (never fewer
 * guests than their minimum), those that seat everyone first.
 */
export function nearMissCondition({ citySlug, groupSize }: { citySlug: string; groupSize: number }): SQL {
  return and(
    eq(venues.status, 'active'),
    eq(venues.citySlug, citySlug),
    lte(venues.minGuests, groupSize),
    gte(venues.maxGuests, Math.floor(groupSize * 0.6)),
  )!
}

export const seatsGroupFirst = (groupSize: number) =>
  sql`case when ${venues.maxGuests} >= ${groupSize} then 0 else 1 end`

/** Every hard constraint of the engine (recommend-venues.ts hardConstraintFailures), in SQL. */
export function hardConstraintsCondition(
  prefs: ConciergePreferences,
  { citySlug, timezone, now }: { citySlug: string; timezone: string; now: Date },
): SQL {
  const ceiling = budgetCeiling(prefs.budget)
  // One city, one timezone: the hours until the slot starts are a constant computed here.
  const hoursAhead = hoursUntil(prefs.date, startTimeOf(prefs), timezone, now)
  return and(
    cityCapacityCondition({ citySlug, groupSize: prefs.groupSize }),
    prefs.dietaryRestrictions.length ? arrayContains(venues.dietary, prefs.dietaryRestrictions) : undefined,
    prefs.features?.length ? arrayContains(venues.features, prefs.features) : undefined,
    ceiling === null ? undefined : lte(venues.pricePerPerson, ceiling),
    sql`${venues.minNoticeHours} <= ${num(hoursAhead)}`,
    // The day's blackouts are few: read once through the date index and hashed, not probed per venue.
    sql`${venues.id} not in (select ${venueBlackouts.venueId} from ${venueBlackouts} where ${venueBlackouts.date} = ${prefs.date}::date)`,
    spacesOpenCondition({ date: prefs.date, time: startTimeOf(prefs), guests: prefs.groupSize }),
  )!
}

/**
 * The engine's score without time of day (worth at most SCORE_WEIGHTS.timeOfDay points), so the
 * top candidates by this pre-rank hold the engine's best venues.
 */
export function preRankExpression(prefs: ConciergePreferences): SQL {
  const price = sql`${venues.pricePerPerson}::float8`
  const { min, max } = budgetOption(prefs.budget)
  const budget =
    max === null
      ? sql`case when ${price} >= ${num(min)} then 1 else greatest(0.5, 1 - 0.5 * (${num(min)} - ${price}) / ${num(min)}) end`
      : sql`case when ${price} between ${num(min)} and ${num(max)} then 1
          when ${price} < ${num(min)} then greatest(0.5, 1 - 0.5 * (${num(min)} - ${price}) / ${num(min)})
          else greatest(0, 0.6 * (1 - (${price} - ${num(max)}) / ${num(max * BUDGET_STRETCH)})) end`

  // The best fit among the cuisines named, as cuisinesFit in the engine.
  const wanted = wantedCuisines(prefs)
  let cuisine: SQL = sql`1`
  if (!wanted.includes('No Preference')) {
    const terms = wanted.map((c) => {
      const related = [...new Set(CUISINE_FAMILIES.filter((f) => f.includes(c)).flat())]
      return sql`case when ${has(venues.cuisines, c)} then 1
      ${c === 'Vegetarian/Vegan' ? sql`when ${has(venues.dietary, 'vegan')} then 0.6` : sql``}
      ${related.length ? sql`when ${venues.cuisines} && ${textArray(related)} then ${num(RELATED_CUISINE)}` : sql``}
      else 0 end`
    })
    cuisine = terms.length === 1 ? terms[0] : sql`greatest(${sql.join(terms, sql`, `)})`
  }

  const vibeTerms = Object.entries(VIBE_MAP[prefs.vibe]).map(
    ([id, w]) => sql`case when ${has(venues.vibes, id)} then ${num(w)} else 0 end`,
  )
  if (prefs.vibe === 'Outdoor & Natural')
    vibeTerms.push(sql`case when ${has(venues.features, 'outdoor')} then 0.6 else 0 end`)
  const vibe = sql`greatest(0, ${sql.join(vibeTerms, sql`, `)})`

  const signals = OCCASION_SIGNALS[prefs.occasion]
  const occasion = signals.length
    ? sql`least(1, ${sql.join(
        signals.map((s) => {
          const cond = s.experience
            ? has(venues.experiences, s.experience)
            : s.feature
              ? has(venues.features, s.feature)
              : sql`${venues.type} = ${s.type!}`
          return sql`case when ${cond} then ${num(s.points)} else 0 end`
        }),
        sql` + `,
      )})`
    : sql`1`

  const rating = sql`least(1, greatest(0, (${venues.rating}::float8 - 3) / 2))`
  const w = SCORE_WEIGHTS
  return sql`(${num(w.budget)} * (${budget}) + ${num(w.cuisine)} * (${cuisine}) + ${num(w.vibe)} * (${vibe})
    + ${num(w.occasion)} * (${occasion}) + ${num(w.rating)} * (${rating}))`
}
