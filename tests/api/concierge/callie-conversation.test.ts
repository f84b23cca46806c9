// Callie's conversation over HTTP, as the web and a visitor's browser use it: free text → one
// question → venues with all-in prices → a follow-up answered from data; the same turn streamed;
// only the owner reads a conversation; a visitor's moves to her account; bad input stores nothing;
// and a venue no tool returned never reaches the planner, whichever engine named it.
import { format, parseISO } from 'date-fns'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConversationView, PartOf, TurnResponse } from '~/domain/concierge/conversation-api'
import { briefDateLabel } from '~/domain/concierge/brief-labels'
import { longDate } from '~/domain/concierge/recommend-venues'
import { addDaysToDate, dateInDays } from '~/domain/search-dates'
import {
  callieConversations,
  callieMessages,
  venueBlackouts,
  venuePackages,
  venues,
  venueSpaces,
} from '~/server/db/schema'
import type { CallieEngine } from '~/server/concierge/engine'
import { purgeExpiredRows } from '~/server/maintenance/housekeeping'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'
import { callieCalls, headersOf, partOf, type Caller } from '../support/callie-helpers'

let t: TestContext
const date = dateInDays('America/Chicago', 25)
const id: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestApp()
  const base = { citySlug: 'chicago', lat: 41.88, lng: -87.63, rating: 5, minNoticeHours: 24, maxGuests: 60 }
  id.den = await insertVenue(t.db, { ...base, name: 'Zq Korean Den', cuisines: ['Korean'] })
  id.hall = await insertVenue(t.db, { ...base, name: 'Zq Korean Hall', cuisines: ['Korean'], rating: 4.9 })
  for (const venueId of [id.den, id.hall]) {
    const [room] = await t.db
      .insert(venueSpaces)
      .values({ venueId, name: 'The Room', kind: 'private_room', seatedCapacity: 40, standingCapacity: 50 })
      .returning({ id: venueSpaces.id })
    await t.db.insert(venuePackages).values({
      spaceId: room.id,
      name: 'Seoul supper',
      pricePerPersonCents: 8000,
      minimumSpendCents: 0,
      roomFeeCents: 0,
      serviceChargePct: 20,
      taxPct: 10,
      gratuityPct: 0,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    })
  }
})
afterAll(() => t?.close())

const { start, say, turn } = callieCalls(() => t.app)

async function stored(convo: string) {
  const [c] = await t.db.select({ n: count() }).from(callieMessages).where(eq(callieMessages.conversationId, convo))
  return c.n
}

describe('a conversation with Callie', () => {
  it('asks one question, shows venues with all-in prices, then answers about the second from data', async () => {
    const me: Caller = {}
    const res = await start(me, { text: 'Korean dinner for 30 in Chicago' })
    expect(res.statusCode, res.body).toBe(201)
    expect(me.cookie).toMatch(/^callie_visitor=[A-Za-z0-9_-]{43}$/)
    expect(res.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/)
    expect(res.headers['set-cookie']).toMatch(/Path=\/api/)
    const convo: ConversationView = res.json()
    expect(convo.id).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(convo.messages.map((m) => m.author)).toEqual(['callie', 'planner', 'callie'])
    expect(convo.messages[2].parts[0]).toMatchObject({ type: 'question', slot: 'date' })
    expect(convo.chips.map((c) => c.label)).toContain('30 guests')

    const found = await turn(me, convo.id, `on ${longDate(date)}`)
    const venues = partOf(found, 'venues')!
    expect(venues.venues.map((v) => v.venue.id)).toEqual(expect.arrayContaining([id.den, id.hall]))
    for (const card of venues.venues) expect(card.allIn?.total).toMatch(/^\$[\d,]+\.\d{2}$/)

    const second = venues.venues[1].venue
    const answer = await turn(me, convo.id, 'does the second one have a private room for 30?')
    const part = partOf(answer, 'venue-answer')!
    expect(part.venue.venue.id).toBe(second.id)
    expect(part.facts[0]).toMatchObject({ label: 'Private room for 30', ok: true })

    const again = await t.app.inject({ url: `/api/concierge/conversations/${convo.id}`, headers: headersOf(me) })
    expect(again.json().messages).toHaveLength(7)
    const list = await t.app.inject({ url: '/api/concierge/conversations', headers: headersOf(me) })
    expect(list.json().conversations.map((c: { id: string }) => c.id)).toEqual([convo.id])

    // By price, from the all-in tool: the same package at both, so the same total, in the order shown.
    const cheapest = await turn(me, convo.id, 'which is the cheapest?')
    const [a, b] = venues.venues
    expect(cheapest.added.at(-1)!.text).toBe(
      `${a.venue.name} costs the least: ${a.allIn!.total} all in for 30 guests (${a.allIn!.perGuest} per guest, Seoul supper). Then ${b.venue.name} (${b.allIn!.total}).`,
    )
  })

  it('answers "what other dates are free there?" with the free days of the month and why not for the others', async () => {
    const me: Caller = {}
    const convo: ConversationView = (
      await start(me, { text: `Korean dinner for 30 in Chicago on ${longDate(date)}` })
    ).json()
    const shown = convo.messages.flatMap((m) => m.parts).find((p): p is PartOf<'venues'> => p.type === 'venues')!
    const second = shown.venues[1].venue
    // A day the venue closed, in the month of the dinner.
    const closed = addDaysToDate(date, date.endsWith('-01') ? 1 : -1)
    await t.db.insert(venueBlackouts).values({ venueId: second.id, date: closed, reason: 'Private event' })
    await turn(me, convo.id, 'does the second one have a private room for 30?')

    const answer = await turn(me, convo.id, 'what other dates are free there?')
    const part = partOf(answer, 'venue-answer')!
    expect(part.venue.venue.id).toBe(second.id)
    const month = format(parseISO(date), 'MMMM yyyy')
    const [reply] = answer.added.filter((m) => m.author === 'callie')
    expect(reply.text).toMatch(new RegExp(`^${second.name} can host 30 on \\d+ of \\d+ days (in ${month}|from .+): `))
    expect(part.facts[0]).toMatchObject({ label: 'Free for 30', ok: true })
    expect(part.facts).toContainEqual({
      label: format(parseISO(closed), 'MMM d'),
      value: `${second.name} is closed`,
      ok: false,
    })
    await t.db.delete(venueBlackouts).where(eq(venueBlackouts.venueId, second.id))
  })

  it('answers "which of these has a private room?" for each venue shown, not the first alone', async () => {
    const bar = await insertVenue(t.db, {
      citySlug: 'chicago',
      lat: 41.88,
      lng: -87.63,
      rating: 5,
      minNoticeHours: 24,
      maxGuests: 60,
      name: 'Zq Korean Bar',
      cuisines: ['Korean'],
      serviceType: 'Semi-Private',
    })
    await t.db
      .insert(venueSpaces)
      .values({ venueId: bar, name: 'The Floor', kind: 'semi_private', seatedCapacity: 40, standingCapacity: 50 })
    const me: Caller = {}
    const convo: ConversationView = (
      await start(me, { text: `Korean dinner for 30 in Chicago on ${longDate(date)}` })
    ).json()
    const shown = convo.messages.flatMap((m) => m.parts).find((p): p is PartOf<'venues'> => p.type === 'venues')
    expect(shown?.venues.map((c) => c.venue.name).sort()).toEqual(['Zq Korean Bar', 'Zq Korean Den', 'Zq Korean Hall'])

    const answer = await turn(me, convo.id, 'Which of these has a private room?')
    const [reply] = answer.added.filter((m) => m.author === 'callie')
    expect(reply.text).toBe(
      `${[...shown!.venues.filter((c) => c.venue.id !== bar)].map((c) => `${c.venue.name} (The Room)`).join(' and ')} can host 30 in a private room on ${briefDateLabel(date)}. Zq Korean Bar has no private room (its service is semi-private).`,
    )
    // The venues that can, to shortlist or book; the one that cannot is not offered.
    expect(
      partOf(answer, 'venues')!
        .venues.map((c) => c.venue.id)
        .sort(),
    ).toEqual([id.den, id.hall].sort())
    await t.db.delete(venues).where(eq(venues.id, bar))
  })

  it('answers "does it have parking?" and "which of these do gluten-free?" from what each venue lists', async () => {
    const base = { citySlug: 'chicago', lat: 41.88, lng: -87.63, rating: 5, minNoticeHours: 24, maxGuests: 60 }
    const made = {
      park: await insertVenue(t.db, {
        ...base,
        name: 'Zq Thai Garage',
        cuisines: ['Thai'],
        features: ['parking', 'wheelchair'],
        amenities: ['On-site parking', 'Step-free entrance'],
        dietary: ['vegan', 'gluten-free'],
      }),
      none: await insertVenue(t.db, { ...base, name: 'Zq Thai Attic', cuisines: ['Thai'], rating: 4.9 }),
    }
    const me: Caller = {}
    const convo: ConversationView = (
      await start(me, { text: `Thai dinner for 20 in Chicago on ${longDate(date)}` })
    ).json()
    const shown = convo.messages.flatMap((m) => m.parts).find((p): p is PartOf<'venues'> => p.type === 'venues')!
    expect(shown.venues.map((c) => c.venue.name)).toEqual(['Zq Thai Garage', 'Zq Thai Attic'])

    // One venue: yes in its own words, and what it does not list said as such, with a person to ask.
    const first = await turn(me, convo.id, 'does the first one have parking?')
    expect(first.added.at(-1)!.text).toBe('Yes: Zq Thai Garage lists parking.')
    expect(partOf(first, 'venue-answer')!.facts).toEqual([{ label: 'Parking', value: 'On-site parking', ok: true }])
    const second = await turn(me, convo.id, 'Does the second one have parking and vegan options?')
    expect(second.added.at(-1)!.text).toBe(
      'Zq Thai Attic does not list parking or vegan diets. Our concierge team can ask them for you.',
    )
    expect(second.added.at(-1)!.parts.flatMap((p) => (p.type === 'actions' ? p.actions : []))).toContainEqual(
      expect.objectContaining({ kind: 'handover' }),
    )
    // "it" is the venue she just answered about; the brief is untouched by the questions.
    const it_ = await turn(me, convo.id, 'is it wheelchair accessible?')
    expect(it_.added.at(-1)!.text).toBe(
      'Zq Thai Attic does not list wheelchair access. Our concierge team can ask them for you.',
    )

    // Several: each venue judged, "gluten-free" not read as a question about a free date.
    const which = await turn(me, convo.id, 'which of these can do gluten-free?')
    expect(which.added.at(-1)!.text).toBe(
      'Zq Thai Garage caters for gluten-free diets. Zq Thai Attic does not list gluten-free diets.',
    )
    expect(partOf(which, 'venues')!.venues.map((c) => c.venue.id)).toEqual([made.park])
    expect(which.conversation.brief).toEqual(convo.brief)

    // Those venues are not a new list: "the second one" is still the second shown, and "book it" books it.
    const second2 = await turn(me, convo.id, 'tell me about the second one')
    expect(partOf(second2, 'venue-answer')!.venue.venue.id).toBe(made.none)
    const book = await turn(me, convo.id, 'great, book it for 22 people')
    expect(book.added.at(-1)!.text).toBe(
      `To book Zq Thai Attic, press "Request to book Zq Thai Attic": its booking page opens with 22 guests on ${briefDateLabel(date)} filled in, and you send the request from there. Zq Thai Attic promises an answer within 24 hours.`,
    )
    expect(book.conversation.brief.groupSize).toBe(22)
    // What no tool knows goes to a person, about the venue in question; the brief keeps no "wine".
    const byo = await turn(me, convo.id, 'can we bring our own wine?')
    expect(byo.added.at(-1)!.text).toBe(
      'I can\'t tell that from what Zq Thai Attic lists with us. Someone from our concierge team can ask them: press "Ask our concierge team" and they will answer you here.',
    )
    expect(byo.conversation.brief.softWishes).toEqual(book.conversation.brief.softWishes)
    expect((await turn(me, convo.id, 'thanks!')).added.at(-1)!.text).toMatch(/^You're welcome!/)
    await t.db.delete(venues).where(eq(venues.id, made.park))
    await t.db.delete(venues).where(eq(venues.id, made.none))
  })

  it('streams a turn as text deltas, then the whole turn', async () => {
    const me: Caller = {}
    const convo: ConversationView = (await start(me)).json()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/concierge/conversations/${convo.id}/messages`,
      headers: { ...headersOf(me), accept: 'text/event-stream' },
      payload: { text: 'Korean dinner for 30 in Chicago' },
    })
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [name, data] = block.split('\n')
        return { name: name.replace('event: ', ''), data: JSON.parse(data.replace('data: ', '')) }
      })
    expect(events.at(-1)?.name).toBe('done')
    expect(events[0]).toEqual({ name: 'text', data: { delta: expect.stringMatching(/\w/) } })
    const done: TurnResponse = events.at(-1)!.data
    expect(done.added.map((m) => m.author)).toEqual(['planner', 'callie'])
    expect(await stored(convo.id)).toBe(3)
  })

  it('is read only by its owner: another visitor and a signed-in planner get a 404', async () => {
    const a: Caller = {}
    const b: Caller = {}
    const convo: ConversationView = (await start(a, { text: 'dinner for 20 in Chicago' })).json()
    await start(b)
    const user = await createUser(t.db)
    for (const other of [b, { auth: user.auth }, {}]) {
      const res = await t.app.inject({ url: `/api/concierge/conversations/${convo.id}`, headers: headersOf(other) })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('Conversation not found')
      expect((await say(other, convo.id, { text: 'hello' })).statusCode).toBe(404)
    }
    expect((await t.app.inject({ url: '/api/concierge/conversations/nope' })).statusCode).toBe(404)
    expect(await stored(convo.id)).toBe(3)
  })

  it("moves a visitor's conversations to her account at sign-in", async () => {
    const me: Caller = {}
    const convo: ConversationView = (await start(me)).json()
    const user = await createUser(t.db)
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/concierge/conversations/merge',
      headers: { cookie: me.cookie!, ...user.auth },
    })
    expect(merged.statusCode).toBe(200)
    expect(merged.json().conversations.map((c: { id: string }) => c.id)).toEqual([convo.id])
    const [row] = await t.db.select().from(callieConversations).where(eq(callieConversations.id, convo.id))
    expect(row).toMatchObject({ userId: user.userId, visitorHash: null })
    const mine = await t.app.inject({ url: `/api/concierge/conversations/${convo.id}`, headers: user.auth })
    expect(mine.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/api/concierge/conversations/merge' })).statusCode).toBe(401)
  })

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const me: Caller = {}
    const convo: ConversationView = (await start(me)).json()
    const bad = [
      { text: '   ' },
      { text: 'x'.repeat(10_000) },
      { text: 'hello\u0007there' },
      {},
      { text: 'hi', brief: { groupSize: 20 } },
      { brief: { groupSize: 'many' } },
      { brief: {} },
    ]
    for (const payload of bad) {
      const res = await say(me, convo.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toMatch(/\w/)
    }
    expect(await stored(convo.id)).toBe(1)
    const before = await t.db.select({ n: count() }).from(callieConversations)
    for (const payload of [{ text: '' }, { context: { venueId: 'x' } }, { nonsense: 1 }]) {
      expect((await start({}, payload)).statusCode).toBe(400)
    }
    expect((await start({}, { context: { venueId: 999_999 } })).statusCode).toBe(404)
    expect(await t.db.select({ n: count() }).from(callieConversations)).toEqual(before)
  })

  it('says a city she named is not ours yet and asks for one of ours, keeping the city she had', async () => {
    const me: Caller = {}
    const denver: ConversationView = (await start(me, { text: 'Dinner for 20 in Denver' })).json()
    const reply = denver.messages.at(-1)!
    expect(reply.text).toMatch(
      /^Denver is coming soon, but we can't book there yet; please pick one of our active cities\. /,
    )
    expect(reply.parts[0]).toMatchObject({ type: 'question', slot: 'location' })
    expect(denver.brief.location).toBeUndefined()
    const chicago: ConversationView = (await start(me, { text: 'Dinner for 20 in Chicago' })).json()
    const austin = await turn(me, chicago.id, 'what about Austin?')
    expect(austin.added[1].text).toMatch(/^Austin is coming soon/)
    expect(austin.added[1].parts[0]).toMatchObject({ type: 'question', slot: 'location' })
    expect(austin.conversation.brief.location).toBe('Chicago, IL')
  })

  it('starts from a venue with its name and city', async () => {
    const res = await start({}, { context: { venueId: id.den } })
    const convo: ConversationView = res.json()
    expect(convo.messages[0].text).toMatch(/^Ask me anything about Zq Korean Den/)
    expect(convo.brief.location).toBe('Chicago, IL')
    expect(convo.context).toMatchObject({ venueId: id.den, venueName: 'Zq Korean Den' })
  })

  it("starts from search results with the search's city, date and group in the brief", async () => {
    const res = await start({}, { context: { search: { city: 'Chicago, IL', date, guests: 24, time: '7:00 PM' } } })
    expect(res.statusCode).toBe(201)
    const convo: ConversationView = res.json()
    expect(convo.context).toEqual({ search: { city: 'Chicago, IL', date, guests: 24, time: '7:00 PM' } })
    expect(convo.brief).toMatchObject({ location: 'Chicago, IL', date, groupSize: 24 })
  })

  it('says why nothing fits, and keeps to exclusions and chip edits', async () => {
    const me: Caller = {}
    const convo: ConversationView = (await start(me, { text: 'Korean dinner for 30 in Chicago' })).json()
    await turn(me, convo.id, `on ${longDate(date)}`)
    const none = await say(me, convo.id, { brief: { groupSize: 5000 } })
    expect(none.statusCode).toBe(400)
    const res = await say(me, convo.id, { brief: { cuisines: null, exclusions: { cuisines: ['Korean'] } } })
    expect(res.statusCode, res.body).toBe(200)
    const noKorean: TurnResponse = res.json()
    expect(noKorean.conversation.brief.exclusions.cuisines).toContain('Korean')
    const shown = noKorean.added.flatMap((m) => m.parts).flatMap((p) => (p.type === 'venues' ? p.venues : []))
    for (const card of shown) expect(card.venue.cuisineTypes).not.toContain('Korean')
    const edit = await say(me, convo.id, {
      brief: {
        cuisines: ['Korean'],
        mustHaves: ['outdoor', 'private-room', 'av-equipment', 'dance-floor', 'bar', 'parking', 'wheelchair'],
      },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const body: TurnResponse = edit.json()
    expect(body.added[0]).toMatchObject({ author: 'planner', text: expect.stringMatching(/^Changed: /) })
    const noMatch = partOf(body, 'no-match')
    expect(noMatch?.reasons.length).toBeGreaterThan(0)
  })

  it('drops a venue and a price no tool returned, whichever engine named them', async () => {
    const invented: CallieEngine = {
      name: 'model',
      async turn({ conversation }) {
        const card = {
          venue: { id: 424_242, slug: 'made-up', name: 'Made Up Hall' },
          allIn: { perGuest: '$1.00', total: '$30.00', packageName: 'x', spaceName: 'y' },
          available: true,
          reason: null,
        }
        return {
          brief: conversation.brief,
          messages: [{ text: 'I found one.', parts: [{ type: 'venues', venues: [card] }] as never }],
        }
      },
    }
    t.app.callieEngines.model = invented
    try {
      const me: Caller = {}
      const convo: ConversationView = (await start(me)).json()
      const r = await turn(me, convo.id, 'anything?')
      expect(r.added[1]).toMatchObject({ author: 'callie', text: 'I found one.', parts: [] })
      expect(r.conversation.engine).toBe('model')
    } finally {
      t.app.callieEngines.model = null
    }
  })

  it('falls back to the built-in engine when the model fails', async () => {
    t.app.callieEngines.model = {
      name: 'model',
      turn: () => Promise.reject(new Error('model down')),
    }
    try {
      const me: Caller = {}
      const convo: ConversationView = (await start(me, { text: 'dinner for 20 in Chicago' })).json()
      expect(convo.engine).toBe('builtin')
      expect(convo.messages.at(-1)?.parts[0]).toMatchObject({ type: 'question' })
    } finally {
      t.app.callieEngines.model = null
    }
  })

  it('are deleted by housekeeping after CALLIE_RETENTION_DAYS without a message', async () => {
    const convo: ConversationView = (await start({})).json()
    const old = new Date(Date.now() - 31 * 86_400_000)
    await t.db.update(callieConversations).set({ updatedAt: old }).where(eq(callieConversations.id, convo.id))
    const purged = await purgeExpiredRows({ db: t.db, callieRetentionDays: 30 })
    expect(purged.callieConversations).toBeGreaterThanOrEqual(1)
    expect(await stored(convo.id)).toBe(0)
  })
})
