// What the catalogue says, read straight from the database and checked here in plain code rather
// than through the search's own SQL: whether a venue Callie recommends keeps every hard constraint
// of the brief, whether "nothing fits" is true, whether a venue has a private room for a group, and
// whether every venue and price she shows came from a tool in the conversation.
import { and, eq, inArray } from 'drizzle-orm'
import type { CallieBrief } from '~/domain/concierge/callie-brief'
import type { Part } from '~/domain/concierge/conversation-api'
import type { Grounding } from '~/domain/concierge/grounding'
import { startTimeOf } from '~/domain/concierge/preferences'
import { DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import { hoursUntil } from '~/domain/time'
import { slotOf } from '~/domain/venues/spaces'
import type { Db } from '~/server/db/client'
import { cities, spaceBlackouts, spaceHolds, venueBlackouts, venues, venueSpaces } from '~/server/db/schema'

/** The hard constraints a recommendation must keep. */
export const HARD_CONSTRAINTS = ['city', 'capacity', 'date', 'cuisines', 'dietary', 'mustHaves', 'exclusions'] as const
export type HardConstraint = (typeof HARD_CONSTRAINTS)[number]
/** What a "closest alternative" may differ in, said in its differences; never the rest. */
const TRADEABLE: readonly HardConstraint[] = ['date', 'cuisines', 'mustHaves']

type VenueRow = {
  id: number
  city: string
  listed: boolean
  timezone: string
  minGuests: number
  maxGuests: number
  cuisines: string[]
  dietary: string[]
  features: string[]
  serviceType: string
  minNoticeHours: number
  pricePerPerson: number
}

type SpaceRow = { venueId: number; id: number; kind: string; capacity: number }

export type CatalogueTruth = ReturnType<typeof catalogueTruth>

/** Checks over one database at one instant; venue rows are read once and kept. */
export function catalogueTruth(db: Db, now: Date) {
  const rows = new Map<number, VenueRow>()
  const spaces = new Map<number, SpaceRow[]>()

  async function load(ids: readonly number[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !rows.has(id))
    if (!missing.length) return
    const found = await db
      .select({
        id: venues.id,
        cityName: cities.name,
        state: cities.state,
        status: venues.status,
        cityStatus: cities.status,
        timezone: cities.timezone,
        minGuests: venues.minGuests,
        maxGuests: venues.maxGuests,
        cuisines: venues.cuisines,
        dietary: venues.dietary,
        features: venues.features,
        serviceType: venues.serviceType,
        minNoticeHours: venues.minNoticeHours,
        pricePerPerson: venues.pricePerPerson,
      })
      .from(venues)
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
      .where(inArray(venues.id, missing))
    for (const r of found)
      rows.set(r.id, {
        ...r,
        city: `${r.cityName}, ${r.state}`,
        listed: r.status === 'active' && r.cityStatus === 'active',
      })
    const spaceRows = await db
      .select({
        venueId: venueSpaces.venueId,
        id: venueSpaces.id,
        kind: venueSpaces.kind,
        seated: venueSpaces.seatedCapacity,
        standing: venueSpaces.standingCapacity,
      })
      .from(venueSpaces)
      .where(inArray(venueSpaces.venueId, missing))
    for (const id of missing) spaces.set(id, [])
    for (const s of spaceRows) spaces.get(s.venueId)!.push({ ...s, capacity: Math.max(s.seated, s.standing) })
  }

  /** Spaces of the venue free on the date at the time: not blacked out, not held or booked. */
  async function freeSpaces(venueId: number, date: string | undefined, time: string): Promise<SpaceRow[]> {
    const all = spaces.get(venueId) ?? []
    if (!date || !all.length) return all
    const ids = all.map((s) => s.id)
    const closed = await db
      .select({ id: spaceBlackouts.spaceId })
      .from(spaceBlackouts)
      .where(and(inArray(spaceBlackouts.spaceId, ids), eq(spaceBlackouts.date, date)))
    const held = await db
      .select({ id: spaceHolds.spaceId, status: spaceHolds.status, expiresAt: spaceHolds.expiresAt })
      .from(spaceHolds)
      .where(and(inArray(spaceHolds.spaceId, ids), eq(spaceHolds.date, date), eq(spaceHolds.slot, slotOf(time))))
    const taken = new Set([
      ...closed.map((c) => c.id),
      ...held
        .filter((h) => h.status === 'booked' || (h.status === 'held' && h.expiresAt !== null && h.expiresAt > now))
        .map((h) => h.id),
    ])
    return all.filter((s) => !taken.has(s.id))
  }

  const timeOf = (b: CallieBrief) =>
    b.time ? startTimeOf({ time: b.time, exactTime: b.exactTime }) : DEFAULT_SEARCH_TIME

  /** Whether the venue has a room for the group alone (never a semi-private area), free on the date. */
  async function hasPrivateRoom(venueId: number, groupSize: number, date?: string, time = DEFAULT_SEARCH_TIME) {
    await load([venueId])
    const v = rows.get(venueId)
    if (!v) return false
    if (!(spaces.get(venueId) ?? []).length)
      return v.features.includes('private-room') && v.serviceType !== 'Semi-Private'
    return (await freeSpaces(venueId, date, time)).some((s) => s.kind !== 'semi_private' && s.capacity >= groupSize)
  }

  /** The hard constraints of the brief the venue breaks (empty: it keeps them all). */
  async function breaks(
    venueId: number,
    brief: CallieBrief,
    { alternative = false }: { alternative?: boolean } = {},
  ): Promise<HardConstraint[]> {
    await load([venueId])
    const v = rows.get(venueId)
    if (!v) return ['city']
    const size = brief.groupSize
    const time = timeOf(brief)
    const broken: HardConstraint[] = []
    if (!v.listed || (brief.location && v.city !== brief.location)) broken.push('city')
    if (size !== undefined && (v.minGuests > size || v.maxGuests < size)) broken.push('capacity')
    if (brief.date) {
      const closed = await db
        .select({ date: venueBlackouts.date })
        .from(venueBlackouts)
        .where(and(eq(venueBlackouts.venueId, v.id), eq(venueBlackouts.date, brief.date)))
      const notice = hoursUntil(brief.date, time, v.timezone, now) >= v.minNoticeHours
      const all = spaces.get(v.id) ?? []
      const open = !all.length || (await freeSpaces(v.id, brief.date, time)).some((s) => s.capacity >= (size ?? 0))
      if (closed.length || !notice || !open) broken.push('date')
    }
    if (brief.cuisines?.length && !brief.cuisines.some((c) => v.cuisines.includes(c))) broken.push('cuisines')
    if ((brief.dietaryRestrictions ?? []).some((d) => !v.dietary.includes(d))) broken.push('dietary')
    const features = brief.mustHaves.filter((f) => f !== 'private-room')
    const privateRoom = brief.mustHaves.includes('private-room')
    if (
      features.some((f) => !v.features.includes(f)) ||
      (privateRoom && !(await hasPrivateRoom(v.id, size ?? 0, brief.date, time)))
    )
      broken.push('mustHaves')
    if (
      brief.exclusions.cuisines.some((c) => v.cuisines.includes(c)) ||
      brief.exclusions.features.some((f) => v.features.includes(f))
    )
      broken.push('exclusions')
    return alternative ? broken.filter((c) => !TRADEABLE.includes(c)) : broken
  }

  /** Every listed venue of the brief's city that keeps all its hard constraints. */
  async function venuesThatFit(brief: CallieBrief): Promise<number[]> {
    if (!brief.location) return []
    const all = await db
      .select({ id: venues.id, cityName: cities.name, state: cities.state })
      .from(venues)
      .innerJoin(cities, eq(cities.slug, venues.citySlug))
      .where(and(eq(venues.status, 'active'), eq(cities.status, 'active')))
    const inCity = all.filter((v) => `${v.cityName}, ${v.state}` === brief.location).map((v) => v.id)
    await load(inCity)
    const fit: number[] = []
    for (const id of inCity) if (!(await breaks(id, brief)).length) fit.push(id)
    return fit
  }

  /** Prices without cents a reply may quote: a grounded venue's "from $N per person". */
  async function listedPrices(ids: readonly number[]): Promise<string[]> {
    await load(ids)
    return ids.flatMap((id) => (rows.has(id) ? [`$${rows.get(id)!.pricePerPerson}`] : []))
  }

  return { breaks, venuesThatFit, hasPrivateRoom, listedPrices }
}

const MONEY = /\$\d[\d,]*(?:\.\d{2})?/g

/** Every venue id a part shows or acts on. */
export function venueIdsOf(p: Part): number[] {
  switch (p.type) {
    case 'venues':
    case 'comparison':
      return p.venues.map((c) => c.venue.id)
    case 'venue-answer':
      return [p.venue.venue.id]
    case 'no-match':
      return p.alternatives.map((a) => a.venue.venue.id)
    case 'actions':
      return p.actions.flatMap((a) => a.venueIds)
    case 'question':
      return []
  }
}

/** Every amount of money a message says, in its words or its parts. */
export function pricesOf(text: string, parts: readonly Part[]): string[] {
  const words: string[] = [text]
  for (const p of parts) {
    const cards =
      p.type === 'venues' || p.type === 'comparison'
        ? p.venues
        : p.type === 'venue-answer'
          ? [p.venue]
          : p.type === 'no-match'
            ? p.alternatives.map((a) => a.venue)
            : []
    for (const c of cards) if (c.allIn) words.push(c.allIn.perGuest, c.allIn.total)
    if (p.type === 'venue-answer') words.push(...p.facts.map((f) => f.value))
    if (p.type === 'comparison') words.push(...p.rows.flatMap((r) => r.values))
    if (p.type === 'no-match') words.push(...p.reasons, ...p.alternatives.flatMap((a) => a.differences))
  }
  return words.flatMap((w) => w.match(MONEY) ?? [])
}

/**
 * What a message shows that no tool returned in the conversation: venue ids outside the grounding,
 * and amounts that are neither a price a tool computed, a grounded venue's listed price per person,
 * nor an amount the planner said herself.
 */
export function notFromATool(
  message: { text: string; parts: readonly Part[] },
  grounding: Readonly<Grounding>,
  alsoAllowed: readonly string[],
): string[] {
  const ids = [...new Set(message.parts.flatMap(venueIdsOf))].filter((id) => !grounding.venueIds.includes(id))
  const prices = [...new Set(pricesOf(message.text, message.parts))].filter(
    (p) => !grounding.prices.includes(p) && !alsoAllowed.includes(p),
  )
  return [...ids.map((id) => `venue ${id}`), ...prices.map((p) => `price ${p}`)]
}
