// The search as it was written before the in-process index (docs/decisions/0020): the whole
// filter in one WHERE evaluated by PostgreSQL, its page and capped count from the database, and
// the relaxations counted in SQL. Kept here as the reference the index's answers are compared with
// (tests/api/search/search-equivalence.test.ts), with the SQL forms of the clock's rules only it uses.
import { and, arrayContains, asc, between, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import { cityLabel, comingSoonCityMessage, matchCity, unsupportedCityMessage, type City } from '~/domain/cities'
import { MAX_GUESTS } from '~/domain/guests'
import { LAST_MINUTE_HOURS, lastMinuteWindow } from '~/domain/search/last-minute'
import {
  MAX_RELAXATIONS,
  paramsOfCriteria,
  SEARCH_PAGE_SIZE,
  type SearchCriteria,
} from '~/domain/search/search-criteria'
import type { SearchSort } from '~/domain/search/search-constants'
import { checkSearchDateTime, DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import type { SearchResponse } from '~/domain/venues/venue'
import type { Db } from '~/server/db/client'
import { venueBlackouts, venues } from '~/server/db/schema'
import { fieldError } from '~/server/lib/errors'
import { listCities } from '~/server/venues/list-cities'
import { withoutOneFilter } from '~/server/venues/search-venues'
import { spacesOpenCondition } from '~/server/venues/space-availability'
import {
  availableOnCondition,
  countVenues,
  listedCondition,
  perCity,
  selectVenuePage,
  summaryOrder,
  type Clock,
} from '~/server/venues/venue-sql'

type Relaxation = NonNullable<SearchResponse['relaxations']>[number]

/**
 * The last-minute rule (docs/product.md) in SQL, the twin of `isLastMinute` (src/domain/search/last-minute.ts): notice of at most
 * 48 hours and no blackout on the local dates the next 48 hours touch.
 */
function lastMinuteCondition(clock: Clock): SQL {
  const from = perCity(clock, (c) => lastMinuteWindow(c.timezone, clock.now).from, 'date')
  const to = perCity(clock, (c) => lastMinuteWindow(c.timezone, clock.now).to, 'date')
  return sql`(${venues.minNoticeHours} <= ${LAST_MINUTE_HOURS} and not exists (
    select 1 from ${venueBlackouts}
    where ${venueBlackouts.venueId} = ${venues.id} and ${venueBlackouts.date} between ${from} and ${to}))`
}

/**
 * Each search order, ending in the id so pages never overlap. The capacity is the private group's
 * (at most MAX_GUESTS, as planners see it), written exactly as venues_city_capacity_idx is built.
 */
const searchOrders: Record<SearchSort, readonly SQL[]> = {
  recommended: summaryOrder,
  price: [asc(venues.pricePerPerson), ...summaryOrder],
  rating: [sql`${venues.rating} desc nulls last`, sql`${venues.reviewCount} desc`, asc(venues.id)],
  capacity: [sql`least(${venues.maxGuests}, ${sql.raw(String(MAX_GUESTS))}) desc`, ...summaryOrder],
}

export async function searchVenuesSql({
  db,
  criteria,
  now = new Date(),
}: {
  db: Db
  criteria: SearchCriteria
  now?: Date
}): Promise<SearchResponse> {
  const location = criteria.location?.trim()
  const cities = await listCities({ db })
  const match = location ? matchCity(location, cities) : undefined
  if (match?.kind === 'unsupported' && !match.query) throw fieldError('location', 'Enter a city name before the comma')

  const timezone = match && match.kind !== 'unsupported' ? match.city.timezone : undefined
  const dateErrors = checkSearchDateTime({ date: criteria.date, time: criteria.time, timezone, now })
  if (dateErrors) {
    const [field, msg] = Object.entries(dateErrors)[0]
    throw fieldError(field, msg)
  }

  if (match?.kind === 'unsupported') return { venues: [], total: 0, message: unsupportedCityMessage(match.typed) }
  if (match?.kind === 'coming_soon') return { venues: [], total: 0, message: comingSoonCityMessage(match.city.name) }

  const among = match ? [match.city] : cities
  const clock: Clock = { now, cities: among }
  const offset = criteria.offset ?? 0
  const page = await selectVenuePage({
    db,
    where: whereOf({ criteria, among, clock }),
    now,
    limit: criteria.limit ?? SEARCH_PAGE_SIZE,
    offset,
    orderBy: searchOrders[criteria.sort ?? 'recommended'],
  })
  const resolved = match && {
    location: {
      typed: match.typed,
      city: cityLabel(match.city),
      ...(match.corrected ? { corrected: match.corrected } : {}),
    },
  }
  // Only an empty first page pays for the counts, so a search that finds venues costs nothing more.
  const relaxations = page.total === 0 && offset === 0 ? await relax({ db, criteria, among, clock }) : undefined
  return { ...page, ...resolved, ...(relaxations ? { relaxations } : {}) }
}

/** The search's filter on venues alone (see listedCondition). */
function whereOf({
  criteria,
  among,
  clock,
}: {
  criteria: SearchCriteria
  among: readonly City[]
  clock: Clock
}): SQL | undefined {
  const time = criteria.date ? (criteria.time ?? DEFAULT_SEARCH_TIME) : undefined
  const where: (SQL | undefined)[] = [listedCondition(among)]
  if (criteria.guests !== undefined)
    where.push(lte(venues.minGuests, criteria.guests), gte(venues.maxGuests, criteria.guests))
  if (criteria.budget) where.push(between(venues.pricePerPerson, criteria.budget[0], criteria.budget[1]))
  if (criteria.vibe) where.push(arrayContains(venues.vibes, [criteria.vibe]))
  if (criteria.dietary?.length) where.push(arrayContains(venues.dietary, criteria.dietary))
  if (criteria.features?.length) where.push(arrayContains(venues.features, criteria.features))
  if (criteria.experienceType) where.push(arrayContains(venues.experiences, [criteria.experienceType]))
  if (criteria.type) where.push(eq(venues.type, criteria.type))
  if (criteria.date && time)
    where.push(availableOnCondition({ date: criteria.date, time, chosenTime: criteria.time, clock }))
  // Only a time the planner chose narrows the spaces to its slot; the default time does not.
  if (criteria.date)
    where.push(spacesOpenCondition({ date: criteria.date, time: criteria.time, guests: criteria.guests }))
  if (criteria.lastMinute) where.push(lastMinuteCondition(clock))
  return and(...where)
}

/**
 * The searches with one filter fewer that find venues, most first. At most MAX_RELAXATIONS counts,
 * each over the same indexes as the search itself.
 */
async function relax({
  db,
  criteria,
  among,
  clock,
}: {
  db: Db
  criteria: SearchCriteria
  among: readonly City[]
  clock: Clock
}): Promise<Relaxation[]> {
  const candidates = withoutOneFilter(criteria).slice(0, MAX_RELAXATIONS)
  const found: Relaxation[] = []
  for (const r of candidates) {
    const count = await countVenues({ db, where: whereOf({ criteria: r.criteria, among, clock }) })
    if (count > 0) found.push({ filter: r.filter, label: r.label, count, params: paramsOfCriteria(r.criteria) })
  }
  return found.sort((a, b) => b.count - a.count)
}
