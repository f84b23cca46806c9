// One brief to several venues: the shortlist (visitors keep it in the browser and share it
// by link, opened in a11y.spec.ts; five at most), the brief form naming a venue that does not fit, and the whole journey:
// shortlist 3 venues from search → one brief → one venue quotes in its portal, staff quote for
// another in the console, the third declines → the comparison shows both all-in totals, cheapest
// first → the group votes → the organiser accepts → the venue not chosen is declined by email.
// What is not under test (managers, finding request ids, the guest's vote, whose page the
// tests below drive) is set up through the API.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { test, expectNoAxeViolations, signedIn, verifyByMail, type Session } from './fixtures'
import { logIn } from './booking-journeys'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { readCaughtMail } from './mail-catcher'

const PASSWORD = 'Brief4Everyone'
const SF = `/search?location=${encodeURIComponent('San Francisco, CA')}&guests=12`

type Venue = { id: number; name: string; maxGuests: number }

async function sfVenues(request: APIRequestContext): Promise<Venue[]> {
  const res = await request.get(`/api/venues/search?location=${encodeURIComponent('San Francisco, CA')}&guests=12`)
  return ((await res.json()) as { venues: Venue[] }).venues
}

/** 'yyyy-mm-dd' of this day of the month two months from now, as pickDayTwoMonthsAhead picks it. */
function dayTwoMonthsAhead(day: number): string {
  const d = new Date()
  d.setDate(1)
  d.setMonth(d.getMonth() + 2)
  d.setDate(day)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The first `n` of these venues with no blackout on any of these days (the seed's blackouts move with today). */
async function venuesOpenOn(request: APIRequestContext, venues: Venue[], days: string[], n: number) {
  const open: Venue[] = []
  for (const v of venues) {
    const detail = (await (await request.get(`/api/venues/${v.id}?enhance=true`)).json()) as { blackoutDates: string[] }
    if (!days.some((d) => detail.blackoutDates.includes(d))) open.push(v)
    if (open.length === n) break
  }
  expect(open, `${n} San Francisco venues open on ${days.join(', ')}`).toHaveLength(n)
  return open
}

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notification/ }).getByText(title, { exact: true })

/** The first link emailed to `to` matching `pattern` (its path and query). */
async function mailedLink(to: string, pattern: RegExp): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail().find((m) => m.to.includes(to) && pattern.test(m.text))
        link = pattern.exec(mail?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 30_000, message: `a link emailed to ${to}` },
    )
    .not.toBe('')
  return link
}

/** Types cancellation steps ([days before, refund %]) into a terms fieldset. */
/** From the San Francisco results, the venues added to the shortlist and its brief form opened. */
async function shortlistAndOpenBrief(page: Page, venues: Venue[]) {
  await page.goto(SF)
  for (const v of venues) {
    await page.getByRole('button', { name: `Add to shortlist: ${v.name}` }).click()
    // Each venue on the list before the next: a venue lost here showed up only minutes later, as a
    // vote or a brief without it (briefs.spec.ts's group vote, twice in CI, cause not yet found).
    await expect(page.getByRole('button', { name: `Remove from shortlist: ${v.name}` })).toBeVisible()
  }
  const shortlist = page.getByRole('complementary', { name: 'Your shortlist' })
  await expect(shortlist).toContainText(`Shortlist: ${venues.length} of`)
  await shortlist.getByRole('link', { name: 'Send one brief' }).click()
}

/** The date field's calendar opened and a day of the month after next chosen. */
async function pickDayTwoMonthsAhead(page: Page, field: string, day: number) {
  await page.getByRole('button', { name: field, exact: true }).click()
  const picker = page.getByRole('dialog', { name: 'Choose a date' })
  for (let i = 0; i < 2; i++) await picker.getByRole('button', { name: /next month/i }).click()
  await picker
    .getByRole('grid')
    .getByRole('button', { disabled: false })
    .filter({ hasText: new RegExp(`^${day}$`) })
    .first()
    .click()
}

async function fillTerms(terms: Locator, steps: [number, number][]) {
  for (const [i, [days, refund]] of steps.entries()) {
    await terms.getByRole('button', { name: 'Add a step' }).click()
    await terms.getByLabel('Until days before').nth(i).fill(String(days))
    await terms.getByLabel('Refund (%)').nth(i).fill(String(refund))
  }
}

test("the brief form opened from a search keeps the search's date, time and guests", async ({ page }) => {
  const date = dayTwoMonthsAhead(16)
  await page.goto(
    `/search?location=${encodeURIComponent('San Francisco, CA')}&date=${date}&time=${encodeURIComponent('7:30 PM')}&guests=24`,
  )
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page
    .getByRole('button', { name: /^Add to shortlist: / })
    .first()
    .click()
  await page
    .getByRole('complementary', { name: 'Your shortlist' })
    .getByRole('link', { name: 'Send one brief' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Send one brief' })).toBeVisible()
  const [y, m, d] = date.split('-').map(Number)
  const shown = new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  await expect(page.getByRole('button', { name: 'Date', exact: true })).toContainText(shown)
  await expect(page.getByRole('combobox', { name: 'Time' })).toHaveValue('7:30 PM')
  await expect(page.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('24')
})

test('the brief form opened from the shortlist page keeps the search its venue was shortlisted from', async ({
  page,
}) => {
  const date = dayTwoMonthsAhead(17)
  await page.goto(
    `/search?location=${encodeURIComponent('San Francisco, CA')}&date=${date}&time=${encodeURIComponent('6:30 PM')}&guests=18&dietary=vegan&budget=50-120`,
  )
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // A result's venue page (its URL carries the search), shortlisted there; then the shortlist page.
  const card = page.getByRole('list', { name: 'Venues' }).getByRole('listitem').first()
  const name = (await card.getByRole('heading').textContent())?.trim() ?? ''
  await card.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByRole('button', { name: `Add to shortlist: ${name}` }).click()
  await page.goto('/shortlist')
  await page.getByRole('link', { name: 'Send one brief' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Send one brief' })).toBeVisible()
  const [y, m, d] = date.split('-').map(Number)
  const shown = new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  await expect(page.getByRole('button', { name: 'Date', exact: true })).toContainText(shown)
  await expect(page.getByRole('combobox', { name: 'Time' })).toHaveValue('6:30 PM')
  await expect(page.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('18')
  await expect(
    page.getByRole('group', { name: 'Dietary needs (optional)' }).getByRole('checkbox', { name: 'Vegan' }),
  ).toBeChecked()
  await expect(page.getByRole('spinbutton', { name: /^Budget per person/ })).toHaveValue('120')
})

test('the shortlist: five at most, and the brief form says which venue does not fit', async ({ page, request }) => {
  test.setTimeout(120_000)
  const venues = (await sfVenues(request)).slice(0, 6)
  expect(venues).toHaveLength(6)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(SF)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  for (const v of venues.slice(0, 5)) {
    await page.getByRole('button', { name: `Add to shortlist: ${v.name}` }).click()
  }
  await expect(page.getByRole('complementary', { name: 'Your shortlist' })).toContainText('Shortlist: 5 of 5')
  await page.getByRole('button', { name: `Add to shortlist: ${venues[5].name}` }).click()
  await expect(toast(page, 'Your shortlist is full')).toBeVisible()
  await expect(page.getByRole('button', { name: `Add to shortlist: ${venues[5].name}` })).toBeVisible()

  await page
    .getByRole('complementary', { name: 'Your shortlist' })
    .getByRole('link', { name: 'View shortlist' })
    .click()
  const list = page.getByRole('list', { name: 'Your shortlist' })
  await expect(list.getByRole('listitem')).toHaveCount(5)
  await list.getByRole('button', { name: `Remove ${venues[0].name}` }).click()
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(page.getByText('4 of 5 venues')).toBeVisible()
  await expectNoAxeViolations(page)

  // Someone opening a shared link with no shortlist of her own has it as hers: a11y.spec.ts's
  // shortlist test opens it so, in a fresh page.

  // The brief form: more guests than the smallest venue seats names it, with why.
  await page.getByRole('link', { name: 'Send one brief' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Send one brief' })).toBeVisible()
  const smallest = venues.slice(1, 5).reduce((a, b) => (b.maxGuests < a.maxGuests ? b : a))
  await page.getByRole('spinbutton', { name: 'Number of guests' }).fill(String(Math.min(60, smallest.maxGuests + 1)))
  if (smallest.maxGuests < 60) {
    await expect(
      page.getByText(`${smallest.name}: This venue can accommodate up to ${smallest.maxGuests} guests`),
    ).toBeVisible()
    await page.getByRole('button', { name: `Take off the brief: ${smallest.name}` }).click()
    await expect(page.getByRole('list', { name: 'Venues of the brief' }).getByRole('listitem')).toHaveCount(3)
  }
  await page.getByRole('button', { name: /^Send the brief to/ }).click()
  await expect(page.getByText('Occasion is required')).toBeVisible()
  await expect(page.getByText('Please select a date')).toBeVisible()
  await expectNoAxeViolations(page)

  // The same messages in the dark theme: error text keeps AA contrast on its dark surfaces.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
  await page.getByRole('button', { name: /^Send the brief to/ }).click()
  await expect(page.getByText('Occasion is required')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('one brief to three venues: portal and staff quotes, a decline, compared all in, voted on, one accepted, the other declined by email', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000)
  const stamp = `${Date.now()}.${process.pid}`
  const [a, b, c] = (await sfVenues(request)).slice(0, 3)
  const staff = await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)
  const staffAuth = { Authorization: `Bearer ${staff.token}` }
  const staffRequestId = async (reference: string) => {
    const found = await request.get(`/api/staff/requests?q=${reference}`, { headers: staffAuth })
    const [{ id }] = ((await found.json()) as { requests: { id: number }[] }).requests
    return id
  }

  // Set-up: venues A and B have a manager each (B's reads the decline; A's quotes in the portal).
  const managers: Record<number, { email: string; session: Session }> = {}
  for (const [venue, who] of [
    [a, 'ana'],
    [b, 'bo'],
  ] as const) {
    const email = `brief.${who}.${stamp}@example.com`
    expect(
      (
        await request.post('/api/auth/signup', {
          data: { firstName: who, lastName: 'Manager', email, password: PASSWORD },
        })
      ).status(),
    ).toBe(201)
    await verifyByMail(request, email)
    const invited = await request.post(`/api/staff/venues/${venue.id}/managers`, {
      headers: staffAuth,
      data: { email, role: 'owner' },
    })
    expect(invited.ok(), await invited.text()).toBe(true)
    const link = await mailedLink(email, /\/venue-portal\/invitations\/[A-Za-z0-9_-]+/)
    const session = await logIn(request, email, PASSWORD)
    const token = link.split('/').at(-1)
    const accepted = await request.post(`/api/venue-invitations/${token}/accept`, {
      headers: { Authorization: `Bearer ${session.token}` },
    })
    expect(accepted.ok(), await accepted.text()).toBe(true)
    managers[venue.id] = { email, session }
  }
  // A quote holds one of the venue's spaces.
  const space = await request.post(`/api/venue-portal/venues/${a.id}/spaces`, {
    headers: { Authorization: `Bearer ${managers[a.id].session.token}` },
    data: { name: 'The Loft', kind: 'private_room', seatedCapacity: 24, standingCapacity: 30 },
  })
  expect(space.ok(), await space.text()).toBe(true)

  // 1. A visitor shortlists the three venues from search and sends one brief.
  const planner = `brief.planner.${stamp}@example.com`
  await shortlistAndOpenBrief(page, [a, b, c])
  await page.getByRole('radio', { name: 'Birthday' }).check()
  await pickDayTwoMonthsAhead(page, 'Date', 14)
  await page.getByRole('spinbutton', { name: 'Number of guests' }).fill('12')
  await page.getByRole('checkbox', { name: 'Vegetarian' }).check()
  await page.getByRole('checkbox', { name: 'Food', exact: true }).check()
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Bea Brief')
  await page.getByRole('textbox', { name: 'Email' }).fill(planner)
  await page.getByRole('button', { name: 'Send the brief to 3 venues' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your brief is on its way' })).toBeVisible()
  const sent = page.getByRole('list', { name: 'Requests sent' })
  const referenceOf = async (v: Venue) =>
    /[A-Z]{2}-[2-9A-Z]{5}/.exec((await sent.getByRole('listitem').filter({ hasText: v.name }).textContent()) ?? '')![0]
  const [refA, refB, refC] = [await referenceOf(a), await referenceOf(b), await referenceOf(c)]

  // 2. A's manager quotes in the portal: 12 × $60 under a $1,000 minimum spend → top-up to $1,000;
  //    service 20 % $200; tax 10 % of $1,200 = $120 → $1,320.00 all in, $110.00 a guest.
  const portal = await (await signedIn(browser, baseURL, managers[a.id].session)).newPage()
  await portal.goto(`/venue-portal/venues/${a.id}/inbox`)
  await portal.getByRole('button', { name: `Answer ${refA}` }).click()
  const quote = portal.getByRole('form', { name: `Quote for ${refA}` })
  await quote.getByLabel('Space', { exact: true }).selectOption({ label: 'The Loft' })
  await quote.getByLabel('Package', { exact: true }).selectOption({ label: 'No package: my own prices' })
  await quote.getByLabel('Price per person ($)').fill('60')
  await quote.getByLabel('Minimum spend ($)').fill('1000')
  await quote.getByLabel('Room fee ($)').fill('0')
  await quote.getByLabel('Service charge (%)').fill('20')
  await quote.getByLabel('Tax (%)').fill('10')
  await quote.getByLabel('Gratuity (%)').fill('0')
  await quote.getByLabel('Other fees ($)').fill('0')
  // The quote's own cancellation terms (the venue has none of its own).
  const quoteTerms = quote.getByRole('group', { name: 'Cancellation terms of this quote (optional)' })
  await fillTerms(quoteTerms, [
    [14, 100],
    [3, 50],
  ])
  await quote.getByRole('button', { name: 'Send the quote and hold the date' }).click()
  await expect(toast(portal, 'Quote sent')).toBeVisible()

  // 3. Staff quote for B in the console: 12 × $100, service 20 %, tax 10 % → $1,584.00, $132.00 a guest.
  //    The request's page opened directly (finding it by reference in the console: loop.spec.ts).
  const staffPage = await (await signedIn(browser, baseURL, staff)).newPage()
  await staffPage.goto(`/staff/requests/${await staffRequestId(refB)}`)
  const proposal = staffPage.getByRole('form', { name: 'Send a proposal' })
  await proposal.getByRole('textbox', { name: 'Price per person ($)' }).fill('100')
  await proposal.getByRole('textbox', { name: 'Service charge (%)' }).fill('20')
  await proposal.getByRole('textbox', { name: 'Tax (%)' }).fill('10')
  await fillTerms(proposal.getByRole('group', { name: 'Cancellation terms of this proposal (optional)' }), [[30, 100]])
  await proposal.getByRole('button', { name: 'Send proposal' }).click()
  await expect(staffPage.getByRole('region', { name: 'Proposals' }).getByText('Waiting for the planner')).toBeVisible()

  // 4. C declines (staff in the portal's name; the portal's decline form has its own test).
  const declined = await request.post(
    `/api/venue-portal/venues/${c.id}/requests/${await staffRequestId(refC)}/decline`,
    {
      headers: staffAuth,
      data: { reason: 'Fully booked for a wedding that weekend' },
    },
  )
  expect(declined.ok(), await declined.text()).toBe(true)

  // 5. The planner's emailed link: both quotes, cheapest all-in first; C's decline shown.
  const comparison = await mailedLink(planner, /\/briefs\/[A-Za-z0-9-]+\?token=[A-Za-z0-9_-]+/)
  await page.goto(comparison)
  const cards = page.getByTestId('quote-card')
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0).getByRole('heading', { name: a.name })).toBeVisible()
  await expect(cards.nth(0).getByTestId('all-in-total')).toHaveText('$1,320.00')
  await expect(cards.nth(0).getByTestId('per-guest')).toHaveText('$110.00')
  await expect(cards.nth(1).getByRole('heading', { name: b.name })).toBeVisible()
  await expect(cards.nth(1).getByTestId('all-in-total')).toHaveText('$1,584.00')
  // Each quote's cancellation terms as typed in the portal and in the console, in words.
  await expect(cards.nth(0)).toContainText(
    'Full refund if you cancel 14 or more days before; 50% back if you cancel 3 to 13 days before; no refund after that.',
  )
  await expect(cards.nth(1)).toContainText('Full refund if you cancel 30 or more days before; no refund after that.')
  await expect(page.getByText('Declined: Fully booked for a wedding that weekend')).toBeVisible()
  await expectNoAxeViolations(page)

  // 6. The group votes: the organiser shares the link; a guest prefers A and confirms by email,
  //    through the API (the vote page by a public link, confirmed by email: the draft's test below;
  //    on a sent brief's quotes, axe included: the RSVP vote of the signed-in planner's test).
  await page.getByRole('button', { name: 'Share with your group' }).click()
  const voteToken = new URL(await page.getByRole('textbox', { name: "The group's voting link" }).inputValue()).pathname
    .split('/')
    .at(-1)
  const guestEmail = `brief.guest.${stamp}@example.com`
  const voted = await request.post(`/api/votes/${voteToken}`, {
    data: {
      name: 'Gus Guest',
      email: guestEmail,
      venues: [
        { venueId: a.id, choice: 'prefer' },
        { venueId: b.id, choice: 'approve' },
      ],
    },
  })
  expect(voted.status(), await voted.text()).toBe(202)
  const confirmation = new URL(
    await mailedLink(guestEmail, /\/votes\/[A-Za-z0-9_-]+\?confirm=[A-Za-z0-9_-]+/),
    baseURL,
  ).searchParams.get('confirm')
  const confirmed = await request.post(`/api/votes/${voteToken}/confirm`, { data: { confirmation } })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  await expect(page.getByText(`1 person has voted. Leading: ${a.name}`)).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Close the vote' }).click()
  await expect(page.getByText(/The vote is closed/)).toBeVisible()

  // 7. The organiser accepts the winner; B is told politely, by email, that another venue was chosen.
  await cards
    .nth(0)
    .getByRole('button', { name: `Accept this quote: ${a.name}` })
    .click()
  await expect(cards.nth(0).getByLabel('The agreement you sign by accepting')).toContainText(`Venue: ${a.name}`)
  await cards.nth(0).getByRole('textbox', { name: 'Your full name, to sign' }).fill('Orla Organiser')
  await cards
    .nth(0)
    .getByRole('button', { name: `Yes, accept ${a.name}'s quote` })
    .click()
  await expect(page.getByRole('status').filter({ hasText: `You accepted ${a.name}'s quote` })).toBeVisible()
  // To the planner, B was not chosen (by her), not "declined" by "the planner".
  const others = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: b.name, exact: true }) })
  await expect(others).toContainText('Not chosen: you accepted another venue’s quote.')
  await expect(others).not.toContainText('Declined')
  await expect(cards.nth(0).getByText('Booked', { exact: true })).toBeVisible()
  await expect
    .poll(
      () =>
        readCaughtMail().some(
          (m) => m.to.includes(managers[b.id].email) && m.subject === `The planner chose another venue (${refB})`,
        ),
      { timeout: 30_000, message: `a decline email to ${b.name}'s manager` },
    )
    .toBe(true)

  // The booking is cancelled (by our team, on the planner's word): the comparison no longer says "Booked".
  const cancelled = await request.post(`/api/staff/requests/${await staffRequestId(refA)}/cancel`, {
    headers: staffAuth,
    data: { note: 'The planner called to cancel' },
  })
  expect(cancelled.ok(), await cancelled.text()).toBe(true)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: `You accepted ${a.name}'s quote` })).toHaveText(
    `You accepted ${a.name}'s quote; the booking is cancelled. What was paid comes back by its cancellation terms, as we emailed you.`,
  )
  await expect(cards.nth(0).getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(cards.nth(0).getByText('Booked', { exact: true })).toHaveCount(0)
})

/** 'yyyy-mm-dd' `days` from today (UTC; the dates below are weeks ahead, far from any edge). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
/** As the pages write a date: 'Jan 3, 2027'. */
const shown = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

async function newAccount(request: APIRequestContext, who: string, stamp: string) {
  const email = `brief.${who}.${stamp}@example.com`
  const res = await request.post('/api/auth/signup', {
    data: { firstName: who, lastName: 'Planner', email, password: PASSWORD },
  })
  expect(res.status()).toBe(201)
  return { email, session: await logIn(request, email, PASSWORD) }
}

test("an account's shortlist: a visitor's joins it at sign-in, and another browser signed in has the same", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const stamp = `${Date.now()}.${process.pid}`
  const [v0, v1, v2] = await sfVenues(request)
  const { email, session } = await newAccount(request, 'sasha', stamp)
  const auth = { Authorization: `Bearer ${session.token}` }
  expect((await request.put('/api/shortlist', { headers: auth, data: { venueIds: [v0.id] } })).ok()).toBe(true)

  // As a visitor (not yet signed in): two more venues, and the account's own one again.
  await page.goto(SF)
  for (const v of [v1, v2, v0]) await page.getByRole('button', { name: `Add to shortlist: ${v.name}` }).click()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/shortlist')
  const items = page.getByRole('list', { name: 'Your shortlist' }).getByRole('listitem')
  // The account's venue first, then the visitor's new ones, each once; the browser's copy is gone.
  await expect(items).toHaveCount(3)
  for (const [i, v] of [v0, v1, v2].entries()) await expect(items.nth(i)).toContainText(v.name)
  expect(await page.evaluate(() => localStorage.getItem('bountiful:shortlist'))).toBe('[]')

  // Another browser, signed in to the same account: the same list; a change there shows here.
  const other = await (await signedIn(browser, baseURL, session)).newPage()
  await other.goto('/shortlist')
  const otherItems = other.getByRole('list', { name: 'Your shortlist' }).getByRole('listitem')
  await expect(otherItems).toHaveCount(3)
  for (const [i, v] of [v0, v1, v2].entries()) await expect(otherItems.nth(i)).toContainText(v.name)
  await other
    .getByRole('list', { name: 'Your shortlist' })
    .getByRole('button', { name: `Remove ${v1.name}` })
    .click()
  await expect(otherItems).toHaveCount(2)
  await expect
    .poll(async () =>
      ((await (await request.get('/api/shortlist', { headers: auth })).json()) as { venues: Venue[] }).venues.map(
        (v) => v.id,
      ),
    )
    .toEqual([v0.id, v2.id])
  await page.reload()
  await expect(items).toHaveCount(2)
  await expect(items.nth(1)).toContainText(v2.name)
})

test("a signed-in planner's brief: on her dashboard, then its comparison's answers (another date, an offer, an expired quote, a decline) and a guest's vote by RSVP link", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = `${Date.now()}.${process.pid}`
  const [date, otherDate, offeredDate] = [inDays(45), inDays(46), inDays(52)]
  // Venues the journey above leaves alone (it holds and books the first ones), open on both dates the
  // brief asks (each is checked at each venue, blackouts included).
  const [a, b, c, d] = await venuesOpenOn(request, (await sfVenues(request)).slice(2), [date, otherDate], 4)
  const staff = await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)
  const staffAuth = { Authorization: `Bearer ${staff.token}` }
  const { email, session } = await newAccount(request, 'orla', stamp)
  const auth = { Authorization: `Bearer ${session.token}` }
  const created = await request.post('/api/briefs', {
    headers: auth,
    data: {
      venueIds: [a.id, b.id, c.id, d.id],
      occasion: 'birthday',
      date,
      alternativeDates: [otherDate],
      time: '7:00 PM',
      guests: 12,
      name: 'Orla Planner',
      email,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const brief = (await created.json()) as { reference: string; requests: { venueId: number; reference: string }[] }
  const requestId = async (venue: Venue) => {
    const ref = brief.requests.find((r) => r.venueId === venue.id)!.reference
    const found = await request.get(`/api/staff/requests?q=${ref}`, { headers: staffAuth })
    return ((await found.json()) as { requests: { id: number }[] }).requests[0].id
  }
  const answer = async (path: string, data: object) => {
    const res = await request.post(path, { headers: staffAuth, data })
    expect(res.ok(), await res.text()).toBe(true)
  }
  // A and B quote (B for the brief's other date), C offers another date, D declines.
  await answer(`/api/staff/requests/${await requestId(a)}/proposals`, {
    venueId: a.id,
    date,
    time: '7:00 PM',
    guests: 12,
    pricePerPerson: 80,
  })
  await answer(`/api/staff/requests/${await requestId(b)}/proposals`, {
    venueId: b.id,
    date: otherDate,
    time: '7:00 PM',
    guests: 12,
    pricePerPerson: 95,
  })
  await answer(`/api/venue-portal/venues/${c.id}/requests/${await requestId(c)}/offer`, {
    date: offeredDate,
    time: '6:30 PM',
    message: 'Our terrace is free that week',
  })
  await answer(`/api/venue-portal/venues/${d.id}/requests/${await requestId(d)}/decline`, {
    reason: 'Closed for renovation that month',
  })

  // Her dashboard lists the brief: reference, quotes so far, a link to the comparison.
  const page = await (await signedIn(browser, baseURL, session)).newPage()
  // A's quote seen a day after it ran out: the server marks it so (tests/api/briefs/briefs.test.ts); here
  // the page's answer is changed to say so, as no test can wait for a quote to expire.
  await page.route(
    (url) => url.pathname === `/api/briefs/${brief.reference}`,
    async (route) => {
      const res = await route.fetch()
      const body = (await res.json()) as {
        venues: { venueId: number; quote: { expired: boolean; validUntil: string } | null }[]
      }
      const quote = body.venues.find((v) => v.venueId === a.id)!.quote!
      Object.assign(quote, { expired: true, validUntil: inDays(-1) })
      await route.fulfill({ response: res, json: body })
    },
  )
  await page.goto('/dashboard')
  const listed = page
    .getByRole('region', { name: 'Your briefs' })
    .getByRole('listitem')
    .filter({ hasText: brief.reference })
  await expect(listed).toContainText('2 of 4 venues quoted')
  await listed.getByRole('link', { name: /^Compare quotes/ }).click()
  await expect(page).toHaveURL(new RegExp(`/briefs/${brief.reference}$`))

  const cards = page.getByTestId('quote-card')
  await expect(cards).toHaveCount(2)
  const cardOf = (v: Venue) => cards.filter({ has: page.getByRole('heading', { name: v.name }) })
  await expect(cardOf(a).getByText('Expired', { exact: true })).toBeVisible()
  await expect(cardOf(a)).toContainText(`This quote expired on ${shown(inDays(-1))}: it can no longer be accepted.`)
  await expect(cardOf(a).getByRole('button', { name: /^Accept this quote/ })).toHaveCount(0)
  await expect(cardOf(b)).toContainText(`For ${shown(otherDate)} at 7:00 PM`)
  await expect(cardOf(b).getByRole('button', { name: `Accept this quote: ${b.name}` })).toBeVisible()
  const others = page.getByRole('region', { name: 'The other venues' }).getByRole('listitem')
  await expect(others.filter({ hasText: c.name })).toContainText(
    `Offered another date: ${shown(offeredDate)} at 6:30 PM — "Our terrace is free that week"`,
  )
  await expect(others.filter({ hasText: d.name })).toContainText('Declined: Closed for renovation that month')
  await expectNoAxeViolations(page)

  // She emails the vote to the guests of one of her events: each gets their own link, and a vote
  // from it counts at once, with no email to confirm.
  const ritaEmail = `rita.${stamp}@example.com`
  const event = await request.post('/api/dashboard/events', {
    headers: auth,
    data: { name: 'Book club', date, time: '7:00 PM', guestCount: 12, location: 'San Francisco, CA' },
  })
  expect(event.status(), await event.text()).toBe(201)
  const added = await request.post(`/api/dashboard/events/${((await event.json()) as { id: number }).id}/guests`, {
    headers: auth,
    data: { name: 'Rita Rsvp', email: ritaEmail },
  })
  expect(added.status(), await added.text()).toBe(201)
  await page.getByRole('button', { name: 'Share with your group' }).click()
  await expect(page.getByRole('textbox', { name: "The group's voting link" })).toBeVisible()
  const lists = page.getByRole('combobox', { name: 'Email the vote to the guests of one of your events' })
  await expect(lists).toContainText('Book club')
  await expect(lists).toContainText('1 guest with an email')
  await page.getByRole('button', { name: 'Email the vote' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The vote is on its way to 1 guest.' })).toBeVisible()
  const link = await mailedLink(ritaEmail, /\/votes\/[A-Za-z0-9_-]+\?rsvp=[A-Za-z0-9_-]+/)
  const guest = await (await browser.newContext({ baseURL })).newPage()
  await guest.goto(link)
  await expect(guest.getByText('You came from your RSVP link, so your vote counts at once.')).toBeVisible()
  await expect(guest.getByRole('textbox', { name: 'Your email' })).toHaveCount(0)
  await guest
    .getByRole('group', { name: `Your vote on ${b.name}` })
    .getByRole('radio', { name: 'Prefer' })
    .check()
  await guest.getByRole('textbox', { name: 'Your name' }).fill('Rita Rsvp')
  await expectNoAxeViolations(guest)
  await guest.getByRole('button', { name: 'Send my vote' }).click()
  await expect(guest.getByRole('heading', { name: 'Your vote is counted' })).toBeVisible()
  await expect(page.getByText(`1 person has voted. Leading: ${b.name}.`)).toBeVisible({ timeout: 20_000 })
  await page.getByText('Who voted').click()
  await expect(page.getByText(/^Rita Rsvp, .* \(by their RSVP link\)$/)).toBeVisible()

  // She changes her mind: the form opens on her vote; her new vote replaces the first, and she is
  // still one person.
  await guest.getByRole('button', { name: 'Change my vote' }).click()
  await expect(
    guest.getByRole('group', { name: `Your vote on ${b.name}` }).getByRole('radio', { name: 'Prefer' }),
  ).toBeChecked()
  await expect(guest.getByRole('textbox', { name: 'Your name' })).toHaveValue('Rita Rsvp')
  await guest
    .getByRole('group', { name: `Your vote on ${b.name}` })
    .getByRole('radio', { name: 'No vote' })
    .check()
  await guest
    .getByRole('group', { name: `Your vote on ${c.name}` })
    .getByRole('radio', { name: 'Prefer' })
    .check()
  await guest.getByRole('textbox', { name: 'Your name' }).fill('Rita Rsvp')
  await guest.getByRole('button', { name: 'Send my vote' }).click()
  await expect(guest.getByText('Thanks, your new vote replaces your earlier one.')).toBeVisible()
  await expect(page.getByText(`1 person has voted. Leading: ${c.name}.`)).toBeVisible({ timeout: 20_000 })

  // Two venues equal at the top: neither leads, the results say they are tied.
  await guest.getByRole('button', { name: 'Change my vote' }).click()
  await guest
    .getByRole('group', { name: `Your vote on ${b.name}` })
    .getByRole('radio', { name: 'Prefer' })
    .check()
  await guest.getByRole('textbox', { name: 'Your name' }).fill('Rita Rsvp')
  await guest.getByRole('button', { name: 'Send my vote' }).click()
  await expect(guest.getByText('Thanks, your new vote replaces your earlier one.')).toBeVisible()
  const tied = page.getByRole('status').filter({ hasText: '1 person has voted.' })
  await expect(tied).toContainText(/Tied: .+ and .+\./, { timeout: 20_000 })
  await expect(tied).toContainText(b.name)
  await expect(tied).toContainText(c.name)
  await expect(tied).not.toContainText('Leading')
})

test('the group votes before the brief is sent: a draft from the shortlist, a guest votes, the organiser sends it to the winning venues', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = `${Date.now()}.${process.pid}`
  // No quote here holds a space, so the venues may be any of the city's open on the two dates picked.
  const [a, b, c] = await venuesOpenOn(
    request,
    (await sfVenues(request)).slice(3),
    [dayTwoMonthsAhead(14), dayTwoMonthsAhead(21)],
    3,
  )
  const staff = await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)

  // Set-up: C has a manager, whose inbox shows the request once the brief is sent.
  const managerEmail = `draft.manager.${stamp}@example.com`
  expect(
    (
      await request.post('/api/auth/signup', {
        data: { firstName: 'Cal', lastName: 'Manager', email: managerEmail, password: PASSWORD },
      })
    ).status(),
  ).toBe(201)
  await verifyByMail(request, managerEmail)
  const invited = await request.post(`/api/staff/venues/${c.id}/managers`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { email: managerEmail, role: 'owner' },
  })
  expect(invited.ok(), await invited.text()).toBe(true)
  const invitation = (await mailedLink(managerEmail, /\/venue-portal\/invitations\/[A-Za-z0-9_-]+/)).split('/').at(-1)
  const managerSession = await logIn(request, managerEmail, PASSWORD)
  expect(
    (
      await request.post(`/api/venue-invitations/${invitation}/accept`, {
        headers: { Authorization: `Bearer ${managerSession.token}` },
      })
    ).ok(),
  ).toBe(true)

  // 1. A visitor is asked to sign in before her group can vote; what she typed stays.
  const visitor = await (await browser.newContext({ baseURL })).newPage()
  await shortlistAndOpenBrief(visitor, [a])
  await visitor.getByRole('textbox', { name: 'Full Name' }).fill('Vic Visitor')
  await visitor.getByRole('button', { name: 'Let my group vote first' }).click()
  const askSignIn = visitor.getByRole('alert').filter({ hasText: 'Sign in to let your group vote first' })
  await expect(askSignIn).toBeFocused()
  // Back to the same brief after signing in, with the search's group size it was opened with.
  await expect(askSignIn.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fshortlist%2Fbrief%3Fguests%3D12',
  )
  await expect(visitor.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Vic Visitor')
  await expectNoAxeViolations(visitor)

  // 2. A signed-in organiser shortlists three venues and lets her group vote first.
  const { session } = await newAccount(request, 'vera', stamp)
  const page = await (await signedIn(browser, baseURL, session)).newPage()
  await shortlistAndOpenBrief(page, [a, b, c])
  await page.getByRole('radio', { name: 'Birthday' }).check()
  await pickDayTwoMonthsAhead(page, 'Date', 14)
  await page.getByRole('button', { name: 'Add another date' }).click()
  await pickDayTwoMonthsAhead(page, 'Other date 1', 21)
  await page.getByRole('spinbutton', { name: 'Number of guests' }).fill('12')
  await page.getByRole('button', { name: 'Let my group vote first' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your birthday celebration: not sent yet' })).toBeVisible()
  await expect(page.getByText('Not sent yet: your group is voting.')).toBeVisible()
  const reference = /\/briefs\/(BF-[A-Z0-9]+)$/.exec(new URL(page.url()).pathname)![1]
  const draft = (await (
    await request.get(`/api/briefs/${reference}`, { headers: { Authorization: `Bearer ${session.token}` } })
  ).json()) as { status: string; date: string; alternativeDates: string[] }
  expect(draft.status).toBe('draft')
  const [firstDate, secondDate] = [draft.date, draft.alternativeDates[0]]
  // Nothing went to any venue or to the team.
  expect(readCaughtMail().some((m) => m.subject.includes(reference))).toBe(false)
  await expectNoAxeViolations(page)

  // 3. A guest votes through the public link: told the venues have not been asked yet.
  const voteUrl = await page.getByRole('textbox', { name: "The group's voting link" }).inputValue()
  const guestEmail = `draft.guest.${stamp}@example.com`
  const guest = await (await browser.newContext({ baseURL })).newPage()
  await guest.goto(new URL(voteUrl).pathname)
  await expect(guest.getByText('The venues have not been asked yet')).toBeVisible()
  await guest
    .getByRole('group', { name: `Your vote on ${c.name}` })
    .getByRole('radio', { name: 'Prefer' })
    .check()
  await guest
    .getByRole('group', { name: `Your vote on ${a.name}` })
    .getByRole('radio', { name: 'Approve' })
    .check()
  await guest
    .getByRole('group', { name: `Your vote on ${shown(firstDate)}` })
    .getByRole('radio', { name: "Can't make this date" })
    .check()
  await guest
    .getByRole('group', { name: `Your vote on ${shown(secondDate)}` })
    .getByRole('radio', { name: 'Prefer' })
    .check()
  await guest.getByRole('textbox', { name: 'Your name' }).fill('Gina Guest')
  await guest.getByRole('textbox', { name: 'Your email' }).fill(guestEmail)
  await expectNoAxeViolations(guest)
  await guest.getByRole('button', { name: 'Send my vote' }).click()
  await expect(guest.getByRole('heading', { name: 'Check your email to confirm your vote' })).toBeVisible()
  await guest.goto(await mailedLink(guestEmail, /\/votes\/[A-Za-z0-9_-]+\?confirm=[A-Za-z0-9_-]+/))
  await expect(guest.getByRole('status').filter({ hasText: 'your vote is counted' })).toBeVisible()

  // 4. The organiser sees the tally and sends the brief to the two venues the group liked, on the
  //    date it preferred (chosen for her), by keyboard.
  await expect(page.getByText(`1 person has voted. Leading: ${c.name}, ${shown(secondDate)}.`)).toBeVisible({
    timeout: 20_000,
  })
  const send = page.getByRole('region', { name: 'Send the brief' })
  const venueRow = (v: Venue) =>
    send.getByRole('group', { name: 'Venues to send it to' }).getByRole('listitem').filter({ hasText: v.name })
  await expect(venueRow(c)).toContainText('1 prefer · 0 approve')
  await expect(send.getByRole('radio', { name: new RegExp(`^${shown(secondDate)}`) })).toBeChecked()
  await venueRow(b).getByRole('checkbox').focus()
  await page.keyboard.press('Space')
  await expect(venueRow(b).getByRole('checkbox')).not.toBeChecked()
  await expectNoAxeViolations(page)
  await send.getByRole('button', { name: 'Send the brief to 2 venues' }).click()
  await expect(send.getByText(`Send the brief to ${a.name}, ${c.name} for ${shown(secondDate)}`)).toBeVisible()
  await send.getByRole('button', { name: 'Yes, send the brief' }).click()

  // 5. The page is now the brief's comparison; the venues' requests are in the outbox, B's is not.
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes for your birthday celebration' })).toBeVisible()
  await expect(page.getByText('0 of 2 venues have quoted.')).toBeVisible()
  await expect
    .poll(
      () => {
        const mail = readCaughtMail()
        return {
          manager: mail.some((m) => m.to.includes(managerEmail) && m.subject.startsWith(`New request for ${c.name}`)),
          team: mail.filter((m) => m.subject.includes(`(brief ${reference})`)).length,
          planner: mail.some((m) => m.subject === `Your brief went to 2 venues (${reference})`),
        }
      },
      { timeout: 30_000, message: "the brief's emails" },
    )
    .toEqual({ manager: true, team: 2, planner: true })
  expect(readCaughtMail().some((m) => m.subject.includes(`(brief ${reference})`) && m.subject.includes(b.name))).toBe(
    false,
  )
  await page.goto('/dashboard')
  await expect(
    page.getByRole('region', { name: 'Your briefs' }).getByRole('listitem').filter({ hasText: reference }),
  ).toContainText('0 of 2 venues quoted')
})
