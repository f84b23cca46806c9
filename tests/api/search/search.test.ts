import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLastMinute } from '~/domain/search/last-minute'
import { addDaysToDate, dateInDays } from '~/domain/search-dates'
import { todayIn } from '~/domain/time'
import { clearVenues, insertVenues } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

const LA = 'America/Los_Angeles'
let t: TestContext
const id: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestApp()
  await clearVenues(t.db)
  const tomorrow = dateInDays(LA, 1)
  const list = [
    {
      name: 'Alpha',
      citySlug: 'san-francisco',
      rating: 4.9,
      minGuests: 10,
      maxGuests: 40,
      pricePerPerson: 120,
      vibes: ['elegant', 'romantic'],
      dietary: ['vegan', 'gluten-free', 'vegetarian'],
      features: ['private-room', 'bar', 'av-equipment'],
      experiences: ['brand-activations'],
      cuisines: ['Italian', 'French'],
      suggestedAddOns: ['Wine pairing'],
      minNoticeHours: 12,
      reviewCount: 3,
      photos: [
        { url: '/media/zz-alpha-2.webp', position: 1 },
        { url: '/media/zz-alpha-1.webp', position: 0 },
      ],
    },
    {
      name: 'Bravo',
      citySlug: 'san-francisco',
      rating: 4.5,
      minGuests: 20,
      maxGuests: 60,
      pricePerPerson: 60,
      type: 'hotel',
      vibes: ['casual'],
      dietary: ['vegetarian'],
      features: ['outdoor', 'parking'],
      minNoticeHours: 24,
      blackouts: [tomorrow],
    },
    {
      name: 'Charlie',
      citySlug: 'san-francisco',
      rating: 4.5,
      minGuests: 8,
      maxGuests: 12,
      pricePerPerson: 250,
      type: 'unique-venue',
      vibes: ['elegant'],
      features: ['private-room'],
      minNoticeHours: 96,
    },
    {
      name: 'Delta',
      citySlug: 'new-york',
      rating: 4.8,
      minGuests: 10,
      maxGuests: 30,
      pricePerPerson: 90,
      vibes: ['corporate'],
      dietary: ['kosher'],
      features: ['av-equipment'],
      minNoticeHours: 12,
      experiences: ['executive-dinners'],
      blackouts: [addDaysToDate(todayIn('America/New_York'), 3)],
    },
    { name: 'Echo', citySlug: 'san-francisco', rating: 5, status: 'archived' as const, minNoticeHours: 12 },
    { name: 'Foxtrot', citySlug: 'los-angeles', rating: 5, minNoticeHours: 12 },
    {
      name: 'Golf',
      citySlug: 'chicago',
      rating: 3.9,
      pricePerPerson: 35,
      blackouts: [dateInDays('America/Chicago', 10)],
    },
  ]
  const ids = await insertVenues(t.db, list)
  list.forEach((v, i) => (id[v.name] = ids[i]))
})
afterAll(() => t.close())

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/venues/search${query ? `?${query}` : ''}` })
  return res
}
async function names(query: string) {
  const res = await search(query)
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json() as { venues: { name: string }[]; total: number }
  return body.venues.map((v) => v.name)
}

describe('GET /api/venues/search: results', () => {
  it('without criteria lists active venues of active cities, best rated first, ties by id', async () => {
    const res = await search('')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ total: 5 })
    expect(res.json().venues.map((v: { name: string }) => v.name)).toEqual([
      'Alpha',
      'Delta',
      'Bravo',
      'Charlie',
      'Golf',
    ])
    expect(res.json().message).toBeUndefined()
  })

  it('returns the venue summary with its first photo, location and last-minute flag', async () => {
    const [alpha] = (await search('location=San Francisco')).json().venues
    expect(alpha).toEqual({
      id: id.Alpha,
      slug: 'zz-test-alpha',
      name: 'Alpha',
      location: 'San Francisco, CA',
      citySlug: 'san-francisco',
      rating: 4.9,
      reviewCount: 3,
      imageUrl: '/media/zz-alpha-1.webp',
      type: 'restaurant',
      serviceType: 'Private Dining',
      minGuests: 10,
      maxGuests: 40,
      pricePerPerson: 120,
      cuisineTypes: ['Italian', 'French'],
      vibes: ['elegant', 'romantic'],
      dietary: ['vegan', 'gluten-free', 'vegetarian'],
      features: ['private-room', 'bar', 'av-equipment'],
      lat: 37.77,
      lng: -122.42,
      lastMinute: true,
      description: 'Alpha description',
      suggestedAddOns: ['Wine pairing'],
    })
  })

  it('falls back to the placeholder image for a venue without photos', async () => {
    const bravo = (await search('type=hotel')).json().venues[0]
    expect(bravo.imageUrl).toBe('/media/placeholder-venue.svg')
  })

  it.each([
    ['San Francisco, CA, USA'],
    ['san francisco'],
    ['SAN FRAN'],
    ['san-francisco'],
    ['  San Francisco  , California'],
  ])('matches the city from %j (text before the comma, exact or prefix)', async (location) => {
    expect(await names(`location=${encodeURIComponent(location)}`)).toEqual(['Alpha', 'Bravo', 'Charlie'])
  })

  it('filters by guests within the venue min..max', async () => {
    expect(await names('guests=50')).toEqual(['Bravo'])
    expect(await names('guests=8')).toEqual(['Charlie', 'Golf'])
    expect(await names('guests=40')).toEqual(['Alpha', 'Bravo', 'Golf'])
  })

  it('filters by price per person inside the budget, bounds included', async () => {
    expect(await names('budget=50-100')).toEqual(['Delta', 'Bravo'])
    expect(await names('budget=120-250')).toEqual(['Alpha', 'Charlie'])
  })

  it('filters by vibe, every dietary option and every feature asked', async () => {
    expect(await names('vibe=elegant')).toEqual(['Alpha', 'Charlie'])
    expect(await names('dietary=vegetarian')).toEqual(['Alpha', 'Bravo'])
    expect(await names('dietary=vegan,gluten-free')).toEqual(['Alpha'])
    expect(await names('dietary=vegan,kosher')).toEqual([])
    expect(await names('features=private-room')).toEqual(['Alpha', 'Charlie'])
    expect(await names('features=private-room,bar')).toEqual(['Alpha'])
    expect(await names('location=New York&features=av-equipment&vibe=corporate&dietary=kosher')).toEqual(['Delta'])
  })

  it('filters by experience type and venue type', async () => {
    expect(await names('experienceType=brand-activations')).toEqual(['Alpha'])
    expect(await names('experienceType=executive-dinners')).toEqual(['Delta'])
    expect(await names('type=unique-venue')).toEqual(['Charlie'])
  })

  it('on a date, leaves out blacked-out venues and those whose minimum notice it does not respect', async () => {
    // Tomorrow 7:00 PM is 19 to 43 hours away: Bravo is blacked out, Charlie needs 96 hours.
    expect(await names(`location=San Francisco&date=${dateInDays(LA, 1)}`)).toEqual(['Alpha'])
    expect(await names(`location=San Francisco&date=${dateInDays(LA, 7)}`)).toEqual(['Alpha', 'Bravo', 'Charlie'])
    expect(await names(`location=San Francisco&date=${dateInDays(LA, 7)}&time=6:30 PM`)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ])
    expect(await names(`date=${dateInDays('America/Chicago', 10)}&location=chicago`)).toEqual([])
  })

  it('combines every criterion', async () => {
    const q = `location=San Francisco, CA&date=${dateInDays(LA, 7)}&time=8:00 PM&guests=12&budget=100-300&vibe=elegant&dietary=vegan&features=bar`
    expect(await names(q)).toEqual(['Alpha'])
  })

  it('marks last-minute venues (docs/product.md) and lastMinute=true keeps only them', async () => {
    const all = (await search('')).json().venues as { name: string; lastMinute: boolean }[]
    expect(Object.fromEntries(all.map((v) => [v.name, v.lastMinute]))).toEqual({
      Alpha: true, // notice 12 h, no blackout
      Delta: true, // notice 12 h, blackout three days out is outside the 48 h window
      Bravo: false, // blacked out tomorrow
      Charlie: false, // notice 96 h
      Golf: false, // notice 72 h
    })
    expect(await names('lastMinute=true')).toEqual(['Alpha', 'Delta'])
    expect(await names('lastMinute=false')).toEqual(['Alpha', 'Delta', 'Bravo', 'Charlie', 'Golf'])
  })

  it('agrees with the domain rule on the same data', async () => {
    const bravoTomorrow = isLastMinute({ minNoticeHours: 24, blackoutDates: [dateInDays(LA, 1)], timezone: LA })
    const bravo = (await search('type=hotel')).json().venues[0]
    expect(bravo.lastMinute).toBe(bravoTomorrow)
  })

  it('pages with limit and offset and reports the total', async () => {
    expect((await search('limit=2')).json()).toMatchObject({ total: 5, venues: [{ name: 'Alpha' }, { name: 'Delta' }] })
    const page3 = (await search('limit=2&offset=4')).json()
    expect(page3).toMatchObject({ total: 5 })
    expect(page3.venues.map((v: { name: string }) => v.name)).toEqual(['Golf'])
    expect((await search('offset=10')).json()).toEqual({ venues: [], total: 5 })
    expect((await search('limit=2&offset=2&location=San Francisco')).json().total).toBe(3)
  })

  it('never shows archived venues or venues of cities not yet open', async () => {
    const all = await names('limit=100')
    expect(all).not.toContain('Echo')
    expect(all).not.toContain('Foxtrot')
  })
})

describe('GET /api/venues/search: cities not served', () => {
  it('answers a coming-soon city with the product message and no venues', async () => {
    const res = await search('location=Austin, TX, USA')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      venues: [],
      total: 0,
      message: 'Austin is coming soon! Please try one of our active cities.',
    })
    expect((await search('location=los angeles')).json().message).toBe(
      'Los Angeles is coming soon! Please try one of our active cities.',
    )
    expect((await search('location=LA')).json().message).toBe(
      'Los Angeles is coming soon! Please try one of our active cities.',
    )
  })

  it('answers an unsupported city with the product message, echoing the city as typed, and no venues', async () => {
    const res = await search('location=Springfield, IL')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      venues: [],
      total: 0,
      message: "Springfield is not yet available. Currently, we're only in select cities.",
    })
    expect((await search('location=saint louis')).json().message).toBe(
      "saint louis is not yet available. Currently, we're only in select cities.",
    )
  })
})

describe('GET /api/venues/search: bad input answers 400 with the field', () => {
  const yesterdayLA = dateInDays(LA, -1)
  it.each([
    ['date', `date=${yesterdayLA}&location=San Francisco`],
    ['date', `date=${yesterdayLA}`],
    ['date', `date=${dateInDays('America/New_York', -1)}&location=New York`],
    ['date', 'date=2030-02-30'],
    ['date', 'date=2030-1-5'],
    ['date', 'date=tomorrow'],
    ['time', `date=${todayIn(LA)}&time=12:00 AM&location=San Francisco`],
    ['time', 'time=7:10 PM'],
    ['time', 'time=19:00'],
    ['guests', 'guests=7'],
    ['guests', 'guests=61'],
    ['guests', 'guests=ten'],
    ['guests', 'guests=10.5'],
    ['guests', 'guests=10&guests=12'],
    ['budget', 'budget=cheap'],
    ['budget', 'budget=200-50'],
    ['vibe', 'vibe=spooky'],
    ['dietary', 'dietary=vegan,paleo'],
    ['features', 'features=pool'],
    ['type', 'type=castle'],
    ['experienceType', 'experienceType=skydiving'],
    ['lastMinute', 'lastMinute=yes'],
    ['limit', 'limit=0'],
    ['limit', 'limit=101'],
    ['offset', 'offset=-1'],
    ['location', 'location=, CA'],
    ['location', `location=${'x'.repeat(201)}`],
    ['sort', 'sort=cheapest'],
    ['sort', 'sort='],
  ])('%s: %s', async (field, query) => {
    const res = await search(query)
    expect(res.statusCode, res.body).toBe(400)
    const body = res.json()
    expect(typeof body.errors[field]).toBe('string')
    expect(body.message).toContain(body.errors[field])
  })

  it('accepts today in the westernmost city when no city is given', async () => {
    expect((await search(`date=${todayIn(LA)}`)).statusCode).toBe(200)
  })

  it('says what is wrong in plain words', async () => {
    expect((await search('guests=7')).json()).toEqual({
      code: 'validation_failed',
      message: 'guests: Guests must be at least 8',
      errors: { guests: 'Guests must be at least 8' },
    })
    expect((await search(`date=${yesterdayLA}&location=San Diego`)).json().errors.date).toBe(
      `Date must be today (${todayIn(LA)}) or later`,
    )
  })
})

describe('GET /api/venues/search: aliases and misspellings', () => {
  it.each([
    ['SF', 'San Francisco, CA', 'alias'],
    ['sf, ca', 'San Francisco, CA', 'alias'],
    ['NYC', 'New York, NY', 'alias'],
    ['Chicgo', 'Chicago, IL', 'typo'],
    ['chciago, IL', 'Chicago, IL', 'typo'],
    ['San Fransisco', 'San Francisco, CA', 'typo'],
  ])('resolves %j to %s (%s) and says so', async (typed, city, corrected) => {
    const res = await search(`location=${encodeURIComponent(typed)}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().location).toEqual({ typed: typed.split(',')[0], city, corrected })
    expect(res.json().total).toBeGreaterThan(0)
    expect(res.json().venues.every((v: { location: string }) => v.location === city)).toBe(true)
  })

  it('names the city without a correction when the text was its name', async () => {
    expect((await search('location=chicago')).json().location).toEqual({ typed: 'chicago', city: 'Chicago, IL' })
  })
})

describe('GET /api/venues/search: sort', () => {
  const order = async (query: string) => names(`location=San Francisco&${query}`)
  it('recommended (the default) is best rated first, ties by id', async () => {
    expect(await order('')).toEqual(['Alpha', 'Bravo', 'Charlie'])
    expect(await order('sort=recommended')).toEqual(['Alpha', 'Bravo', 'Charlie'])
  })

  it('price is per person, low to high', async () => {
    expect(await order('sort=price')).toEqual(['Bravo', 'Alpha', 'Charlie'])
    expect(await names('sort=price')).toEqual(['Golf', 'Bravo', 'Delta', 'Alpha', 'Charlie'])
  })

  it('rating breaks ties by the number of reviews, then id', async () => {
    await insertVenues(t.db, [
      { name: 'Hotel Tie', citySlug: 'boston', rating: 4.5, reviewCount: 0 },
      { name: 'India Tie', citySlug: 'boston', rating: 4.5, reviewCount: 9 },
    ])
    expect(await names('location=Boston&sort=rating')).toEqual(['India Tie', 'Hotel Tie'])
    expect(await names('location=Boston')).toEqual(['Hotel Tie', 'India Tie'])
  })

  it("capacity is the private group's, largest first: every room above 60 counts as 60", async () => {
    await insertVenues(t.db, [
      { name: 'Juliet Hall', citySlug: 'miami', rating: 3, maxGuests: 300 },
      { name: 'Kilo Room', citySlug: 'miami', rating: 4, maxGuests: 60 },
      { name: 'Lima Nook', citySlug: 'miami', rating: 5, maxGuests: 20 },
    ])
    expect(await names('location=Miami&sort=capacity')).toEqual(['Kilo Room', 'Juliet Hall', 'Lima Nook'])
  })

  it('pages in a stable order', async () => {
    const all = await names('sort=price&limit=100')
    const paged = [
      ...(await names('sort=price&limit=3')),
      ...(await names('sort=price&limit=3&offset=3')),
      ...(await names('sort=price&limit=3&offset=6')),
      ...(await names('sort=price&limit=3&offset=9')),
    ]
    expect(paged).toEqual(all)
  })
})

describe('GET /api/venues/search: what to relax when nothing matches', () => {
  it('counts the venues each dropped filter would find, most first, with the parameters of that search', async () => {
    const res = await search('location=San Francisco&guests=50&features=private-room')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ venues: [], total: 0 })
    expect(body.relaxations).toEqual([
      {
        filter: 'guests',
        label: "drop '50 guests'",
        count: 2,
        params: { location: 'San Francisco', features: 'private-room' },
      },
      {
        filter: 'features:private-room',
        label: "drop 'Private Room'",
        count: 1,
        params: { location: 'San Francisco', guests: '50' },
      },
    ])
  })

  it('leaves out the filters whose removal would still find nothing', async () => {
    const body = (await search('location=San Francisco&guests=12&features=private-room&vibe=casual&sort=price')).json()
    expect(body.relaxations).toEqual([
      {
        filter: 'vibe',
        label: "drop 'Casual & Relaxed'",
        count: 2,
        params: { location: 'San Francisco', guests: '12', features: 'private-room', sort: 'price' },
      },
    ])
  })

  it('offers dropping the group size and the date', async () => {
    const body = (await search(`location=Chicago&guests=50&date=${dateInDays('America/Chicago', 10)}`)).json()
    expect(body.total).toBe(0)
    expect(body.relaxations).toEqual([])
    const one = (await search('location=San Francisco&guests=60')).json()
    expect(one.total).toBe(1)
    expect(one.relaxations).toBeUndefined()
    const none = (await search('location=San Francisco&guests=60&type=unique-venue')).json()
    expect(none.relaxations).toEqual([
      { filter: 'type', label: "drop 'Unique Venue'", count: 1, params: { location: 'San Francisco', guests: '60' } },
      {
        filter: 'guests',
        label: "drop '60 guests'",
        count: 1,
        params: { location: 'San Francisco', type: 'unique-venue' },
      },
    ])
  })

  it('is not computed for a city we do not serve, nor when results were found', async () => {
    expect((await search('location=Austin&vibe=casual')).json().relaxations).toBeUndefined()
    expect((await search('location=San Francisco')).json().relaxations).toBeUndefined()
  })
})
