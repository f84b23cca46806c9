// Venue cards from the catalogue index (search-catalogue.ts keeps each listed venue's card fields):
// a search's page and Callie's recommendations read no row from the database. At 100,000 venues the
// cards by id (venueSummariesByIds, venue-sql.ts) were a query through PGlite or PostgreSQL and the
// parse of its rows on most pages, as the row cache of 10,000 rows rarely held a page's venues.
// The same summaries as venueSummariesByIds gives (tests/api/search/search-cards.test.ts): the
// last-minute flag by the same rule over the index's blackouts, which blackoutsFromIndex reads too.
import {
  isLastMinuteWithin,
  LAST_MINUTE_HOURS,
  lastMinuteWindow,
  type LastMinuteWindow,
} from '~/domain/search/last-minute'
import type { VenueSummary } from '~/domain/venues/venue'
import type { Db } from '../db/client'
import { descriptionOf, type Entry, type IndexedCard } from './search-catalogue'
import { builtIndex, datesBetween, type CatalogueIndex } from './search-index'
import { venueSummariesByIds } from './venue-sql'

const NO_DATES: readonly string[] = []

/**
 * The cards of `entries` (of `index`), in that order; undefined when the index cannot tell one of
 * them (a last-minute window before the index's first date): the caller
 * reads them by id then.
 */
export function cardsOfEntries(
  index: CatalogueIndex,
  entries: readonly Entry[],
  now: Date,
): VenueSummary[] | undefined {
  const windows = new Map<string, LastMinuteWindow>()
  const out: VenueSummary[] = []
  for (const e of entries) {
    const card = e.card
    let lastMinute = false
    if (e.notice <= LAST_MINUTE_HOURS) {
      let w = windows.get(card.timezone)
      if (!w) windows.set(card.timezone, (w = lastMinuteWindow(card.timezone, now)))
      if (w.from < index.from) return undefined
      lastMinute = isLastMinuteWithin(w, { minNoticeHours: e.notice, blackoutDates: blackoutsOf(index, e.id, w) })
    }
    out.push(summaryOf(index, e, card, lastMinute))
  }
  return out
}

/** The venue's blackouts in the window, from the index (the list blackoutsFromIndex makes). */
function blackoutsOf(index: CatalogueIndex, id: number, w: LastMinuteWindow): readonly string[] {
  let dates: string[] | undefined
  for (const date of datesBetween(w.from, w.to)) if (index.closedVenues.get(date)?.has(id)) (dates ??= []).push(date)
  return dates ?? NO_DATES
}

/**
 * toVenueSummary (venue-sql.ts) over the index: the same fields in the same order. The lists are the
 * index's own, frozen and shared between venues; answers only serialise them.
 */
function summaryOf(index: CatalogueIndex, e: Entry, card: IndexedCard, lastMinute: boolean): VenueSummary {
  return {
    id: e.id,
    slug: card.slug,
    name: card.name,
    location: card.location,
    citySlug: e.citySlug,
    rating: e.rating,
    reviewCount: e.reviewCount,
    imageUrl: card.imageUrl,
    type: e.type,
    serviceType: card.serviceType,
    minGuests: e.minGuests,
    maxGuests: e.maxGuests,
    pricePerPerson: e.price,
    cuisineTypes: card.cuisineTypes as string[],
    vibes: card.vibes as string[],
    dietary: card.dietary as string[],
    features: card.features as string[],
    lat: card.lat,
    lng: card.lng,
    lastMinute,
    description: descriptionOf(index, card),
    suggestedAddOns: card.suggestedAddOns as string[],
  }
}

/**
 * The summaries of the venues `ids`, in that order (ids that are not there are left out), as
 * venueSummariesByIds: from this generation's index when it is built, the others by id from the
 * database. Never starts a build of the index.
 */
export async function summariesByIds({
  db,
  ids,
  now = new Date(),
}: {
  db: Db
  ids: readonly number[]
  now?: Date
}): Promise<VenueSummary[]> {
  if (ids.length === 0) return []
  const index = await builtIndex(db)
  if (!index) return venueSummariesByIds({ db, ids, now })
  const known: Entry[] = []
  const rest: number[] = []
  for (const id of ids) {
    const e = index.byId.get(id)
    if (e) known.push(e)
    else rest.push(id)
  }
  const cards = cardsOfEntries(index, known, now)
  if (!cards) return venueSummariesByIds({ db, ids, now })
  if (rest.length === 0) return cards
  const byId = new Map(cards.map((c) => [c.id, c]))
  for (const s of await venueSummariesByIds({ db, ids: rest, now })) byId.set(s.id, s)
  return ids.flatMap((id) => byId.get(id) ?? [])
}
