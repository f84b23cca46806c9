// One booking, one truth: every way a booking is confirmed ends the same way
// (expectConfirmedBooking in booking-journeys.ts): the event's card on the planner's dashboard with
// the deposit due, the venue's inbox and its calendar (the booked space, or "no space assigned"
// when our concierge team confirmed it with none held), the payment page with the deposit
// instalment due, and the planner's confirmation email followed by the request to pay.
// The five ways: staff confirm an accepted concierge proposal; the planner accepts a venue's own
// quote; a brief's quote from our concierge team, accepted then confirmed by staff; a brief's quote
// from the venue, accepted; instant book (at 375 px). Each act that confirms is done in the pages by
// the planner, staff or the venue's manager; what other specs already drive through their pages
// (accounts, managers, spaces and packages, requests and briefs, a staff proposal, a manager's
// quote) is set up through the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test, expectNoAxeViolations, signedIn } from './fixtures'
import {
  GUESTS,
  PACKAGE,
  PACKAGE_ALL_IN,
  PACKAGE_DEPOSIT,
  TIME,
  bearer,
  expectConfirmedBooking,
  furnishVenue,
  inDays,
  mailedLink,
  money,
  newAccount,
  requestIdOf,
  sanDiegoVenue,
  sendRequest,
  shown,
  staffAuth,
  toast,
  venueManager,
  type Auth,
  type Venue,
} from './booking-journeys'

const PROPOSAL_LINK = /\/proposals\/[A-Za-z0-9_-]{43}/

/** Staff's proposal (through the API; loop.spec.ts sends one from the console): 12 × $100, $500 down. */
async function staffProposal(request: APIRequestContext, staff: Auth, requestId: number, venue: Venue, date: string) {
  const sent = await request.post(`/api/staff/requests/${requestId}/proposals`, {
    headers: staff,
    data: { venueId: venue.id, date, time: TIME, guests: GUESTS, pricePerPerson: 100, deposit: 500 },
  })
  expect(sent.status(), await sent.text()).toBe(201)
}
const PROPOSAL_ALL_IN = 120_000
const PROPOSAL_DEPOSIT = 50_000

/**
 * Staff confirm from the console's request page: one act, which creates the event and asks for the
 * deposit. The dialog writes the accepted date as the product writes dates, never 'yyyy-mm-dd'.
 */
async function staffConfirms(staffPage: Page, requestId: number, date: string) {
  await staffPage.goto(`/staff/requests/${requestId}`)
  const stage = staffPage.getByTestId('booking-stage')
  await expect(stage).toHaveText('Booking: Accepted, awaiting confirmation')
  await staffPage.getByRole('button', { name: 'Confirm booking' }).click()
  const dialog = staffPage.getByRole('dialog', { name: 'Confirm this booking?' })
  await expect(dialog.getByText(/accepted the proposal/)).toContainText(` on ${shown(date)} at ${TIME} for `)
  await expect(dialog).not.toContainText(date)
  await dialog.getByRole('button', { name: 'Confirm and create the event' }).click()
  await expect(toast(staffPage, 'Booking confirmed')).toBeVisible()
  await expect(stage).toHaveText('Booking: Confirmed, deposit due')
}

/** A brief to one venue, sent signed in (the brief's pages: briefs.spec.ts). */
async function sendBrief(
  request: APIRequestContext,
  planner: Awaited<ReturnType<typeof newAccount>>,
  venue: Venue,
  date: string,
) {
  const created = await request.post('/api/briefs', {
    headers: bearer(planner.session),
    data: {
      venueIds: [venue.id],
      occasion: 'birthday',
      date,
      time: TIME,
      guests: GUESTS,
      name: planner.name,
      email: planner.email,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const brief = (await created.json()) as { reference: string; requests: { reference: string }[] }
  return { brief: brief.reference, reference: brief.requests[0].reference }
}

/**
 * The venue's manager answers with a quote from the package, holding the space, through the API
 * (the portal inbox's quote form from a package: venue-portal.spec.ts; with its own prices and terms:
 * briefs.spec.ts).
 */
async function managerQuotes(
  request: APIRequestContext,
  manager: Awaited<ReturnType<typeof venueManager>>,
  venue: Venue,
  requestId: number,
  { spaceId, packageId }: { spaceId: number; packageId: number },
) {
  const quoted = await request.post(`/api/venue-portal/venues/${venue.id}/requests/${requestId}/quote`, {
    headers: bearer(manager.session),
    data: { spaceId, packageId },
  })
  expect(quoted.status(), await quoted.text()).toBe(201)
}

/** The brief's comparison, signed in: she accepts the one quote, signing the agreement it shows. */
async function acceptOnBrief(page: Page, brief: string, venue: Venue) {
  await page.goto(`/briefs/${brief}`)
  const card = page.getByTestId('quote-card').filter({ has: page.getByRole('heading', { name: venue.name }) })
  await card.getByRole('button', { name: `Accept this quote: ${venue.name}` }).click()
  await expect(card.getByLabel('The agreement you sign by accepting')).toContainText(`Venue: ${venue.name}`)
  await card.getByRole('textbox', { name: 'Your full name, to sign' }).fill('Pia Planner')
  await card.getByRole('button', { name: `Yes, accept ${venue.name}'s quote` }).click()
  await expect(toast(page, 'Quote accepted')).toBeVisible()
}

const briefStatus = (page: Page, venue: Venue) =>
  page.getByRole('status').filter({ hasText: `You accepted ${venue.name}'s quote.` })

test('staff proposal accepted, then confirmed by staff: the event, the deposit due, the venue told, the email', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const { session: staffSession, auth: staff } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 0)
  const planner = await newAccount(request, 'Paula', 'Proposal')
  const date = inDays(40)
  const reference = await sendRequest(request, planner, venue, date)
  const requestId = await requestIdOf(request, staff, reference)
  await staffProposal(request, staff, requestId, venue, date)

  // The planner accepts from the email: accepted, not yet booked, and her dashboard says so.
  const page = await (await signedIn(browser, baseURL, planner.session)).newPage()
  await page.goto(new URL(await mailedLink(planner.email, PROPOSAL_LINK), baseURL).pathname)
  await page.getByRole('button', { name: 'Accept proposal' }).click()
  await expect(page.getByRole('status').getByText(/You accepted this proposal/)).toBeVisible()
  await page.goto('/dashboard')
  const waiting = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: reference })
  await expect(waiting.getByTestId('booking-stage')).toHaveText('Accepted, awaiting confirmation')
  await expect(page.getByTestId('event-card')).toHaveCount(0)

  // Staff confirm in the console.
  const staffPage = await (await signedIn(browser, baseURL, staffSession)).newPage()
  await staffConfirms(staffPage, requestId, date)
  await expectNoAxeViolations(staffPage)

  // No space was held (our team arranged it): the venue's calendar shows it with no space assigned.
  await expectConfirmedBooking(page, staffPage, {
    reference,
    eventName: `Client Dinner at ${venue.name}`,
    venue,
    date,
    plannerName: planner.name,
    plannerEmail: planner.email,
    allInCents: PROPOSAL_ALL_IN,
    depositCents: PROPOSAL_DEPOSIT,
    confirmationSubject: `Confirmed: Client Dinner at ${venue.name} on ${shown(date)} (${reference})`,
    space: null,
  })
})

test("a venue's own quote accepted: booked at once, on the venue's calendar, the deposit due", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const { auth: staff } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 1)
  const offer = await furnishVenue(request, staff, venue, { space: 'The Chart Room' })
  const manager = await venueManager(request, staff, venue)
  const planner = await newAccount(request, 'Quinn', 'Quote')
  const date = inDays(42)
  const reference = await sendRequest(request, planner, venue, date)
  await managerQuotes(request, manager, venue, await requestIdOf(request, staff, reference), offer)

  const page = await (await signedIn(browser, baseURL, planner.session)).newPage()
  await page.goto(new URL(await mailedLink(planner.email, PROPOSAL_LINK), baseURL).pathname)
  await expect(page.getByRole('heading', { level: 1, name: `Your quote from ${venue.name}` })).toBeVisible()
  await page.getByRole('button', { name: 'Accept and book' }).click()
  await expect(page.getByRole('status').getByText(/Your booking is confirmed/)).toBeVisible()
  await expectNoAxeViolations(page)

  const portal = await (await signedIn(browser, baseURL, manager.session)).newPage()
  await expectConfirmedBooking(page, portal, {
    reference,
    eventName: `Client Dinner at ${venue.name}`,
    venue,
    date,
    plannerName: planner.name,
    plannerEmail: planner.email,
    allInCents: PACKAGE_ALL_IN,
    depositCents: PACKAGE_DEPOSIT,
    confirmationSubject: `Confirmed: Client Dinner at ${venue.name} on ${shown(date)} (${reference})`,
    space: 'The Chart Room',
  })
})

test("a brief's quote from our concierge team: accepted on the brief, confirmed by staff, the brief names the stage", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const { session: staffSession, auth: staff } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 2)
  const planner = await newAccount(request, 'Bree', 'Brief')
  const date = inDays(44)
  const { brief, reference } = await sendBrief(request, planner, venue, date)
  await staffProposal(request, staff, await requestIdOf(request, staff, reference), venue, date)

  const page = await (await signedIn(browser, baseURL, planner.session)).newPage()
  await acceptOnBrief(page, brief, venue)
  // Accepted is not booked: the brief says our team is confirming it, and no event exists yet.
  await expect(briefStatus(page, venue)).toContainText('Our concierge team is confirming it with the venue.')
  await expectNoAxeViolations(page)

  const staffPage = await (await signedIn(browser, baseURL, staffSession)).newPage()
  await staffConfirms(staffPage, await requestIdOf(request, staff, reference), date)

  await page.reload()
  await expect(briefStatus(page, venue)).toContainText(
    `You accepted ${venue.name}'s quote. Confirmed, deposit due. The event is on your dashboard, where you pay the deposit.`,
  )
  await expectConfirmedBooking(page, staffPage, {
    reference,
    eventName: `Birthday Celebration at ${venue.name}`,
    venue,
    date,
    plannerName: planner.name,
    plannerEmail: planner.email,
    allInCents: PROPOSAL_ALL_IN,
    depositCents: PROPOSAL_DEPOSIT,
    confirmationSubject: `Confirmed: Birthday Celebration at ${venue.name} on ${shown(date)} (${reference})`,
    // Our team's quote held no space: on the venue's calendar with no space assigned.
    space: null,
    // The same three pages, as staff see the venue's, as the first test's: axe checked them there.
    axe: false,
  })
})

test("a brief's quote from the venue: accepted on the brief, booked at once, on the venue's calendar", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const { auth: staff } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 3)
  const offer = await furnishVenue(request, staff, venue, { space: 'The Boathouse' })
  const manager = await venueManager(request, staff, venue)
  const planner = await newAccount(request, 'Vera', 'Venuequote')
  const date = inDays(46)
  const { brief, reference } = await sendBrief(request, planner, venue, date)
  await managerQuotes(request, manager, venue, await requestIdOf(request, staff, reference), offer)

  const page = await (await signedIn(browser, baseURL, planner.session)).newPage()
  await acceptOnBrief(page, brief, venue)
  await expect(briefStatus(page, venue)).toContainText(
    `You accepted ${venue.name}'s quote. Confirmed, deposit due. The event is on your dashboard, where you pay the deposit.`,
  )
  await expectNoAxeViolations(page)

  const portal = await (await signedIn(browser, baseURL, manager.session)).newPage()
  await expectConfirmedBooking(page, portal, {
    reference,
    eventName: `Birthday Celebration at ${venue.name}`,
    venue,
    date,
    plannerName: planner.name,
    plannerEmail: planner.email,
    allInCents: PACKAGE_ALL_IN,
    depositCents: PACKAGE_DEPOSIT,
    confirmationSubject: `Confirmed: Birthday Celebration at ${venue.name} on ${shown(date)} (${reference})`,
    space: 'The Boathouse',
    // The same three pages, as a manager sees the venue's, as the second test's: axe checked them there.
    axe: false,
  })
})

test('instant book on a phone (375 px): "Book now" on agreed terms, then the same card, calendar, schedule and email', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const { auth: staff } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 4)
  await furnishVenue(request, staff, venue, { space: 'The Pier Room', instantBook: true })
  const manager = await venueManager(request, staff, venue)
  const planner = await newAccount(request, 'Ivy', 'Instant')
  const date = inDays(48)
  const phone = { viewport: { width: 375, height: 812 } }

  const plannerContext = await signedIn(browser, baseURL, planner.session)
  const page = await plannerContext.newPage()
  await page.setViewportSize(phone.viewport)
  await page.goto(`/venues/${venue.id}/book?date=${date}&time=${encodeURIComponent(TIME)}&guests=${GUESTS}`)
  const form = page.getByRole('region', { name: 'Booking request' })
  await form.getByRole('radio', { name: 'Client Dinner' }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('radio', { name: new RegExp(PACKAGE.name) }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('textbox', { name: 'Phone' }).fill('619-555-0142')
  const agreement = form.getByRole('region', { name: 'Instant booking: what you agree to' })
  await expect(agreement.getByRole('checkbox')).toHaveAccessibleName(
    `I agree to book now: ${money(PACKAGE_DEPOSIT)} is due now, the cancellation terms above apply, and the total is ${money(PACKAGE_ALL_IN)} all in.`,
  )
  await agreement.getByRole('checkbox').check()
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Book now' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const done = form.getByRole('status')
  await expect(done.getByText(/^Status: Confirmed, deposit due/)).toBeVisible()
  const reference = /[A-Z]{2}-[2-9A-Z]{5}/.exec((await done.textContent()) ?? '')?.[0] ?? ''
  expect(reference).not.toBe('')
  await expectNoAxeViolations(page)

  const portal = await (await signedIn(browser, baseURL, manager.session)).newPage()
  await portal.setViewportSize(phone.viewport)
  await expectConfirmedBooking(page, portal, {
    reference,
    eventName: `Client Dinner at ${venue.name}`,
    venue,
    date,
    plannerName: planner.name,
    plannerEmail: planner.email,
    allInCents: PACKAGE_ALL_IN,
    depositCents: PACKAGE_DEPOSIT,
    confirmationSubject: `Your booking at ${venue.name} is confirmed (${reference})`,
    space: 'The Pier Room',
  })
})
