// The cards a search page and Callie's recommendations show come from the catalogue index
// (search-cards.ts): byte for byte what the cards by id from the database (venueSummariesByIds)
// serialise to, for uploaded and generated photos, the last-minute flag in each city's window
// (blackouts today, tomorrow, after the window), shared and odd lists, and venues the index does not
// hold (archived: read from the database) or that do not exist (left out).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { venueSummarySchema } from '~/domain/venues/venue'
import { addDaysToDate } from '~/domain/search-dates'
import { todayIn } from '~/domain/time'
import { venues } from '~/server/db/schema'
import { catalogueChanged } from '~/server/lib/catalogue-generation'
import { summariesByIds } from '~/server/venues/search-cards'
import { catalogueIndex } from '~/server/venues/search-index'
import { venueSummariesByIds } from '~/server/venues/venue-sql'
import { clearVenues, insertVenue } from '../fixtures/venues'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const serialised = (cards: unknown[]) => JSON.stringify(cards.map((c) => venueSummarySchema.parse(c)))

describe('venue cards from the catalogue index', () => {
  it('are the cards by id from the database, in the order asked, archived and unknown venues as there', async () => {
    await clearVenues(t.db)
    const now = new Date()
    const sfToday = todayIn('America/Los_Angeles', now)
    const nyToday = todayIn('America/New_York', now)
    const ids: number[] = []
    for (const [i, v] of [
      { minNoticeHours: 0, photos: [{ url: '/media/art-a.webp' }, { url: '/media/uploads/real-a.webp', position: 5 }] },
      { minNoticeHours: 24, blackouts: [sfToday] },
      { minNoticeHours: 48, blackouts: [addDaysToDate(sfToday, 2)] },
      { minNoticeHours: 12, blackouts: [addDaysToDate(sfToday, 5)], cuisines: ['Italian', 'Odd\nName'] },
      { minNoticeHours: 72, cuisines: ['Italian', 'Odd\nName'], suggestedAddOns: ['Wine pairing', 'Cake'] },
      { minNoticeHours: 0, citySlug: 'new-york', blackouts: [addDaysToDate(nyToday, 1)], vibes: ['elegant', 'lively'] },
      {
        minNoticeHours: 6,
        citySlug: 'new-york',
        photos: [
          { url: '/media/b-2.webp', position: 2 },
          { url: '/media/b-1.webp', position: 1 },
        ],
      },
      { minNoticeHours: 0, status: 'archived' as const },
    ].entries())
      ids.push(await insertVenue(t.db, { name: `Card ${i}`, rating: 4 + i / 10, ...v }))
    const asked = [ids[4], ids[0], 999_999, ids[7], ...ids.slice(1, 4), ids[6], ids[5], ids[0]]

    await catalogueIndex(t.db)
    const fromIndex = await summariesByIds({ db: t.db, ids: asked, now })
    const fromDatabase = await venueSummariesByIds({ db: t.db, ids: asked, now })
    expect(fromIndex.map((c) => c.id)).toEqual([ids[4], ids[0], ids[7], ...ids.slice(1, 4), ids[6], ids[5], ids[0]])
    expect(serialised(fromIndex)).toBe(serialised(fromDatabase))
    expect(fromIndex.map((c) => c.lastMinute)).toEqual([false, true, true, false, false, true, true, false, true])
    expect(fromIndex[1].imageUrl).toBe('/media/uploads/real-a.webp')

    // A write moves the index on: the cards say what the database says after it.
    await t.db.update(venues).set({ name: 'Card renamed' }).where(eq(venues.id, ids[0]))
    await catalogueChanged(t.db)
    await catalogueIndex(t.db)
    const renamed = await summariesByIds({ db: t.db, ids: [ids[0]], now })
    expect(renamed[0].name).toBe('Card renamed')
    expect(serialised(renamed)).toBe(serialised(await venueSummariesByIds({ db: t.db, ids: [ids[0]], now })))
  })
})
