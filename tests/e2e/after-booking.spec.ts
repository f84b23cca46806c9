// After the booking, through the screens: three guests RSVP on their own pages (an allergy, an
// intolerance, a dish chosen for the main course); the venue's manager reads them on the kitchen
// sheet and acknowledges it; a guest changes her dish before the lock and the venue acknowledges the
// new version; on the day the host checks in two guests and a walk-in at the door; the venue finds
// the booking under "To bill" and enters a bill below what was paid (the party shrank); the
// organiser accepts it, sees the over-collection refunded, and downloads the expense packet. The
// booking (instant book, a package with a menu), the guest list, the payments (offline) and the
// move to the day, for fewer guests (a change the venue proposes and the host accepts), are set up
// through the API.
import { expect, type Page } from '@playwright/test'
import fs from 'node:fs'
import { test, expectNoAxeViolations, signedIn, switchColorScheme } from './fixtures'
import {
  bearer,
  bookInstantly,
  furnishVenue,
  inDays,
  newAccount,
  payDepositOffline,
  requestIdOf,
  sanDiegoVenue,
  staffAuth,
  toast,
  venueManager,
} from './booking-journeys'

const SHOTS = process.env.E2E_SHOTS

const MENU = {
  courses: [
    {
      name: 'Main',
      dishes: [
        { name: 'Grilled halibut', allergens: ['fish'], diets: ['gluten-free'] },
        { name: 'Mushroom risotto', allergens: ['milk'], diets: ['vegetarian'] },
      ],
    },
  ],
}

async function json<T>(res: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const r = await res
  expect(r.ok(), await r.text()).toBe(true)
  return (await r.json()) as T
}

/** A guest's RSVP page: she says yes, gives what the kitchen needs with `details`, and sends it. */
async function rsvpYes(
  page: Page,
  rsvpUrl: string,
  details: (form: ReturnType<Page['getByRole']>) => Promise<unknown>,
) {
  const url = new URL(rsvpUrl)
  await page.goto(`${url.pathname}${url.search}`)
  const form = page.getByRole('form', { name: 'RSVP' })
  await form.getByRole('radio', { name: "Yes, I'll be there" }).check()
  await details(form)
  await form.getByRole('button', { name: 'Send RSVP' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your RSVP has been saved.' })).toBeVisible()
}

test('after the booking: RSVPs reach the kitchen, a change is acknowledged, the door, the bill, the refund and the packet', async ({
  browser,
  baseURL,
  request,
  page,
}) => {
  test.setTimeout(180_000)
  const { auth: staff, session: staffSession } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 8)
  const { packageId } = await furnishVenue(request, staff, venue, { space: 'The Journey Room', instantBook: true })
  await json(
    request.put(`/api/venue-portal/venues/${venue.id}/packages/${packageId}/menu`, { headers: staff, data: MENU }),
  )
  const manager = await venueManager(request, staff, venue)
  const host = await newAccount(request, 'Jo', 'Journey')
  const hostAuth = bearer(host.session)
  const { reference, eventId, eventName } = await bookInstantly(request, host, venue, packageId, { date: inDays(10) })
  const requestId = await requestIdOf(request, staff, reference)
  // Paid in full, deposit and balance (offline), before the party shrinks to 8 on the day.
  const paidCents =
    (await payDepositOffline(request, staff, requestId, 0)).dueCents +
    (await payDepositOffline(request, staff, requestId, 1)).dueCents
  const guestsUrl = `/api/dashboard/events/${eventId}/guests`
  await json(request.post(guestsUrl, { headers: hostAuth, data: { text: 'Ana Ruiz\nBo Chen\nCy Park' } }))
  const { guests } = await json<{ guests: { name: string; rsvpUrl: string }[] }>(
    request.get(guestsUrl, { headers: hostAuth }),
  )
  const link = (name: string) => guests.find((g) => g.name === name)!.rsvpUrl

  // 1. Three guests RSVP on their pages: a severe peanut allergy, a milk intolerance, a dish chosen.
  await rsvpYes(page, link('Ana Ruiz'), async (form) => {
    await form.getByRole('button', { name: 'Add an allergy (you)' }).click()
    await form.getByLabel('Allergen').selectOption({ label: 'Peanuts' })
    await form.getByLabel('Severity').selectOption({ label: 'Severe' })
  })
  await rsvpYes(page, link('Bo Chen'), async (form) => {
    await form.getByRole('button', { name: 'Add an allergy (you)' }).click()
    await form.getByLabel('Kind').selectOption({ label: 'Intolerance' })
  })
  await rsvpYes(page, link('Cy Park'), (form) => form.getByLabel('Main').selectOption('Grilled halibut'))

  // 2. The venue's manager finds the booking among the sheets to come, reads the seats, acknowledges.
  // Her browser keeps Tokyo's time; the sheet keeps the venue's (San Diego's), as its other dates do.
  const portal = await (await signedIn(browser, baseURL, manager.session, { timezoneId: 'Asia/Tokyo' })).newPage()
  await portal.goto(`/venue-portal/venues/${venue.id}/kitchen`)
  await portal.getByRole('list', { name: 'Bookings to come' }).getByRole('link', { name: eventName }).click()
  const sheet = await json<{ timezone: string; sheet: { detailsDueAt: string } }>(
    request.get(`/api/venue-portal/venues/${venue.id}/kitchen-sheets/${requestId}`, {
      headers: bearer(manager.session),
    }),
  )
  expect(sheet.timezone).toBe('America/Los_Angeles')
  const clock = (timeZone: string) => {
    const at = new Date(sheet.sheet.detailsDueAt)
    const date = at.toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' })
    return `${date} · ${at.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })}`
  }
  expect(clock('America/Los_Angeles')).not.toBe(clock('Asia/Tokyo'))
  await expect(
    portal
      .getByRole('region', { name: 'Timeline' })
      .locator('div')
      .filter({ hasText: 'Final details due' })
      .locator('dd'),
  ).toHaveText(clock('America/Los_Angeles'))
  const seats = portal.getByRole('region', { name: 'Seats' })
  await expect(seats.getByRole('listitem').filter({ hasText: 'Ana Ruiz' })).toContainText('Peanuts — allergy, severe')
  await expect(seats.getByRole('listitem').filter({ hasText: 'Bo Chen' })).toContainText('Milk — intolerance, mild')
  await expect(seats.getByRole('listitem').filter({ hasText: 'Cy Park' })).toContainText('Main: Grilled halibut')
  const acknowledge = portal.getByRole('button', { name: /^Acknowledge version \d+$/ })
  const first = Number((await acknowledge.textContent())!.match(/\d+/)![0])
  await acknowledge.click()
  await expect(portal.getByText(`You acknowledged version ${first}.`)).toBeVisible()

  // 3. Before the lock, Cy changes her dish; the venue sees the new version, what changed, and acknowledges it.
  await rsvpYes(page, link('Cy Park'), (form) => form.getByLabel('Main').selectOption('Mushroom risotto'))
  // Until when she can change it, on the venue's clock too (the guest's browser is in UTC).
  await expect(page.getByRole('status').filter({ hasText: 'Your RSVP has been saved.' })).toContainText(
    `until ${clock('America/Los_Angeles')} (the venue's time)`,
  )
  await portal.reload()
  await expect(
    portal.getByText(`Version ${first + 1} is awaiting acknowledgement (you acknowledged version ${first}).`),
  ).toBeVisible()
  await expect(seats.getByRole('listitem').filter({ hasText: 'Cy Park' })).toContainText('Main: Mushroom risotto')
  await portal.getByRole('button', { name: `Acknowledge version ${first + 1}` }).click()
  await expect(portal.getByText(`You acknowledged version ${first + 1}.`)).toBeVisible()

  // 4. The day comes: the venue moves the dinner to today at midnight for 8 guests, not 12 (less than
  // was paid), and the host accepts the change.
  const proposed = await json<{ changeOrders: { id: number; proposed: { hash: string } }[] }>(
    request.post(`/api/venue-portal/venues/${venue.id}/requests/${requestId}/change-orders`, {
      headers: bearer(manager.session),
      data: { date: inDays(0), time: '12:00 AM', guests: 8, note: 'Four fewer, and the day has come' },
    }),
  )
  const order = proposed.changeOrders[0]
  await json(
    request.post(`/api/dashboard/events/${eventId}/change-orders/${order.id}/accept`, {
      headers: hostAuth,
      data: { signerName: host.name, agreementHash: order.proposed.hash },
    }),
  )

  // 5. At the door, on the host's phone: two guests by the list and a walk-in.
  const phone = await (await signedIn(browser, baseURL, host.session)).newPage()
  await phone.setViewportSize({ width: 375, height: 812 })
  await phone.goto(`/dashboard/events/${eventId}/door`)
  const doorList = phone.getByRole('list', { name: 'Guests at the door' })
  await doorList.getByRole('button', { name: 'Check in Ana Ruiz' }).click()
  await doorList.getByRole('button', { name: 'Check in Bo Chen' }).click()
  await expect(phone.getByTestId('door-count')).toHaveText('2 of 3 checked in')
  await phone.getByText('Add a walk-in', { exact: true }).click()
  const walkIn = phone.getByRole('form', { name: 'Add a walk-in' })
  await walkIn.getByRole('textbox', { name: 'Name' }).fill('Dee Walker')
  await walkIn.getByRole('button', { name: 'Add and check in' }).click()
  await expect(walkIn.getByText('Dee Walker is added and checked in.')).toBeVisible()
  await expect(phone.getByTestId('door-count-extra')).toContainText('plus 1 walk-in · 3 in all')

  // 6. The venue finds the dinner under "To bill" and enters the bill (the guarantee tops the food up).
  await portal.goto(`/venue-portal/venues/${venue.id}/kitchen`)
  const toBill = portal.getByRole('region', { name: 'To bill' })
  // This booking, by its link: the venue is shared with a retry's first attempt, whose dinner of the
  // same name may still be to bill.
  const thisBooking = toBill
    .getByRole('listitem')
    .filter({ has: portal.locator(`a[href="/venue-portal/venues/${venue.id}/kitchen/${requestId}"]`) })
  await expect(thisBooking).toHaveCount(1)
  await expect(thisBooking).toContainText(eventName)
  for (const colorScheme of ['light', 'dark'] as const) {
    // Axe reads the page once the theme has switched, not while it is switching.
    await switchColorScheme(portal, colorScheme)
    await expectNoAxeViolations(portal)
    for (const width of SHOTS ? [375, 1280] : []) {
      await portal.setViewportSize({ width, height: 800 })
      await portal.screenshot({ path: `${SHOTS}/to-bill-${width}-${colorScheme}.png`, fullPage: true })
    }
  }
  await portal.emulateMedia({ colorScheme: 'light' })
  await thisBooking.getByRole('link', { name: eventName }).click()
  const billForm = portal.getByRole('form', { name: 'Enter the final bill' })
  const line1 = billForm.getByRole('group', { name: 'Line 1' })
  await line1.getByLabel('Description').fill('Harbour supper, 3 guests')
  await line1.getByLabel('Amount (USD)').fill('100')
  await billForm.getByRole('button', { name: 'Remove line 2' }).click()
  await billForm.getByRole('button', { name: 'Save the final bill' }).click()
  await expect(toast(portal, 'Final bill saved')).toBeVisible()
  const billPanel = portal.getByRole('region', { name: 'Final bill' })
  await expect(billPanel.getByRole('status')).toHaveText('Version 1 is with the organiser to review.')
  const total = (await billPanel.getByRole('row', { name: /^Total/ }).textContent())!.replace('Total', '')

  // 7. The organiser accepts it on her event page: what was paid over it is refunded.
  await phone.goto(`/dashboard/events/${eventId}`)
  const bill = phone.getByTestId('final-bill')
  await expect(bill.getByRole('table')).toContainText(`Total${total}`)
  await bill.getByRole('button', { name: 'Accept the bill' }).click()
  const confirm = phone.getByRole('alertdialog', { name: 'Accept the final bill?' })
  await expect(confirm).toContainText('that was paid over it')
  await confirm.getByRole('button', { name: 'Accept the bill' }).click()
  const refunded = paidCents - Math.round(Number(total.replace(/[$,]/g, '')) * 100)
  const refund = `$${(refunded / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
  // Paid offline: our team pays it back and marks each refund in the console; then it reads refunded.
  await expect(bill.getByRole('status').first()).toContainText(
    `${refund} is to pay back to those who paid it: they paid offline, and our team sends it.`,
  )
  const staffPage = await (await signedIn(browser, baseURL, staffSession)).newPage()
  await staffPage.goto(`/staff/requests/${requestId}?tab=payments`)
  const toPayBack = staffPage.getByRole('region', { name: 'Refunds to pay back' }).getByRole('form')
  await expect(toPayBack.first()).toBeVisible()
  for (let left = await toPayBack.count(); left > 0; left--) {
    await toPayBack.first().getByRole('textbox', { name: /^Note/ }).fill(`Transfer TR-${left}`)
    await toPayBack.first().getByRole('button', { name: 'Mark paid back' }).click()
    await expect(toPayBack).toHaveCount(left - 1)
  }
  await expect(toast(staffPage, 'Refund paid back')).toBeVisible()
  await staffPage.close()
  await phone.reload()
  await expect(bill.getByRole('status').first()).toContainText(`${refund} was refunded to those who paid it.`)

  // 8. The expense packet downloads, with the attendees checked in and the total.
  const packet = bill.getByRole('form', { name: 'Expense packet' })
  await packet.getByLabel('Business purpose').fill('Team dinner')
  await packet.getByRole('button', { name: 'Make the expense packet' }).click()
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    packet.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  const csv = fs.readFileSync(await download.path(), 'utf8')
  expect(csv).toContain('Attendee,Ana Ruiz,')
  expect(csv).toContain('Attendee,Dee Walker,')

  // The booking is billed: it leaves "To bill".
  await portal.goto(`/venue-portal/venues/${venue.id}/kitchen`)
  await expect(portal.getByRole('heading', { name: 'Kitchen sheets' })).toBeVisible()
  await expect(thisBooking).toHaveCount(0)
})
