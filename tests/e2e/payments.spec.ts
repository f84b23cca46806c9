// Bookings that close: the planner accepts a proposal → splits the payment with three
// guests → one guest pays through their share link (Checkout on the local Stripe stand-in, whose
// page delivers the signed webhook) → the planner sees 1 of 3 paid → covers the rest → fully paid.
// What is not under test (the request, staff's proposal, confirmation and opening the payments,
// the guest list) is set up through the API.
import { expect, type APIRequestContext, type Browser } from '@playwright/test'
import { test, expectNoAxeViolations, signedIn, switchColorScheme, type Session } from './fixtures'
import { logIn } from './booking-journeys'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { readCaughtMail } from './mail-catcher'

const PASSWORD = 'Dinner4Thirty'

/** Axe in the light theme and the dark (the success notices' sage on both backgrounds). */
async function axeInBothThemes(page: import('@playwright/test').Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await switchColorScheme(page, colorScheme)
    await expectNoAxeViolations(page)
  }
  await switchColorScheme(page, 'light')
}

function daysAhead(n: number): string {
  const d = new Date()
  d.setDate(d.getDate() + n)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Staff's proposal for a booking request by `email`: 12 guests × $50, all of it as the deposit. */
async function proposalFor(request: APIRequestContext, planner: Session, email: string, date: string) {
  const search = await request.get('/api/venues/search?location=San%20Francisco&guests=12')
  const venue = ((await search.json()) as { venues: { id: number }[] }).venues[0]
  // Booked signed in, so the confirmed event is the planner's.
  const booked = await request.post('/api/venues/book', {
    headers: { Authorization: `Bearer ${planner.token}` },
    data: {
      venueId: venue.id,
      eventType: 'corporate',
      guestCount: 12,
      date,
      time: '7:00 PM',
      budget: 'standard',
      addOns: [],
      name: 'Pia Payer',
      email,
      phone: '(415) 555-0100',
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const staff = await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)
  const headers = { Authorization: `Bearer ${staff.token}` }
  const inbox = await request.get(`/api/staff/requests?q=${encodeURIComponent(email)}`, { headers })
  const [{ id: requestId }] = ((await inbox.json()) as { requests: { id: number }[] }).requests
  const sent = await request.post(`/api/staff/requests/${requestId}/proposals`, {
    headers,
    data: { venueId: venue.id, date, time: '7:00 PM', guests: 12, pricePerPerson: 50, deposit: 600 },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  let token = ''
  await expect
    .poll(() => {
      const mail = readCaughtMail().find((m) => m.to.includes(email) && /\/proposals\//.test(m.text))
      token = /\/proposals\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? ''
      return token
    })
    .not.toBe('')
  return { requestId, headers, token }
}

/** Pays on the local Stripe stand-in's checkout page and lands back on our return page. */
async function payOnCheckout(page: import('@playwright/test').Page, amount: string) {
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible()
  await page.getByRole('button', { name: `Pay ${amount}` }).click()
  await page.waitForURL(/\/payments\/thanks\?session=cs_/)
  await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toContainText(amount)
}

async function guestPays(browser: Browser, baseURL: string | undefined, link: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your share for/)
  await expect(page.getByText('Hi Ana Ames, the organiser split the deposit')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Pay $200.00 by card' }).click()
  await payOnCheckout(page, '$200.00')
  await expect(page.getByText('You can close this page.')).toBeVisible()
  await axeInBothThemes(page)
  await context.close()
}

test('payments: accepted proposal → split with 3 guests → one pays by link → the organiser covers the rest → staff see the same ledger', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const email = `pay.${Date.now()}.${process.pid}@example.com`
  const signUp = await request.post('/api/auth/signup', {
    data: { firstName: 'Pia', lastName: 'Payer', email, password: PASSWORD },
  })
  expect(signUp.status()).toBe(201)
  const session = await logIn(request, email, PASSWORD)
  const { requestId, headers, token } = await proposalFor(request, session, email, daysAhead(40))
  const planner = await signedIn(browser, baseURL, session)
  const page = await planner.newPage()

  // The planner accepts the proposal; staff confirm it, which opens its payments (one act).
  await page.goto(`/proposals/${token}`)
  await page.getByRole('button', { name: 'Accept proposal' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You accepted this proposal' })).toBeVisible()
  expect((await request.post(`/api/staff/requests/${requestId}/confirm`, { headers, data: {} })).ok()).toBe(true)
  expect((await request.get(`/api/staff/requests/${requestId}/payments`, { headers })).status()).toBe(200)
  // Four guests on the list, three of them going.
  const auth = { Authorization: `Bearer ${session.token}` }
  const events = (await (await request.get('/api/dashboard/events', { headers: auth })).json()) as {
    events: { id: number }[]
  }
  const eventId = events.events[0].id
  for (const [name, going] of [
    ['Ana Ames', true],
    ['Ben Bell', true],
    ['Cy Cole', true],
    ['Dot Dunn', false],
  ] as const) {
    const added = await request.post(`/api/dashboard/events/${eventId}/guests`, {
      headers: auth,
      data: { name, email: `${name.split(' ')[0].toLowerCase()}.${Date.now()}@example.com` },
    })
    expect(added.status(), await added.text()).toBe(201)
    const { guests } = (await added.json()) as { guests: { id: number }[] }
    if (going)
      expect(
        (
          await request.patch(`/api/dashboard/events/${eventId}/guests/${guests[0].id}`, {
            headers: auth,
            data: { rsvp: 'yes' },
          })
        ).ok(),
      ).toBe(true)
  }

  // From the accepted proposal to the dashboard, where the event shows its deposit due.
  await page.getByRole('link', { name: 'your dashboard' }).click()
  const card = page.getByTestId('event-card').filter({ has: page.getByTestId('event-payment-summary') })
  await expect(card.getByTestId('payment-state')).toHaveText('Due')
  await card.getByRole('link', { name: 'View payments' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Payments for /)
  await expect(page.getByRole('status').filter({ hasText: 'left to pay' })).toContainText('$600.00 left to pay')
  await expectNoAxeViolations(page)

  // Split the deposit equally among the three guests who are going (chosen to begin with).
  await page.getByRole('button', { name: 'Split with guests' }).click()
  const split = page.getByRole('form', { name: 'Split the deposit with guests' })
  await expect(split.getByRole('checkbox', { name: /Dot Dunn/ })).not.toBeChecked()
  const preview = split.getByRole('region', { name: 'Preview of the shares' })
  await expect(preview.locator('dd')).toHaveText(['$200.00', '$200.00', '$200.00', '$600.00'])
  await split.getByRole('button', { name: 'Create payment links' }).click()
  const link = await page.getByRole('textbox', { name: /Payment link for Ana Ames/ }).inputValue()
  expect(link).toMatch(/\/pay\/[A-Za-z0-9_-]+$/)
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByText('Guests’ shares: 0 of 3 paid')).toBeVisible()

  // Ana pays her share from her link, without an account.
  await guestPays(browser, baseURL, link)

  // The organiser sees 1 of 3 paid and covers the rest.
  await page.reload()
  await expect(page.getByText('Guests’ shares: 1 of 3 paid')).toBeVisible()
  const shares = page.getByRole('list', { name: 'Deposit shares' })
  await expect(shares.getByRole('listitem').filter({ hasText: 'Ana Ames' })).toContainText('Paid')
  await page.getByRole('button', { name: 'Cover the rest ($400.00)' }).click()
  await payOnCheckout(page, '$400.00')
  await page.getByRole('link', { name: 'Back to the booking’s payments' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Fully paid.' })).toContainText('$600.00 received')
  await axeInBothThemes(page)
  await expect(shares.getByRole('listitem').filter({ hasText: 'Ben Bell' })).toContainText('Covered by the organiser')
  await page.goto('/dashboard')
  await expect(card.getByTestId('payment-state')).toHaveText('Paid')

  // Staff see the same money in the console's payments tab: Ana's share by card, the organiser's rest.
  const staff = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
  const staffPage = await staff.newPage()
  await staffPage.goto(`/staff/requests/${requestId}?tab=payments`)
  const ledger = staffPage.getByRole('table', { name: 'Ledger entries, oldest first' })
  await expect(
    ledger.getByRole('row').filter({ hasText: 'Guest share' }).filter({ hasText: '$200.00' }).first(),
  ).toBeVisible()
  await expect(
    ledger.getByRole('row').filter({ hasText: 'Organiser' }).filter({ hasText: '$400.00' }).first(),
  ).toBeVisible()
  await expect(
    staffPage.getByText('The ledger reconciles: paid − refunded = held for the venue + fee kept.'),
  ).toBeVisible()
  await expectNoAxeViolations(staffPage)
  await staff.close()
})
