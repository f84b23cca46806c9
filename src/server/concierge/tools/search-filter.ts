// The search tool's filter over the catalogue index (src/server/venues/search-index.ts): the
// search's own conditions (listed, capacity, availability, spaces open) plus what a brief adds:
// cuisines wanted, cuisines and features excluded, a private room that truly is one. Each hard
// constraint is one predicate, so a search that finds nothing can say which of them emptied it.
// The same answers as the SQL it replaced (tests/support/callie-search-sql-reference.ts):
// tests/api/search/search-equivalence.test.ts compares them on random catalogues and asks.
import type { City } from '~/domain/cities'
import { CONSTRAINT_IDS, type ConstraintId } from '~/domain/concierge/callie-tools-api'
import { hoursUntil } from '~/domain/time'
import { slotOf } from '~/domain/venues/spaces'
import { dietaryBits, featureBits, type Entry } from '../../venues/search-catalogue'
import { catalogueIndex, dayStateOf, minuteOf, someSpaceFree, venueOpenOn } from '../../venues/search-index'
import { columnsOf, scanColumns, type CheapFilter } from '../../venues/search-columns'
import type { ToolContext } from './tool'

export type SearchAsk = {
  city: City
  now: Date
  groupSize: number
  date?: string
  time: string
  cuisines?: readonly string[]
  excludeCuisines?: readonly string[]
  mustHaves?: readonly string[]
  excludeFeatures?: readonly string[]
  dietary?: readonly string[]
}

type Test = (e: Entry) => boolean
const PRIVATE_ROOM = featureBits(['private-room'])

/** Each hard constraint of the ask as a predicate (undefined: not asked). */
async function constraintTests(ctx: ToolContext, ask: SearchAsk): Promise<Record<ConstraintId, Test | undefined>> {
  const index = await catalogueIndex(ctx.db)
  const g = ask.groupSize
  const codes = (names: readonly string[] | undefined) =>
    new Set((names ?? []).flatMap((n) => index.cuisineCode.get(n) ?? []))
  const features = featureBits((ask.mustHaves ?? []).filter((f) => f !== 'private-room'))
  const wantsPrivate = ask.mustHaves?.includes('private-room') ?? false
  const dietary = dietaryBits(ask.dietary)
  const slot = slotOf(ask.time)
  let date: Test | undefined
  let privateRoom: Test | undefined
  if (ask.date) {
    const hoursAhead = hoursUntil(ask.date, ask.time, ask.city.timezone, ask.now)
    // The search's rule counts a hold live until the minute after it expires; the private-room rule
    // until the instant it does (both as the SQL had them).
    const [day, exact] = await Promise.all([
      dayStateOf(ctx.db, ask.date, minuteOf(ask.now)),
      wantsPrivate ? dayStateOf(ctx.db, ask.date, ask.now.getTime()) : undefined,
    ])
    date = (e) =>
      e.notice <= hoursAhead &&
      venueOpenOn(day, e.id, slot) &&
      (e.spaces.length === 0 || someSpaceFree(e.spaces, day, g, slot))
    if (exact) privateRoom = (e) => someSpaceFree(e.spaces, exact, g, slot, (s) => !s.semiPrivate)
  }
  const hasPrivateRoom: Test = (e) =>
    e.spaces.length === 0
      ? (e.features & PRIVATE_ROOM) !== 0 && !e.semiPrivateService
      : privateRoom
        ? privateRoom(e)
        : e.spaces.some((s) => !s.semiPrivate && s.capacity >= g)
  const wanted = codes(ask.cuisines)
  const excluded = codes(ask.excludeCuisines)
  const excludedFeatures = featureBits(ask.excludeFeatures)
  return {
    capacity: (e) => e.minGuests <= g && e.maxGuests >= g,
    date,
    cuisines: ask.cuisines?.length ? (e) => e.cuisines.some((c) => wanted.has(c)) : undefined,
    dietary: ask.dietary?.length ? (e) => (e.dietary & dietary) === dietary : undefined,
    mustHaves:
      features || wantsPrivate
        ? (e) => (e.features & features) === features && (!wantsPrivate || hasPrivateRoom(e))
        : undefined,
    exclusions:
      ask.excludeCuisines?.length || ask.excludeFeatures?.length
        ? (e) => !e.cuisines.some((c) => excluded.has(c)) && (e.features & excludedFeatures) === 0
        : undefined,
  }
}

/** Which hard constraints the ask has (capacity always). */
export async function askedConstraints(ctx: ToolContext, ask: SearchAsk): Promise<ConstraintId[]> {
  const tests = await constraintTests(ctx, ask)
  return CONSTRAINT_IDS.filter((c) => tests[c] !== undefined)
}

/**
 * The venues of the ask's city that pass every hard constraint but those `without`, best rated
 * first (ties by id): the first `limit` ids, and how many match up to `countUpTo + 1`.
 */
export async function findAskIds(
  ctx: ToolContext,
  ask: SearchAsk,
  { without = [], limit, countUpTo = 0 }: { without?: readonly ConstraintId[]; limit: number; countUpTo?: number },
): Promise<{ ids: number[]; counted: number }> {
  const [index, tests] = await Promise.all([catalogueIndex(ctx.db), constraintTests(ctx, ask)])
  const asked = CONSTRAINT_IDS.filter((c) => !without.includes(c) && tests[c] !== undefined)
  // Capacity and the dietary and feature masks are read from the city list's columns
  // (search-columns.ts) before any entry is looked at; the rest of the tests run on those that pass.
  const cheap = cheapChecks(ask, asked)
  const rest = asked.flatMap((c) => (cheap.covers.has(c) ? [] : [tests[c]!]))
  const venues = ask.city.status === 'active' ? (index.byCity.get(ask.city.slug)?.recommended ?? []) : []
  const ids: number[] = []
  const stopAt = Math.max(limit, countUpTo + 1)
  let counted = 0
  scanColumns(columnsOf(venues), cheap.filter, (e) => {
    for (let i = 0; i < rest.length; i++) if (!rest[i](e)) return true
    if (counted < limit) ids.push(e.id)
    return ++counted < stopAt
  })
  return { ids, counted }
}

/**
 * The asked constraints the columns' scan decides by itself (capacity, dietary), and the filter it
 * scans with: those, and the must-haves' feature mask as a first sieve (the must-haves' own test,
 * a private room included, still runs on the entries that pass).
 */
function cheapChecks(ask: SearchAsk, asked: readonly ConstraintId[]) {
  const covers = new Set<ConstraintId>()
  const capacity = asked.includes('capacity')
  if (capacity) covers.add('capacity')
  let dietary = 0
  if (asked.includes('dietary')) {
    dietary = dietaryBits(ask.dietary)
    covers.add('dietary')
  }
  const features = asked.includes('mustHaves')
    ? featureBits((ask.mustHaves ?? []).filter((f) => f !== 'private-room'))
    : 0
  const filter: CheapFilter = {
    guests: capacity ? ask.groupSize : undefined,
    low: -Infinity,
    high: Infinity,
    vibes: 0,
    dietary,
    features,
    experiences: 0,
    type: undefined,
  }
  return { covers, filter }
}
