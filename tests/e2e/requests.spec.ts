// Request form journeys: every request form posts to the API, shows its errors first, then its success.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
// The tests load their pages in the worker's shared page (testOnSharedPage, tests/e2e/fixtures.ts),
// but the one that stubs gtag with an init script, on a page of its own.
import { test as testOnOwnPage, testOnSharedPage as test, expectNoAxeViolations } from './fixtures'
import { readCaughtMail } from './mail-catcher'

const REFERENCE = /[A-Z]{2}-[2-9A-Z]{5}/
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

type Venue = {
  id: number
  name: string
  location: string
  pricePerPerson: number
  maxGuests: number
  suggestedAddOns: string[]
}

/** A venue that seats at least 20, from the real search API. */
async function aVenue(request: APIRequestContext): Promise<Venue> {
  const res = await request.get('/api/venues/search?location=San%20Francisco&guests=20')
  expect(res.ok()).toBe(true)
  const { venues } = (await res.json()) as { venues: Venue[] }
  expect(venues.length).toBeGreaterThan(0)
  return venues[0]
}

/** 'yyyy-mm-dd' n days from today (browser and test share the machine's timezone). */
function daysAhead(n: number): string {
  const d = new Date()
  d.setDate(d.getDate() + n)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * axe on one region only. Used on the search page, whose budget slider thumbs fail target-size
 * (reported to the lead; outside this work), so the concierge form is checked on its own; and on a
 * modal dialog whose page behind was checked whole with the same dialog open, earlier in the same
 * test: only the dialog changes from step to step, and a full run re-checks the whole page each time.
 */
const expectNoAxeViolationsIn = (page: Page, selector: string) => expectNoAxeViolations(page, selector)

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100)

test.describe('request forms', () => {
  test('booking wizard: a validation error on each step, then the success screen with a reference', async ({
    page,
    request,
  }) => {
    // Six axe runs over four steps (the page with the wizard open once, then the wizard alone at each
    // step): on a loaded machine this journey needs more than the default minute.
    test.setTimeout(120_000)
    const venue = await aVenue(request)
    await page.goto(`/venues/${venue.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)

    // The card's guests carry into the wizard.
    const card = page.getByRole('region', { name: `Book ${venue.name}` })
    await card.getByRole('combobox', { name: 'Guests' }).selectOption({ label: '12 guests' })
    await card.getByRole('button', { name: 'Request to Book' }).click()

    const wizard = page.getByRole('dialog', { name: `Book ${venue.name}` })
    await expect(wizard).toBeVisible()
    await expect(wizard.getByRole('progressbar', { name: 'Booking progress' })).toHaveAttribute('aria-valuenow', '1')
    await expect(wizard.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('12')
    await expectNoAxeViolations(page)

    // Step 1: no event type.
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByText('Event type is required')).toBeVisible()
    await expect(wizard.getByRole('radio', { name: 'Corporate Event' })).toBeFocused()
    await expectNoAxeViolationsIn(page, '[role="dialog"]')
    await wizard.getByRole('radio', { name: 'Birthday Celebration' }).check()
    await wizard.getByRole('button', { name: 'Continue' }).click()

    // Step 2: no date yet (the card had none); the card's time is carried.
    await expect(wizard.getByRole('heading', { name: 'Step 2 of 4: Date & Time' })).toBeFocused()
    await expect(wizard.getByRole('combobox', { name: 'Time' })).toHaveValue('7:00 PM')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByText('Please select a date')).toBeVisible()
    await expectNoAxeViolationsIn(page, '[role="dialog"]')
    await wizard.getByRole('button', { name: /next month/i }).click()
    await wizard.getByRole('grid').getByRole('button', { disabled: false }).filter({ hasText: /^15$/ }).first().click()
    await expect(wizard.getByText('Please select a date')).toBeHidden()
    await wizard.getByRole('button', { name: 'Continue' }).click()

    // Step 3: an over-long special request; the live estimate follows the add-ons.
    await expect(wizard.getByRole('heading', { name: 'Step 3 of 4: Budget' })).toBeFocused()
    await expect(wizard.getByRole('radio', { name: /Standard Package/ })).toBeChecked()
    const base = Math.round(venue.pricePerPerson * 100) * 12
    await expect(wizard.getByTestId('estimate-total')).toHaveText(usd(base))
    await wizard.getByRole('checkbox', { name: /AV Equipment/ }).check()
    await expect(wizard.getByTestId('estimate-total')).toHaveText(usd(base + 15000))
    if (venue.suggestedAddOns.length) {
      await expect(wizard.getByText('Suggested by the venue').first()).toBeVisible()
      await expect(wizard.getByText('Price upon request').first()).toBeVisible()
    }
    await expect(
      wizard.getByText('Final price will be confirmed upon booking approval. Taxes and service fees may apply.'),
    ).toBeVisible()
    await wizard.getByRole('textbox', { name: 'Special requests (optional)' }).fill('x'.repeat(5001))
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByText('Must be at most 5000 characters')).toBeVisible()
    await expectNoAxeViolationsIn(page, '[role="dialog"]')
    await wizard.getByRole('textbox', { name: 'Special requests (optional)' }).fill('A cake at dessert, please.')
    await wizard.getByRole('button', { name: 'Continue' }).click()

    // Step 4: contact details missing, then complete.
    await expect(wizard.getByRole('heading', { name: 'Step 4 of 4: Contact' })).toBeFocused()
    await expect(wizard.getByText(usd(base + 15000))).toBeVisible()
    await wizard.getByRole('button', { name: 'Submit Booking Request' }).click()
    await expect(wizard.getByText('Name is required')).toBeVisible()
    await expect(wizard.getByText('Invalid email address')).toBeVisible()
    await expect(wizard.getByText('Phone number must be at least 10 digits')).toBeVisible()
    await expect(wizard.getByRole('textbox', { name: 'Full Name' })).toBeFocused()
    await expectNoAxeViolationsIn(page, '[role="dialog"]')
    await wizard.getByRole('textbox', { name: 'Full Name' }).fill('Ana Planner')
    await wizard.getByRole('textbox', { name: 'Email' }).fill('ana.wizard@example.com')
    await wizard.getByRole('textbox', { name: 'Phone' }).fill('(415) 555-0100')
    await wizard.getByRole('button', { name: 'Submit Booking Request' }).click()

    const done = page.getByRole('dialog', { name: 'Booking Request Submitted!' })
    await expect(done).toBeVisible()
    await expect(done.getByText(`Your request for ${venue.name} has been sent`)).toBeVisible()
    await expect(done.getByText('Thank you for your booking request!')).toBeVisible()
    await expect(
      done.getByText("We'll review your request and get back to you within 24 hours to confirm details."),
    ).toBeVisible()
    await expect(done.getByText('ana.wizard@example.com')).toBeVisible()
    await expect(done.getByText(REFERENCE)).toBeVisible()
    await expect(notifications(page).getByText('Booking Request Submitted', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await expect(done.getByRole('button', { name: 'Print Summary' })).toBeVisible()
    // The print stylesheet prints the summary alone.
    await page.emulateMedia({ media: 'print' })
    const printed = page.locator('#booking-summary-print')
    await expect(printed.getByText('Thank you for your booking request!')).toBeVisible()
    await expect(printed.getByText(REFERENCE)).toBeVisible()
    await expect(printed.getByText('Print Summary')).toBeHidden()
    await expect(page.locator('header').first()).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await done.getByRole('button', { name: 'Close' }).click()
    await expect(done).toBeHidden()
    await expect(card.getByRole('button', { name: 'Request to Book' })).toBeFocused()
  })

  // The booking page is the wizard's flow inline (it was a separate form that also
  // offered a prepared email and went home after 5 s); its success replaces the form and stays.
  test('booking request page: the same flow as the wizard, pre-filled from the link, success with the reference in place of the form', async ({
    page,
    request,
  }) => {
    const venue = await aVenue(request)
    const date = daysAhead(20)
    await page.goto(`/venues/${venue.id}/book?date=${date}&time=${encodeURIComponent('7:00 PM')}&guests=14`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)
    await expect(page.getByText(venue.location).first()).toBeVisible()
    const form = page.getByRole('region', { name: 'Booking request' })
    await expect(form.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('14')
    // The page as loaded is a11y.spec.ts's ('a venue page's booking page'); its error and success states are checked here.

    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByText('Event type is required')).toBeVisible()
    await expectNoAxeViolations(page)
    await form.getByRole('radio', { name: 'Client Dinner' }).check()
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByRole('combobox', { name: 'Time' })).toHaveValue('7:00 PM')
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByTestId('estimate-total')).toHaveText(usd(Math.round(venue.pricePerPerson * 100) * 14))
    await form.getByRole('textbox', { name: 'Special requests (optional)' }).fill('Quiet corner, one vegan guest.')
    await form.getByRole('button', { name: 'Continue' }).click()
    await form.getByRole('button', { name: 'Submit Booking Request' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused()
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Ben Booker')
    await form.getByRole('textbox', { name: 'Email' }).fill('ben.booker@example.com')
    await form.getByRole('textbox', { name: 'Phone' }).fill('415-555-0101')
    await form.getByRole('button', { name: 'Submit Booking Request' }).click()

    await expect(notifications(page).getByText('Booking Request Submitted', { exact: true })).toBeVisible()
    await expect(form.getByRole('heading', { name: 'Booking Request Submitted!' })).toBeFocused()
    const status = form.getByRole('status').filter({ hasText: 'Thank you for your booking request!' })
    await expect(status.getByText(REFERENCE)).toBeVisible()
    await expect(status.getByText('ben.booker@example.com')).toBeVisible()
    await expect(form.getByRole('textbox')).toHaveCount(0)
    await expect(page.getByText(/prepared email|Preparing Email|Returning to the home page/)).toHaveCount(0)
    await expect(form.getByRole('link', { name: `Back to ${venue.name}` })).toHaveAttribute(
      'href',
      new RegExp(`^/venues/${venue.id}\\?`),
    )
    await expectNoAxeViolations(page)
  })

  // The success view keeps the reference until the planner closes it (it closed itself after 3 s).
  testOnOwnPage(
    'consultation dialog from the landing page: success view with the reference until the planner closes it',
    async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { gtagCalls: unknown[][]; gtag: (...a: unknown[]) => void }
        w.gtagCalls = []
        w.gtag = (...a: unknown[]) => void w.gtagCalls.push(a)
      })
      await page.goto('/')
      const plan = page.locator('#plan')
      await expect(plan.getByRole('heading', { name: 'What are you planning?' })).toBeVisible()
      const trigger = plan.getByRole('button', { name: 'Book a Call with Callie' })
      await trigger.click()

      const dialog = page.getByRole('dialog', { name: 'Book a Call with Callie' })
      await expect(dialog).toBeVisible()
      const submit = dialog.getByRole('button', { name: 'Request a Call' })
      await expect(submit).toBeDisabled()
      await expectNoAxeViolations(page)

      await dialog.getByRole('textbox', { name: 'Full Name *' }).fill('Cleo Host')
      await dialog.getByRole('textbox', { name: 'Email Address *' }).fill('not-an-email')
      await dialog.getByRole('textbox', { name: 'Event Type *' }).fill('Team offsite dinner')
      await dialog.getByRole('textbox', { name: 'City / Location *' }).fill('Chicago')
      await dialog.getByRole('spinbutton', { name: 'Group Size *' }).fill('85')
      await dialog.getByLabel('Preferred Date *').fill(daysAhead(30))
      await dialog.getByRole('textbox', { name: 'Vibe / Occasion *' }).fill('Relaxed, a long table, good wine')
      await expect(submit).toBeEnabled()
      await submit.click()
      await expect(dialog.getByText('Invalid email address')).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Email Address *' })).toBeFocused()
      await expectNoAxeViolationsIn(page, '[role="dialog"]')

      await dialog.getByRole('textbox', { name: 'Email Address *' }).fill('cleo.host@example.com')
      await submit.click()
      const thanks = page.getByRole('dialog', { name: 'Thanks, Callie will be in touch!' })
      await expect(thanks).toBeVisible()
      await expect(thanks.getByText("We'll reach out within 24 hours to discuss your event details.")).toBeVisible()
      await expectNoAxeViolations(page)
      expect(await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls)).toEqual([
        ['event', 'consultation_request', { event_category: 'engagement', event_label: 'modal_form', value: 1 }],
      ])
      await expect(thanks.getByText(REFERENCE)).toBeVisible()
      await expect(thanks.getByRole('button', { name: 'Close' }).first()).toBeVisible()
      await thanks.getByRole('button', { name: 'Close' }).first().click()
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(trigger).toBeFocused()

      // Reset after closing: the next opening starts empty.
      await trigger.click()
      await expect(
        page.getByRole('dialog', { name: 'Book a Call with Callie' }).getByRole('textbox', { name: 'Full Name *' }),
      ).toHaveValue('')
    },
  )

  test('an empty search hands over to the concierge form', async ({ page, request }) => {
    const query =
      'location=Napa+Valley&guests=60&budget=30-40&features=dance-floor%2Cparking%2Cav-equipment%2Cwheelchair%2Cbar%2Cprivate-room%2Coutdoor'
    const api = await request.get(`/api/venues/search?${query}`)
    expect(((await api.json()) as { total: number }).total).toBe(0)

    await page.goto(`/search?${query}`)
    await expect(page.getByText('No venues found for your search criteria.')).toBeVisible()
    await page.getByRole('button', { name: 'Ask Our Concierge' }).click()
    const form = page.getByRole('form', { name: 'Ask our concierge' })
    await expect(form.getByRole('textbox', { name: 'Your Name' })).toBeFocused()
    await expect(form.getByRole('definition').filter({ hasText: 'Napa Valley' })).toBeVisible()
    await expect(form.getByRole('definition').filter({ hasText: /^60$/ })).toBeVisible()
    await expectNoAxeViolationsIn(page, '[data-testid="concierge-panel"]')

    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Phone number is required')).toBeVisible()
    await expect(form.getByText('Please tell us about your event')).toBeVisible()
    await expectNoAxeViolationsIn(page, '[data-testid="concierge-panel"]')

    await form.getByRole('textbox', { name: 'Your Name' }).fill('Dee Organiser')
    await form.getByRole('textbox', { name: 'Email Address' }).fill('dee@example.com')
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('707 555 0199')
    await form.getByRole('textbox', { name: 'Event Details' }).fill('Harvest dinner for 60 with dancing afterwards.')
    await form.getByRole('button', { name: 'Submit Request' }).click()

    const done = page.getByRole('status').filter({ hasText: 'Thank you for your request!' })
    await expect(done).toBeVisible()
    await expect(done.getByText(/within 24 hours/)).toBeVisible()
    await expect(done.getByText(REFERENCE)).toBeVisible()
    await expectNoAxeViolationsIn(page, '[data-testid="concierge-panel"]')
    await done.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('button', { name: 'Ask Our Concierge' })).toBeFocused()
  })

  test('contact page: details, FAQ and the contact form', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/)
    const faq = page.getByRole('button', { name: 'What does it cost?' })
    await faq.click()
    await expect(faq).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/The consultation is free/)).toBeVisible()
    await expectNoAxeViolations(page)

    const form = page.getByRole('form', { name: 'Contact us' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Message is required')).toBeVisible()
    await expectNoAxeViolations(page)
    await form.getByRole('textbox', { name: 'Name' }).fill('Eve Asker')
    await form.getByRole('textbox', { name: 'Email' }).fill('eve@example.com')
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you work with venues in Portland yet?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const done = page.getByRole('status').filter({ hasText: 'Message sent' })
    await expect(done.getByText(REFERENCE)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('partners page: apply to partner', async ({ page }) => {
    await page.goto('/partners')
    await expect(page.getByRole('heading', { name: 'Restaurants & Venues' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Learn More: Event Planners' })).toHaveAttribute('href', '/contact')
    await page.getByRole('button', { name: 'Apply to Partner: Restaurants & Venues' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apply to Partner' })
    await expect(dialog.getByRole('combobox', { name: 'Partner type' })).toHaveValue('restaurant-venue')
    await dialog.getByRole('button', { name: 'Submit Application' }).click()
    await expect(dialog.getByText('Organization is required')).toBeVisible()
    await expect(dialog.getByText('City is required')).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('textbox', { name: 'Organization' }).fill('Trattoria Nove')
    await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Franco Nove')
    await dialog.getByRole('textbox', { name: 'Email' }).fill('franco@nove.example.com')
    await dialog.getByRole('textbox', { name: 'City' }).fill('Boston')
    await dialog.getByRole('textbox', { name: 'Message' }).fill('A private room for 24 and a chef’s table for 10.')
    await dialog.getByRole('button', { name: 'Submit Application' }).click()
    const done = page.getByRole('dialog', { name: 'Application received' })
    await expect(done.getByText(REFERENCE)).toBeVisible()
    await expectNoAxeViolations(page)
    await done.getByRole('button', { name: 'Close' }).click()
    await expect(done).toBeHidden()
  })

  test('newsletter: subscribe, confirm from the email, subscribed state', async ({ page, request }) => {
    const email = `insider.${Date.now()}@example.com`
    const subscribers = async () =>
      ((await (await request.get('/api/newsletter/stats')).json()) as { subscribers: number }).subscribers
    const before = await subscribers()
    await page.goto('/newsletter')
    // 'Insider': live figures and three featured hotels below the form. A subscriber count below
    // 100 is not worth showing, so it is left out rather than padded.
    expect(before).toBeLessThan(100)
    await expect(page.getByText('Cities open today')).toBeVisible()
    await expect(page.getByText('Subscribers', { exact: true })).toHaveCount(0)
    const hotels = page.getByRole('list', { name: 'Featured hotels' }).locator(':scope > li')
    await expect(hotels).toHaveCount(3)
    for (const card of await hotels.all()) await expect(card).toContainText('Hotel')
    await expect(hotels.first().getByRole('link').first()).toHaveAttribute('href', /^\/venues\/\d+/)
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' })
    await form.getByRole('textbox', { name: 'Email' }).fill('nope')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expectNoAxeViolations(page)
    await form.getByRole('textbox', { name: 'Email' }).fill(email)
    await form.getByRole('textbox', { name: 'Company name (optional)' }).fill('Acme')
    await form.getByRole('combobox', { name: 'Role (optional)' }).selectOption('executive-assistant')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Check your inbox to confirm your subscription')).toBeVisible()
    await expectNoAxeViolations(page)

    let confirmUrl = ''
    await expect
      .poll(
        () => {
          const mail = readCaughtMail().find((m) => m.to.includes(email))
          confirmUrl = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[^\s>"]+/.exec(mail?.text ?? '')?.[0] ?? ''
          return confirmUrl
        },
        { timeout: 20_000 },
      )
      .not.toBe('')
    await page.goto(confirmUrl)
    await expect(page).toHaveURL(/\/newsletter\?confirmed=1$/)
    await expect(page.getByText("You're subscribed")).toBeVisible()
    const after = await subscribers()
    expect(after).toBeGreaterThan(before)
    await expect(page.getByText('Subscribers', { exact: true })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.goto('/newsletter?confirmed=0')
    await expect(page.getByText('This confirmation link is invalid or has expired')).toBeVisible()
  })

  test('at 375 px, keyboard only: the consultation dialog and the booking page fit and work', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const trigger = page.locator('#plan').getByRole('button', { name: 'Book a Call with Callie' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Book a Call with Callie' })
    await expect(dialog.getByRole('textbox', { name: 'Full Name *' })).toBeFocused()
    await page.keyboard.type('Kim Keys')
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('textbox', { name: 'Email Address *' })).toBeFocused()
    const box = await dialog.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    await expectNoAxeViolations(page)
    // Focus stays in the dialog, and returns to the trigger when it closes.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()

    const venue = await aVenue(request)
    await page.goto(`/venues/${venue.id}/book`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // axe on this page at 375 px: a11y.spec.ts's sweep of the booking page (dark, 375 px).
  })
})
