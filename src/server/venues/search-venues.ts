// GET /api/venues/search: the whole filter in one WHERE, evaluated by PostgreSQL over the indexes.
import { and, arrayContains, between, eq, gte, lte, type SQL } from 'drizzle-orm'
import { cityLabel, comingSoonCityMessage, matchCity, unsupportedCityMessage, type City } from '~/domain/cities'
import { DIETARY_OPTIONS, EXPERIENCES, FEATURE_OPTIONS, SEARCH_VIBES, VENUE_TYPES } from '~/domain/options'
import { checkSearchDateTime, DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import { MAX_RELAXATIONS, paramsOfCriteria, SEARCH_PAGE_SIZE, type SearchCriteria } from '~/domain/search-criteria'
import type { SearchResponse } from '~/domain/venue'
import type { Db } from '../db/client'
import { venues } from '../db/schema'
import { fieldError } from '../lib/errors'
import { spacesOpenCondition } from './space-availability'
import { listCities } from './list-cities'
import {
  availableOnCondition,
  countVenues,
  lastMinuteCondition,
  listedCondition,
  searchOrders,
  selectVenuePage,
  type Clock,
} from './venue-sql'

type Relaxation = NonNullable<SearchResponse['relaxations']>[number]

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
  if (criteria.date && time) where.push(availableOnCondition({ date: criteria.date, time, clock }))
  // Only a time the planner chose narrows the spaces to its slot; the default time does not.
  if (criteria.date)
    where.push(spacesOpenCondition({ date: criteria.date, time: criteria.time, guests: criteria.guests }))
  if (criteria.lastMinute) where.push(lastMinuteCondition(clock))
  return and(...where)
}

const labelOf = (options: readonly { value: string; label: string }[], v: string) =>
  options.find((o) => o.value === v)?.label ?? v

/** Each filter the planner set, and the criteria without it (the location is never dropped). */
function withoutOneFilter(c: SearchCriteria): { filter: string; label: string; criteria: SearchCriteria }[] {
  const out: { filter: string; label: string; criteria: SearchCriteria }[] = []
  const drop = (filter: string, label: string, criteria: SearchCriteria) => out.push({ filter, label, criteria })
  for (const f of c.features ?? []) {
    drop(`features:${f}`, `drop '${labelOf(FEATURE_OPTIONS, f)}'`, {
      ...c,
      features: c.features!.filter((x) => x !== f),
    })
  }
  for (const d of c.dietary ?? []) {
    drop(`dietary:${d}`, `drop '${labelOf(DIETARY_OPTIONS, d)}'`, { ...c, dietary: c.dietary!.filter((x) => x !== d) })
  }
  if (c.vibe) drop('vibe', `drop '${labelOf(SEARCH_VIBES, c.vibe)}'`, { ...c, vibe: undefined })
  if (c.budget) drop('budget', `drop the $${c.budget[0]}-$${c.budget[1]} budget`, { ...c, budget: undefined })
  if (c.type) drop('type', `drop '${labelOf(VENUE_TYPES, c.type)}'`, { ...c, type: undefined })
  if (c.experienceType) {
    const name = EXPERIENCES.find((e) => e.slug === c.experienceType)?.name ?? c.experienceType
    drop('experienceType', `drop '${name}'`, { ...c, experienceType: undefined })
  }
  if (c.lastMinute) drop('lastMinute', "drop 'Available within 48h'", { ...c, lastMinute: undefined })
  if (c.date) drop('date', 'drop the date', { ...c, date: undefined, time: undefined })
  if (c.guests !== undefined) drop('guests', `drop '${c.guests} guests'`, { ...c, guests: undefined })
  return out
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
