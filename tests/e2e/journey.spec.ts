// The planner's criteria go from the search to the venue page, the booking
// wizard, the confirmation email and back to the results; the booking page is the same flow; the
// venue's notice and blackouts are on its calendars; phones get a "Request to Book" bar.
import { expect, type APIRequestContext } from '@playwright/test'
import { test, expectNoAxeViolations } from './fixtures'
import { readCaughtMail, type CaughtMail } from './mail-catcher'

const REFERENCE = /[A-Z]{2}-[2-9A-Z]{5}/

/** 'yyyy-mm-dd' n days from today (browser and test share the machine's timezone). */
function daysAhead(n: number): string {
  const d = new Date()
  d.setDate(d.getDate() + n)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
/** 'Jun 15, 2025' */
const display = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

async function mailTo(email: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined
  await expect
    .poll(() => (mail = readCaughtMail().find((m) => m.to.includes(email))) !== undefined, { timeout: 20_000 })
    .toBe(true)
  return mail!
}

type VenueDetail = {
  id: number
  name: string
  minNoticeHours: number
  blackoutDates: string[]
  maxGuests: number
  minGuests: number
}

async function venueDetail(request: APIRequestContext, id: number): Promise<VenueDetail> {
  return (await (await request.get(`/api/venues/${id}?enhance=true`)).json()) as VenueDetail
}

const searchQuery = (date: string) => `location=Chicago&date=${date}&time=${encodeURIComponent('7:30 PM')}&guests=14`

test.describe('criteria carried through', () => {
  test('search Chicago → a result → the booking card → the wizard → the reference → the email → back to the results', async ({
    page,
  }) => {
    const date = daysAhead(10)
    const email = `journey.${Date.now()}@example.com`
    await page.goto(`/search?${searchQuery(date)}`)
    const first = page.getByTestId('venue-card').first()
    await expect(first).toBeVisible()
    const venueName = (await first.getByRole('heading').innerText()).trim()
    await first.getByRole('heading').getByRole('link').click()

    // The venue page: the booking card shows the search's date, time and guests.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venueName)
    await expect(page).toHaveURL(/\/venues\/\d+\?/)
    const card = page.getByRole('region', { name: `Book ${venueName}` })
    await expect(card.getByText(display(date), { exact: true })).toBeVisible()
    await expect(card.getByRole('combobox', { name: 'Time' })).toHaveValue('7:30 PM')
    await expect(card.getByRole('combobox', { name: 'Guests' }).locator('option:checked')).toHaveText('14 guests')
    await expectNoAxeViolations(page)

    // A reload keeps them (they live in the URL).
    await page.reload()
    await expect(card.getByRole('combobox', { name: 'Guests' })).toHaveValue('14')

    // The wizard starts from the same criteria.
    await card.getByRole('button', { name: 'Request to Book' }).click()
    const wizard = page.getByRole('dialog', { name: `Book ${venueName}` })
    await expect(wizard.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('14')
    await wizard.getByRole('radio', { name: 'Client Dinner' }).check()
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByRole('heading', { name: 'Step 2 of 4: Date & Time' })).toBeFocused()
    await expect(wizard.getByText(display(date), { exact: true })).toBeVisible()
    await expect(wizard.getByRole('combobox', { name: 'Time' })).toHaveValue('7:30 PM')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByRole('heading', { name: 'Step 3 of 4: Budget' })).toBeFocused()
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await wizard.getByRole('textbox', { name: 'Full Name' }).fill('Jo Journey')
    await wizard.getByRole('textbox', { name: 'Email' }).fill(email)
    await wizard.getByRole('textbox', { name: 'Phone' }).fill('(312) 555-0142')
    await wizard.getByRole('button', { name: 'Submit Booking Request' }).click()

    const done = page.getByRole('dialog', { name: 'Booking Request Submitted!' })
    await expect(done.getByText(REFERENCE)).toBeVisible()
    const reference = REFERENCE.exec((await done.textContent()) ?? '')![0]

    // The confirmation email says what was asked for.
    const mail = await mailTo(email)
    expect(mail.subject).toContain(reference)
    expect(mail.text).toContain(venueName)
    expect(mail.text).toContain(display(date))
    expect(mail.text).toContain('7:30 PM')
    expect(mail.text).toMatch(/Guests:\s*14\b/)
    // Answers go to the concierge team, and the email links back to the request itself.
    expect(mail.raw).toMatch(/^Reply-To: .*concierge@/im)
    const viewLink = /https?:\/\/\S+\/requests\/[\w-]+/.exec(mail.text)?.[0]
    expect(viewLink).toBeTruthy()
    const view = await page.context().newPage()
    await view.goto(viewLink!)
    await expect(view.getByText(reference).first()).toBeVisible()
    await expect(view.getByText(venueName).first()).toBeVisible()
    await view.close()

    // Back to exactly the results the planner came from.
    await done.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('link', { name: 'Back to results' }).click()
    await expect(page).toHaveURL(/\/search\?/)
    const back = new URL(page.url()).searchParams
    expect(Object.fromEntries(back)).toEqual({ location: 'Chicago', date, time: '7:30 PM', guests: '14' })
    await expect(page.getByTestId('venue-card').first()).toBeVisible()
  })

  test("a result card's Request to Book opens the same flow on the booking page, pre-filled; success replaces the form and stays", async ({
    page,
  }) => {
    const date = daysAhead(12)
    const email = `journey.page.${Date.now()}@example.com`
    await page.goto(`/search?${searchQuery(date)}`)
    const first = page.getByTestId('venue-card').first()
    const venueName = (await first.getByRole('heading').innerText()).trim()
    await first.getByRole('link', { name: `Request to Book ${venueName}` }).click()

    await expect(page).toHaveURL(/\/venues\/\d+\/book\?/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venueName)
    const flow = page.getByRole('region', { name: 'Booking request' })
    await expect(flow.getByRole('heading', { name: 'Step 1 of 4: Event' })).toBeVisible()
    await expect(flow.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('14')
    await expectNoAxeViolations(page)
    await flow.getByRole('radio', { name: 'Team Offsite' }).check()
    await flow.getByRole('button', { name: 'Continue' }).click()
    await expect(flow.getByText(display(date), { exact: true })).toBeVisible()
    await expect(flow.getByRole('combobox', { name: 'Time' })).toHaveValue('7:30 PM')
    await flow.getByRole('button', { name: 'Continue' }).click()
    // The same estimate as the venue page's wizard.
    await expect(flow.getByTestId('estimate-total')).toHaveText(/^\$[\d,]+\.\d{2}$/)
    await flow.getByRole('button', { name: 'Continue' }).click()
    await flow.getByRole('textbox', { name: 'Full Name' }).fill('Pat Page')
    await flow.getByRole('textbox', { name: 'Email' }).fill(email)
    await flow.getByRole('textbox', { name: 'Phone' }).fill('(312) 555-0143')
    await flow.getByRole('button', { name: 'Submit Booking Request' }).click()

    const success = page.getByRole('heading', { name: 'Booking Request Submitted!' })
    await expect(success).toBeFocused()
    await expect(flow.getByText(REFERENCE)).toBeVisible()
    await expect(
      flow.getByText("We'll review your request and get back to you within 24 hours to confirm details."),
    ).toBeVisible()
    // One message: no form left under it, no email to send, no countdown away from the reference.
    await expect(flow.getByRole('textbox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Submit Booking Request|Email Request Form/ })).toHaveCount(0)
    await expect(page.getByText(/Preparing Email|prepared email|Returning to the home page/)).toHaveCount(0)
    await expect(page.locator('a[href^="mailto:"]').filter({ hasText: /email/i })).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect((await mailTo(email)).text).toContain(venueName)

    await flow.getByRole('link', { name: 'Back to results' }).click()
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      location: 'Chicago',
      date,
      time: '7:30 PM',
      guests: '14',
    })
  })
})

test.describe("the venue's rules on its calendars", () => {
  test('days inside the notice and blackout days are disabled, with the reason', async ({ page, request }) => {
    const res = await request.get('/api/venues/search?location=Chicago&guests=14')
    const { venues } = (await res.json()) as { venues: { id: number }[] }
    let venue: VenueDetail | undefined
    for (const v of venues) {
      const detail = await venueDetail(request, v.id)
      if (detail.minNoticeHours >= 48) {
        venue = detail
        break
      }
    }
    expect(venue, 'a Chicago venue that needs two days or more').toBeTruthy()
    // A searched date inside the notice window is not selected: the card says why.
    const tooSoon = daysAhead(0)
    await page.goto(`/venues/${venue!.id}?date=${tooSoon}&guests=14`)
    const card = page.getByRole('region', { name: `Book ${venue!.name}` })
    const notice =
      venue!.minNoticeHours > 72 && venue!.minNoticeHours % 24 === 0
        ? `${venue!.minNoticeHours / 24} days'`
        : `${venue!.minNoticeHours} hours'`
    await expect(card.getByText(`is not available: Needs ${notice} notice. Please pick another day.`)).toBeVisible()
    await expect(card.getByText(new RegExp(`Needs ${notice} notice: the first date you can book is`))).toBeVisible()
    const today = card
      .getByRole('grid')
      .getByRole('button', { name: new RegExp(`unavailable: Needs ${notice} notice`) })
      .first()
    // The calendar opens on the month of the first bookable day: near a month's end, the days
    // inside the notice are in the month before.
    if (!(await today.count())) await card.getByRole('button', { name: 'Go to the Previous Month' }).click()
    await expect(today).toBeDisabled()
    await expectNoAxeViolations(page)
  })

  test('a blackout day is disabled with its reason; a searched blackout date is not pre-selected', async ({
    page,
    request,
  }) => {
    let found: { venue: VenueDetail; date: string } | undefined
    for (const city of ['Chicago', 'San Francisco', 'New York']) {
      const { venues } = (await (
        await request.get(`/api/venues/search?location=${encodeURIComponent(city)}`)
      ).json()) as { venues: { id: number }[] }
      for (const v of venues) {
        const detail = await venueDetail(request, v.id)
        const date = detail.blackoutDates.find((d) => d > daysAhead(Math.ceil(detail.minNoticeHours / 24) + 1))
        if (date) {
          found = { venue: detail, date }
          break
        }
      }
      if (found) break
    }
    expect(found, 'a seeded venue with a blackout date past its notice').toBeTruthy()
    const { venue, date } = found!
    await page.goto(`/venues/${venue.id}?date=${date}`)
    const card = page.getByRole('region', { name: `Book ${venue.name}` })
    await expect(
      card.getByText(`${display(date)} is not available: Not available on this date. Please pick another day.`),
    ).toBeVisible()
    await expect(card.getByText('Struck-through days are not available at this venue.')).toBeVisible()
    const grid = card.getByRole('grid')
    const day = card.getByRole('button', {
      name: new RegExp(
        `${new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { month: 'long' })} \\d+\\w*, ${date.slice(0, 4)}, unavailable: Not available on this date`,
      ),
    })
    for (let i = 0; i < 24 && !(await day.count()); i++) await card.getByRole('button', { name: /next month/i }).click()
    await expect(day.first()).toBeDisabled()
    await expect(grid.first()).toBeVisible()
  })
})

test.describe('phones', () => {
  test('a sticky Request to Book bar opens the same flow, is reachable by keyboard and steps aside for the card and the footer', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const { venues } = (await (await request.get('/api/venues/search?location=Chicago&guests=14')).json()) as {
      venues: { id: number; name: string }[]
    }
    const venue = venues[0]
    await page.goto(`/venues/${venue.id}?${searchQuery(daysAhead(10))}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)
    const bar = page.getByTestId('mobile-book-bar')
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('7:30 PM · 14 guests')
    const button = bar.getByRole('button', { name: 'Request to Book' })
    // By keyboard: it comes right after the venue's title in the tab order.
    await page.getByRole('button', { name: new RegExp(`^(Save|Remove) ${venue.name}`) }).focus()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    const wizard = page.getByRole('dialog', { name: `Book ${venue.name}` })
    await expect(wizard.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('14')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.keyboard.press('Escape')
    await expect(wizard).toBeHidden()
    await expect(button).toBeFocused()

    // The card on screen: the bar is gone; so it is at the footer, which it never covers.
    await page.getByRole('region', { name: `Book ${venue.name}` }).scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
    await expectNoAxeViolations(page)
  })
})

test.describe('consultation', () => {
  test('asks for a phone and a time to call; the success keeps its reference until closed', async ({ page }) => {
    await page.goto('/')
    const trigger = page.locator('#plan').getByRole('button', { name: 'Book a Call with Callie' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Book a Call with Callie' })
    await dialog.getByRole('textbox', { name: 'Full Name *' }).fill('Cleo Caller')
    await dialog.getByRole('textbox', { name: 'Email Address *' }).fill('cleo.caller@example.com')
    await dialog.getByRole('textbox', { name: 'Event Type *' }).fill('Client dinner')
    await dialog.getByRole('textbox', { name: 'City / Location *' }).fill('Chicago')
    await dialog.getByRole('spinbutton', { name: 'Group Size *' }).fill('18')
    await expect(dialog.getByLabel('Preferred Date *')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/)
    await dialog.getByLabel('Preferred Date *').fill(daysAhead(-3))
    await dialog.getByRole('textbox', { name: 'Vibe / Occasion *' }).fill('Quiet, a round table')
    await dialog.getByRole('textbox', { name: 'Phone (optional)' }).fill('(312) 555-0190')
    await dialog.getByRole('combobox', { name: 'Best time to call' }).selectOption('Evening (5-8 PM)')
    await dialog.getByRole('button', { name: 'Request a Call' }).click()
    await expect(dialog.getByText('Please select a date that is today or later')).toBeVisible()
    await dialog.getByLabel('Preferred Date *').fill(daysAhead(20))
    await dialog.getByRole('button', { name: 'Request a Call' }).click()

    const thanks = page.getByRole('dialog', { name: 'Thanks, Callie will be in touch!' })
    await expect(thanks.getByText(REFERENCE)).toBeVisible()
    await expectNoAxeViolations(page)
    // It stays: it closes when the planner says so, and focus goes back to the trigger.
    await thanks.getByRole('button', { name: 'Close' }).first().click()
    await expect(thanks).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})
