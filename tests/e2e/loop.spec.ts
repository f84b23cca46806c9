// The product's core loop (docs/product.md): a planner sends a booking request from a venue
// page → a staff user finds it in the inbox by its reference and sends a proposal → the planner
// opens the proposal from the caught email and accepts it → staff confirm → the event is on the
// planner's dashboard.
import { expect, type Page } from '@playwright/test'
import { test, expectNoAxeViolations, signedIn } from './fixtures'
import { logIn } from './booking-journeys'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { readCaughtMail } from './mail-catcher'

const PASSWORD = 'Dinner4Thirty'
const REFERENCE = /[A-Z]{2}-[2-9A-Z]{5}/
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notification/ }).getByText(title, { exact: true })

type Venue = { id: number; name: string }

/** 'yyyy-mm-dd' n days from today (browser and test share the machine's timezone). */
function daysAhead(n: number): string {
  const d = new Date()
  d.setDate(d.getDate() + n)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test('core loop: booking request → proposal → accepted from the email → confirmed → on the dashboard', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // The planner has an account with the email she books with, so the event links to it.
  const email = `loop.${Date.now()}.${process.pid}@example.com`
  const signUp = await request.post('/api/auth/signup', {
    data: { firstName: 'Lena', lastName: 'Loop', email, password: PASSWORD },
  })
  expect(signUp.status()).toBe(201)
  const planner = await signedIn(browser, baseURL, await logIn(request, email, PASSWORD))
  const plannerPage = await planner.newPage()

  const search = await request.get('/api/venues/search?location=San%20Francisco&guests=20')
  const venue = ((await search.json()) as { venues: Venue[] }).venues[0]
  expect(venue).toBeTruthy()

  // 1. The planner sends a booking request from the venue's booking page.
  await plannerPage.goto(
    `/venues/${venue.id}/book?date=${daysAhead(30)}&time=${encodeURIComponent('7:00 PM')}&guests=14`,
  )
  // The booking page is the booking wizard's flow, inline.
  const form = plannerPage.getByRole('region', { name: 'Booking request' })
  await form.getByRole('radio', { name: 'Client Dinner' }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Lena Loop')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Phone' }).fill('415-555-0142')
  await form.getByRole('button', { name: 'Submit Booking Request' }).click()
  const received = form.getByRole('status').filter({ hasText: 'Thank you for your booking request!' })
  await expect(received.getByText(REFERENCE)).toBeVisible()
  const reference = REFERENCE.exec((await received.textContent()) ?? '')![0]

  // 2. Staff find it in the inbox by its reference and send a proposal.
  const staff = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
  const staffPage = await staff.newPage()
  await staffPage.goto('/staff')
  await staffPage.getByRole('searchbox', { name: 'Search by reference, name or email' }).fill(reference)
  await staffPage.getByRole('button', { name: 'Search', exact: true }).click()
  const row = staffPage.getByRole('listitem').filter({ hasText: reference })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('New', { exact: true })).toBeVisible()
  await row.getByRole('link', { name: reference }).click()
  await expect(staffPage.getByRole('heading', { level: 1 })).toContainText(reference)

  const proposal = staffPage.getByRole('form', { name: 'Send a proposal' })
  await expect(proposal.getByRole('combobox', { name: 'Venue' })).toHaveValue(String(venue.id))
  await expect(proposal.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('14')
  await proposal.getByRole('textbox', { name: 'Price per person ($)' }).fill('100')
  await proposal.getByRole('textbox', { name: 'Service charge (%)' }).fill('20')
  await proposal.getByRole('textbox', { name: 'Tax (%)' }).fill('10')
  await proposal.getByRole('textbox', { name: 'Fees ($)' }).fill('50')
  await proposal.getByRole('textbox', { name: 'Deposit ($)' }).fill('500')
  // 14 × $100 = $1,400; service $280; tax 10% of $1,680 = $168; fees $50 → $1,898; per guest $135.57.
  await expect(proposal.getByTestId('proposal-total')).toHaveText('$1,898.00')
  await expect(proposal.getByTestId('proposal-per-guest')).toHaveText('$135.57')
  await proposal
    .getByRole('textbox', { name: 'Message to the planner (optional)' })
    .fill('The private room is yours; wine pairing included.')
  await expectNoAxeViolations(staffPage)
  await proposal.getByRole('button', { name: 'Send proposal' }).click()
  await expect(toast(staffPage, 'Proposal sent')).toBeVisible()
  await expect(staffPage.getByRole('region', { name: 'Proposals' }).getByText('Waiting for the planner')).toBeVisible()

  // 3. The planner opens the proposal from the email and accepts it.
  let link = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail().find((m) => m.to.includes(email) && /\/proposals\//.test(m.text))
        link = /https?:\/\/\S+?\/proposals\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 30_000 },
    )
    .not.toBe('')
  await plannerPage.goto(new URL(link).pathname)
  await expect(plannerPage.getByRole('heading', { level: 1, name: `Your proposal for ${venue.name}` })).toBeVisible()
  // The totals as the proposal shows them (the agreement she signs repeats them in its text).
  await expect(plannerPage.getByText('$1,898.00', { exact: true })).toBeVisible()
  await expect(plannerPage.getByText('$135.57', { exact: true })).toBeVisible()
  await expect(plannerPage.getByText('The private room is yours; wine pairing included.')).toBeVisible()
  await expectNoAxeViolations(plannerPage)
  await plannerPage.getByRole('button', { name: 'Accept proposal' }).click()
  await expect(plannerPage.getByRole('status').getByText(/You accepted this proposal/)).toBeVisible()
  await expect(plannerPage.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0)
  await plannerPage.reload()
  await expect(plannerPage.getByRole('status').getByText(/You accepted this proposal/)).toBeVisible()

  // 4. Staff confirm: the event is created on the planner's dashboard.
  await staffPage.reload()
  await expect(staffPage.getByRole('region', { name: 'Proposals' }).getByText('Accepted')).toBeVisible()
  await staffPage.getByRole('button', { name: 'Confirm booking' }).click()
  const dialog = staffPage.getByRole('dialog', { name: 'Confirm this booking?' })
  await expect(dialog.getByText(/accepted the proposal/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm and create the event' }).click()
  await expect(toast(staffPage, 'Booking confirmed')).toBeVisible()
  await expect(
    staffPage.getByRole('region', { name: /Notification/ }).getByText(/linked to their account/),
  ).toBeVisible()
  await expect(
    staffPage.getByRole('heading', { level: 1 }).locator('..').getByText('Confirmed', { exact: true }),
  ).toBeVisible()

  // 5. The planner sees the event on her dashboard.
  await plannerPage.goto('/dashboard')
  await expect(plannerPage.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible()
  await expect(plannerPage.getByText(`Client Dinner at ${venue.name}`).first()).toBeVisible()

  await planner.close()
  await staff.close()
})
