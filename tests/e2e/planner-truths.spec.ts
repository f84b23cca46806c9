// What the planner reads is what the booking is: instant book says "Book now" with its
// deposit, cancellation terms and all-in total, and refuses to book until she agrees; her contact
// details are filled in when she is signed in; a venue's quote reads as the venue's and offers
// "Accept and book"; a concierge proposal still says our team confirms; the request status page shows
// the accepted total. Each page at 375 px and at desktop width, checked with axe.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { BookingTerms } from '~/domain/bookings/instant-book-terms'
import { formatCents } from '~/domain/pricing/estimate'
import type { PublicProposal } from '~/domain/bookings/public-proposal-api'
import { test, expectNoAxeViolations, signedIn, type Session } from './fixtures'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { readCaughtMail } from './mail-catcher'

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }

async function session(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password, rememberMe: true } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as Session
}

/** 'yyyy-mm-dd', `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A Miami venue of its own (no other spec books there), by its place in the city's listing. */
async function ownVenue(request: APIRequestContext, index: number) {
  const res = await request.get(`/api/venues/search?location=${encodeURIComponent('Miami, FL')}&guests=12&limit=50`)
  const venues = ((await res.json()) as { venues: { id: number; name: string }[] }).venues
  expect(venues.length).toBeGreaterThan(index)
  return venues[venues.length - 1 - index]
}

/** The last link to `/path/…` emailed to `email`. */
async function mailedLink(email: string, path: 'proposals' | 'requests', subject?: RegExp) {
  let link = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail()
          .filter((m) => m.to.includes(email) && (!subject || subject.test(m.subject)))
          .findLast((m) => new RegExp(`/${path}/`).test(m.text))
        link = new RegExp(`https?://\\S+?/${path}/[A-Za-z0-9_-]+`).exec(mail?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 20_000, message: `a /${path}/ link emailed to ${email}` },
    )
    .not.toBe('')
  return new URL(link).pathname
}

async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    await check()
    await expectNoAxeViolations(page)
  }
}

test('instant book says what it is: "Book now", the deposit, the terms and the total, agreed before booking; her details filled in', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = `${Date.now()}.${process.pid}`
  const venue = await ownVenue(request, 0)
  const staff = { Authorization: `Bearer ${(await session(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)).token}` }
  const space = await request.post(`/api/venue-portal/venues/${venue.id}/spaces`, {
    headers: staff,
    data: { name: 'The Snug', kind: 'private_room', seatedCapacity: 30, standingCapacity: 30 },
  })
  expect(space.ok(), await space.text()).toBe(true)
  // The venue's own policy: a quarter down, and its cancellation terms.
  const policy = await request.patch(`/api/venue-portal/venues/${venue.id}`, {
    headers: staff,
    data: {
      depositPct: 25,
      cancellationTerms: [
        { daysBefore: 21, refundPct: 100 },
        { daysBefore: 7, refundPct: 50 },
      ],
    },
  })
  expect(policy.ok(), await policy.text()).toBe(true)
  const pkg = await request.post(`/api/venue-portal/venues/${venue.id}/packages`, {
    headers: staff,
    data: {
      spaceId: (await space.json()).id,
      name: 'Snug supper',
      pricePerPerson: 55,
      serviceChargePct: 18,
      taxPct: 8,
      included: ['Drinks'],
      instantBook: true,
    },
  })
  expect(pkg.ok(), await pkg.text()).toBe(true)
  const packageId = (await pkg.json()).id as number

  const email = `instant.${stamp}@example.com`
  const password = 'Planner4Truths'
  expect(
    (
      await request.post('/api/auth/signup', { data: { firstName: 'Ines', lastName: 'Instant', email, password } })
    ).status(),
  ).toBe(201)
  const context = await signedIn(browser, baseURL, await session(request, email, password))
  const page = await context.newPage()
  const date = inDays(45)
  await page.goto(`/venues/${venue.id}/book?date=${date}&time=${encodeURIComponent('7:00 PM')}&guests=12`)
  const form = page.getByRole('region', { name: 'Booking request' })
  await form.getByRole('radio', { name: 'Client Dinner' }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByRole('radio', { name: /Snug supper/ }).check()
  await form.getByRole('button', { name: 'Continue' }).click()

  // Her name and email are there already, and still hers to change.
  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ines Instant')
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await form.getByRole('textbox', { name: 'Phone' }).fill('303-555-0142')

  const terms = (await (
    await request.get(
      `/api/venues/${venue.id}/packages/${packageId}/booking-terms?date=${date}&time=${encodeURIComponent('7:00 PM')}&guests=12`,
    )
  ).json()) as BookingTerms
  const agreement = form.getByRole('region', { name: 'Instant booking: what you agree to' })
  await atBothWidths(page, async () => {
    await expect(form.getByRole('button', { name: 'Book now' })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Submit Booking Request' })).toHaveCount(0)
    await expect(agreement.getByText(/^Due now: deposit/)).toBeVisible()
    await expect(agreement.getByText(terms.cancellationTerms)).toBeVisible()
    await expect(agreement.getByRole('checkbox')).toHaveAccessibleName(
      `I agree to book now: ${formatCents(terms.dueNowCents)} is due now, the cancellation terms above apply, and the total is ${formatCents(terms.allInCents)} all in.`,
    )
  })
  expect(terms.cancellationTerms).toBe(
    'Full refund if you cancel 21 or more days before; 50% back if you cancel 7 to 20 days before; no refund after that.',
  )
  expect(terms.dueNowCents).toBe(terms.depositCents + terms.bookingFeeCents)
  expect(terms.depositCents).toBeGreaterThan(0)

  // Not ticked: nothing is sent, and the box says why.
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/venues/book')) sent.push(r.url())
  })
  await form.getByRole('button', { name: 'Book now' }).click()
  const box = form.getByRole('checkbox', { name: /I agree to book now/ })
  await expect(form.getByText(/Please tick the box to agree/)).toBeVisible()
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toEqual([])

  // Ticked with the keyboard, booked: the screen says so and what is due next.
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
  await form.getByRole('button', { name: 'Book now' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const done = form.getByRole('status')
  await expect(done.getByText('Your booking is confirmed.')).toBeVisible()
  await expect(done.getByText(/^Status: Confirmed/)).toBeVisible()
  await expect(done.getByText('Total, all in')).toBeVisible()
  await expect(done.getByRole('definition').filter({ hasText: formatCents(terms.allInCents) })).toBeVisible()
  await atBothWidths(page, async () => {
    await expect(
      done.getByText(
        new RegExp(
          `deposit and booking fee(,| due now:) ${formatCents(terms.dueNowCents).replace(/[$.]/g, '\\$&')}`,
          'i',
        ),
      ),
    ).toBeVisible()
  })
  await context.close()
})

test('a venue\'s quote reads as the venue\'s and offers "Accept and book"; a concierge proposal says our team confirms; the request page shows the accepted total', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = `${Date.now()}.${process.pid}`
  const venue = await ownVenue(request, 1)
  const staff = { Authorization: `Bearer ${(await session(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)).token}` }
  const space = await request.post(`/api/venue-portal/venues/${venue.id}/spaces`, {
    headers: staff,
    data: { name: 'The Den', kind: 'private_room', seatedCapacity: 30, standingCapacity: 30 },
  })
  expect(space.ok(), await space.text()).toBe(true)
  const ask = async (email: string, days: number) => {
    const res = await request.post('/api/venues/book', {
      data: {
        venueId: venue.id,
        eventType: 'corporate',
        guestCount: 12,
        date: inDays(days),
        time: '7:30 PM',
        budget: 'standard',
        addOns: [],
        name: 'Quinn Planner',
        email,
        phone: '(303) 555-0100',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const { reference } = (await res.json()) as { reference: string }
    const inbox = await request.get(`/api/staff/requests?q=${reference}`, { headers: staff })
    const found = ((await inbox.json()) as { requests: { id: number; reference: string }[] }).requests
    return found.find((r) => r.reference === reference)!.id
  }

  // The venue's quote, written in its portal.
  const quoted = `quoted.${stamp}@example.com`
  const quotedId = await ask(quoted, 50)
  const quote = await request.post(`/api/venue-portal/venues/${venue.id}/requests/${quotedId}/quote`, {
    headers: staff,
    data: {
      spaceId: (await space.json()).id,
      pricePerPerson: 70,
      taxPct: 8,
      included: ['food', 'drinks', 'printed_menus'],
      message: 'The fire will be lit for you.',
    },
  })
  expect(quote.ok(), await quote.text()).toBe(true)
  await page.goto(await mailedLink(quoted, 'proposals'))
  const venueQuote = (await (
    await request.get(`/api/proposals/${page.url().split('/proposals/')[1]}`)
  ).json()) as PublicProposal
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: `Your quote from ${venue.name}` })).toBeVisible()
    await expect(page.getByRole('heading', { name: `A note from ${venue.name}` })).toBeVisible()
    await expect(page.getByText('The fire will be lit for you.')).toBeVisible()
    await expect(page.getByRole('article').getByText(/concierge/i)).toHaveCount(0)
    const includes = page.getByRole('region', { name: 'What the price includes' })
    for (const item of ['Food', 'Drinks', 'Printed menus'])
      await expect(includes.getByRole('listitem').filter({ hasText: item })).toBeVisible()
    await expect(includes.getByText(venueQuote.cancellationTerms)).toBeVisible()
    const accept = page.getByRole('button', { name: 'Accept and book' })
    await expect(accept).toBeVisible()
    await expect(accept).toHaveAccessibleDescription(
      new RegExp(
        `^Accepting books ${venue.name} immediately: .*\\(${formatCents(venueQuote.dueOnAcceptanceCents).replace(/[$.]/g, '\\$&')}\\) falls? due\\.$`,
      ),
    )
  })

  // A concierge proposal: ours, accepted for our team to confirm; the request page then shows its total.
  const proposed = `proposed.${stamp}@example.com`
  const proposedId = await ask(proposed, 52)
  const sent = await request.post(`/api/staff/requests/${proposedId}/proposals`, {
    headers: staff,
    data: { venueId: venue.id, date: inDays(52), time: '7:30 PM', guests: 12, pricePerPerson: 163.31 },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  await page.goto(await mailedLink(proposed, 'proposals'))
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: `Your proposal for ${venue.name}` })).toBeVisible()
    await expect(page.getByText('here is what our concierge team arranged for your group.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept and book' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Accept proposal' })).toHaveAccessibleDescription(
      /^Accepting tells our team to confirm the booking with the venue/,
    )
  })
  await page.getByRole('button', { name: 'Accept proposal' }).click()
  await expect(page.getByRole('status').getByText(/You accepted this proposal/)).toBeVisible()
  const accepted = (await (
    await request.get(`/api/proposals/${page.url().split('/proposals/')[1]}`)
  ).json()) as PublicProposal

  await page.goto(await mailedLink(proposed, 'requests'))
  const facts = page.getByRole('region', { name: 'What you asked for' })
  await atBothWidths(page, async () => {
    await expect(page.getByText('Status: Accepted, awaiting confirmation')).toBeVisible()
    await expect(facts.getByText('Accepted total')).toBeVisible()
    await expect(facts.getByText(`${formatCents(accepted.allInCents)} all in, as you accepted it`)).toBeVisible()
    await expect(facts.getByText('Estimate')).toHaveCount(0)
  })
})
