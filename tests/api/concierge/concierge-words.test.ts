// Callie keeps what the planner said: her words are stored with the request and shown to
// staff, an exact time stays the requested time, every cuisine she named is used, and when nothing
// meets a hard preference Callie says so and shows the closest venues with what differs.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dateInDays } from '~/domain/search-dates'
import { outboxEmails, requests } from '~/server/db/schema'
import { clearVenues, insertVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'
import { staffCall, userWithRole } from '../support/staff-helpers'

const date = dateInDays('America/Chicago', 12)
let t: TestContext
const id: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '1000' })
  await clearVenues(t.db)
  const list = [
    {
      name: 'Sushi Ten',
      citySlug: 'chicago',
      rating: 4.6,
      minGuests: 8,
      maxGuests: 30,
      pricePerPerson: 80,
      cuisines: ['Japanese'],
      vibes: ['elegant'],
      features: ['bar'],
      minNoticeHours: 24,
    },
    {
      name: 'Steak Club',
      citySlug: 'chicago',
      rating: 4.9,
      minGuests: 8,
      maxGuests: 30,
      pricePerPerson: 80,
      cuisines: ['Steakhouse'],
      vibes: ['elegant'],
      features: ['bar'],
      minNoticeHours: 24,
    },
    {
      name: 'Small Room',
      citySlug: 'chicago',
      rating: 4.8,
      minGuests: 8,
      maxGuests: 35,
      pricePerPerson: 80,
      cuisines: ['Italian'],
      features: ['private-room'],
      minNoticeHours: 24,
    },
    {
      name: 'Dear Room',
      citySlug: 'chicago',
      rating: 4.7,
      minGuests: 8,
      maxGuests: 60,
      pricePerPerson: 130,
      cuisines: ['French'],
      features: ['private-room'],
      minNoticeHours: 24,
    },
    {
      name: 'Open Hall',
      citySlug: 'chicago',
      rating: 4.5,
      minGuests: 8,
      maxGuests: 60,
      pricePerPerson: 70,
      cuisines: ['American'],
      features: ['bar'],
      minNoticeHours: 24,
    },
  ]
  const ids = await insertVenues(t.db, list)
  list.forEach((v, i) => (id[v.name] = ids[i]))
})
afterAll(() => t?.close())

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object })
const prefs = {
  occasion: 'Team Building',
  groupSize: 20,
  budget: 'premium',
  cuisine: 'Italian',
  vibe: 'Elegant & Upscale',
  location: 'Chicago, IL',
  date,
  time: 'dinner',
  dietaryRestrictions: [] as string[],
}

describe('POST /api/concierge/parse', () => {
  it('keeps the exact time, every cuisine, the occasion and the must-haves it read', async () => {
    const res = await post('/api/concierge/parse', {
      text: 'team dinner for 14 in Chicago around 7:30pm, Italian or Japanese, private room',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().preferences).toMatchObject({
      occasion: 'Team Building',
      groupSize: 14,
      time: 'dinner',
      exactTime: '7:30 PM',
      cuisine: 'Italian',
      cuisines: ['Italian', 'Japanese'],
      features: ['private-room'],
    })
    expect(res.json().understood).toContain('Time: 7:30 PM, Dinner (6-9 PM)')
    expect(res.json().understood).toContain('Cuisine: Italian or Japanese')
  })
})

describe('POST /api/concierge/recommendations', () => {
  it('uses every cuisine named: a venue of the second cuisine is a full match', async () => {
    const res = await post('/api/concierge/recommendations', {
      ...prefs,
      cuisine: 'Japanese',
      cuisines: ['Japanese', 'Steakhouse'],
    })
    expect(res.statusCode, res.body).toBe(200)
    const recs = res.json().recommendations as { venue: { name: string }; reason: string }[]
    expect(
      recs
        .slice(0, 2)
        .map((r) => r.venue.name)
        .sort(),
    ).toEqual(['Steak Club', 'Sushi Ten'])
    expect(recs.find((r) => r.venue.name === 'Steak Club')!.reason).toContain('Steakhouse')
    expect(recs.find((r) => r.venue.name === 'Sushi Ten')!.reason).toContain('Japanese')
    // One cuisine alone: the other kitchen is a compromise, said so.
    const single = await post('/api/concierge/recommendations', { ...prefs, cuisine: 'Japanese' })
    expect(
      (single.json().recommendations as { venue: { name: string }; reason: string }[]).find(
        (r) => r.venue.name === 'Steak Club',
      )!.reason,
    ).toContain('not Japanese')
  })

  it('when no venue meets a must-have, says so and shows the closest venues with what differs', async () => {
    const res = await post('/api/concierge/recommendations', { ...prefs, groupSize: 40, features: ['private-room'] })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.recommendations).toEqual([])
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    expect(body.noMatch.headline).toBe(`No venue with a private room in Chicago fits 40 guests on ${day}`)
    const byName = Object.fromEntries(
      (body.noMatch.alternatives as { venue: { name: string }; differences: string[] }[]).map((a) => [
        a.venue.name,
        a.differences,
      ]),
    )
    expect(byName['Small Room']).toEqual(['seats 35'])
    expect(byName['Dear Room']).toEqual(['$30 per person over budget'])
    expect(byName['Open Hall']).toEqual(['no private room'])
  })

  it('says nothing of alternatives when venues fit', async () => {
    const res = await post('/api/concierge/recommendations', prefs)
    expect(res.json().noMatch).toBeNull()
  })

  it('refuses an exact time that is not a time, with the field named', async () => {
    const res = await post('/api/concierge/recommendations', { ...prefs, exactTime: '25:99' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ exactTime: 'Please enter a time such as 7:30 PM.' })
  })
})

describe("POST /api/concierge/book with the planner's words", () => {
  it("stores her text and the exact time, shows both to staff, and emails the venue's own cuisine", async () => {
    const plannerText = 'Team dinner for 20 around 7:30pm, Japanese please, one guest uses a wheelchair'
    const res = await post('/api/concierge/book', {
      ...prefs,
      cuisine: 'Japanese',
      exactTime: '7:30 PM',
      plannerText,
      venueId: id['Steak Club'],
      name: 'Ada Planner',
      email: 'ada@example.com',
      phone: '(312) 555-0100',
    })
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
    expect(row.eventTime).toBe('7:30 PM')
    expect(row.details).toMatchObject({ plannerText, exactTime: '7:30 PM', cuisine: 'Japanese' })

    const [confirmation] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.requestId, row.id))
      .orderBy(outboxEmails.id)
    expect(confirmation.textBody).toContain('Time: 7:30 PM\n')
    expect(confirmation.textBody).toContain('Cuisine: Steakhouse\n')
    expect(confirmation.textBody).not.toContain('Cuisine: Japanese')
    expect(confirmation.textBody).toContain(`Your message to Callie: ${plannerText}`)

    const staff = await userWithRole(t, 'staff')
    const detail = await staffCall(t, staff.auth, 'GET', `/api/staff/requests/${row.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().request).toMatchObject({
      eventTime: '7:30 PM',
      details: expect.objectContaining({ plannerText }),
    })
  })

  it('keeps the slot start when the exact time is outside the chosen slot', async () => {
    const res = await post('/api/concierge/book', {
      ...prefs,
      exactTime: '12:30 PM',
      venueId: id['Steak Club'],
      name: 'Ada Planner',
      email: 'ada@example.com',
      phone: '(312) 555-0100',
    })
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
    expect(row.eventTime).toBe('6:00 PM')
  })
})
