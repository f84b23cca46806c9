// The search over the in-process catalogue index gives the answers the SQL search gave (the
// reference, tests/support/search-sql-reference.ts): the same venues in the same order, the same
// totals and capped flags, the same relaxations, the same errors, on seeded random catalogues
// (venues, their blackouts, spaces, space blackouts, of the whole day or one slot, and holds live,
// expired and released) and seeded random criteria over every filter, order and page.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { City } from '~/domain/cities'
import { cityLabel } from '~/domain/cities'
import { DIETARY_IDS, EXPERIENCE_SLUGS, FEATURE_IDS, VIBE_IDS } from '~/domain/options'
import { normaliseCriteria, type SearchCriteria } from '~/domain/search/search-criteria'
import { SEARCH_SORT_IDS } from '~/domain/search/search-constants'
import { dateInDays } from '~/domain/search-dates'
import { mulberry32, type Rng } from '~/server/db/seed/seeded-random'
import { VENUE_TYPE_IDS } from '~/domain/venue-types'
import { HOLD_STATUSES } from '~/domain/bookings/holds'
import { SLOTS, SPACE_KINDS, type Slot } from '~/domain/venues/spaces'
import { CONSTRAINT_IDS } from '~/domain/concierge/callie-tools-api'
import { findAskIds, type SearchAsk } from '~/server/concierge/tools/search-filter'
import { spaceBlackouts, spaceHolds, venueBlackouts, venueSpaces, venues } from '~/server/db/schema'
import { catalogueChanged } from '~/server/lib/catalogue-generation'
import { listCities } from '~/server/venues/list-cities'
import { indexReading } from '~/server/venues/search-catalogue'
import { searchVenues } from '~/server/venues/search-venues'
import { searchCondition } from '../../support/callie-search-sql-reference'
import { searchVenuesSql } from '../../support/search-sql-reference'
import { clearVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

// 2 catalogues × 200 searches on each back end, each back end with its own seeds, so CI (which runs
// both) compares 4 different catalogues; each search also checks Callie's tool against its SQL. More
// with the variables.
const CATALOGUES = Number(process.env.EQUIVALENCE_CATALOGUES ?? 2)
const SEARCHES = Number(process.env.EQUIVALENCE_SEARCHES ?? 200)
const ON_POSTGRES = process.env.TEST_DB === 'postgres'
const SEED = ON_POSTGRES ? 3200 : 3100
/** The first of the catalogue's cities: PostgreSQL's catalogues are of other cities. */
const FIRST_CITY = ON_POSTGRES ? 2 : 0
const VENUES = 160

const CUISINES_TRIED = ['Italian', 'Japanese', 'Mexican', 'Seafood', 'Indian']
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1))
const some = <T>(rng: Rng, xs: readonly T[], p: number): T[] => xs.filter(() => rng() < p)

let t: TestContext
let cities: City[]
const BATCH = indexReading.batch
beforeAll(async () => {
  t = await createTestApp()
  cities = await listCities({ db: t.db })
  // The index reads the catalogue in batches: here of 7 venues, so each catalogue crosses a few dozen.
  indexReading.batch = 7
})
afterAll(async () => {
  indexReading.batch = BATCH
  await t.close()
})

/** A catalogue in a few cities (one of them, when there is one, coming soon), with ties in every order. */
async function randomCatalogue(rng: Rng, among: City[], now: Date) {
  await clearVenues(t.db)
  const rows = Array.from({ length: VENUES }, (_, i) => {
    const city = pick(rng, among)
    const minGuests = int(rng, 1, 30)
    return {
      slug: `zz-eq-${i}`,
      name: `Equivalence ${i}`,
      citySlug: city.slug,
      address: '1 Test Street',
      lat: city.lat,
      lng: city.lng,
      type: pick(rng, VENUE_TYPE_IDS),
      serviceType: pick(rng, ['Private Dining', 'Semi-Private', 'Full Buyout']),
      cuisines: some(rng, CUISINES_TRIED, 0.3),
      minGuests,
      maxGuests: int(rng, minGuests, 90),
      pricePerPerson: pick(rng, [20, 45, 75, 100, 150, 220, 300]),
      minNoticeHours: pick(rng, [0, 12, 24, 48, 49, 72, 168]),
      rating: pick(rng, [0, 3.5, 4, 4.3, 4.8, 5]),
      reviewCount: pick(rng, [0, 3, 12]),
      status: rng() < 0.85 ? ('active' as const) : ('archived' as const),
      vibes: some(rng, VIBE_IDS, 0.3),
      dietary: some(rng, DIETARY_IDS, 0.4),
      features: some(rng, FEATURE_IDS, 0.35),
      experiences: some(rng, EXPERIENCE_SLUGS, 0.25),
    }
  })
  const ids = (await t.db.insert(venues).values(rows).returning({ id: venues.id, citySlug: venues.citySlug })).map(
    (r) => ({ id: r.id, timezone: among.find((c) => c.slug === r.citySlug)!.timezone }),
  )
  const day = (tz: string) => dateInDays(tz, int(rng, 0, 6))
  // A closure of the whole day, or of one slot (a synced calendar busy then).
  const closure = () => pick(rng, [null, null, ...SLOTS])
  const blackouts = new Map<string, { venueId: number; date: string; slot: Slot | null }>()
  for (const v of ids)
    for (let k = int(rng, -3, 2); k > 0; k--) {
      const date = day(v.timezone)
      blackouts.set(`${v.id} ${date}`, { venueId: v.id, date, slot: closure() })
    }
  if (blackouts.size) await t.db.insert(venueBlackouts).values([...blackouts.values()])
  const spaceRows = ids.flatMap((v) =>
    rng() < 0.4
      ? Array.from({ length: int(rng, 1, 3) }, (_, k) => ({
          venueId: v.id,
          name: `Room ${k}`,
          kind: pick(rng, SPACE_KINDS),
          seatedCapacity: int(rng, 4, 60),
          standingCapacity: int(rng, 0, 80),
          timezone: v.timezone,
        }))
      : [],
  )
  if (spaceRows.length) {
    const spaces = await t.db
      .insert(venueSpaces)
      .values(spaceRows.map(({ timezone: _, ...s }) => s))
      .returning({ id: venueSpaces.id })
    const closed = new Map<string, { spaceId: number; date: string; slot: Slot | null }>()
    const holds = new Map<string, typeof spaceHolds.$inferInsert>()
    spaces.forEach((s, i) => {
      const tz = spaceRows[i].timezone
      for (let k = int(rng, -2, 2); k > 0; k--) {
        const date = day(tz)
        closed.set(`${s.id} ${date}`, { spaceId: s.id, date, slot: closure() })
      }
      for (let k = int(rng, -1, 3); k > 0; k--) {
        const status = pick(rng, HOLD_STATUSES)
        const hold = {
          spaceId: s.id,
          date: day(tz),
          slot: pick(rng, SLOTS),
          status,
          // Live, expired an hour ago, or none (booked).
          expiresAt: status === 'booked' ? null : new Date(now.getTime() + pick(rng, [-3_600_000, 3_600_000])),
        }
        // One live hold per slot (the partial unique index); dead ones are many.
        const key = status === 'held' || status === 'booked' ? `${s.id} ${hold.date} ${hold.slot}` : `${holds.size}`
        holds.set(key, hold)
      }
    })
    if (closed.size) await t.db.insert(spaceBlackouts).values([...closed.values()])
    if (holds.size) await t.db.insert(spaceHolds).values([...holds.values()])
  }
  await t.db.execute(sql`analyze`)
  await catalogueChanged(t.db)
}

function randomCriteria(rng: Rng, among: City[]): SearchCriteria {
  const city = pick(rng, among)
  const c: SearchCriteria = {}
  const where = rng()
  if (where < 0.8) c.location = cityLabel(city)
  else if (where < 0.85) c.location = 'Springfield, XX'
  if (rng() < 0.6) {
    c.date = dateInDays(city.timezone, int(rng, 0, 6))
    if (rng() < 0.7) c.time = pick(rng, ['9:00 AM', '12:00 PM', '4:30 PM', '5:00 PM', '7:30 PM', '11:00 PM'])
  }
  if (rng() < 0.7) c.guests = int(rng, 1, 80)
  if (rng() < 0.3) {
    const lo = pick(rng, [0, 25, 50, 100, 150])
    c.budget = [lo, lo + pick(rng, [0, 50, 100, 400])]
  }
  if (rng() < 0.2) c.vibe = pick(rng, VIBE_IDS)
  if (rng() < 0.25) c.dietary = some(rng, DIETARY_IDS, 0.3)
  if (rng() < 0.25) c.features = some(rng, FEATURE_IDS, 0.25)
  if (rng() < 0.15) c.experienceType = pick(rng, EXPERIENCE_SLUGS)
  if (rng() < 0.15) c.type = pick(rng, VENUE_TYPE_IDS)
  if (rng() < 0.15) c.lastMinute = true
  if (rng() < 0.5) c.sort = pick(rng, SEARCH_SORT_IDS)
  c.limit = pick(rng, [3, 5, 20])
  if (rng() < 0.3) c.offset = c.limit * int(rng, 1, 4)
  return normaliseCriteria(c)
}

/** A brief as Callie's search tool gets it, over every hard constraint. */
function randomAsk(rng: Rng, among: City[], now: Date): SearchAsk {
  const city = pick(rng, among)
  return {
    city,
    now,
    groupSize: int(rng, 1, 80),
    date: rng() < 0.7 ? dateInDays(city.timezone, int(rng, 0, 6)) : undefined,
    time: pick(rng, ['12:00 PM', '7:00 PM', '9:30 PM']),
    cuisines: rng() < 0.3 ? some(rng, CUISINES_TRIED, 0.4) : undefined,
    excludeCuisines: rng() < 0.2 ? some(rng, CUISINES_TRIED, 0.3) : undefined,
    mustHaves: rng() < 0.4 ? some(rng, FEATURE_IDS, 0.15) : undefined,
    excludeFeatures: rng() < 0.15 ? some(rng, FEATURE_IDS, 0.15) : undefined,
    dietary: rng() < 0.2 ? some(rng, DIETARY_IDS, 0.3) : undefined,
  }
}

/** The SQL tool's answer: up to 200 ids best rated first, and the count up to 51 without some constraints. */
async function askSql(ask: SearchAsk, without: readonly (typeof CONSTRAINT_IDS)[number][]) {
  const where = sql`${searchCondition(ask, without)}`
  const rows = (await t.db.execute(
    sql`select ${venues.id} as id from ${venues} where ${where} order by ${venues.rating} desc nulls last, ${venues.id} limit 200`,
  )) as unknown as { rows: { id: number }[] } | { id: number }[]
  return ('rows' in rows ? rows.rows : rows).map((r) => Number(r.id))
}

const answer = (search: Promise<unknown>) =>
  search.then(
    (value) => ({ value }),
    (err: Error) => ({ error: err.message }),
  )

describe('search over the catalogue index', () => {
  it(`answers as the SQL search did: ${CATALOGUES} random catalogues × ${SEARCHES} random searches`, async () => {
    const active = cities.filter((c) => c.status === 'active')
    const comingSoon = cities.filter((c) => c.status === 'coming_soon')
    let found = 0
    let relaxed = 0
    for (let k = 0; k < CATALOGUES; k++) {
      const rng = mulberry32(SEED + k)
      const among = [...active.slice(FIRST_CITY + k, FIRST_CITY + k + 3), ...comingSoon.slice(0, 1)]
      const now = new Date()
      await randomCatalogue(rng, among, now)
      for (let i = 0; i < SEARCHES; i++) {
        const criteria = randomCriteria(rng, among)
        const expected = await answer(searchVenuesSql({ db: t.db, criteria, now }))
        const actual = await answer(searchVenues({ db: t.db, criteria, now }))
        expect(actual, JSON.stringify(criteria)).toEqual(expected)
        const value = (expected as { value?: { total: number; relaxations?: unknown[] } }).value
        if (value?.total) found++
        if (value?.relaxations?.length) relaxed++
      }
    }
    // Callie's search tool over the same catalogue (the last one): every constraint, and each left out.
    let asked = 0
    let matched = 0
    const rng = mulberry32(SEED + 1000)
    const now = new Date()
    const ctx = { db: t.db, now }
    for (let i = 0; i < SEARCHES; i++) {
      const last = FIRST_CITY + CATALOGUES - 1
      const ask = randomAsk(rng, active.slice(last, last + 3), now)
      const without = rng() < 0.3 ? [pick(rng, CONSTRAINT_IDS)] : []
      const expected = await askSql(ask, without)
      const { ids, counted } = await findAskIds(ctx, ask, { without, limit: 200, countUpTo: 50 })
      expect(ids, JSON.stringify({ ask: { ...ask, city: ask.city.slug }, without })).toEqual(expected)
      expect(counted).toBe(expected.length)
      asked++
      if (expected.length) matched++
    }
    expect(matched).toBeGreaterThan(asked * 0.2)
    expect(matched).toBeLessThan(asked)
    // The criteria reach both sides of every branch: some searches find venues, some only relaxations.
    expect(found).toBeGreaterThan(CATALOGUES * SEARCHES * 0.2)
    expect(relaxed).toBeGreaterThan(CATALOGUES * SEARCHES * 0.05)
    // Two searches per criteria, thousands of queries: a few seconds on a quiet machine, minutes on a loaded one.
  }, 600_000)
})
