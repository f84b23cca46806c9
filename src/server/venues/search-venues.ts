// GET /api/venues/search: the filter over the in-process catalogue index (search-index.ts, decision
// 0020), the page's venue cards from it too (search-cards.ts); only the packages of venues with
// spaces are read from the database.
import { cityLabel, comingSoonCityMessage, matchCity, unsupportedCityMessage, type City } from '~/domain/cities'
import { DIETARY_OPTIONS, EXPERIENCES, FEATURE_OPTIONS, SEARCH_VIBES, VENUE_TYPES } from '~/domain/options'
import { SEARCH_COUNT_CAP } from '~/domain/search/search-constants'
import { checkSearchDateTime } from '~/domain/search-dates'
import {
  MAX_RELAXATIONS,
  paramsOfCriteria,
  SEARCH_PAGE_SIZE,
  type SearchCriteria,
} from '~/domain/search/search-criteria'
import type { SearchResponse, VenuePage } from '~/domain/venues/venue'
import type { Db } from '../db/client'
import { fieldError } from '../lib/errors'
import { listCities } from './list-cities'
import { findVenueIds, venueFilter, type VenueFilter } from './search-index'
import { venueSummariesByIds } from './venue-sql'
import { cardsOfEntries } from './search-cards'
import { plannerPackagesByVenue } from './planner-packages'
import { fromPerGuestCents } from '~/domain/venues/planner-packages'
import { DEFAULT_GUESTS } from '~/domain/guests'

type Days = NonNullable<Parameters<typeof venueFilter>[0]['days']>
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
  const offset = criteria.offset ?? 0
  // The asked date's blackouts and holds, read once for the search and its relaxations.
  const days: Days = new Map()
  const page = await venuePage({
    db,
    filter: await venueFilter({ db, criteria, among, now, days }),
    now,
    limit: criteria.limit ?? SEARCH_PAGE_SIZE,
    offset,
    guests: criteria.guests ?? DEFAULT_GUESTS,
  })
  const resolved = match && {
    location: {
      typed: match.typed,
      city: cityLabel(match.city),
      ...(match.corrected ? { corrected: match.corrected } : {}),
    },
  }
  // Only an empty first page pays for the counts, so a search that finds venues costs nothing more.
  const relaxations = page.total === 0 && offset === 0 ? await relax({ db, criteria, among, now, days }) : undefined
  return { ...page, ...resolved, ...(relaxations ? { relaxations } : {}) }
}

/**
 * One page and the total, as selectVenuePage (venue-sql.ts) gives them: the total is the page's own
 * when the page tells it, else counted up to SEARCH_COUNT_CAP or just past the page, whichever is
 * further (`totalCapped` then says there are more).
 */
async function venuePage({
  db,
  filter,
  now,
  limit,
  offset,
  guests,
}: {
  db: Db
  filter: VenueFilter
  now: Date
  limit: number
  offset: number
  /** The group the cards' "from $X per guest, all in" is for. */
  guests: number
}): Promise<VenuePage> {
  const upTo = Math.max(SEARCH_COUNT_CAP, offset + limit + 1)
  const { ids, counted, spaced, entries, index } = await findVenueIds({ db, filter, offset, limit, countUpTo: upTo })
  // The page's packages in one query, never one per card; none when no venue of the page has spaces
  // (packages belong to spaces). The cards from the index the filter read, by id only if it cannot tell.
  const [summaries, packages] = await Promise.all([
    cardsOfEntries(index, entries, now) ?? venueSummariesByIds({ db, ids, now }),
    plannerPackagesByVenue(db, spaced),
  ])
  const page = summaries.map((v) => {
    const from = fromPerGuestCents(packages.get(v.id) ?? [], guests)
    return from === null ? v : { ...v, fromPerGuestCents: from }
  })
  if (page.length < limit && (page.length > 0 || offset === 0)) return { venues: page, total: offset + page.length }
  return counted > upTo ? { venues: page, total: upTo, totalCapped: true } : { venues: page, total: counted }
}

const labelOf = (options: readonly { value: string; label: string }[], v: string) =>
  options.find((o) => o.value === v)?.label ?? v

/** Each filter the planner set, and the criteria without it (the location is never dropped). */
export function withoutOneFilter(c: SearchCriteria): { filter: string; label: string; criteria: SearchCriteria }[] {
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
  now,
  days,
}: {
  db: Db
  criteria: SearchCriteria
  among: readonly City[]
  now: Date
  days: Days
}): Promise<Relaxation[]> {
  const candidates = withoutOneFilter(criteria).slice(0, MAX_RELAXATIONS)
  const found: Relaxation[] = []
  for (const r of candidates) {
    const filter = await venueFilter({ db, criteria: r.criteria, among, now, days })
    const { counted: count } = await findVenueIds({ db, filter, offset: 0, limit: 0, countUpTo: Infinity })
    if (count > 0) found.push({ filter: r.filter, label: r.label, count, params: paramsOfCriteria(r.criteria) })
  }
  return found.sort((a, b) => b.count - a.count)
}
