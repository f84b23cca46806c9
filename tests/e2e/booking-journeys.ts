// Shared by booking-confirmations.spec.ts and booking-cancellation.spec.ts: the accounts,
// venues and emails those journeys set up through the API, and `expectConfirmedBooking`, the one
// ending every way of confirming a booking must reach (the same dashboard card, the same venue
// view, an open schedule with the deposit due, the planner's confirmation email).
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { formatCents } from '~/domain/pricing/estimate'
import { expectNoAxeViolations, verifyByMail, type Session } from './fixtures'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { readCaughtMail } from './mail-catcher'

export const PASSWORD = 'Booking4Truth'
/** San Diego's venues: no other spec books there. Its time zone decides what "today" is for a deposit. */
const CITY = 'San Diego, CA'
const CITY_TIMEZONE = 'America/Los_Angeles'
export const GUESTS = 12
export const TIME = '7:00 PM'

export type Venue = { id: number; name: string }
export type Auth = { Authorization: string }

export const money = (cents: number) => formatCents(cents)

/** 'yyyy-mm-dd' `days` from today where the venues are. */
export function inDays(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CITY_TIMEZONE }).format(new Date(Date.now() + days * 86_400_000))
}

/** As the pages and emails write a date: 'Jan 3, 2027'. */
export const shown = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

export const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notification/ }).getByText(title, { exact: true })

export async function logIn(request: APIRequestContext, email: string, password = PASSWORD): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password, rememberMe: true } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as Session
}

export const bearer = (session: Session): Auth => ({ Authorization: `Bearer ${session.token}` })

export async function staffAuth(request: APIRequestContext): Promise<{ session: Session; auth: Auth }> {
  const session = await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)
  return { session, auth: bearer(session) }
}

let counter = 0
/** A new account (signed up and logged in through the API). */
export async function newAccount(request: APIRequestContext, firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${process.pid}.${++counter}@example.com`
  const res = await request.post('/api/auth/signup', { data: { firstName, lastName, email, password: PASSWORD } })
  expect(res.status(), await res.text()).toBe(201)
  return { email, name: `${firstName} ${lastName}`, session: await logIn(request, email) }
}

/** The venue `index` places from the end of San Diego's listing: one of its own per journey. */
export async function sanDiegoVenue(request: APIRequestContext, index: number): Promise<Venue> {
  const res = await request.get(`/api/venues/search?location=${encodeURIComponent(CITY)}&guests=${GUESTS}&limit=50`)
  const venues = ((await res.json()) as { venues: Venue[] }).venues
  expect(venues.length).toBeGreaterThan(index)
  return venues[venues.length - 1 - index]
}

/** The last link emailed to `to` whose text matches `pattern` (its whole match). */
export async function mailedLink(to: string, pattern: RegExp): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail()
          .filter((m) => m.to.includes(to))
          .findLast((m) => pattern.test(m.text))
        link = pattern.exec(mail?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 30_000, message: `a link emailed to ${to}` },
    )
    .not.toBe('')
  return link
}

async function ok(res: Promise<import('@playwright/test').APIResponse>) {
  const r = await res
  expect(r.ok(), await r.text()).toBe(true)
  return r.json() as Promise<{ id: number }>
}

/**
 * The venue's terms (a quarter down, the cancellation steps), one space and one package: 12 guests ×
 * $80, service 20 %, tax 10 % → $1,267.20 all in, a $316.80 deposit (there is no booking fee in the
 * e2e server). Set by staff through the portal's API; the portal's own forms have venue-portal.spec.ts.
 */
export const PACKAGE = { name: 'Harbour supper', label: 'Harbour supper ($80.00 per person)' } as const
export const PACKAGE_ALL_IN = 126_720
export const PACKAGE_DEPOSIT = 31_680
export async function furnishVenue(
  request: APIRequestContext,
  staff: Auth,
  venue: Venue,
  { space, instantBook = false }: { space: string; instantBook?: boolean },
) {
  await ok(
    request.patch(`/api/venue-portal/venues/${venue.id}`, {
      headers: staff,
      data: {
        depositPct: 25,
        cancellationTerms: [
          { daysBefore: 30, refundPct: 100 },
          { daysBefore: 7, refundPct: 50 },
        ],
      },
    }),
  )
  const { id: spaceId } = await ok(
    request.post(`/api/venue-portal/venues/${venue.id}/spaces`, {
      headers: staff,
      data: { name: space, kind: 'private_room', seatedCapacity: 30, standingCapacity: 40 },
    }),
  )
  const { id: packageId } = await ok(
    request.post(`/api/venue-portal/venues/${venue.id}/packages`, {
      headers: staff,
      data: {
        spaceId,
        name: PACKAGE.name,
        pricePerPerson: 80,
        serviceChargePct: 20,
        taxPct: 10,
        included: ['Welcome glass', 'Printed menus'],
        instantBook,
      },
    }),
  )
  return { spaceId, packageId }
}

/** A manager of `venue`, invited by staff and accepted by her, all through the API (venue-portal.spec.ts has the pages). */
export async function venueManager(request: APIRequestContext, staff: Auth, venue: Venue) {
  const manager = await newAccount(request, 'Vida', 'Venue')
  await verifyByMail(request, manager.email)
  await ok(
    request.post(`/api/staff/venues/${venue.id}/managers`, {
      headers: staff,
      data: { email: manager.email, role: 'owner' },
    }),
  )
  const token = (await mailedLink(manager.email, /\/venue-portal\/invitations\/[A-Za-z0-9_-]+/)).split('/').at(-1)
  await ok(request.post(`/api/venue-invitations/${token}/accept`, { headers: bearer(manager.session) }))
  return manager
}

/** A booking request sent signed in from a venue's booking page (the page itself: requests.spec.ts, loop.spec.ts). */
export async function sendRequest(
  request: APIRequestContext,
  planner: { email: string; name: string; session: Session },
  venue: Venue,
  date: string,
  extra: Record<string, unknown> = {},
) {
  const res = await request.post('/api/venues/book', {
    headers: bearer(planner.session),
    data: {
      venueId: venue.id,
      eventType: 'client-dinner',
      guestCount: GUESTS,
      date,
      time: TIME,
      budget: 'standard',
      addOns: [],
      name: planner.name,
      email: planner.email,
      phone: '(619) 555-0100',
      ...extra,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { reference: string }).reference
}

/**
 * A booking made at once with the venue's instant-book package, signed in through the API (the
 * page itself: booking-confirmations.spec.ts). Returns its reference and the host's event id.
 */
export async function bookInstantly(
  request: APIRequestContext,
  host: { email: string; name: string; session: Session },
  venue: Venue,
  packageId: number,
  { date, guestCount = GUESTS }: { date: string; guestCount?: number },
) {
  const booked = await request.post('/api/venues/book', {
    headers: bearer(host.session),
    data: {
      venueId: venue.id,
      packageId,
      instantBookAgreed: true,
      eventType: 'client-dinner',
      guestCount,
      date,
      time: TIME,
      budget: 'standard',
      addOns: [],
      name: host.name,
      email: host.email,
      phone: '(619) 555-0177',
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { reference } = (await booked.json()) as { reference: string }
  const eventName = `Client Dinner at ${venue.name}`
  const list = await request.get('/api/dashboard/events', { headers: bearer(host.session) })
  const events = ((await list.json()) as { events: { id: number; name: string }[] }).events
  return { reference, eventName, eventId: events.find((e) => e.name === eventName)!.id }
}

/** The staff console's id of the request `reference`. */
/** Accepts a proposal by its emailed link's token as its page does: the name typed and the hash of the agreement shown. */
export async function acceptProposal(request: APIRequestContext, token: string, signerName = 'Pat Planner') {
  const shown = await request.get(`/api/proposals/${token}`)
  expect(shown.ok(), await shown.text()).toBe(true)
  const { agreement } = (await shown.json()) as { agreement: { hash: string } }
  const accepted = await request.post(`/api/proposals/${token}/accept`, {
    data: { signerName, agreementHash: agreement.hash },
  })
  expect(accepted.ok(), await accepted.text()).toBe(true)
}

export async function requestIdOf(request: APIRequestContext, staff: Auth, reference: string): Promise<number> {
  const res = await request.get(`/api/staff/requests?q=${reference}`, { headers: staff })
  const found = ((await res.json()) as { requests: { id: number; reference: string }[] }).requests
  const id = found.find((r) => r.reference === reference)?.id
  expect(id, `request ${reference} in the staff inbox`).toBeTruthy()
  return id!
}

/** Pays on the local Stripe stand-in's checkout page and lands back on our return page (as payments.spec.ts). */
export async function payOnCheckout(page: Page, amount: string) {
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible()
  await page.getByRole('button', { name: `Pay ${amount}` }).click()
  await page.waitForURL(/\/payments\/thanks\?session=cs_/)
  await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toContainText(amount)
}

/** The caught emails to `to` whose subject is `subject`, polled until there is one. */
export async function expectMail(to: string, subject: string | RegExp) {
  const matches = () =>
    readCaughtMail().filter(
      (m) => m.to.includes(to) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
    )
  await expect
    .poll(() => matches().length, { timeout: 30_000, message: `an email to ${to}: ${String(subject)}` })
    .toBeGreaterThan(0)
  return matches()
}

export type ConfirmedBooking = {
  reference: string
  eventName: string
  venue: Venue
  date: string
  plannerName: string
  plannerEmail: string
  allInCents: number
  depositCents: number
  /** The planner's confirmation: "Confirmed: …" (staff, a venue's quote) or "Your booking at … is confirmed" (instant book). */
  confirmationSubject: string
  /**
   * The venue's booked space on its portal calendar, or null for a booking our concierge team
   * confirmed with no space held, which the calendar shows as booked with "no space assigned".
   */
  space: string | null
  /**
   * Whether axe checks the dashboard, the payment page and the calendar (default yes). The five ways
   * end on the same three pages: checked once per view (staff's and a manager's at desktop width, a
   * phone's), not again for another way to the same view.
   */
  axe?: boolean
}

/**
 * The one ending of every way a booking is confirmed: the event's card on the planner's dashboard
 * with its deposit due today, the booking no longer among her requests; its payment page with the
 * schedule open and the deposit instalment due; the venue's inbox naming the same stage and its
 * calendar showing the booking on the day (its space, or "no space assigned"); the confirmation
 * email, then the request to pay. `venueView` is the venue's manager, or staff, who read any
 * venue's portal. Returns the event's id.
 */
export async function expectConfirmedBooking(planner: Page, venueView: Page, b: ConfirmedBooking): Promise<number> {
  const today = inDays(0)
  const deposit = money(b.depositCents)
  const axe = async (page: Page) => {
    if (b.axe !== false) await expectNoAxeViolations(page)
  }

  // The planner's dashboard: the event's card, its payment state, the deposit due today.
  await planner.goto('/dashboard')
  const card = planner
    .getByTestId('event-card')
    .filter({ has: planner.getByRole('heading', { level: 2, name: b.eventName, exact: true }) })
  await expect(card).toHaveCount(1)
  await expect(card.getByTestId('event-status')).toHaveText('Upcoming')
  const payments = card.getByTestId('event-payment-summary')
  await expect(payments.getByTestId('payment-state')).toHaveText('Due')
  await expect(payments).toContainText(`${deposit} due ${shown(today)}`)
  // A confirmed booking is an event, not a request still waiting.
  await expect(
    planner.getByRole('list', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: b.reference }),
  ).toHaveCount(0)
  await axe(planner)

  // Its payment page: the schedule is open, the deposit due now, nothing paid.
  await payments.getByRole('link', { name: 'View payments' }).click()
  await expect(planner.getByRole('heading', { level: 1 })).toHaveText(`Payments for ${b.eventName}`)
  const eventId = Number(/\/dashboard\/events\/(\d+)\/payments$/.exec(new URL(planner.url()).pathname)?.[1])
  expect(eventId).toBeGreaterThan(0)
  await expect(planner.getByRole('status').filter({ hasText: 'left to pay' })).toHaveText(
    `${money(b.allInCents)} left to pay of ${money(b.allInCents)}.`,
  )
  const depositCard = planner.getByRole('article', { name: 'Deposit', exact: true })
  await expect(depositCard.getByTestId('payment-state')).toHaveText('Due')
  await expect(depositCard.getByRole('definition').first()).toHaveText(deposit)
  await expect(depositCard.getByText(`${shown(today)} (on acceptance)`)).toBeVisible()
  await expect(depositCard.getByRole('button', { name: `Pay deposit (${deposit})` })).toBeVisible()
  await expect(
    planner.getByRole('article', { name: 'Balance', exact: true }).getByRole('definition').first(),
  ).toHaveText(money(b.allInCents - b.depositCents))
  await axe(planner)

  // The venue's side: its inbox names the same stage, and its calendar shows the booking, on its
  // space or, confirmed by our concierge team with none held, as "no space assigned".
  await venueView.goto(`/venue-portal/venues/${b.venue.id}/inbox`)
  const item = venueView
    .getByRole('listitem')
    .filter({ has: venueView.getByRole('heading', { name: `${b.reference} · ${b.plannerName}` }) })
  await expect(item.getByTestId('booking-stage')).toHaveText('Confirmed, deposit due')
  await venueView.goto(`/venue-portal/venues/${b.venue.id}/calendar?month=${b.date.slice(0, 7)}`)
  await expect(venueView.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  // One entry, in the month's table on a wide screen or the list of busy days on a narrow one.
  const entry = `Booked · ${b.space ?? 'no space assigned'} · ${TIME} · ${GUESTS} guests · ${b.plannerName} · ${b.reference}`
  await expect(venueView.getByText(entry, { exact: true }).filter({ visible: true })).toHaveCount(1)
  const wide = await venueView.getByRole('table').isVisible()
  const day = wide
    ? venueView.getByRole('cell').filter({ hasText: entry })
    : venueView.getByRole('listitem').filter({ has: venueView.getByRole('heading', { name: shown(b.date) }) })
  await expect(day).toContainText(entry)
  if (wide) await expect(day.locator('span').first()).toHaveText(String(Number(b.date.slice(8))))
  // And the page fits the screen: nothing, the month's links included, is pushed past its edge.
  expect(await venueView.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
  await axe(venueView)

  // The planner's emails: the confirmation (once), then the request to pay the deposit.
  const [confirmation, ...more] = await expectMail(b.plannerEmail, b.confirmationSubject)
  expect(more, 'one confirmation email').toHaveLength(0)
  expect(confirmation.text).toContain('Your booking is confirmed')
  expect(confirmation.text).toContain('Due now (deposit)')
  expect(confirmation.text).toContain(deposit)
  const [requested] = await expectMail(
    b.plannerEmail,
    `Your deposit of ${deposit} is due ${shown(today)} (${b.reference})`,
  )
  // Queued in that order (the outbox delivers in parallel, so arrival order is not the queue's).
  expect(outboxIdOf(requested.raw)).toBeGreaterThan(outboxIdOf(confirmation.raw))
  return eventId
}

/** The outbox row an email was sent from, read from its Message-ID (src/server/email/outbox-worker.ts). */
function outboxIdOf(raw: string): number {
  const id = Number(/^Message-ID:\s*<outbox-(\d+)\./im.exec(raw)?.[1])
  expect(id, 'an outbox Message-ID').toBeGreaterThan(0)
  return id
}

/**
 * The booking's instalment `index` (0, the deposit), paid offline in full and recorded by staff (the
 * payment pages: payments.spec.ts). Returns it.
 */
export async function payDepositOffline(request: APIRequestContext, staff: Auth, requestId: number, index = 0) {
  const res = await request.get(`/api/staff/requests/${requestId}/payments`, { headers: staff })
  const deposit = ((await res.json()) as { instalments: { id: number; dueCents: number }[] }).instalments[index]
  await ok(
    request.post(`/api/staff/requests/${requestId}/payments/offline`, {
      headers: staff,
      data: {
        instalmentId: deposit.id,
        amountCents: deposit.dueCents,
        receivedOn: inDays(0),
        method: 'bank_transfer',
        reference: `PAY-${requestId}-${index}`,
      },
    }),
  )
  return deposit
}
