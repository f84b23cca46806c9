// docs/decisions/0019-cancellation-cascades.md: a booking paid in part is cancelled by
// staff from the console, and the cancellation reaches everyone: the event is cancelled on the
// host's and the co-host's dashboards, the host's payment page says what was refunded by the venue's
// terms, and the host, the co-host and the venue's manager are emailed. The booking itself (instant
// book, which booking-confirmations.spec.ts drives through its page), the co-host's invitation
// (dashboard.spec.ts) and the venue's manager are set up through the API; the deposit is paid by
// card on the local Stripe stand-in, and the cancellation made in the console.
import { expect } from '@playwright/test'
import { test, expectNoAxeViolations, signedIn, switchColorScheme, verifyByMail } from './fixtures'
import { readCaughtMail } from './mail-catcher'
import {
  PACKAGE_ALL_IN,
  PACKAGE_DEPOSIT,
  bearer,
  bookInstantly,
  expectMail,
  furnishVenue,
  inDays,
  mailedLink,
  money,
  newAccount,
  payOnCheckout,
  requestIdOf,
  sanDiegoVenue,
  shown,
  staffAuth,
  toast,
  venueManager,
} from './booking-journeys'

test('staff cancel a booking whose deposit is paid: cancelled for host and co-host, refunded by the terms, everyone emailed', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const { session: staffSession, auth: staff } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 5)
  const { packageId } = await furnishVenue(request, staff, venue, { space: 'The Lantern Room', instantBook: true })
  const manager = await venueManager(request, staff, venue)
  const host = await newAccount(request, 'Hana', 'Host')
  const coHost = await newAccount(request, 'Cole', 'Cohost')
  await verifyByMail(request, coHost.email)

  // Booked 20 days ahead: by the venue's terms (full refund 30 days before, half 7 to 29 days
  // before) a cancellation today gives back half of what was paid.
  const date = inDays(20)
  const { reference, eventId, eventName } = await bookInstantly(request, host, venue, packageId, { date })

  // Cole co-hosts: invited by the host, he accepts from the emailed link.
  const invited = await request.post(`/api/dashboard/events/${eventId}/invitations`, {
    headers: bearer(host.session),
    data: { email: coHost.email },
  })
  expect(invited.ok(), await invited.text()).toBe(true)
  const invitation = (await mailedLink(coHost.email, /\/invitations\/[A-Za-z0-9_-]+/)).split('/').at(-1)
  const accepted = await request.post(`/api/invitations/${invitation}/accept`, { headers: bearer(coHost.session) })
  expect(accepted.ok(), await accepted.text()).toBe(true)

  // 1. The host pays the deposit by card.
  const page = await (await signedIn(browser, baseURL, host.session)).newPage()
  await page.goto(`/dashboard/events/${eventId}/payments`)
  const deposit = money(PACKAGE_DEPOSIT)
  await page.getByRole('button', { name: `Pay deposit (${deposit})` }).click()
  await payOnCheckout(page, deposit)
  await page.getByRole('link', { name: 'Back to the booking’s payments' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'left to pay' })).toHaveText(
    `${money(PACKAGE_ALL_IN - PACKAGE_DEPOSIT)} left to pay of ${money(PACKAGE_ALL_IN)}.`,
  )
  await expect(page.getByRole('article', { name: 'Deposit', exact: true }).getByTestId('payment-state')).toHaveText(
    'Paid',
  )

  // 2. Staff cancel from the console's payments tab, by the venue's terms.
  const requestId = await requestIdOf(request, staff, reference)
  const staffPage = await (await signedIn(browser, baseURL, staffSession)).newPage()
  await staffPage.goto(`/staff/requests/${requestId}?tab=payments`)
  await expect(staffPage.getByTestId('booking-stage')).toHaveText('Booking: Confirmed, deposit paid')
  await staffPage.getByRole('button', { name: 'Cancel and refund…' }).click()
  const dialog = staffPage.getByRole('dialog', { name: 'Cancel the booking and refund' })
  await dialog
    .getByRole('textbox', { name: 'Why (the history and the host’s email show it)' })
    .fill('The host asked us to cancel: the team dinner moved to another city.')
  await expectNoAxeViolations(staffPage)
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click()
  const refund = money(PACKAGE_DEPOSIT / 2)
  await expect(toast(staffPage, 'Booking cancelled')).toBeVisible()
  await expect(staffPage.getByRole('region', { name: /Notification/ })).toContainText(
    `${refund} refunded. The event is cancelled; the host, co-hosts, guests who paid and the venue were emailed.`,
  )
  await expect(staffPage.getByTestId('booking-stage')).toHaveText('Booking: Cancelled')
  await expect(
    staffPage.getByRole('status').filter({ hasText: 'This booking was cancelled; refunds were recorded' }),
  ).toBeVisible()
  // The request's page no longer says the booking is confirmed.
  await expect(staffPage.getByRole('status').filter({ hasText: /^Confirmed: / })).toHaveCount(0)
  await expect(
    staffPage.getByRole('status').filter({ hasText: "Cancelled: the event stays on the planner's dashboard" }),
  ).toBeVisible()
  await expect(
    staffPage
      .getByRole('table', { name: 'Ledger entries, oldest first' })
      .getByRole('row')
      .filter({ hasText: 'Refund' }),
  ).toContainText(refund)
  // The balance, never paid, is cancelled: nothing is still due on a cancelled booking.
  await expect(
    staffPage
      .getByRole('table', { name: 'Instalments' })
      .getByRole('row')
      .filter({ hasText: 'Balance' })
      .getByRole('cell'),
  ).toHaveText(['Balance', shown(inDays(6)), money(PACKAGE_ALL_IN - PACKAGE_DEPOSIT), money(0), money(0), 'Cancelled'])
  // The deposit, half of it refunded, says so in the same words as the host's page.
  await expect(
    staffPage
      .getByRole('table', { name: 'Instalments' })
      .getByRole('row')
      .filter({ hasText: 'Deposit' })
      .getByRole('cell')
      .last(),
  ).toHaveText('Partly refunded')

  // 3. The host's dashboard: the event is cancelled (no longer upcoming), its payments too.
  await page.goto('/dashboard')
  await expect(page.getByTestId('event-card').filter({ hasText: eventName })).toHaveCount(0)
  await page.getByRole('tab', { name: 'Past Events' }).click()
  const card = page
    .getByTestId('event-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: eventName, exact: true }) })
  await expect(card.getByTestId('event-status')).toHaveText('Cancelled')
  await expect(card.getByTestId('event-payment-summary').getByTestId('payment-state')).toHaveText('Cancelled')
  await expectNoAxeViolations(page)

  // Her payment page says it is cancelled and what came back.
  await card.getByRole('link', { name: 'View payments' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payments for ${eventName}`)
  await expect(page.getByRole('status').filter({ hasText: 'This booking is cancelled.' })).toHaveText(
    `This booking is cancelled. ${refund} of the ${deposit} paid was refunded; each payer was emailed their part.`,
  )
  // Half of the deposit came back: its badge says so, not "Paid" under a header about refunds; the
  // balance is cancelled, not due.
  await expect(page.getByRole('article', { name: 'Deposit', exact: true }).getByTestId('payment-state')).toHaveText(
    'Partly refunded',
  )
  const balance = page.getByRole('article', { name: 'Balance', exact: true })
  await expect(balance.getByTestId('payment-state')).toHaveText('Cancelled')
  await expect(page.getByText('Left to pay')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Split with guests' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await switchColorScheme(page, 'dark')
  await expectNoAxeViolations(page)
  await switchColorScheme(page, 'light')

  // 4. The co-host's dashboard says the same.
  const coHostPage = await (await signedIn(browser, baseURL, coHost.session)).newPage()
  await coHostPage.goto('/dashboard')
  await coHostPage.getByRole('tab', { name: 'Past Events' }).click()
  const coHostCard = coHostPage
    .getByTestId('event-card')
    .filter({ has: coHostPage.getByRole('heading', { level: 2, name: eventName, exact: true }) })
  await expect(coHostCard.getByText("You're a co-host")).toBeVisible()
  await expect(coHostCard.getByTestId('event-status')).toHaveText('Cancelled')

  // 5. Everyone is told: the host (with what comes back to her), the co-host and the venue's manager.
  const subject = `Cancelled: ${eventName} on ${shown(date)} (${reference})`
  const [hostMail] = await expectMail(host.email, subject)
  expect(hostMail.text).toContain('The host asked us to cancel: the team dinner moved to another city.')
  expect(hostMail.text).toContain(`Of the ${deposit} you paid, ${refund} comes back to you`)
  // The same email takes the event out of her calendar: it is the only one she gets about it.
  expect(hostMail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL; name=cancel\.ics/)
  const [coHostMail] = await expectMail(coHost.email, subject)
  expect(coHostMail.text).toContain('You don’t need to do anything else for it.')
  const [managerMail] = await expectMail(manager.email, subject)
  expect(managerMail.text).toContain('The space is released')

  // And the venue's calendar has the date free again.
  const portal = await (await signedIn(browser, baseURL, manager.session)).newPage()
  await portal.goto(`/venue-portal/venues/${venue.id}/calendar?month=${date.slice(0, 7)}`)
  await expect(portal.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  await expect(portal.getByText(/Times are the venue's/)).toBeVisible()
  await expect(portal.getByText(reference)).toHaveCount(0)
  expect(readCaughtMail().filter((m) => m.to.includes(host.email) && /^Cancelled: /.test(m.subject))).toHaveLength(1)
})
