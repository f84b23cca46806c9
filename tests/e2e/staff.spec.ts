// The concierge console: who gets in, the inbox and a request, the venue catalogue (create,
// edit, photo upload, blackout date, archive), the CSV import (dry run with an error, then a good
// file), the outbox and the team. Staff and admin accounts are seeded by global-setup-staff.ts.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { test, expectNoAxeViolations, signedIn, type Session } from './fixtures'
import { E2E_ADMIN, E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'

const PASSWORD = 'Dinner4Thirty'
let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${process.pid}.${++counter}@example.com`
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notification/ }).getByText(title, { exact: true })

async function logIn(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password, rememberMe: true } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as Session
}

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

  test('inbox → request detail: filters, status with a note, assignment, reply; outbox', async ({
    browser,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('contact')
    const sent = await request.post('/api/contact', {
      data: { name: 'Cora Contact', email, message: 'Do you host rehearsal dinners for 30?' },
    })
    expect(sent.ok(), await sent.text()).toBe(true)

    const context = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
    const page = await context.newPage()
    await page.goto('/staff')
    await expect(page.getByRole('heading', { level: 1, name: 'Concierge inbox' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^New \d+$/ })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('searchbox', { name: 'Search by reference, name or email' }).fill(email)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const row = page.getByRole('listitem').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Contact message')).toBeVisible()
    await expect(row.getByText(/^<1 h of 24 h$/)).toBeVisible()
    await expect(row.getByText('Unassigned')).toBeVisible()
    // A filter that excludes it, then back.
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('partner')
    await expect(page.getByText('No requests match these filters.')).toBeVisible()
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('contact')
    await expect(row).toHaveCount(1)

    await row.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cora Contact')
    await expect(
      page.getByRole('region', { name: 'What they sent' }).getByText('Do you host rehearsal dinners for 30?'),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // Declining needs a note (the domain's rule), shown beside the field.
    const workflow = page.getByRole('region', { name: 'Workflow' })
    await workflow.getByRole('combobox', { name: 'Move to' }).selectOption('declined')
    await workflow.getByRole('button', { name: 'Change status' }).click()
    await expect(workflow.getByText('Please add a note explaining why')).toBeVisible()
    await workflow.getByRole('combobox', { name: 'Move to' }).selectOption('in_progress')
    await workflow.getByRole('textbox', { name: 'Internal note' }).fill('Checking rooms for 30.')
    await workflow.getByRole('button', { name: 'Change status' }).click()
    await expect(toast(page, 'Status changed')).toBeVisible()
    await expect(page.getByRole('region', { name: 'History' }).getByText('Checking rooms for 30.')).toBeVisible()

    await workflow
      .getByRole('combobox', { name: 'Assigned to' })
      .selectOption({ label: `${E2E_STAFF.firstName} ${E2E_STAFF.lastName}` })
    await workflow.getByRole('button', { name: 'Assign' }).click()
    await expect(toast(page, 'Assignment saved')).toBeVisible()

    await page.getByRole('button', { name: 'Reply' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reply to the planner' })
    await dialog.getByRole('button', { name: 'More details needed' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(/A few more details for your request/)
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(/Hi Cora,/)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Send reply' }).click()
    await expect(toast(page, 'Reply sent')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByText(/A few more details for your request/),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Emails' }).getByText(/A few more details for your request/),
    ).toBeVisible()

    await page.getByRole('navigation', { name: 'Concierge console' }).getByRole('link', { name: 'Outbox' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible()
    await page.getByRole('tab', { name: /^Sent/ }).click()
    // Other specs send the same template: this request's email is the one to its planner.
    const mail = page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: 'A few more details for your request' })
      .filter({ hasText: email })
    await expect(mail).toBeVisible({ timeout: 20_000 })
    await expectNoAxeViolations(page)
    await mail.getByRole('button', { name: /^View email/ }).click()
    await expect(page.getByRole('dialog').getByText(/Hi Cora,/)).toBeVisible()
    await page.keyboard.press('Escape')
    await mail.getByRole('button', { name: /^Resend email/ }).click()
    await expect(toast(page, 'Email queued again')).toBeVisible()
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

  test('venue catalogue: create, edit, photo upload, blackout date, archive', async ({
    browser,
    request,
    baseURL,
    failedRequests,
  }) => {
    const context = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
    const page = await context.newPage()
    await page.goto('/staff/venues')
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Venues' }).getByRole('listitem').first()).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'New venue' }).click()
    const form = page.getByRole('form', { name: 'Venue details' })
    await form.getByRole('button', { name: 'Create venue' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Please choose one of our cities')).toBeVisible()
    await expectNoAxeViolations(page)

    const name = `Test Kitchen ${Date.now()}`
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await form.getByRole('combobox', { name: 'City' }).selectOption('san-francisco')
    await form.getByRole('textbox', { name: 'Address' }).fill('1 Market St, San Francisco, CA 94105')
    await form.getByRole('textbox', { name: 'Latitude' }).fill('37.7936')
    await form.getByRole('textbox', { name: 'Longitude' }).fill('-122.3950')
    await form.getByRole('combobox', { name: 'Type', exact: true }).selectOption('restaurant')
    await form.getByRole('combobox', { name: 'Service type' }).selectOption('Private Dining')
    await form.getByRole('textbox', { name: 'Minimum guests' }).fill('10')
    await form.getByRole('textbox', { name: 'Maximum guests' }).fill('40')
    await form.getByRole('textbox', { name: 'Price per person ($)' }).fill('95')
    await form.getByRole('checkbox', { name: 'Italian' }).check()
    await form.getByRole('checkbox', { name: 'Casual & Relaxed' }).check()
    await form.getByRole('checkbox', { name: 'Private Room' }).check()
    await form.getByRole('textbox', { name: 'Amenities' }).fill('Coat check')
    await form.getByRole('textbox', { name: 'Amenities' }).press('Enter')
    await expect(form.getByRole('button', { name: 'Remove Coat check' })).toBeVisible()
    await form.getByRole('button', { name: 'Create venue' }).click()
    await expect(toast(page, 'Venue created')).toBeVisible()
    await expect(page).toHaveURL(/\/staff\/venues\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

    // Edit.
    await form.getByRole('textbox', { name: 'Price per person ($)' }).fill('105')
    await form.getByRole('button', { name: 'Save venue' }).click()
    await expect(toast(page, 'Venue saved')).toBeVisible()
    await page.reload()
    await expect(form.getByRole('textbox', { name: 'Price per person ($)' })).toHaveValue('105')
    await expect(form.getByRole('checkbox', { name: 'Casual & Relaxed' })).toBeChecked()

    // Photos: wrong bytes are refused with the server's message, a real PNG is taken.
    const photos = page.getByRole('region', { name: 'Photos' })
    const file = photos.getByLabel('Photo (JPEG, PNG or WebP, at most 10 MB)')
    failedRequests.allow(/^400 POST \/api\/staff\/venues\/\d+\/photos$/) // not an image, on purpose
    await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') })
    await photos.getByRole('button', { name: 'Upload photo' }).click()
    await expect(photos.getByRole('alert')).toHaveText('Photos must be JPEG, PNG or WebP images')
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#b5542c' } })
      .png()
      .toBuffer()
    await file.setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: png })
    await photos
      .getByRole('textbox', { name: /Description for screen readers/ })
      .fill('The private room set for dinner')
    await photos.getByRole('button', { name: 'Upload photo' }).click()
    await expect(toast(page, 'Photo uploaded')).toBeVisible()
    await expect(photos.getByRole('img', { name: 'The private room set for dinner' })).toBeVisible()
    await file.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: png })
    await photos.getByRole('textbox', { name: /Description for screen readers/ }).fill('The bar at night')
    await photos.getByRole('button', { name: 'Upload photo' }).click()
    await expect(photos.getByRole('listitem')).toHaveCount(2)
    await photos.getByRole('button', { name: 'Move photo 2 up' }).click()
    await expect(photos.getByRole('listitem').first()).toContainText('The bar at night')
    await photos.getByRole('button', { name: 'Delete photo 1' }).click()
    await expect(photos.getByRole('listitem')).toHaveCount(1)

    // A blackout date: the 15th of next month.
    const blackouts = page.getByRole('region', { name: 'Blackout dates' })
    await blackouts.getByRole('button', { name: /next month/i }).click()
    await blackouts
      .getByRole('grid')
      .getByRole('button', { disabled: false })
      .filter({ hasText: /^15$/ })
      .first()
      .click()
    await blackouts.getByRole('button', { name: 'Save blackout dates' }).click()
    await expect(toast(page, 'Blackout dates saved')).toBeVisible()
    await page.reload()
    await expect(blackouts.getByText(/^Blocked: \w{3} 15, \d{4}$/)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Archive venue' }).click()
    await expect(toast(page, 'Venue archived')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Unarchive venue' })).toBeVisible()
    await context.close()
  })

  test('CSV import: a dry run with an error imports nothing, a good file imports', async ({
    browser,
    request,
    baseURL,
    failedRequests,
  }) => {
    // Not provoked: the page polls an import's progress from before the server has recorded the
    // import, and the server answers 404 until it has (src/web/staff/api/import-venues.ts says so).
    // Left as it is for now: the console shows those 404s.
    failedRequests.allow(/^404 GET \/api\/staff\/venues\/import\/progress\/[0-9a-f-]{36}$/)
    const context = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
    const page = await context.newPage()
    await page.goto('/staff/venues/import')
    await expect(page.getByRole('heading', { level: 1, name: 'Import venues' })).toBeVisible()
    await expectNoAxeViolations(page)

    const stamp = Date.now()
    const header = 'slug,name,city,address,lat,lng,type,serviceType,minGuests,maxGuests,pricePerPerson,cuisines'
    const good = (n: number) =>
      `csv-room-${stamp}-${n},CSV Room ${n},San Francisco,"${n} Pine St, San Francisco, CA",37.79,-122.40,restaurant,Private Dining,8,30,70,Italian|French`
    const file = page.getByLabel('CSV file')

    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          header,
          good(1),
          `csv-bad-${stamp},Bad Room,San Francisco,"2 Pine St",37.79,-122.40,castle,Private Dining,8,30,70,`,
        ].join('\n'),
      ),
    })
    const table = page.getByRole('region', { name: 'Rows of the file' })
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(table.getByRole('row').nth(2)).toContainText(/type: Type must be one of/)
    await expect(page.getByRole('status').filter({ hasText: /1 error in 1 row/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Import \d+ venues?$/ })).toBeDisabled()
    await expectNoAxeViolations(page)

    await file.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, good(1), good(2)].join('\n')),
    })
    await expect(page.getByRole('status').filter({ hasText: '2 to create, 0 to update, no errors.' })).toBeVisible()
    await page.getByRole('button', { name: 'Import 2 venues' }).click()
    await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible()
    await expect(page.getByText('2 venues created and 0 updated.')).toBeVisible()

    await page.getByRole('link', { name: 'See the venues' }).click()
    await page.getByRole('searchbox', { name: 'Search by name or slug' }).fill(`csv-room-${stamp}`)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('region', { name: 'Venues' }).getByRole('listitem')).toHaveCount(2)
    await context.close()
  })

  test('team (admin): grant and revoke staff; staff do not see the team', async ({ browser, request, baseURL }) => {
    const planner = await signUpPlanner(request)
    const context = await signedIn(browser, baseURL, await logIn(request, E2E_ADMIN.email, E2E_STAFF_PASSWORD))
    const page = await context.newPage()
    await page.goto('/staff/team')
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
    await expect(page.getByText(E2E_STAFF.email)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search accounts by name or email' }).fill(planner.email)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('button', { name: `Grant staff access to ${planner.email}` }).click()
    await expect(toast(page, 'Staff access granted')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: `Revoke staff access from ${planner.email}` }).click()
    await expect(toast(page, 'Staff access revoked')).toBeVisible()
    await context.close()

    const staff = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
    const staffPage = await staff.newPage()
    await staffPage.goto('/staff')
    await expect(
      staffPage.getByRole('navigation', { name: 'Concierge console' }).getByRole('link', { name: 'Team' }),
    ).toHaveCount(0)
    // Typed in, the page says so without asking the admins' list (no 403).
    await staffPage.goto('/staff/team')
    await expect(staffPage.getByText('Only administrators manage the team.')).toBeVisible()
    await staff.close()
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
    await page.goto(`/staff?q=${encodeURIComponent(email)}`)
    await page.getByRole('region', { name: 'Requests' }).getByRole('listitem').first().getByRole('link').click()
    await expect(page.getByRole('region', { name: 'Workflow' })).toBeVisible()
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
