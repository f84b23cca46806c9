// The host cancels her booked event on its page, and nothing she or her guests see afterwards still
// asks for money: the payment line under the event says "Cancelled" at once (it said "$633.60 due
// Dec 31" until the page was reloaded), and a guest who opens the payment link she was emailed for
// her share is told the booking is cancelled instead of being offered a card payment the server
// refuses. The booking (instant book, booking-confirmations.spec.ts drives its page) and the split
// are set up through the API; the cascade itself is booking-cancellation.spec.ts's subject.
import { expect, type APIRequestContext } from '@playwright/test'
import { test, signedIn } from './fixtures'
import {
  bearer,
  bookInstantly,
  furnishVenue,
  inDays,
  newAccount,
  staffAuth,
  toast,
  type Venue,
} from './booking-journeys'

/** Las Vegas's last venue: no other spec books there. */
async function lasVegasVenue(request: APIRequestContext): Promise<Venue> {
  const res = await request.get(`/api/venues/search?location=${encodeURIComponent('Las Vegas, NV')}&guests=12&limit=50`)
  const venues = ((await res.json()) as { venues: Venue[] }).venues
  expect(venues.length).toBeGreaterThan(0)
  return venues[venues.length - 1]
}

test("the host cancels on the event's page: its payments say cancelled at once, and a guest's share link asks for nothing", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const { auth: staff } = await staffAuth(request)
  const venue = await lasVegasVenue(request)
  const { packageId } = await furnishVenue(request, staff, venue, { space: 'The Neon Room', instantBook: true })
  const host = await newAccount(request, 'Hana', 'Host')
  const { eventId, eventName } = await bookInstantly(request, host, venue, packageId, { date: inDays(50) })

  // A guest's share of the balance, emailed to her as a payment link.
  const added = await request.post(`/api/dashboard/events/${eventId}/guests`, {
    headers: bearer(host.session),
    data: { name: 'Gia Guest', email: `gia.${Date.now()}@example.com` },
  })
  expect(added.status(), await added.text()).toBe(201)
  const [guest] = ((await added.json()) as { guests: { id: number }[] }).guests
  const schedule = await request.get(`/api/dashboard/events/${eventId}/payments`, { headers: bearer(host.session) })
  const { instalments } = (await schedule.json()) as { instalments: { id: number; kind: string }[] }
  const balance = instalments.find((i) => i.kind === 'balance')!
  const split = await request.post(`/api/dashboard/events/${eventId}/payments/instalments/${balance.id}/shares`, {
    headers: bearer(host.session),
    data: { mode: 'amounts', shares: [{ guestId: guest.id, amountCents: 20_000 }] },
  })
  expect(split.status(), await split.text()).toBe(201)
  const shareUrl = ((await split.json()) as { shares: { url: string }[] }).shares[0].url

  // The host's event page: the deposit is due; she cancels.
  const hostContext = await signedIn(browser, baseURL, host.session)
  const hostPage = await hostContext.newPage()
  await hostPage.goto(`/dashboard/events/${eventId}`)
  await expect(hostPage.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
  const payments = hostPage.getByTestId('event-payment-summary')
  await expect(payments.getByTestId('payment-state')).toHaveText('Due')
  await hostPage.getByRole('button', { name: 'Cancel Event' }).click()
  await hostPage.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Event' }).click()
  await expect(toast(hostPage, 'Event Cancelled')).toBeVisible()
  // The same page, not reloaded: nothing is due on a cancelled booking.
  await expect(payments.getByTestId('payment-state')).toHaveText('Cancelled')
  await expect(payments).not.toContainText('due')
  await expect(payments.getByText('Cancelled', { exact: true })).toHaveCount(1)
  // Her payment page: the guest's unpaid share is cancelled, not "Unpaid" (still owed).
  await payments.getByRole('link', { name: 'View payments' }).click()
  await expect(hostPage.getByRole('list', { name: 'Balance shares' }).getByRole('listitem')).toHaveText([
    'Gia Guest$200.00 · Cancelled',
  ])
  await hostContext.close()

  // The guest opens the link she was sent: no payment is offered.
  await page.goto(new URL(shareUrl).pathname)
  await expect(page.getByRole('heading', { level: 1, name: `Your share for ${eventName}` })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('This booking was cancelled. Nothing is left to pay.')
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0)
  await expect(page.getByText('Due by')).toHaveCount(0)
})
