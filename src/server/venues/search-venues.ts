// GET /api/venues/search: the whole filter in one WHERE, evaluated by PostgreSQL over the indexes.
import { and, arrayContains, between, eq, gte, lte, type SQL } from 'drizzle-orm'
import { cityQueryOf, comingSoonCityMessage, matchCity, unsupportedCityMessage } from '~/domain/cities'
import { checkSearchDateTime, DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import { SEARCH_PAGE_SIZE, type SearchCriteria } from '~/domain/search-criteria'
import type { SearchResponse } from '~/domain/venue'
import type { Db } from '../db/client'
import { venues } from '../db/schema'
import { badRequest } from '../lib/errors'
import { listCities } from './list-cities'
import { availableOnCondition, lastMinuteCondition, listedCondition, selectVenuePage, type Clock } from './venue-sql'

export async function searchVenues({
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
  const time = criteria.date ? (criteria.time ?? DEFAULT_SEARCH_TIME) : undefined
  const dateErrors = checkSearchDateTime({ date: criteria.date, time: criteria.time, timezone, now })
  if (dateErrors) {
    const [field, msg] = Object.entries(dateErrors)[0]
    throw fieldError(field, msg)
  }

  if (match?.kind === 'unsupported') return { venues: [], total: 0, message: unsupportedCityMessage(match.query) }
  if (match?.kind === 'coming_soon') {
    return { venues: [], total: 0, message: comingSoonCityMessage(cityQueryOf(location!)) }
  }

  const clock: Clock = { now, cities: match ? [match.city] : cities }
  const where: (SQL | undefined)[] = [listedCondition(match ? [match.city] : cities)]
  if (criteria.guests !== undefined) where.push(lte(venues.minGuests, criteria.guests), gte(venues.maxGuests, criteria.guests))
  if (criteria.budget) where.push(between(venues.pricePerPerson, criteria.budget[0], criteria.budget[1]))
  if (criteria.vibe) where.push(arrayContains(venues.vibes, [criteria.vibe]))
  if (criteria.dietary?.length) where.push(arrayContains(venues.dietary, criteria.dietary))
  if (criteria.features?.length) where.push(arrayContains(venues.features, criteria.features))
  if (criteria.experienceType) where.push(arrayContains(venues.experiences, [criteria.experienceType]))
  if (criteria.type) where.push(eq(venues.type, criteria.type))
  if (criteria.date && time) where.push(availableOnCondition({ date: criteria.date, time, clock }))
  if (criteria.lastMinute) where.push(lastMinuteCondition(clock))

  return selectVenuePage({
    db,
    where: and(...where),
    now,
    limit: criteria.limit ?? SEARCH_PAGE_SIZE,
    offset: criteria.offset ?? 0,
  })
}

function fieldError(field: string, message: string) {
  return badRequest(`${field}: ${message}`, { [field]: message })
}
