// The venue portal's web pages: staff invite a manager from the console, who accepts the emailed link,
// finds the portal in her menu, adds a space and sees it on the overview; every page passes axe.
import { expect, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { addDaysToDate } from '~/domain/search-dates'
import { displayDate } from '~/domain/time'
import { test, expectNoAxeViolations, signedIn, verifyByMail, type Session } from './fixtures'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { readCaughtMail } from './mail-catcher'

const password = 'Venue4Managers'

async function session(request: APIRequestContext, email: string, pass: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password: pass, rememberMe: true } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as Session
}

test('a manager accepts her invitation, adds a space, and every portal page (managers included) passes axe', async ({
  browser,
  baseURL,
  request,
}) => {
  // Nine axe sweeps (one per portal page) on two shared cores: more than the default minute.
  test.setTimeout(90_000)
  const email = `manager.${Date.now()}.${process.pid}@example.com`
  const signup = await request.post('/api/auth/signup', {
    data: { firstName: 'Mara', lastName: 'Manager', email, password },
  })
  expect(signup.status()).toBe(201)
  await verifyByMail(request, email)

  // Staff invite her from the console: the venue's editor links to its managers in the portal.
  const staffContext = await signedIn(browser, baseURL, await session(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
  const consolePage = await staffContext.newPage()
  await consolePage.goto('/staff/venues/1')
  await consolePage.getByRole('link', { name: 'invite its managers' }).click()
  await expect(consolePage.getByRole('heading', { name: 'Managers', level: 1 })).toBeVisible()
  await consolePage.getByLabel('Email').fill(email)
  await consolePage.getByLabel('Role').selectOption('owner')
  await consolePage.getByRole('button', { name: 'Send invitation' }).click()
  await expect(
    consolePage.getByRole('region', { name: /Notifications/ }).getByText(`${email} can accept it from the email`),
  ).toBeVisible()
  await staffContext.close()
  let link = ''
  await expect
    .poll(() => {
      const mail = readCaughtMail().find((m) => m.to.includes(email) && /venue-portal\/invitations\//.test(m.text))
      link = /\/venue-portal\/invitations\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')

  const context = await signedIn(browser, baseURL, await session(request, email, password))
  const page = await context.newPage()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page
    .getByRole('navigation', { name: /sections/ })
    .getByRole('link', { name: 'Spaces' })
    .click()
  await expect(page.getByRole('heading', { name: 'Spaces', level: 1 })).toBeVisible()
  const form = page.getByRole('form', { name: 'New space' })
  await form.getByLabel('Name').fill('The Cellar')
  await form.getByLabel('Seated capacity').fill('24')
  await form.getByLabel('Standing capacity').fill('40')
  await form.getByRole('button', { name: 'Add space' }).click()
  await expect(page.getByRole('heading', { name: 'The Cellar' })).toBeVisible()
  await expect(page.getByText('Private room · 24 seated · 40 standing')).toBeVisible()
  await expectNoAxeViolations(page)

  // A photo of the space: uploaded from the spaces page, shown on the venue page with the space's name.
  await page.getByRole('button', { name: 'Photos of The Cellar' }).click()
  const photos = page.getByRole('region', { name: 'Photos of The Cellar' })
  await expect(photos.getByText('No photos yet.', { exact: false })).toBeVisible()
  await photos.getByLabel('Photo (JPEG, PNG or WebP, at most 10 MB)').setInputFiles({
    name: 'cellar.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a4b3a' } })
      .png()
      .toBuffer(),
  })
  await photos.getByRole('button', { name: 'Upload photo' }).click()
  await expect(photos.getByRole('list', { name: 'Photos of The Cellar in order' }).getByRole('listitem')).toHaveCount(1)
  await expect(photos.getByText(/^Shown on your venue page · 900 × 600$/)).toBeVisible()
  await expectNoAxeViolations(page)
  const venuePage = await context.newPage()
  await venuePage.goto('/venues/1')
  const spacePhoto = venuePage.getByRole('list', { name: 'Spaces' }).getByRole('img', { name: 'The Cellar' })
  await expect(spacePhoto).toHaveAttribute('loading', 'lazy')
  await spacePhoto.scrollIntoViewIfNeeded()
  await expect(spacePhoto).toBeVisible()
  await venuePage.close()

  for (const section of ['Packages', 'Blackouts', 'Calendar', 'Profile & policies', 'Requests', 'Managers']) {
    await page
      .getByRole('navigation', { name: /sections/ })
      .getByRole('link', { name: section })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
  }

  await page.goto('/venue-portal')
  await expect(page.getByRole('heading', { name: 'Your venues' })).toBeVisible()
  await expectNoAxeViolations(page)
  await context.close()
})

/** The `day` of the month `ahead` months from now, 'yyyy-mm-dd' (browser and test share the machine's zone). */
function dayOfMonthAhead(ahead: number, day: number): string {
  const d = new Date()
  d.setDate(1)
  d.setMonth(d.getMonth() + ahead)
  d.setDate(day)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

test('a venue in the loop: a package and a blackout → that date leaves search → a request for another date is quoted from the package → accepted from the email → confirmed on the dashboard, the calendar and the feed', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = `${Date.now()}.${process.pid}`
  const closed = dayOfMonthAhead(2, 15)
  const asked = dayOfMonthAhead(2, 22)
  const seattle = (date: string) =>
    `/api/venues/search?location=${encodeURIComponent('Seattle, WA')}&guests=14&date=${date}&limit=50`
  const listed = async (date: string) =>
    ((await (await request.get(seattle(date))).json()) as { venues: { id: number; name: string }[] }).venues
  const venue = (await listed(closed))[0]
  expect(venue).toBeTruthy()

  // Set-up by API (the invitation page has its own test above): a manager of the venue with a space.
  const managerEmail = `loop.manager.${stamp}@example.com`
  expect(
    (
      await request.post('/api/auth/signup', {
        data: { firstName: 'Vera', lastName: 'Venue', email: managerEmail, password },
      })
    ).status(),
  ).toBe(201)
  await verifyByMail(request, managerEmail)
  const staff = await session(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)
  const invited = await request.post(`/api/staff/venues/${venue.id}/managers`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { email: managerEmail, role: 'owner' },
  })
  expect(invited.ok(), await invited.text()).toBe(true)
  let token = ''
  await expect
    .poll(() => {
      const mail = readCaughtMail().find(
        (m) => m.to.includes(managerEmail) && /venue-portal\/invitations\//.test(m.text),
      )
      token = /\/venue-portal\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
      return token
    })
    .not.toBe('')
  const manager = await session(request, managerEmail, password)
  const auth = { Authorization: `Bearer ${manager.token}` }
  expect((await request.post(`/api/venue-invitations/${token}/accept`, { headers: auth })).ok()).toBe(true)
  const space = await request.post(`/api/venue-portal/venues/${venue.id}/spaces`, {
    headers: auth,
    data: { name: 'The Vault', kind: 'private_room', seatedCapacity: 24, standingCapacity: 30 },
  })
  expect(space.ok(), await space.text()).toBe(true)

  const managerContext = await signedIn(browser, baseURL, manager)
  const portal = await managerContext.newPage()

  // 1. The manager adds a package to the space…
  await portal.goto(`/venue-portal/venues/${venue.id}/packages`)
  const newPackage = portal.getByRole('form', { name: 'New package' })
  await newPackage.getByLabel('Name').fill('Vault supper')
  await newPackage.getByLabel('Space', { exact: true }).selectOption({ label: 'The Vault' })
  await newPackage.getByLabel('Price per person ($)').fill('80')
  await newPackage.getByLabel('Service charge (%)').fill('20')
  await newPackage.getByLabel('Tax (%)').fill('10')
  await newPackage.getByLabel('What is included').fill('Welcome cocktail\nPrinted menus')
  await newPackage.getByRole('button', { name: 'Add package' }).click()
  await expect(portal.getByRole('heading', { name: 'Vault supper' })).toBeVisible()

  // 2. … and closes the whole venue on one date, which then leaves a planner's search for it.
  expect((await listed(closed)).map((v) => v.id)).toContain(venue.id)
  await portal.goto(`/venue-portal/venues/${venue.id}/blackouts`)
  await portal.getByRole('button', { name: 'Date', exact: true }).click()
  const picker = portal.getByRole('dialog', { name: 'Choose a date' })
  for (let i = 0; i < 2; i++) await picker.getByRole('button', { name: /next month/i }).click()
  await picker.getByRole('grid').getByRole('button', { disabled: false }).filter({ hasText: /^15$/ }).first().click()
  await portal.getByRole('button', { name: 'Close this date' }).click()
  await expect(
    portal.getByRole('region', { name: /Notification/ }).getByText('Date closed', { exact: true }),
  ).toBeVisible()
  expect((await listed(closed)).map((v) => v.id)).not.toContain(venue.id)
  const searchPage = await browser.newPage({ baseURL })
  await searchPage.goto(`/search?location=${encodeURIComponent('Seattle, WA')}&date=${closed}&guests=14`)
  await expect(searchPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(searchPage.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(searchPage.getByRole('link', { name: venue.name, exact: true })).toHaveCount(0)
  await searchPage.close()

  // 3. A planner (with an account) asks for another date from the venue's booking page.
  const plannerEmail = `loop.planner.${stamp}@example.com`
  expect(
    (
      await request.post('/api/auth/signup', {
        data: { firstName: 'Pia', lastName: 'Planner', email: plannerEmail, password },
      })
    ).status(),
  ).toBe(201)
  const plannerContext = await signedIn(browser, baseURL, await session(request, plannerEmail, password))
  const planner = await plannerContext.newPage()
  await planner.goto(`/venues/${venue.id}/book?date=${asked}&time=${encodeURIComponent('7:00 PM')}&guests=14`)
  const form = planner.getByRole('region', { name: 'Booking request' })
  await form.getByRole('radio', { name: 'Client Dinner' }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  // She can also do the next day: one other date, picked in the venue's month.
  const otherDate = addDaysToDate(asked, 1)
  await form.getByRole('button', { name: 'Add another date' }).click()
  await form.getByRole('button', { name: 'Other date 1', exact: true }).click()
  const otherPicker = planner.getByRole('dialog', { name: 'Choose a date' })
  for (let i = 0; i < 2; i++) await otherPicker.getByRole('button', { name: /next month/i }).click()
  await otherPicker
    .getByRole('grid')
    .getByRole('button', { disabled: false })
    .filter({ hasText: new RegExp(`^${Number(otherDate.slice(8))}$`) })
    .first()
    .click()
  await expect(form.getByRole('button', { name: 'Other date 1', exact: true })).toHaveText(displayDate(otherDate))
  for (let i = 0; i < 2; i++) await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Pia Planner')
  await form.getByRole('textbox', { name: 'Email' }).fill(plannerEmail)
  await form.getByRole('textbox', { name: 'Phone' }).fill('206-555-0142')
  await form.getByRole('button', { name: 'Submit Booking Request' }).click()
  const received = form.getByRole('status').filter({ hasText: 'Thank you for your booking request!' })
  await expect(received.getByText(/[A-Z]{2}-[2-9A-Z]{5}/)).toBeVisible()
  const reference = /[A-Z]{2}-[2-9A-Z]{5}/.exec((await received.textContent()) ?? '')![0]

  // 4. The manager answers from the portal's inbox with a quote from the package: the date is held.
  // Her other date is on the request, and one press away in the quote form.
  await portal.goto(`/venue-portal/venues/${venue.id}/inbox`)
  const entry = portal.getByRole('listitem').filter({ hasText: reference })
  await expect(entry).toContainText(`Other dates${displayDate(otherDate)}`)
  await portal.getByRole('button', { name: `Answer ${reference}` }).click()
  const quote = portal.getByRole('form', { name: `Quote for ${reference}` })
  await quote.getByLabel('Space', { exact: true }).selectOption({ label: 'The Vault' })
  await quote.getByLabel('Package', { exact: true }).selectOption({ label: 'Vault supper ($80.00 per person)' })
  // What the package includes: a known item is ticked; one in the package's own words, which a quote
  // cannot list, is named, so the planner is not quoted a shorter list than the package's unawares.
  await expect(quote.getByRole('checkbox', { name: 'Printed menus' })).toBeChecked()
  await expect(quote.getByRole('group', { name: 'What the price includes' })).toContainText(
    'Vault supper also includes Welcome cocktail, which is not among these items, so the quote will not list it: say it in your message to',
  )
  await expectNoAxeViolations(portal)
  await quote.getByRole('button', { name: 'Send the quote and hold the date' }).click()
  await expect(
    portal.getByRole('region', { name: /Notification/ }).getByText('Quote sent', { exact: true }),
  ).toBeVisible()

  // 5. The planner accepts from the email: the venue booked its space, so the booking is confirmed.
  let link = ''
  await expect
    .poll(() => {
      const mail = readCaughtMail().find((m) => m.to.includes(plannerEmail) && /\/proposals\//.test(m.text))
      link = /https?:\/\/\S+?\/proposals\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')
  await planner.goto(new URL(link).pathname)
  // 14 × $80 = $1,120; service 20 % $224; tax 10 % of $1,344 = $134.40 → $1,478.40 for the venue.
  await expect(planner.getByText('$1,478.40').first()).toBeVisible()
  // A venue's own quote books on acceptance, and its button says so (it read "Accept proposal").
  await planner.getByRole('button', { name: 'Accept and book' }).click()
  await expect(planner.getByRole('status').getByText(/Your booking is confirmed/)).toBeVisible()

  // 6. The event is on the planner's dashboard, on the venue's calendar and in its calendar feed.
  await planner.goto('/dashboard')
  await expect(planner.getByText(`Client Dinner at ${venue.name}`).first()).toBeVisible()
  await portal.goto(`/venue-portal/venues/${venue.id}/calendar?month=${asked.slice(0, 7)}`)
  await expect(portal.getByRole('table').getByText(/^Booked · The Vault · 7:00 PM · 14 guests/)).toBeVisible()
  await portal.getByRole('button', { name: 'Create calendar link' }).click()
  const feedUrl = await portal.getByTestId('calendar-feed-url').inputValue()
  const feed = await request.get(new URL(feedUrl).pathname)
  expect(feed.ok()).toBe(true)
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics).toContain('STATUS:CONFIRMED')
  expect(ics).toContain(`DTSTART;TZID=America/Los_Angeles:${asked.replace(/-/g, '')}T190000`)
  await managerContext.close()
  await plannerContext.close()
})
