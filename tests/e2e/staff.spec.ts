// The concierge console: who gets in, a partner application turned into a venue, the pages at
// 375 px (with a contact message), and a request view's facts. The inbox and a request, the outbox,
// the venue catalogue, the CSV import and the team are walked by keyboard in
// keyboard-accounts.spec.ts, with every check the mouse walks of them had here. Staff and admin
// accounts are seeded by global-setup-staff.ts.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test, expectNoAxeViolations, signedIn, type Session } from './fixtures'
import { logIn } from './booking-journeys'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'

const PASSWORD = 'Dinner4Thirty'
let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${process.pid}.${++counter}@example.com`
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notification/ }).getByText(title, { exact: true })

async function signUpPlanner(request: APIRequestContext): Promise<Session & { email: string }> {
  const email = uniqueEmail('planner')
  const res = await request.post('/api/auth/signup', {
    data: { firstName: 'Pia', lastName: 'Planner', email, password: PASSWORD },
  })
  expect(res.status()).toBe(201)
  return { email, ...(await logIn(request, email, PASSWORD)) }
}

test.describe('concierge console', () => {
  test('a visitor is sent to log in, a planner has no access', async ({ browser, request, baseURL, page }) => {
    await page.goto('/staff')
    await expect(page).toHaveURL(/\/login\?next=%2Fstaff/)

    const planner = await signUpPlanner(request)
    const context = await signedIn(browser, baseURL, planner)
    const plannerPage = await context.newPage()
    await plannerPage.goto('/staff')
    await expect(
      plannerPage.getByRole('heading', { level: 1, name: "You don't have access to the concierge console" }),
    ).toBeVisible()
    await expect(plannerPage.getByRole('navigation', { name: 'Concierge console' })).toHaveCount(0)
    const api = await request.get('/api/staff/requests', { headers: { Authorization: `Bearer ${planner.token}` } })
    expect(api.status()).toBe(403)
    // The venue portal, typed in: she manages no venue, and her profile says so (no 403 asked for).
    await plannerPage.goto('/venue-portal')
    await expect(plannerPage.getByText('This area is for venue managers.')).toBeVisible()
    await context.close()
  })

  test('a partner application becomes a venue with its owner invited, by keyboard', async ({
    browser,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('partner')
    const organization = `Quay Lantern ${Date.now()}`
    const sent = await request.post('/api/partners/applications', {
      data: {
        partnerType: 'restaurant-venue',
        organization,
        contactName: 'Ola Owner',
        email,
        city: 'Boston',
        message: 'A private room for 40 on the harbour.',
      },
    })
    expect(sent.ok(), await sent.text()).toBe(true)
    const context = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
    const page = await context.newPage()
    await page.goto('/staff')
    await page.getByRole('searchbox', { name: 'Search by reference, name or email' }).fill(email)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('listitem').filter({ hasText: email }).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ola Owner')

    const open = page.getByRole('button', { name: 'Create venue and invite manager' })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create the venue and invite its manager' })
    // Prefilled from the application: its name and city, the city's centre.
    await expect(dialog.getByRole('textbox', { name: 'Venue name' })).toHaveValue(organization)
    await expect(dialog.getByRole('combobox', { name: 'City' })).toHaveValue('boston')
    await expect(dialog.getByText(`Owner to invite: ${email}`)).toBeVisible()
    await expectNoAxeViolations(page)
    // Submitted half-filled: the schema's messages, beside the fields.
    await dialog.getByRole('button', { name: 'Create venue and invite' }).press('Enter')
    await expect(dialog.getByText('Address is required')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toBeFocused()
    await page.keyboard.type('1 Long Wharf, Boston, MA 02110')
    await dialog.getByRole('combobox', { name: 'Venue type' }).selectOption('restaurant')
    await dialog.getByRole('combobox', { name: 'Service' }).selectOption('Private Dining')
    await dialog.getByRole('textbox', { name: 'Maximum guests' }).fill('40')
    await dialog.getByRole('textbox', { name: 'Price per person ($)' }).fill('90')
    await expectNoAxeViolations(page)
    await dialog.getByRole('textbox', { name: 'Price per person ($)' }).press('Enter')

    await expect(toast(page, 'Venue created')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'This application became the venue' })).toContainText(
      `${organization}; ${email} was invited to manage it as its owner.`,
    )
    await expect(page.getByRole('button', { name: 'Create venue and invite manager' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'History' }).getByText(/^Venue created: /)).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Emails' }).getByText(`invited you to manage ${organization}`, { exact: false }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await context.close()
  })

  test('usable at 375 px: no page-wide horizontal scroll on the console pages', async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
    const page = await context.newPage()
    await page.setViewportSize({ width: 375, height: 800 })
    const venues = await request.get('/api/venues/search?location=San%20Francisco&guests=20')
    const venueId = ((await venues.json()) as { venues: { id: number }[] }).venues[0].id
    for (const [path, heading] of [
      ['/staff', 'Concierge inbox'],
      ['/staff/venues', 'Venues'],
      [`/staff/venues/${venueId}`, null],
      ['/staff/venues/import', 'Import venues'],
      ['/staff/outbox', 'Outbox'],
    ] as const) {
      await page.goto(path)
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      else await expect(page.getByRole('form', { name: 'Venue details' })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
    const email = uniqueEmail('narrow')
    expect(
      (
        await request.post('/api/contact', {
          data: { name: 'Nia Narrow', email, message: 'A long message '.repeat(40) },
        })
      ).ok(),
    ).toBe(true)
    // A contact message in the inbox and opened: its kind, the promise's clock, no one assigned yet;
    // the sender in the heading and the message as sent.
    await page.goto(`/staff?q=${encodeURIComponent(email)}`)
    const row = page.getByRole('region', { name: 'Requests' }).getByRole('listitem').first()
    await expect(row.getByText('Contact message')).toBeVisible()
    await expect(row.getByText(/^<1 h of 24 h$/)).toBeVisible()
    await expect(row.getByText('Unassigned')).toBeVisible()
    await row.getByRole('link').click()
    await expect(page.getByRole('region', { name: 'Workflow' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nia Narrow')
    await expect(page.getByRole('region', { name: 'What they sent' })).toContainText(
      'A long message '.repeat(40).trim(),
    )
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0)
    await context.close()
  })

  test("a request view states each fact once and shows the planner's own words", async ({
    browser,
    request,
    baseURL,
  }) => {
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const words = 'Team dinner for 14 in Chicago around 7:30pm, anything goes'
    const prefs = {
      occasion: 'Team Building',
      groupSize: 14,
      budget: 'luxury',
      cuisine: 'No Preference',
      vibe: 'Casual & Relaxed',
      location: 'Chicago, IL',
      date,
      time: 'dinner',
      dietaryRestrictions: [],
      exactTime: '7:30 PM',
      plannerText: words,
    }
    const recs = await request.post('/api/concierge/recommendations', { data: prefs })
    expect(recs.ok(), await recs.text()).toBe(true)
    const venue = ((await recs.json()) as { recommendations: { venue: { id: number; name: string } }[] })
      .recommendations[0].venue
    const email = uniqueEmail('once')
    const booked = await request.post('/api/concierge/book', {
      data: { ...prefs, venueId: venue.id, name: 'Dee Single', email, phone: '(312) 555-0100' },
    })
    expect(booked.status(), await booked.text()).toBe(201)

    const staff = await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)
    const inbox = await request.get(`/api/staff/requests?q=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${staff.token}` },
    })
    const [{ id }] = ((await inbox.json()) as { requests: { id: number }[] }).requests
    const context = await signedIn(browser, baseURL, staff)
    const page = await context.newPage()
    await page.goto(`/staff/requests/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dee Single')

    const sent = page.getByRole('region', { name: 'What they sent' })
    await expect(sent.getByText(words)).toBeVisible()
    const labels = await sent.locator('dt').allTextContents()
    expect(labels).toEqual(
      expect.arrayContaining(['Email', 'Phone', 'City', 'Event date', 'Event time', 'Guests', 'Occasion']),
    )
    for (const repeat of [
      'Name',
      'Venue name',
      'Venue id',
      'Group size',
      'Date',
      'Time',
      'Exact time',
      'Planner text',
      'Location',
    ])
      expect(labels).not.toContain(repeat)
    expect(new Set(labels).size).toBe(labels.length)
    await expect(sent.getByRole('definition').filter({ hasText: /^7:30 PM$/ })).toHaveCount(1)
    // The name once (the heading), the venue once (its panel).
    await expect(page.getByRole('main').getByText('Dee Single')).toHaveCount(1)
    await expect(page.getByRole('main').getByText(venue.name, { exact: true })).toHaveCount(1)
    await expectNoAxeViolations(page)
    await context.close()
  })
})
