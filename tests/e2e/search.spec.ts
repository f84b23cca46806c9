// Search: errors with a fix, aliases and typos, sort, relaxations, the phone summary
// bar, map clusters and guest corrections.
import { expect, type Page } from '@playwright/test'
import { testOnSharedPage as test, expectNoAxeViolations, gotoClientRendered } from './fixtures'

const searchForm = (page: Page) => page.getByRole('form', { name: 'Search venues' })

/** 'yyyy-mm-dd' n days from today in Chicago. */
function chicagoDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d)
}

test.describe('search: errors the planner can act on', () => {
  test('a past date says so and offers today instead of a retry', async ({ page, failedRequests }) => {
    failedRequests.allow(/^400 GET \/api\/venues\/search\?/)
    await page.goto('/search?location=Chicago&date=2020-01-15&guests=12')
    const alert = page.getByTestId('search-error')
    await expect(alert).toContainText('That date has passed')
    await expect(alert).toContainText(/Date must be today \(\d{4}-\d{2}-\d{2}\) or later/)
    await expect(page.getByText('Failed to load venues. Please try again.')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await alert.getByRole('button', { name: 'Search from today' }).click()
    await expect(page).toHaveURL(new RegExp(`date=${chicagoDate(0)}`))
    await expect(page.getByTestId('search-error')).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: /venues? found|No venues match yet/ })).toBeVisible()
  })

  test('a malformed date in a link is called not valid, not past, with today offered instead', async ({
    page,
    failedRequests,
  }) => {
    failedRequests.allow(/^400 GET \/api\/venues\/search\?/)
    await page.goto('/search?location=Chicago&date=2026-02-30&guests=12')
    const alert = page.getByTestId('search-error')
    await expect(alert).toContainText('That date is not valid')
    await expect(alert).not.toContainText('passed')
    await alert.getByRole('button', { name: 'Search from today' }).click()
    await expect(page).toHaveURL(new RegExp(`date=${chicagoDate(0)}`))
    await expect(page.getByTestId('search-error')).toHaveCount(0)
  })

  test('an unknown sort in a link is refused with a way back to the default order', async ({
    page,
    failedRequests,
  }) => {
    failedRequests.allow(/^400 GET \/api\/venues\/search\?/)
    await page.goto('/search?location=Chicago&sort=cheapest')
    await expect(page.getByTestId('search-error')).toContainText('Sort must be one of')
    await page.getByRole('button', { name: 'Sort by Recommended' }).click()
    await expect(page).not.toHaveURL(/sort=/)
    await expect(page.getByTestId('venue-card').first()).toBeVisible()
  })

  test('a server failure still offers to try again', async ({ page, failedRequests }) => {
    // The 503 is the test's own stand-in answer.
    failedRequests.allow(/^503 GET \/api\/venues\/search\?/)
    // The first results come with the server-rendered page; the next search is the browser's.
    await page.goto('/search?location=Chicago')
    await page.route('**/api/venues/search?**', (route) =>
      route.fulfill({ status: 503, json: { code: 'service_unavailable', message: 'Service unavailable' } }),
    )
    await page.getByLabel('Sort by').selectOption({ label: 'Price per person (low to high)' })
    await expect(page.getByText('Failed to load venues. Please try again.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})

test.describe('search: the location box', () => {
  test('a misspelt city is corrected, with "Did you mean" in the suggestions and on the results', async ({ page }) => {
    await page.goto('/')
    const location = searchForm(page).getByRole('combobox', { name: 'Location' })
    await location.fill('Chicgo')
    await expect(page.getByRole('option', { name: 'Did you mean Chicago, IL?' })).toBeVisible()
    await searchForm(page).getByRole('button', { name: 'Find Venues' }).click()
    await expect(page).toHaveURL(/location=Chicgo/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venues in Chicago, IL')
    await expect(page.getByTestId('did-you-mean')).toHaveText(
      'Did you mean Chicago, IL? Showing venues in Chicago, IL.',
    )
    await expect(page.getByTestId('venue-card').first()).toBeVisible()
    // What was typed stays as typed in the box and the chips.
    await expect(location).toHaveValue('Chicgo')
    await expect(page.getByRole('list', { name: 'Active search criteria' })).toContainText('Chicgo')
  })

  test('aliases resolve and unserved places are labelled', async ({ page }) => {
    await page.goto('/search?location=SF')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venues in San Francisco, CA')
    await expect(page.getByTestId('did-you-mean')).toHaveText('Showing venues in San Francisco, CA for “SF”.')

    await page.goto('/')
    const location = searchForm(page).getByRole('combobox', { name: 'Location' })
    await location.fill('LA')
    const first = page.getByRole('option').first()
    await expect(first).toContainText('Los Angeles')
    await expect(first).toContainText('coming soon')
    await expect(page.getByRole('option', { name: /^Las Vegas/ })).not.toContainText('coming soon')
    await location.fill('Saint Louis')
    await expect(page.getByRole('option').first()).toHaveText(/St\. Louis.*MO, USA.*not yet served/)
    await location.fill('st louis')
    await expect(page.getByRole('option').first()).toHaveText(/St\. Louis.*not yet served/)
  })

  test('an unserved city is echoed as typed, not upper-cased', async ({ page }) => {
    await page.goto('/')
    await searchForm(page).getByRole('combobox', { name: 'Location' }).fill('Springfield')
    await searchForm(page).getByRole('button', { name: 'Find Venues' }).click()
    await expect(searchForm(page).getByRole('alert')).toHaveText(
      "Springfield is not yet available. Currently, we're only in select cities.",
    )
  })
})

test.describe('search: sort and relaxations', () => {
  test('the sort is kept in the URL and orders the cards', async ({ page }) => {
    await page.goto('/search?location=Chicago')
    await expect(page.getByTestId('venue-card').first()).toBeVisible()
    await page.getByLabel('Sort by').selectOption({ label: 'Price per person (low to high)' })
    await expect(page).toHaveURL(/sort=price/)
    await expect(page.getByRole('status').filter({ hasText: /venues? found/ })).toBeVisible()
    // The URL changes first; the old cards, then the loading state, can still be on screen for a
    // moment (once read as no card at all), so the cards are read until the sorted ones are there.
    const prices = async () =>
      (await page.getByTestId('venue-card').locator('.font-display.text-lg').allInnerTexts()).map((p) =>
        Number(p.replace(/[^0-9]/g, '')),
      )
    await expect
      .poll(
        async () => {
          const shown = await prices()
          return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1] <= p) ? 'in price order' : shown
        },
        { message: 'more than one card, in price order' },
      )
      .toBe('in price order')
    await page.reload()
    await expect(page.getByLabel('Sort by')).toHaveValue('price')
    await expectNoAxeViolations(page)
  })

  test('an empty result suggests which filter to drop, with counts from the server', async ({ page, request }) => {
    const query = 'location=Chicago&guests=14&features=dance-floor,outdoor'
    const api = await (await request.get(`/api/venues/search?${query}`)).json()
    expect(api.total).toBe(0)
    expect(api.relaxations.length).toBeGreaterThan(0)
    await page.goto(`/search?${query}`)
    const links = page.getByRole('list', { name: 'Searches with one filter fewer' }).getByRole('link')
    await expect(links).toHaveCount(api.relaxations.length)
    const [best] = api.relaxations
    const link = links.first()
    await expect(link).toHaveText(`${best.count} ${best.count === 1 ? 'venue' : 'venues'} if you ${best.label}`)
    await expect(link).toHaveText(/if you drop '/)
    await link.click()
    await expect(
      page.getByRole('status').filter({ hasText: `${best.count} ${best.count === 1 ? 'venue' : 'venues'} found` }),
    ).toBeVisible()
  })
})

test.describe('search: guests', () => {
  test('a typed count outside 8-60 is corrected with a message next to the field', async ({ page }) => {
    await page.goto('/')
    const guests = searchForm(page).getByRole('spinbutton', { name: 'Guests' })
    await guests.fill('100')
    await guests.blur()
    await expect(guests).toHaveValue('60')
    await expect(searchForm(page).getByText('We plan groups of 8 to 60 — set to 60')).toBeVisible()
    await guests.fill('3')
    await expect(searchForm(page).getByText('We plan groups of 8 to 60 — set to 60')).toHaveCount(0)
    await guests.blur()
    await expect(searchForm(page).getByText('We plan groups of 8 to 60 — set to 8')).toBeVisible()
  })

  test('a link asking for too many guests says it searched for 60', async ({ page }) => {
    await page.goto('/search?location=Chicago&guests=75')
    await expect(searchForm(page).getByText('We plan groups of 8 to 60 — set to 60')).toBeVisible()
  })

  test('rooms larger than 60 show "60+" and send larger groups to Callie', async ({ page }) => {
    await page.route('**/api/venues/search?**', async (route) => {
      const res = await route.fetch()
      const body = await res.json()
      body.venues = body.venues.slice(0, 1).map((v: { maxGuests: number }) => ({ ...v, maxGuests: 300 }))
      body.total = 1
      await route.fulfill({ response: res, json: body })
    })
    await gotoClientRendered(page, '/search?location=Chicago')
    const card = page.getByTestId('venue-card').first()
    await expect(card.getByTestId('venue-capacity')).toHaveText('Up to 60+ guests — ask Callie for larger groups')
    await expect(card.getByRole('link', { name: 'ask Callie for larger groups' })).toHaveAttribute('href', '/concierge')
    await expect(card).not.toContainText('300')
  })
})

test.describe('search: map', () => {
  test('venues at the same spot cluster, and each can still be selected from the map and the list', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.route('**/api/venues/search?**', async (route) => {
      const res = await route.fetch()
      const body = await res.json()
      const [a, b, c, d] = body.venues
      // Three venues at one address and one a few metres away.
      body.venues = [
        { ...a, lat: 41.89, lng: -87.63 },
        { ...b, lat: 41.89, lng: -87.63 },
        { ...c, lat: 41.89, lng: -87.63 },
        { ...d, lat: 41.89002, lng: -87.63002 },
      ]
      body.total = 4
      await route.fulfill({ response: res, json: body })
    })
    await gotoClientRendered(page, '/search?location=Chicago')
    await page.getByRole('button', { name: 'Map' }).click()
    const cluster = page.getByTestId('map-cluster')
    await expect(cluster).toHaveCount(1)
    await expect(cluster).toHaveText('4')
    await expect(cluster).toHaveAttribute('aria-label', '4 venues here: zoom in to choose one')
    await expect(page.getByTestId('map-marker')).toHaveCount(0)

    // The list selects a venue inside the cluster: its marker comes out, red, and the list follows.
    const list = page.getByTestId('map-list')
    await list.getByRole('button').nth(2).click()
    const markerC = page.locator('[data-testid="map-marker"][aria-label^="C. "]')
    await expect(markerC).toBeVisible()
    await expect(markerC).toHaveAttribute('data-selected', 'true')
    await expect(list.getByRole('button').nth(2)).toHaveAttribute('aria-pressed', 'true')

    // Every spread marker can be clicked and selects its list item.
    const markerA = page.locator('[data-testid="map-marker"][aria-label^="A. "]')
    await expect(markerA).toBeVisible()
    await markerA.click()
    await expect(markerA).toHaveAttribute('data-selected', 'true')
    await expect(markerC).toHaveAttribute('data-selected', 'false')
    await expect(list.getByRole('button').nth(0)).toHaveAttribute('aria-pressed', 'true')
    await expect(list.getByRole('button').nth(2)).toHaveAttribute('aria-pressed', 'false')
    await expectNoAxeViolations(page)
  })
})

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('after searching, the criteria fold into a summary bar and the first result is on the first screen', async ({
    page,
  }) => {
    const date = chicagoDate(10)
    await page.goto(`/search?location=Chicago&date=${date}&time=7:30+PM&guests=14`)
    const bar = page.getByTestId('search-summary')
    const [y, m, d] = date.split('-').map(Number)
    const day = new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
    await expect(bar).toHaveText(new RegExp(`Chicago · ${day} · 7:30 PM · 14 guests`))
    await expect(bar).toHaveAttribute('aria-expanded', 'false')
    await expect(searchForm(page)).toBeHidden()
    const first = page.getByTestId('venue-card').first()
    await expect(first).toBeVisible()
    const box = await first.boundingBox()
    expect(box!.y).toBeLessThan(844)
    await expectNoAxeViolations(page)

    await bar.click()
    await expect(bar).toHaveAttribute('aria-expanded', 'true')
    await expect(searchForm(page)).toBeVisible()
    await expect(searchForm(page).getByRole('spinbutton', { name: 'Guests' })).toHaveValue('14')
  })

  test('a search from the landing page on a phone folds the form', async ({ page }) => {
    await page.goto('/')
    await searchForm(page).getByRole('combobox', { name: 'Location' }).fill('Chicago')
    await searchForm(page).getByRole('spinbutton', { name: 'Guests' }).fill('14')
    await searchForm(page).getByRole('button', { name: 'Find Venues' }).click()
    await expect(page.getByTestId('search-summary')).toHaveText(/Chicago · 14 guests/)
    const first = page.getByTestId('venue-card').first()
    await expect(first).toBeVisible()
    expect((await first.boundingBox())!.y).toBeLessThan(844)
  })
})

test.describe('long locations at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('long input is echoed as typed and truncated, never widening the page', async ({ page }) => {
    const long = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch Village Green By The Old Mill Pond'
    await page.goto(`/search?location=${encodeURIComponent(long)}&guests=12`)
    await expect(page.getByText(`${long} is not yet available. Currently, we're only in select cities.`)).toBeVisible()
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(`Venues in ${long}`)
    expect(await heading.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis')
    expect(await heading.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await expect(page.getByTestId('search-summary')).toContainText(long)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByTestId('search-summary').click()
    await expect(searchForm(page).getByRole('combobox', { name: 'Location' })).toHaveValue(long)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectNoAxeViolations(page)
  })
})
