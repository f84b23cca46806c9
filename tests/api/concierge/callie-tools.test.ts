// Callie's tools against the seeded catalogue and a few venues of our own: hard constraints hold,
// a semi-private area is never a private room, holds and blackouts count, prices are the proposals'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packageEstimate } from '~/domain/venues/planner-packages'
import { formatCents } from '~/domain/pricing/estimate'
import { addDaysToDate, dateInDays } from '~/domain/search-dates'
import { spaceHolds, venueBlackouts, venuePackages, venueSpaces } from '~/server/db/schema'
import { allInTool, availabilityTool, compareTool, freeDatesTool } from '~/server/concierge/tools/availability-tools'
import { CALLIE_TOOLS, createToolRunner, type ToolRunner } from '~/server/concierge/tools/callie-tools'
import { searchVenuesTool } from '~/server/concierge/tools/search-venues-tool'
import { policiesTool } from '~/server/concierge/tools/venue-tools'
import { emptyBrief } from '~/domain/concierge/callie-brief'
import { longDate } from '~/domain/concierge/recommend-venues'
import { createBuiltinEngine } from '~/server/concierge/engine-builtin'
import type { ConversationRecord } from '~/server/concierge/engine'
import { insertVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
let tools: ToolRunner
const date = dateInDays('America/Chicago', 20)
const id: Record<string, number> = {}
const pkg = {
  name: 'Harbour dinner',
  pricePerPersonCents: 9000,
  minimumSpendCents: 100000,
  roomFeeCents: 25000,
  serviceChargePct: 20,
  taxPct: 10.25,
  gratuityPct: 0,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
}

beforeAll(async () => {
  t = await createTestApp()
  tools = createToolRunner({ db: t.db, now: new Date() })
  const base = { citySlug: 'chicago', lat: 41.88, lng: -87.63, rating: 5, cuisines: ['Japanese'], minNoticeHours: 24 }
  id.semi = await insertVenue(t.db, {
    ...base,
    name: 'Zz Semi Hall',
    serviceType: 'Semi-Private',
    features: ['private-room'],
    maxGuests: 40,
  })
  id.rooms = await insertVenue(t.db, { ...base, name: 'Zz Two Rooms', maxGuests: 50, depositPct: 25 })
  const [room] = await t.db
    .insert(venueSpaces)
    .values({ venueId: id.rooms, name: 'The Den', kind: 'private_room', seatedCapacity: 20, standingCapacity: 25 })
    .returning({ id: venueSpaces.id })
  await t.db
    .insert(venueSpaces)
    .values({ venueId: id.rooms, name: 'The Floor', kind: 'semi_private', seatedCapacity: 50, standingCapacity: 60 })
  await t.db.insert(venuePackages).values({ ...pkg, spaceId: room.id })
  await t.db.insert(spaceHolds).values({
    spaceId: room.id,
    date,
    slot: 'evening',
    status: 'held',
    expiresAt: new Date(Date.now() + 86_400_000),
  })
})
afterAll(() => t?.close())

describe("Callie's tools", () => {
  it('are listed once each, read-only by name', () => {
    const names = CALLIE_TOOLS.map((tool) => tool.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual(expect.arrayContaining(['search_venues', 'check_availability', 'all_in_price']))
    expect(names.some((n) => /book|hold|charge|email/.test(n))).toBe(false)
  })

  it('search keeps to the city, the group, the dietary needs and the exclusions', async () => {
    const out = await tools.call(searchVenuesTool, {
      city: 'chicago',
      groupSize: 24,
      dietary: ['vegetarian'],
      excludeCuisines: ['Italian', 'Japanese'],
      limit: 10,
    })
    expect(out.city).toBe('Chicago, IL')
    expect(out.venues.length).toBeGreaterThan(0)
    for (const { venue } of out.venues) {
      expect(venue.location).toBe('Chicago, IL')
      expect(venue.minGuests).toBeLessThanOrEqual(24)
      expect(venue.maxGuests).toBeGreaterThanOrEqual(24)
      expect(venue.dietary).toContain('vegetarian')
      expect(venue.cuisineTypes).not.toContain('Italian')
      expect(venue.cuisineTypes).not.toContain('Japanese')
    }
  })

  it('never offers a semi-private venue as a private room', async () => {
    const out = await tools.call(searchVenuesTool, {
      city: 'Chicago',
      groupSize: 18,
      cuisines: ['Japanese'],
      mustHaves: ['private-room'],
      limit: 10,
    })
    expect(out.venues.map((v) => v.venue.id)).not.toContain(id.semi)
    const semi = await tools.call(availabilityTool, { venueId: id.semi, groupSize: 18, privateRoom: true })
    expect(semi.privateRoom.offered).toBe(false)
    expect(semi.available).toBe(false)
    expect(semi.reasons[0]).toBe('Zz Semi Hall has no private room (its service is semi-private)')
  })

  it('availability counts holds, and the semi-private floor is not the private room', async () => {
    const held = await tools.call(availabilityTool, { venueId: id.rooms, groupSize: 18, date, privateRoom: true })
    expect(held.available).toBe(false)
    expect(held.reasons[0]).toMatch(/^Its private room is taken on /)
    const floor = await tools.call(availabilityTool, { venueId: id.rooms, groupSize: 18, date })
    expect(floor.available).toBe(true)
    const tooBig = await tools.call(availabilityTool, {
      venueId: id.rooms,
      groupSize: 30,
      date: addDaysToDate(date, 1),
      privateRoom: true,
    })
    expect(tooBig.reasons).toEqual(['Its private room holds at most 25'])
  })

  it("free_dates checks every day as one date is, says why not for the others, and starts at the venue's today", async () => {
    await t.db.insert(venueBlackouts).values({ venueId: id.rooms, date: addDaysToDate(date, 1), reason: 'Staff party' })
    const from = addDaysToDate(date, -2)
    const to = addDaysToDate(date, 2)
    const days = [-2, -1, 0, 1, 2].map((n) => addDaysToDate(date, n))
    // In the private room: the held day and the closed day are not free.
    const room = await tools.call(freeDatesTool, { venueId: id.rooms, groupSize: 18, from, to, privateRoom: true })
    expect(room.venue.venue.id).toBe(id.rooms)
    expect(room.free).toEqual([days[0], days[1], days[4]])
    expect(room.notFree).toEqual([
      { date, reason: 'Its private room is taken' },
      { date: days[3], reason: 'Zz Two Rooms is closed' },
    ])
    // Anywhere: the semi-private floor holds the group on the held day, never on the closed one.
    const anywhere = await tools.call(freeDatesTool, { venueId: id.rooms, groupSize: 18, from, to })
    expect(anywhere.free).toEqual([days[0], days[1], date, days[4]])
    // The answers agree with check_availability's, day by day.
    for (const day of days) {
      const one = await tools.call(availabilityTool, { venueId: id.rooms, groupSize: 18, date: day, privateRoom: true })
      expect(room.free.includes(day)).toBe(one.available)
    }
    // Yesterday is left out; today and tomorrow are inside the venue's 24 hours' notice.
    const today = dateInDays('America/Chicago', 0)
    const soon = await tools.call(freeDatesTool, {
      venueId: id.rooms,
      groupSize: 18,
      from: addDaysToDate(today, -1),
      to: addDaysToDate(today, 1),
    })
    expect(soon.from).toBe(today)
    expect(soon.notFree.map((d) => d.date)).toContain(today)
    expect(soon.notFree.find((d) => d.date === today)?.reason).toBe("Zz Two Rooms needs 24 hours' notice")
  })

  it('free_dates refuses a stretch it cannot read, as an error the caller can act on', async () => {
    const ask = (input: object) => tools.run('free_dates', { venueId: id.rooms, groupSize: 18, ...input })
    expect(await ask({ from: '2027-01-01', to: '2027-05-01' })).toEqual({ ok: false, error: 'At most 62 days at once' })
    expect(await ask({ from: '2027-01-10', to: '2027-01-01' })).toEqual({
      ok: false,
      error: 'to must not be before from',
    })
    expect(await ask({ from: '2027-02-30', to: '2027-03-02' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Not a date on the calendar/),
    })
    expect(await tools.run('free_dates', { venueId: 999_999, groupSize: 18, from: date, to: date })).toEqual({
      ok: false,
      error: 'No venue 999999 in our catalogue',
    })
  })

  it("prices all in with the proposals' function", async () => {
    const out = await tools.call(allInTool, { venueId: id.rooms, groupSize: 12 })
    const { totals } = packageEstimate(pkg, 12)
    expect(out.quote).toMatchObject({
      packageName: 'Harbour dinner',
      total: formatCents(totals.totalCents),
      perGuest: formatCents(totals.perGuestCents),
    })
    expect(tools.grounding.prices).toContain(formatCents(totals.totalCents))
  })

  it('policies and comparison read the venue', async () => {
    const p = await tools.call(policiesTool, { venueId: id.rooms })
    expect(p.summary).toContain('Deposit: 25% when the booking is confirmed')
    const c = await tools.call(compareTool, { venueIds: [id.rooms, id.semi], groupSize: 18 })
    expect(c.rows.find((r) => r.label === 'Private room')?.values).toEqual([
      'Yes, up to 25',
      'No (shared or semi-private)',
    ])
  })

  it('ranks venues of a vibe she ruled out last, without leaving them out', async () => {
    const thai = { citySlug: 'chicago', lat: 41.88, lng: -87.63, rating: 5, cuisines: ['Thai'], minNoticeHours: 24 }
    const fancy = await insertVenue(t.db, { ...thai, name: 'Zz Fancy Thai', vibes: ['elegant'] })
    const easy = await insertVenue(t.db, { ...thai, name: 'Zz Easy Thai', vibes: ['casual'] })
    const ask = { city: 'Chicago', groupSize: 12, cuisines: ['Thai' as const] }
    const ids = (out: { venues: { venue: { id: number } }[] }) => out.venues.map((v) => v.venue.id)
    expect(ids(await tools.call(searchVenuesTool, ask))).toEqual([fancy, easy])
    const notFancy = await tools.call(searchVenuesTool, { ...ask, excludeVibes: ['Elegant & Upscale'] })
    expect(ids(notFancy)).toEqual([easy, fancy])
  })

  it("says which side of her per-person budget each card's all-in price is", async () => {
    const korean = { citySlug: 'chicago', lat: 41.88, lng: -87.63, cuisines: ['Korean'], minNoticeHours: 24 }
    // Both menus are in the premium band ($50–100); all in for 12, only the second's package is.
    const dear = await insertVenue(t.db, { ...korean, name: 'Zz Dear Korean', rating: 5, pricePerPerson: 80 })
    const fair = await insertVenue(t.db, { ...korean, name: 'Zz Fair Korean', rating: 4.5, pricePerPerson: 60 })
    for (const [venueId, pricePerPersonCents, roomFeeCents] of [
      [dear, 9000, 25000],
      [fair, 5000, 0],
    ]) {
      const [room] = await t.db
        .insert(venueSpaces)
        .values({ venueId, name: 'The Room', kind: 'private_room', seatedCapacity: 20, standingCapacity: 24 })
        .returning({ id: venueSpaces.id })
      await t.db
        .insert(venuePackages)
        .values({ ...pkg, name: 'Supper', pricePerPersonCents, roomFeeCents, minimumSpendCents: 0, spaceId: room.id })
    }
    const ask = { city: 'Chicago', groupSize: 12, cuisines: ['Korean' as const] }
    const names = (out: { venues: { venue: { name: string } }[] }) => out.venues.map((v) => v.venue.name)
    const out = await tools.call(searchVenuesTool, { ...ask, budget: 'premium' })
    // Ranked on their menu prices, both in the band: the better rated first.
    expect(names(out)).toEqual(['Zz Dear Korean', 'Zz Fair Korean'])
    const [dearCard, fairCard] = out.venues
    expect(Number(dearCard.allIn!.perGuest.replace(/[$,]/g, ''))).toBeGreaterThan(100)
    expect(dearCard.reason).toContain('above your budget, all in')
    expect(Number(fairCard.allIn!.perGuest.replace(/[$,]/g, ''))).toBeLessThanOrEqual(100)
    expect(fairCard.reason).toContain('within your budget, all in')

    // A venue without packages: its card shows the menu price, and the reason says where that falls.
    const plain = await insertVenue(t.db, { ...korean, name: 'Zz Plain Korean', rating: 4, pricePerPerson: 120 })
    const plainCard = (await tools.call(searchVenuesTool, { ...ask, budget: 'premium' })).venues.find(
      (c) => c.venue.id === plain,
    )!
    expect(plainCard.allIn).toBeNull()
    expect(plainCard.venue.pricePerPerson).toBe(120)
    expect(plainCard.reason).toContain('menu above your budget')
  })

  it('says which constraint emptied the search and offers the closest', async () => {
    const out = await tools.call(searchVenuesTool, {
      city: 'Chicago',
      groupSize: 18,
      cuisines: ['Japanese'],
      mustHaves: ['private-room'],
      date,
      dietary: [],
    })
    if (out.venues.some((v) => v.venue.id === id.rooms)) throw new Error('the held room was offered')
    const unknown = await tools.run('check_availability', { venueId: 999_999, groupSize: 10 })
    expect(unknown).toEqual({ ok: false, error: 'No venue 999999 in our catalogue' })
    const bad = await tools.run('search_venues', { city: 'Chicago', groupSize: 500 })
    expect(bad.ok).toBe(false)
  })
})

describe('the built-in engine', () => {
  it('asks one question, then shows venues with all-in prices, then answers about the second from data', async () => {
    const engine = createBuiltinEngine({ db: t.db })
    const convo: ConversationRecord = { id: 'x', status: 'callie', brief: emptyBrief(), context: null, messages: [] }
    let n = 0
    const turn = async (text: string) => {
      const r = await engine.turn({
        conversation: convo,
        text,
        tools,
        signal: new AbortController().signal,
        now: new Date(),
      })
      convo.brief = r.brief
      for (const m of r.messages)
        convo.messages.push({
          id: ++n,
          author: 'callie',
          authorName: null,
          text: m.text,
          createdAt: '',
          parts: m.parts,
        })
      return r.messages
    }
    const [q] = await turn('Japanese dinner for 18 in Chicago')
    expect(q.parts[0]).toMatchObject({ type: 'question', slot: 'date' })
    const [found] = await turn(`on ${longDate(date)}`)
    const venues = found.parts.find((p) => p.type === 'venues')
    if (venues?.type !== 'venues') throw new Error(found.text)
    expect(venues.venues.every((c) => c.venue.cuisineTypes.includes('Japanese'))).toBe(true)
    expect(venues.venues.find((c) => c.venue.id === id.rooms)?.allIn?.total).toMatch(/^\$[\d,]+\.\d{2}$/)
    const [answer] = await turn('does the second one have a private room for 18?')
    const part = answer.parts[0]
    if (part.type !== 'venue-answer') throw new Error(answer.text)
    expect(part.venue.venue.id).toBe(venues.venues[1].venue.id)
    expect(part.facts[0].label).toBe('Private room for 18')
    const [nonsense] = await turn('asdf qwerty zzz')
    expect(nonsense.text).toMatch(/^Sorry, I didn't catch that/)
    expect(convo.brief.groupSize).toBe(18)
  })
})
