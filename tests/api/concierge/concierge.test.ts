import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDaysToDate, dateInDays } from '~/domain/search-dates'
import { longDate } from '~/domain/concierge/recommend-venues'
import { clearVenues, insertVenues } from '../fixtures/venues'
import { createTestApp, createTestDatabase, type TestContext } from '../setup/test-app'

const CHI = 'America/Chicago'
const date = dateInDays(CHI, 10)
let t: TestContext
const id: Record<string, number> = {}

const base = {
  occasion: 'Business Dinner',
  groupSize: 24,
  budget: 'premium',
  cuisine: 'Italian',
  vibe: 'Elegant & Upscale',
  location: 'Chicago, IL',
  date,
  time: 'dinner',
  dietaryRestrictions: [] as string[],
}

type Rec = {
  venue: { id: number; name: string; location: string; imageUrl: string; pricePerPerson: number }
  score: number
  reason: string
}
type RecBody = {
  recommendations: Rec[]
  personalizedResponse: string
  relaxations: { kind: string; message: string; change: Record<string, unknown> }[]
}

beforeAll(async () => {
  t = await createTestApp()
  await clearVenues(t.db)
  const list = [
    {
      name: 'Trattoria Uno',
      citySlug: 'chicago',
      rating: 4.9,
      minGuests: 10,
      maxGuests: 40,
      pricePerPerson: 85,
      cuisines: ['Italian'],
      vibes: ['elegant'],
      dietary: ['vegetarian', 'vegan', 'gluten-free'],
      features: ['private-room', 'bar'],
      experiences: ['executive-dinners', 'private-dining'],
      minNoticeHours: 48,
      photos: [{ url: '/media/zz-uno.webp' }],
    },
    {
      name: 'Osteria Due',
      citySlug: 'chicago',
      rating: 4.5,
      minGuests: 8,
      maxGuests: 30,
      pricePerPerson: 70,
      cuisines: ['Italian'],
      vibes: ['casual'],
      dietary: ['vegetarian'],
      features: ['bar'],
      minNoticeHours: 24,
    },
    {
      name: 'Le Pricey',
      citySlug: 'chicago',
      rating: 4.8,
      minGuests: 8,
      maxGuests: 60,
      pricePerPerson: 120,
      cuisines: ['French'],
      vibes: ['elegant'],
      dietary: ['vegetarian', 'vegan'],
      features: ['private-room'],
      minNoticeHours: 24,
    },
    {
      name: 'Too Dear',
      citySlug: 'chicago',
      rating: 5,
      maxGuests: 60,
      pricePerPerson: 200,
      cuisines: ['Italian'],
      vibes: ['elegant'],
      minNoticeHours: 24,
    },
    {
      name: 'Tiny Room',
      citySlug: 'chicago',
      rating: 5,
      minGuests: 8,
      maxGuests: 12,
      pricePerPerson: 80,
      cuisines: ['Italian'],
      minNoticeHours: 24,
    },
    {
      name: 'Closed That Day',
      citySlug: 'chicago',
      rating: 5,
      maxGuests: 60,
      pricePerPerson: 80,
      cuisines: ['Italian'],
      minNoticeHours: 24,
      blackouts: [date],
    },
    {
      name: 'Needs A Month',
      citySlug: 'chicago',
      rating: 5,
      maxGuests: 60,
      pricePerPerson: 80,
      cuisines: ['Italian'],
      minNoticeHours: 24 * 30,
    },
    {
      name: 'Archived',
      citySlug: 'chicago',
      rating: 5,
      maxGuests: 60,
      pricePerPerson: 80,
      cuisines: ['Italian'],
      minNoticeHours: 24,
      status: 'archived' as const,
    },
    {
      name: 'Boston Italian',
      citySlug: 'boston',
      rating: 5,
      maxGuests: 60,
      pricePerPerson: 80,
      cuisines: ['Italian'],
      minNoticeHours: 24,
    },
    {
      name: 'Kosher Place',
      citySlug: 'miami',
      rating: 4.7,
      maxGuests: 40,
      pricePerPerson: 90,
      dietary: ['kosher'],
      minNoticeHours: 24,
      blackouts: [dateInDays('America/New_York', 10)],
    },
  ]
  const ids = await insertVenues(t.db, list)
  list.forEach((v, i) => (id[v.name] = ids[i]))
})
afterAll(() => t.close())

const recommend = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/concierge/recommendations', payload: body as object })
const parse = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/concierge/parse', payload: body as object })

describe('POST /api/concierge/recommendations', () => {
  it('recommends only venues that can host the event, best match first, each with a score and a reason', async () => {
    const res = await recommend(base)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as RecBody
    expect(body.recommendations.map((r) => r.venue.name)).toEqual(['Trattoria Uno', 'Osteria Due', 'Le Pricey'])
    const [uno, due, pricey] = body.recommendations
    expect(uno.score).toBe(100)
    expect(uno.reason).toBe('Seats 24 in a private room; Italian; elegant; $85 per person, within your budget')
    expect(uno.venue).toMatchObject({
      id: id['Trattoria Uno'],
      location: 'Chicago, IL',
      imageUrl: '/media/zz-uno.webp',
      pricePerPerson: 85,
    })
    expect(due.score).toBeLessThan(uno.score)
    expect(pricey.reason).toContain('$120 per person, above your budget')
    expect(pricey.reason).toContain('not Italian (serves French)')
    for (const r of body.recommendations) expect(Number.isInteger(r.score) && r.score >= 0 && r.score <= 100).toBe(true)
    expect(body.relaxations).toEqual([])
    expect(body.personalizedResponse).toBe(
      `I found 3 venues in Chicago, IL that can host your group of 24 on ${longDate(date)} (dinner). ` +
        'My top pick for your business dinner is Trattoria Uno (100% match): seats 24 in a private room; Italian; elegant; $85 per person, within your budget.',
    )
  })

  it('meets every dietary need (all of them), and accepts the budget and time labels', async () => {
    const res = await recommend({
      ...base,
      budget: '$$$$ - Luxury ($100+ per person)',
      time: 'Dinner (6-9 PM)',
      dietaryRestrictions: ['vegan', 'vegetarian'],
    })
    expect(res.statusCode, res.body).toBe(200)
    const names = (res.json() as RecBody).recommendations.map((r) => r.venue.name)
    expect(names).toEqual(['Trattoria Uno', 'Le Pricey'])
  })

  it('when nothing fits, returns no venues and the nearest changes that would give some', async () => {
    const res = await recommend({
      ...base,
      location: 'Miami, FL',
      dietaryRestrictions: ['kosher'],
      date: dateInDays('America/New_York', 10),
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as RecBody
    expect(body.recommendations).toEqual([])
    const nextDay = addDaysToDate(dateInDays('America/New_York', 10), 1)
    expect(body.relaxations[0]).toEqual({
      kind: 'date',
      count: 1,
      change: { date: nextDay },
      message: `1 venue is available on ${longDate(nextDay)}`,
    })
    expect(body.personalizedResponse).toMatch(/^I couldn't find a venue in Miami, FL that can host your group of 24/)
    expect(body.personalizedResponse).toContain(`1 venue is available on ${longDate(nextDay)}`)
  })

  it('says so plainly when no venue of the city can seat the group at all', async () => {
    const res = await recommend({ ...base, location: 'Seattle, WA' })
    expect(res.statusCode).toBe(200)
    const body = res.json() as RecBody
    expect(body.recommendations).toEqual([])
    expect(body.relaxations).toEqual([])
    expect(body.personalizedResponse).toContain('our concierge team will look beyond our catalogue')
  })

  it("answers 400 with the product's message for every missing field", async () => {
    const res = await recommend({})
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      occasion: 'Please select an occasion.',
      groupSize: 'Please specify your group size.',
      budget: 'Please select your budget range.',
      cuisine: 'Please select a cuisine preference.',
      vibe: 'Please select your desired vibe.',
      location: 'Please select a location.',
      date: 'Please select a date.',
      time: 'Please select a time.',
    })
  })

  it('answers 400 for out-of-range or unknown values, never 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ groupSize: 7 }, 'groupSize', 'Group size must be at least 8 people'],
      [{ groupSize: 61 }, 'groupSize', 'Group size must be at most 60 people'],
      [{ groupSize: 'lots' }, 'groupSize', 'Please specify your group size.'],
      [{ location: 'Austin, TX' }, 'location', 'Austin is coming soon! Please try one of our active cities.'],
      [
        { location: 'Springfield' },
        'location',
        "Springfield is not yet available. Currently, we're only in select cities.",
      ],
      [{ date: '2020-01-01' }, 'date', 'Please select a date that is today or later'],
      [{ date: '2030-02-30' }, 'date', 'Please select a date.'],
      [{ time: 'midnight' }, 'time', 'Please select a time.'],
      [{ cuisine: 'Martian' }, 'cuisine', 'Please select a cuisine preference.'],
      [{ dietaryRestrictions: ['paleo'] }, 'dietaryRestrictions.0', 'Please choose dietary needs from the list.'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    ]
    for (const [patch, field, message] of cases) {
      const res = await recommend({ ...base, ...patch })
      expect(res.statusCode, JSON.stringify(patch)).toBe(400)
      expect(res.json().errors?.[field], JSON.stringify(patch)).toBe(message)
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/concierge/recommendations',
      headers: { 'content-type': 'application/json' },
      payload: '{"occasion":',
    })
    expect(notJson.statusCode).toBe(400)
  })
})

describe('POST /api/concierge/parse', () => {
  it('reads a request in plain words into the preferences, saying what it could not tell', async () => {
    const res = await parse({
      text: 'dinner for 24 in Chicago next Friday around 7, Italian, about $90 a head, two vegans',
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.preferences).toMatchObject({
      groupSize: 24,
      location: 'Chicago, IL',
      time: 'dinner',
      cuisine: 'Italian',
      budget: 'premium',
      dietaryRestrictions: ['vegan'],
    })
    expect(body.preferences.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(body.preferences.date >= dateInDays(CHI, 0)).toBe(true)
    expect(body.preferences.occasion).toBeUndefined()
    expect(body.understood).toContain('Group of 24')
    expect(body.notUnderstood).toEqual(["I couldn't tell the occasion", "I couldn't tell the vibe"])
  })

  it("refuses to guess and says why: too big a group, a city we don't serve", async () => {
    const res = await parse({ text: 'holiday party for 120 people in Springfield' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.preferences).toEqual({ occasion: 'Holiday Party' })
    expect(body.notUnderstood).toEqual(
      expect.arrayContaining([
        'Group of 120 is above our 60-guest limit; a consultation can help',
        "'Springfield' isn't one of our cities yet",
      ]),
    )
  })

  it('feeds straight into recommendations once the planner fills the rest', async () => {
    const parsed = (
      await parse({ text: `business dinner for 24 in Chicago on ${date}, Italian, $90 pp, elegant, dinner` })
    ).json()
    expect(parsed.notUnderstood).toEqual([])
    const res = await recommend(parsed.preferences)
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as RecBody).recommendations[0].venue.name).toBe('Trattoria Uno')
  })

  it('answers 400 for missing, blank or too long text', async () => {
    for (const body of [{}, { text: '   ' }, { text: 42 }]) {
      const res = await parse(body)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual({ text: 'Please tell Callie about your event' })
    }
    const long = await parse({ text: 'x'.repeat(1001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toEqual({ text: 'Must be at most 1000 characters' })
  })
})

describe('optional language-model rewrite', () => {
  // One database for the model's apps, holding one Chicago venue.
  let modelDb: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    modelDb = await createTestDatabase()
    await clearVenues(modelDb.database.db)
    await insertVenues(modelDb.database.db, [
      {
        name: 'Trattoria Uno',
        citySlug: 'chicago',
        maxGuests: 40,
        pricePerPerson: 85,
        cuisines: ['Italian'],
        minNoticeHours: 24,
      },
    ])
  })
  afterAll(() => modelDb?.drop())

  async function withModel(handler: http.RequestListener, run: (ctx: TestContext, calls: unknown[]) => Promise<void>) {
    const calls: unknown[] = []
    const server = http.createServer((req, res) => {
      let data = ''
      req.on('data', (c) => (data += c))
      req.on('end', () => {
        calls.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(data || '{}') })
        handler(req, res)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const ctx = await createTestApp(
      { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_API_KEY: 'k-test', LLM_MODEL: 'test-model' },
      { database: modelDb.database },
    )
    try {
      await run(ctx, calls)
    } finally {
      await ctx.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  }
  const post = (ctx: TestContext) =>
    ctx.app.inject({ method: 'POST', url: '/api/concierge/recommendations', payload: base })

  it('uses the rewritten text when the model answers in time and keeps the top pick', async () => {
    await withModel(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            choices: [{ message: { content: 'Good news! Trattoria Uno is my pick for your dinner.' } }],
          }),
        )
      },
      async (ctx, calls) => {
        const res = await post(ctx)
        expect(res.statusCode).toBe(200)
        expect(res.json().personalizedResponse).toBe('Good news! Trattoria Uno is my pick for your dinner.')
        expect(calls[0]).toMatchObject({
          url: '/v1/chat/completions',
          auth: 'Bearer k-test',
          body: { model: 'test-model' },
        })
      },
    )
  })

  it('falls back to the built-in text when the model fails or drops the facts', async () => {
    let n = 0
    await withModel(
      (_req, res) => {
        n++
        if (n === 1) {
          res.writeHead(500)
          res.end('boom')
        } else {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ choices: [{ message: { content: 'You should try Some Other Place!' } }] }))
        }
      },
      async (ctx) => {
        for (let i = 0; i < 2; i++) {
          const res = await post(ctx)
          expect(res.statusCode).toBe(200)
          expect(res.json().personalizedResponse).toMatch(/^I found 1 venue in Chicago, IL/)
        }
      },
    )
  })

  it('falls back after 3 seconds when the model is slow', async () => {
    await withModel(
      () => {
        /* never answers */
      },
      async (ctx) => {
        const started = Date.now()
        const res = await post(ctx)
        expect(res.statusCode).toBe(200)
        expect(res.json().personalizedResponse).toMatch(/^I found 1 venue in Chicago, IL/)
        // The model never answers: the answer comes from the fallback, not from a wait without end
        // (a bound, not a timing: a loaded machine adds seconds to the 3 s).
        expect(Date.now() - started).toBeLessThan(15_000)
      },
    )
  })
})
