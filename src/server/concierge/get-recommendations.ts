// POST /api/concierge/recommendations: SQL keeps only venues that can host the event and pre-ranks
// them; the engine (src/domain/concierge) scores, orders and explains; the venue cards come from
// the catalogue index, as a search's do.
import { and, asc, between, desc, inArray } from 'drizzle-orm'
import { matchCity } from '~/domain/cities'
import { personalizedResponse } from '~/domain/concierge/personalized-response'
import { startTimeOf, type ConciergePreferences } from '~/domain/concierge/preferences'
import { cheapestPackageQuote } from '~/domain/venues/planner-packages'
import { closestAlternatives, noMatchHeadline } from '~/domain/concierge/closest-alternatives'
import { contextFor, recommendVenues, RELAXATION_DAYS } from '~/domain/concierge/recommend-venues'
import type { RecommendationsResponse } from '~/domain/concierge/recommendations-api'
import type { ConciergeVenue } from '~/domain/concierge/score-venue'
import { dateBoundsError } from '~/domain/date-bounds'
import { addDaysToDate } from '~/domain/search-dates'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { venueBlackouts, venues } from '../db/schema'
import { fieldError } from '../lib/errors'
import { listCities } from '../venues/list-cities'
import { plannerPackagesByVenue } from '../venues/planner-packages'
import { withSpaces } from '../venues/search-index'
import { summariesByIds } from '../venues/search-cards'
import { conciergeCandidates } from './concierge-candidates'
import { conciergeCandidateColumns, nearMissCondition, seatsGroupFirst } from './concierge-sql'
import { rewriteWithLlm } from './rewrite-with-llm'

/** How many pre-ranked candidates the engine scores exactly (concierge-candidates.ts). */
export const CANDIDATE_LIMIT = 200
/**
 * How many of the city's venues that can host the event are pre-ranked: the best rated, read in
 * the catalogue index's rating order, so a request reads a bounded stretch whatever the city's size.
 * A city with fewer such venues (every city of the seeded 1,000) has all of them pre-ranked; at
 * 100,000 venues the bench mix keeps the same top pick 99 times in 100 (1,000 would: 87).
 */
export const CANDIDATE_SCAN_LIMIT = 2000
/** When nothing fits, how many of the city's venues (that seat the group) relaxations are tried on. */
export const RELAXATION_CANDIDATE_LIMIT = 2000

export async function getRecommendations({
  db,
  preferences,
  config,
  now = new Date(),
  log,
  fetchImpl,
}: {
  db: Db
  preferences: ConciergePreferences
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>
  now?: Date
  log?: { warn(obj: unknown, msg?: string): void }
  fetchImpl?: typeof fetch
}): Promise<RecommendationsResponse> {
  const catalogue = await listCities({ db })
  const match = matchCity(preferences.location, catalogue)
  if (match.kind !== 'active') throw fieldError('location', 'Please select a location.')
  const city = match.city
  // The schema allowed the widest "today" among our cities; the city's own calendar decides.
  const dateProblem = dateBoundsError(preferences.date, { timezone: city.timezone, now })
  if (dateProblem) throw fieldError('date', dateProblem)

  const candidates = await conciergeCandidates({
    db,
    preferences,
    city,
    now,
    scanLimit: CANDIDATE_SCAN_LIMIT,
    limit: CANDIDATE_LIMIT,
  })

  let result = recommendVenues({
    preferences,
    venues: candidates,
    blackouts: [],
    timezone: city.timezone,
    now,
    cities: catalogue,
  })
  let nearMisses: ReturnType<typeof closestAlternatives> = []
  if (result.recommendations.length === 0) {
    // Nothing fits: try the relaxations on the city's venues near the group's size, with their
    // blackouts around the date; the engine says which single change would help, and which
    // venues come closest.
    const nearby: ConciergeVenue[] = (
      await db
        .select(conciergeCandidateColumns)
        .from(venues)
        .where(nearMissCondition({ citySlug: city.slug, groupSize: preferences.groupSize }))
        .orderBy(seatsGroupFirst(preferences.groupSize), desc(venues.rating), asc(venues.id))
        .limit(RELAXATION_CANDIDATE_LIMIT)
    ).map((venue) => ({ ...venue, name: '' }))
    const blackouts = nearby.length
      ? await db
          .select({ venueId: venueBlackouts.venueId, date: venueBlackouts.date })
          .from(venueBlackouts)
          .where(
            and(
              inArray(
                venueBlackouts.venueId,
                nearby.map((v) => v.id),
              ),
              between(
                venueBlackouts.date,
                addDaysToDate(preferences.date, -RELAXATION_DAYS),
                addDaysToDate(preferences.date, RELAXATION_DAYS),
              ),
            ),
          )
      : []
    result = recommendVenues({
      preferences,
      venues: nearby,
      blackouts,
      timezone: city.timezone,
      now,
      cities: catalogue,
    })
    nearMisses = closestAlternatives(
      nearby,
      contextFor(preferences, { blackouts, timezone: city.timezone, now, cities: catalogue }),
      preferences,
    )
  }

  const ids = [...result.recommendations.map((r) => r.venue.id), ...nearMisses.map((a) => a.venue.id)]
  const [summaries, packages] = await Promise.all([
    // By id, from the catalogue index the candidates came from (search-cards.ts; a near miss not in
    // it from the database): the cards are looked up by id below, so no listing query's order is needed.
    summariesByIds({ db, ids, now }),
    // Venues with packages are estimated on them, with the proposals' all-in function; only venues
    // with spaces can have packages, so the others cost no query.
    withSpaces(
      db,
      result.recommendations.map((r) => r.venue.id),
    ).then((spaced) => plannerPackagesByVenue(db, spaced)),
  ])
  const byId = new Map(summaries.map((s) => [s.id, s]))
  const event = { date: preferences.date, time: startTimeOf(preferences), guests: preferences.groupSize }
  const recommendations = result.recommendations.flatMap((r) => {
    const venue = byId.get(r.venue.id)
    const packageQuote = cheapestPackageQuote(packages.get(r.venue.id) ?? [], event)
    return venue ? [{ venue, score: r.score, reason: r.reason, packageQuote }] : []
  })

  // Candidates come without names (see conciergeCandidateColumns): the top pick's is the card's.
  const named = {
    ...result,
    recommendations: result.recommendations.flatMap((r) => {
      const venue = byId.get(r.venue.id)
      return venue ? [{ ...r, venue: { ...r.venue, name: venue.name } }] : []
    }),
  }
  const text = personalizedResponse(preferences, named)
  const top = recommendations[0]?.venue.name
  const rewritten = await rewriteWithLlm({ text, mustKeep: top ? [top] : [], config, log, fetchImpl })
  const noMatch =
    result.recommendations.length === 0
      ? {
          headline: noMatchHeadline(preferences),
          alternatives: nearMisses.flatMap((a) => {
            const venue = byId.get(a.venue.id)
            return venue ? [{ venue, differences: a.differences }] : []
          }),
        }
      : null
  return { recommendations, personalizedResponse: rewritten, relaxations: result.relaxations, noMatch }
}
