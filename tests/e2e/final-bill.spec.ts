// The final bill, both sides: the venue's manager enters it on the booking's page in the portal
// (food and wine; the service charge, tax and gratuity the terms add come back from the server as
// lines of their own); the organiser, on her phone, reads it on her event page and disputes a line,
// which our team sees with her note; the venue corrects it, she accepts it and sees what is still to
// pay; then she takes the expense packet, whose CSV holds her attendee and the total. The booking (a
// venue's quote for today at midnight, so the event has started), its deposit (paid offline) and
// the door count are set up through the API.
import { expect, type Locator, type Page } from '@playwright/test'
import fs from 'node:fs'
import { test, expectNoAxeViolations, signedIn, switchColorScheme } from './fixtures'
import {
  acceptProposal,
  bearer,
  furnishVenue,
  inDays,
  mailedLink,
  newAccount,
  payDepositOffline,
  requestIdOf,
  sanDiegoVenue,
  sendRequest,
  staffAuth,
  toast,
  venueManager,
} from './booking-journeys'

const SHOTS = process.env.E2E_SHOTS

/** Axe in both themes, and (with E2E_SHOTS set) a screenshot of `shown` in each, to look at. */
async function checkBothThemes(page: Page, shown: Locator, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    // Axe reads the page once the theme has switched, not while it is switching.
    await switchColorScheme(page, colorScheme)
    await expectNoAxeViolations(page)
    if (SHOTS) await shown.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png` })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

test('final bill: the venue enters it, the organiser disputes a line and our team sees it, then she accepts and takes the expense packet', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000)
  const { session: staffSession, auth: staff } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 7)
  const { spaceId } = await furnishVenue(request, staff, venue, { space: 'The Ledger Room' })
  const manager = await venueManager(request, staff, venue)
  const planner = await newAccount(request, 'Fern', 'Finance')
  const reference = await sendRequest(request, planner, venue, inDays(30))
  const requestId = await requestIdOf(request, staff, reference)

  // The venue quotes today at midnight (so the event has started): 12 × $80, service 20 %, tax 10 %,
  // gratuity 18 %; she accepts and it is booked.
  const quoted = await request.post(`/api/venue-portal/venues/${venue.id}/requests/${requestId}/quote`, {
    headers: bearer(manager.session),
    data: {
      spaceId,
      date: inDays(0),
      time: '12:00 AM',
      guests: 12,
      pricePerPerson: 80,
      serviceChargePct: 20,
      taxPct: 10,
      gratuityPct: 18,
      fees: 0,
    },
  })
  expect(quoted.status(), await quoted.text()).toBe(201)
  const token = (await mailedLink(planner.email, /\/proposals\/[A-Za-z0-9_-]{43}/)).split('/').at(-1)
  await acceptProposal(request, token!, planner.name)

  // The deposit is paid (offline, recorded by staff); one guest on the list is checked in at the door.
  const deposit = await payDepositOffline(request, staff, requestId)
  const host = bearer(planner.session)
  const events = (await (await request.get('/api/dashboard/events', { headers: host })).json()) as {
    events: { id: number; name: string }[]
  }
  const eventId = events.events.find((e) => e.name.includes(venue.name))!.id
  const added = await request.post(`/api/dashboard/events/${eventId}/guests`, {
    headers: host,
    data: { text: 'Ana Ruiz' },
  })
  expect(added.status(), await added.text()).toBe(201)
  const guests = (await (await request.get(`/api/dashboard/events/${eventId}/guests`, { headers: host })).json()) as {
    guests: { id: number; name: string }[]
  }
  const ana = guests.guests.find((g) => g.name === 'Ana Ruiz')!
  const checkedIn = await request.post(`/api/dashboard/events/${eventId}/door/check-ins`, {
    headers: host,
    data: { guestId: ana.id },
  })
  expect(checkedIn.ok(), await checkedIn.text()).toBe(true)

  // The manager enters the bill on the booking's page, at desktop size.
  const portal = await (await signedIn(browser, baseURL, manager.session)).newPage()
  await portal.setViewportSize({ width: 1280, height: 900 })
  await portal.goto(`/venue-portal/venues/${venue.id}/kitchen/${requestId}`)
  const billPanel = portal.getByRole('region', { name: 'Final bill' })
  await expect(billPanel.getByRole('status')).toHaveText('Not entered yet.')
  const form = portal.getByRole('form', { name: 'Enter the final bill' })
  const line1 = form.getByRole('group', { name: 'Line 1' })
  await line1.getByLabel('Description').fill('Harbour supper, 12 guests')
  await line1.getByLabel('Amount (USD)').fill('960')
  const line2 = form.getByRole('group', { name: 'Line 2' })
  await line2.getByLabel('Kind').selectOption({ label: 'Alcohol' })
  await line2.getByLabel('Description').fill('Wine')
  // A bad amount is refused by its field.
  await line2.getByLabel('Amount (USD)').fill('2,40')
  await form.getByRole('button', { name: 'Save the final bill' }).click()
  await expect(line2.getByText('Give the amount in dollars, e.g. 1200.00')).toBeVisible()
  await line2.getByLabel('Amount (USD)').fill('240.00')
  await form.getByRole('button', { name: 'Save the final bill' }).click()
  await expect(toast(portal, 'Final bill saved')).toBeVisible()
  // The server's bill: the lines entered, then the terms' lines, each its own.
  const computed = billPanel.getByRole('table', { name: 'The final bill as computed' })
  await expect(computed.getByRole('row')).toHaveText([
    'LineAmount',
    'Harbour supper, 12 guests$960.00',
    'Wine$240.00',
    'Service charge (20%)$240.00',
    'Tax (10%)$144.00',
    'Gratuity (18%)$216.00',
    'Total$1,800.00',
  ])
  await expect(billPanel.getByRole('status')).toHaveText('Version 1 is with the organiser to review.')
  await checkBothThemes(portal, billPanel, 'portal-bill-1280')
  if (SHOTS) {
    await portal.setViewportSize({ width: 375, height: 800 })
    await billPanel.screenshot({ path: `${SHOTS}/portal-bill-375.png` })
  }

  // The organiser, on her phone, reads it on her event page and disputes the wine.
  const phone = await (await signedIn(browser, baseURL, planner.session)).newPage()
  await phone.setViewportSize({ width: 375, height: 800 })
  await phone.goto(`/dashboard/events/${eventId}`)
  const bill = phone.getByTestId('final-bill')
  await expect(bill.getByRole('heading', { name: 'Final bill' })).toBeVisible()
  await expect(bill.getByRole('table')).toContainText('Total$1,800.00')
  await expect(bill).toContainText(`Paid so far: $${(deposit.dueCents / 100).toFixed(2)}`)
  await expect(bill).toContainText('still to pay')
  await bill.getByRole('button', { name: 'Dispute a line' }).click()
  const dialog = phone.getByRole('dialog', { name: 'Dispute a line' })
  await dialog.getByLabel('Line').selectOption({ label: 'Wine: $240.00' })
  await dialog.getByLabel('What is wrong with it?').fill('Two bottles came back unopened.')
  await dialog.getByRole('button', { name: 'Send the dispute' }).click()
  await expect(bill.getByText('Disputed — our team will look.')).toBeVisible()
  await expect(bill.getByRole('list', { name: 'Disputed lines' })).toContainText('Two bottles came back unopened.')
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await checkBothThemes(phone, bill, 'organiser-bill-375')

  // Our team sees the disputed line with her note in the booking's payments.
  const staffPage = await (await signedIn(browser, baseURL, staffSession)).newPage()
  await staffPage.goto(`/staff/requests/${requestId}?tab=payments`)
  const staffBill = staffPage.getByRole('region', { name: 'Final bill' })
  await expect(staffBill.getByRole('list', { name: 'Disputed lines' })).toContainText(
    'Wine · $240.00 (version 1)Two bottles came back unopened.',
  )

  // The venue corrects the wine (a new version); she accepts it and sees what is still to pay.
  const corrected = await request.put(`/api/venue-portal/venues/${venue.id}/events/${eventId}/final-bill`, {
    headers: bearer(manager.session),
    data: {
      lines: [
        { kind: 'food', description: 'Harbour supper, 12 guests', amountCents: 96_000 },
        { kind: 'alcohol', description: 'Wine', amountCents: 20_000 },
      ],
    },
  })
  expect(corrected.ok(), await corrected.text()).toBe(true)
  await phone.reload()
  await expect(bill.getByRole('table')).toContainText('Total$1,740.00')
  await bill.getByRole('button', { name: 'Accept the bill' }).click()
  const confirm = phone.getByRole('alertdialog', { name: 'Accept the final bill?' })
  await expect(confirm).toContainText('You accept $1,740.00 as what')
  await confirm.getByRole('button', { name: 'Accept the bill' }).click()
  const shortfall = `$${((174_000 - deposit.dueCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
  await expect(bill.getByRole('status').first()).toContainText(`${shortfall} is still to pay.`)
  await expect(bill.getByRole('link', { name: `Pay the final bill (${shortfall})` })).toHaveAttribute(
    'href',
    `/dashboard/events/${eventId}/payments`,
  )
  // The payments line above it moved too: the final bill's shortfall is what is due now.
  await expect(phone.getByTestId('event-payment-summary')).toContainText(`${shortfall} due`)

  // The expense packet: its CSV holds the attendee and the total.
  const packet = bill.getByRole('form', { name: 'Expense packet' })
  await packet.getByLabel('Business purpose').fill('Q4 client dinner')
  await packet.getByLabel('Per-person cap (USD)').fill('150')
  await packet.getByLabel('PO or cost centre').fill('CC-4410')
  await packet.getByRole('button', { name: 'Make the expense packet' }).click()
  await expect(packet.getByText(`A copy was emailed to ${planner.email}.`)).toBeVisible()
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    packet.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^expense-packet-.+\.csv$/)
  const csv = fs.readFileSync(await download.path(), 'utf8')
  expect(csv).toContain('Attendee,Ana Ruiz,')
  expect(csv).toContain('Receipt,Total paid,,1740.00')
  await checkBothThemes(phone, bill, 'organiser-accepted-375')
  if (SHOTS) {
    await phone.setViewportSize({ width: 1280, height: 900 })
    await bill.screenshot({ path: `${SHOTS}/organiser-accepted-1280.png` })
    await staffBill.screenshot({ path: `${SHOTS}/staff-bill-1280.png` })
  }
})
