// Follow-ups to a list of venues, over HTTP with the built-in engine: "which has the best reviews?",
// "can I see the menu for the first one?", "and what if we cancel?" after it, and "something cheaper",
// each answered from the tools' data (ratings, packages, policies, a new search).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConversationView } from '~/domain/concierge/conversation-api'
import { longDate } from '~/domain/concierge/recommend-venues'
import { dateInDays } from '~/domain/search-dates'
import { venuePackages, venueSpaces } from '~/server/db/schema'
import { insertVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'
import { callieCalls, partOf, type Caller } from '../support/callie-helpers'

let t: TestContext
const date = dateInDays('America/Chicago', 30)
const id: Record<string, number> = {}
const { start, turn } = callieCalls(() => t.app)

beforeAll(async () => {
  t = await createTestApp()
  const base = { citySlug: 'chicago', lat: 41.88, lng: -87.63, minNoticeHours: 24, maxGuests: 60, cuisines: ['Thai'] }
  id.lotus = await insertVenue(t.db, { ...base, name: 'Zt Lotus', rating: 4.5, reviewCount: 300, pricePerPerson: 120 })
  id.basil = await insertVenue(t.db, { ...base, name: 'Zt Basil', rating: 4.9, reviewCount: 40, pricePerPerson: 140 })
  id.mango = await insertVenue(t.db, { ...base, name: 'Zt Mango', rating: 4.9, reviewCount: 90, pricePerPerson: 160 })
  const [room] = await t.db
    .insert(venueSpaces)
    .values({ venueId: id.lotus, name: 'Lotus Room', kind: 'private_room', seatedCapacity: 40, standingCapacity: 50 })
    .returning({ id: venueSpaces.id })
  await t.db.insert(venuePackages).values({
    spaceId: room.id,
    name: 'Bangkok feast',
    included: ['Six sharing plates', 'Jasmine tea'],
    pricePerPersonCents: 6500,
    minimumSpendCents: 0,
    roomFeeCents: 0,
    serviceChargePct: 20,
    taxPct: 10,
    gratuityPct: 0,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  })
})
afterAll(() => t?.close())

describe('follow-ups to a list of venues', () => {
  it('ranks by reviews, shows a menu, answers a policy about the venue just discussed, and searches cheaper', async () => {
    const me: Caller = {}
    const convo: ConversationView = (
      await start(me, { text: `Thai dinner for 30 in Chicago on ${longDate(date)}` })
    ).json()
    const listed = convo.messages.flatMap((m) => m.parts).find((p) => p.type === 'venues')
    expect(listed?.type === 'venues' && listed.venues.map((c) => c.venue.name).sort()).toEqual([
      'Zt Basil',
      'Zt Lotus',
      'Zt Mango',
    ])

    const best = await turn(me, convo.id, 'Which one has the best reviews?')
    expect(best.added.at(-1)!.text).toBe(
      'Zt Mango has the best reviews: 4.9 from 90 reviews. Then Zt Basil (4.9 from 40 reviews) and Zt Lotus (4.5 from 300 reviews).',
    )
    expect(partOf(best, 'venues')!.venues.map((c) => c.venue.id)).toEqual([id.mango, id.basil, id.lotus])

    const menu = await turn(me, convo.id, 'can I see the menu at Zt Lotus?')
    expect(menu.added.at(-1)!.text).toBe(
      'Zt Lotus lists one set menu with us: Bangkok feast ($65.00 per person). Our concierge team can get you the full menu.',
    )
    expect(partOf(menu, 'venue-answer')!.facts).toEqual([
      { label: 'Bangkok feast', value: '$65.00 per person: Six sharing plates, Jasmine tea (Every day)', ok: null },
    ])

    const cancel = await turn(me, convo.id, 'and what if we cancel?')
    expect(partOf(cancel, 'venue-answer')!.venue.venue.id).toBe(id.lotus)
    expect(cancel.added.at(-1)!.text).toMatch(/^Zt Lotus: /)

    const cheaper = await turn(me, convo.id, 'how about something cheaper')
    // One band below the cheapest shown ($120 a head, luxury): premium, searched again.
    expect(cheaper.conversation.brief.budget).toBe('premium')
    expect(partOf(cheaper, 'venues')).toBeDefined()
    expect(cheaper.added.at(-1)!.text).toMatch(
      /^I found \d+ venues? for 30 guests in Chicago, IL on .+ at premium prices \(\$50–100 per person\)\./,
    )
  })
})
