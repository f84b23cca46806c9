// The venue's side: a planner sees the venue's spaces and each package's all-in price for
// her group on its page and picks a package the wizard keeps; a manager invited by staff is in the
// portal after one form; a manager answers a request from the emailed link with the planner's
// package already chosen, the all-in total following her edits. At 375 px and desktop width, axe
// in both themes.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { formatCents } from '~/domain/pricing/estimate'
import { packageEstimate } from '~/domain/venues/planner-packages'
import { test, expectNoAxeViolations, signedIn, switchColorScheme, type Session } from './fixtures'
import { logIn, mailedLink } from './booking-journeys'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }
const PASSWORD = 'Venue4Managers'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A Miami venue of this spec's own, counted from the end of the city's listing (others take 0 and 1). */
async function ownVenue(request: APIRequestContext, fromEnd: number) {
  const res = await request.get(`/api/venues/search?location=${encodeURIComponent('Miami, FL')}&guests=12&limit=50`)
  const venues = ((await res.json()) as { venues: { id: number; name: string }[] }).venues
  expect(venues.length).toBeGreaterThan(fromEnd)
  return venues[venues.length - 1 - fromEnd]
}

const PRICES = { pricePerPerson: 60, roomFee: 200, serviceChargePct: 20, taxPct: 8 }
const PLANNER_PRICES = {
  pricePerPersonCents: 6000,
  minimumSpendCents: 0,
  roomFeeCents: 20000,
  serviceChargePct: 20,
  taxPct: 8,
  gratuityPct: 0,
}

/** Staff give the venue a space and a package (as its manager would). */
async function spaceAndPackage(request: APIRequestContext, venueId: number, staff: Record<string, string>) {
  const space = await request.post(`/api/venue-portal/venues/${venueId}/spaces`, {
    headers: staff,
    data: { name: 'The Terrace', kind: 'semi_private', seatedCapacity: 20, standingCapacity: 30 },
  })
  expect(space.ok(), await space.text()).toBe(true)
  const pkg = await request.post(`/api/venue-portal/venues/${venueId}/packages`, {
    headers: staff,
    data: {
      spaceId: (await space.json()).id,
      name: 'Terrace supper',
      ...PRICES,
      included: ['Welcome spritz', 'Three courses'],
      startsFrom: '5:30 PM',
      startsUntil: '8:30 PM',
    },
  })
  expect(pkg.ok(), await pkg.text()).toBe(true)
  return (await pkg.json()).id as number
}

/** Light at 375 px, then dark at desktop width: each theme and each width once. */
async function inBothThemes(page: Page, check: () => Promise<void>) {
  // switchColorScheme waits for the theme's class and finishes its colour transitions: axe read one
  // element's colour mid-switch once (CI, the invited manager's form, a contrast failure).
  await switchColorScheme(page, 'light')
  await page.setViewportSize(PHONE)
  await check()
  await expectNoAxeViolations(page)
  await switchColorScheme(page, 'dark')
  await page.setViewportSize(DESKTOP)
  await check()
  await expectNoAxeViolations(page)
  await switchColorScheme(page, 'light')
}

test('a planner sees spaces and all-in prices on the venue page and the wizard keeps the package she chose', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const venue = await ownVenue(request, 5)
  const staff = { Authorization: `Bearer ${(await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)).token}` }
  const packageId = await spaceAndPackage(request, venue.id, staff)
  const total = formatCents(packageEstimate(PLANNER_PRICES, 18).totals.totalCents)

  await page.setViewportSize(PHONE)
  await page.goto(`/venues/${venue.id}?guests=18&date=${inDays(40)}`)
  const offer = page.getByRole('region', { name: 'Spaces and packages' })
  await inBothThemes(page, async () => {
    await expect(offer.getByRole('list', { name: 'Spaces' }).getByText('The Terrace')).toBeVisible()
    await expect(offer.getByText('Semi-private area')).toBeVisible()
    await expect(offer.getByText('20 seated · 30 standing')).toBeVisible()
    const pkg = offer.getByRole('listitem').filter({ hasText: 'Terrace supper' })
    await expect(pkg.getByText('Welcome spritz, Three courses')).toBeVisible()
    await expect(pkg.getByTestId('package-all-in')).toContainText(`${total} all in`)
    await expect(offer.getByText(/All-in prices for 18 guests/)).toBeVisible()
  })

  // The card offers the package's hours, as the wizard does; on a phone the bar stays at hand.
  const card = page.getByRole('region', { name: `Book ${venue.name}` })
  const times = card.getByRole('combobox', { name: 'Time' }).locator('option')
  await expect(times.first()).toHaveText('5:30 PM')
  await expect(times.last()).toHaveText('8:30 PM')
  await page.setViewportSize(PHONE)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect(page.getByTestId('mobile-book-bar').getByRole('button', { name: 'Request to Book' })).toBeVisible()

  await offer.getByRole('button', { name: 'Choose this package: Terrace supper' }).click()
  const wizard = page.getByRole('dialog', { name: `Book ${venue.name}` })
  await wizard.getByRole('radio', { name: 'Client Dinner' }).check()
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await expect(wizard.getByRole('combobox', { name: 'Time' }).locator('option:not([value=""])').first()).toHaveText(
    '5:30 PM',
  )
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await expect(wizard.getByRole('heading', { name: 'Step 3 of 4: Budget' })).toBeFocused()
  await expect(wizard.getByRole('radio', { name: /Terrace supper/ })).toBeChecked()
  await expect(wizard.getByTestId('estimate-total')).toHaveText(total)

  // The booking page takes the package from its link, as the wizard does from the venue page.
  await page.goto(`/venues/${venue.id}/book?guests=18&date=${inDays(40)}&package=${packageId}`)
  const form = page.getByRole('region', { name: 'Booking request' })
  await form.getByRole('radio', { name: 'Client Dinner' }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByRole('radio', { name: /Terrace supper/ })).toBeChecked()
  await expect(form.getByTestId('estimate-total')).toHaveText(total)
})

test('a manager invited by staff is in the portal after one form', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000)
  const venue = await ownVenue(request, 6)
  const staff = { Authorization: `Bearer ${(await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)).token}` }
  const email = `onestep.${Date.now()}.${process.pid}@example.com`
  const invited = await request.post(`/api/staff/venues/${venue.id}/managers`, {
    headers: staff,
    data: { email, role: 'owner' },
  })
  expect(invited.ok(), await invited.text()).toBe(true)
  const link = await mailedLink(email, /\/venue-portal\/invitations\/[A-Za-z0-9_-]+/)

  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto(link)
  const form = page.getByRole('form', { name: 'Create your account and accept' })
  await inBothThemes(page, async () => {
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await expect(form.getByRole('textbox', { name: 'Email' })).not.toBeEditable()
  })
  await page.setViewportSize(PHONE)
  await form.getByLabel('First name').fill('Nora')
  await form.getByLabel('Last name').fill('Newmanager')
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create account and accept' }).click()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/venue-portal/venues/${venue.id}$`))
  await context.close()
})

test("a manager answers from the emailed link with the planner's package and guests already in the quote", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const venue = await ownVenue(request, 7)
  const staff = { Authorization: `Bearer ${(await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)).token}` }
  const packageId = await spaceAndPackage(request, venue.id, staff)
  const email = `answer.${Date.now()}.${process.pid}@example.com`
  expect(
    (
      await request.post(`/api/staff/venues/${venue.id}/managers`, { headers: staff, data: { email, role: 'owner' } })
    ).ok(),
  ).toBe(true)
  const token = /[A-Za-z0-9_-]+$/.exec(await mailedLink(email, /\/venue-portal\/invitations\/[A-Za-z0-9_-]+/))![0]
  const joined = await request.post(`/api/venue-invitations/${token}/sign-up`, {
    data: { firstName: 'Ana', lastName: 'Answer', password: PASSWORD },
  })
  expect(joined.status(), await joined.text()).toBe(201)

  const booked = await request.post('/api/venues/book', {
    data: {
      venueId: venue.id,
      eventType: 'birthday',
      guestCount: 18,
      date: inDays(50),
      time: '7:00 PM',
      budget: 'standard',
      addOns: [],
      packageId,
      dietaryRestrictions: '2 vegetarian',
      specialRequests: 'Speeches at 8.',
      name: 'Pat Planner',
      email: `pat.${Date.now()}@example.com`,
      phone: '(305) 555-0100',
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const link = await mailedLink(email, /\/venue-portal\/venues\/\d+\/inbox\?answer=\d+/)

  const context = await signedIn(browser, baseURL, (await joined.json()) as Session)
  const page = await context.newPage()
  await page.setViewportSize(PHONE)
  await page.goto(link)
  const quote = page.getByRole('form', { name: /^Quote for / })
  await inBothThemes(page, async () => {
    await expect(page.getByText('2 vegetarian')).toBeVisible()
    await expect(quote.getByLabel('Package')).toHaveValue(String(packageId))
    await expect(quote.getByLabel('Guests')).toHaveValue('18')
    await expect(quote.getByText('All-in total').locator('xpath=following-sibling::dd[1]')).toHaveText(
      formatCents(packageEstimate(PLANNER_PRICES, 18).totals.totalCents),
    )
  })
  // The total follows her edits.
  await quote.getByLabel('Price per person ($)').fill('70')
  await expect(quote.getByText('All-in total').locator('xpath=following-sibling::dd[1]')).toHaveText(
    formatCents(packageEstimate({ ...PLANNER_PRICES, pricePerPersonCents: 7000 }, 18).totals.totalCents),
  )
  await context.close()
})
