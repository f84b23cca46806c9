// search_venues: the venues of a city that can host the group under every hard constraint of the
// brief (capacity, date, cuisines, dietary needs, must-haves, exclusions), ranked by the soft ones
// (budget, vibe, wishes), each with its all-in price. When none fits, it says which constraint
// emptied the search and what comes closest.
import { matchCity, cityLabel } from '~/domain/cities'
import {
  searchVenuesInputSchema,
  searchVenuesOutputSchema,
  type SearchVenuesInput,
  type SearchVenuesOutput,
} from '~/domain/concierge/callie-tools-api'
import { budgetSide, vibeFit } from '~/domain/concierge/score-venue'
import { venueCardOf, type AllInQuote } from '~/domain/concierge/venue-card'
import { DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import type { VenueSummary } from '~/domain/venues/venue'
import { listCities } from '../../venues/list-cities'
import { venueSummariesByIds } from '../../venues/venue-sql'
import { explainNoMatch } from './search-no-match'
import { cardsFor } from './venue-cards'
import { findAskIds, type SearchAsk } from './search-filter'
import { defineTool, type ToolContext } from './tool'

/** Venues ranked in memory: the best rated that fit, re-ordered by the brief's soft wishes. */
const RANKED_POOL = 60
const COUNT_CAP = 200
const DEFAULT_LIMIT = 5

/** What the soft ranking reads of a venue. */
type Rankable = Pick<VenueSummary, 'rating' | 'pricePerPerson' | 'vibes' | 'features' | 'description' | 'cuisineTypes'>

/**
 * The band ranks on the menu price, which every venue has: a package's all-in price adds service,
 * tax, gratuity and its minimum, which a menu price leaves out, so comparing one venue's all-in with
 * another's menu price would put the venues that publish packages last.
 */
function softScore(v: Rankable, input: SearchVenuesInput, quote: AllInQuote | null): number {
  let score = v.rating / 5
  if (input.budget && budgetSide(v.pricePerPerson, input.budget) === 'within') score += 1
  if (input.budgetTotal && quote) score += quote.totalCents <= input.budgetTotal * 100 ? 1 : -1
  if (input.vibe) score += vibeFit(v, input.vibe)
  for (const vibe of input.excludeVibes ?? []) score -= vibeFit(v, vibe)
  const text = `${v.description} ${v.vibes.join(' ')} ${v.cuisineTypes.join(' ')}`.toLowerCase()
  for (const w of input.softWishes ?? []) if (w.trim() && text.includes(w.toLowerCase())) score += 0.5
  return score
}

export async function askOf(ctx: ToolContext, input: SearchVenuesInput): Promise<SearchAsk | null> {
  const match = matchCity(input.city, await listCities({ db: ctx.db }))
  if (match.kind !== 'active') return null
  return {
    city: match.city,
    now: ctx.now,
    groupSize: input.groupSize,
    date: input.date,
    time: input.time ?? DEFAULT_SEARCH_TIME,
    cuisines: input.cuisines,
    excludeCuisines: input.excludeCuisines,
    mustHaves: input.mustHaves,
    excludeFeatures: input.excludeFeatures,
    dietary: input.dietary,
  }
}

async function searchVenuesRun(ctx: ToolContext, input: SearchVenuesInput): Promise<SearchVenuesOutput> {
  const ask = await askOf(ctx, input)
  if (!ask) return { city: null, venues: [], total: 0, cuisinesAmong: [], noMatch: null }
  // The ids of up to COUNT_CAP venues that fit, best rated first, from the catalogue index: how many
  // fit (the "200+" she says) and the pool ranked below.
  const { ids } = await findAskIds(ctx, ask, { limit: COUNT_CAP })
  if (!ids.length) {
    const noMatch = await explainNoMatch(ctx, ask, input)
    return { city: cityLabel(ask.city), venues: [], total: 0, cuisinesAmong: [], noMatch }
  }
  // The pool is ranked on the few columns the ranking reads (and, for a total budget, each venue's
  // all-in price); only the venues shown are read whole and priced.
  const pool: (Rankable & { id: number })[] = await venueSummariesByIds({
    db: ctx.db,
    ids: ids.slice(0, RANKED_POOL),
    now: ctx.now,
  })
  const quotes = input.budgetTotal ? new Map((await cardsFor(ctx, pool, ask)).map((c) => [c.venue.id, c.quote])) : null
  const shown = pool
    .map((v, i) => ({ id: v.id, i, score: softScore(v, input, quotes?.get(v.id) ?? null) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, input.limit ?? DEFAULT_LIMIT)
  const summaries = await venueSummariesByIds({ db: ctx.db, ids: shown.map((s) => s.id), now: ctx.now })
  const priced = await cardsFor(ctx, summaries, ask)
  return {
    city: cityLabel(ask.city),
    venues: priced.map(({ venue, quote }) =>
      venueCardOf({ venue, quote, available: ask.date ? true : null, reason: fitReason(venue, input, quote) }),
    ),
    total: ids.length,
    cuisinesAmong: [...new Set(pool.flatMap((v) => v.cuisineTypes))].sort(),
    noMatch: null,
  }
}

/** Why the venue is on the list, in a few words: what it has of what she asked. */
function fitReason(v: VenueSummary, input: SearchVenuesInput, quote: AllInQuote | null): string {
  const bits = [`Seats ${v.minGuests}–${v.maxGuests}`]
  const cuisine = input.cuisines?.find((c) => v.cuisineTypes.includes(c))
  if (cuisine) bits.unshift(cuisine)
  if (input.mustHaves?.includes('private-room')) bits.push(`private room for ${input.groupSize}`)
  if (input.dietary?.length) bits.push(`caters ${input.dietary.join(', ')}`)
  // Said of the price the card shows beside it: the all-in price ("about $90 a head" against
  // $176.53 a guest all in) where the venue has one, else its menu price (decision 0024).
  if (input.budget)
    bits.push(
      quote
        ? `${budgetSide(quote.perGuestCents / 100, input.budget)} your budget, all in`
        : `menu ${budgetSide(v.pricePerPerson, input.budget)} your budget`,
    )
  return bits.join(' · ')
}

export const searchVenuesTool = defineTool({
  name: 'search_venues',
  description:
    "Find venues in one of our cities that can host the group: capacity, the date's availability (blackouts, holds, notice), cuisines, dietary needs, must-haves and exclusions are hard filters; budget, vibe and wishes only rank. Each venue comes with its all-in price. When nothing fits, says which constraint emptied the search and what comes closest.",
  input: searchVenuesInputSchema,
  output: searchVenuesOutputSchema,
  run: searchVenuesRun,
})
