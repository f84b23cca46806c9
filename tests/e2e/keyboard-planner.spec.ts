// Every visitor and planner journey by keyboard alone, with visible focus. After
// page.goto() the tests act only through page.keyboard; locators say where focus should go
// (tabTo, which also checks the focus can be seen) and what the planner should see.
// Each test loads its pages in the worker's shared page (testOnSharedPage, tests/e2e/fixtures.ts):
// none opens a context, cookie, init script or route of its own.
import { testOnSharedPage as test } from './fixtures'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { activate, expectFocusVisible, tabTo, typeInto } from './keyboard'
import { readCaughtMail } from './mail-catcher'

test.describe.configure({ mode: 'parallel' })

const REFERENCE = /[A-Z]{2}-[2-9A-Z]{5}/
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

type Venue = { id: number; name: string; maxGuests: number }

/** A San Francisco venue for 20 with more than one photo, from the real API. */
async function aVenue(request: APIRequestContext): Promise<Venue> {
  const res = await request.get('/api/venues/search?location=San%20Francisco&guests=20')
  const { venues } = (await res.json()) as { venues: Venue[] }
  for (const v of venues) {
    const detail = (await (await request.get(`/api/venues/${v.id}?enhance=true`)).json()) as { photos: unknown[] }
    if (detail.photos.length > 1) return v
  }
  throw new Error('no San Francisco venue with photos')
}

/** The caught email to `to` whose subject matches, once the outbox has sent it. */
async function expectMail(to: string, subject: RegExp) {
  await expect
    .poll(() => readCaughtMail().find((m) => m.to.includes(to) && subject.test(m.subject))?.subject ?? '', {
      timeout: 20_000,
    })
    .toMatch(subject)
}

const searchForm = (page: Page) => page.getByRole('form', { name: 'Search venues' })

/** The 15th of next month: always ahead, within every venue's notice. */
function fifteenthOfNextMonth(): Date {
  const d = new Date()
  return new Date(d.getFullYear(), d.getMonth() + 1, 15)
}
/** react-day-picker's name for that day: 'Tuesday, December 15th, 2026'. */
const fifteenthLabel = (d: Date) =>
  new RegExp(`${d.toLocaleDateString('en-US', { month: 'long' })} 15th, ${d.getFullYear()}`)

/**
 * In an open calendar (focus on a day): PageDown or PageUp to next month, then arrows to the 15th,
 * Enter. The calendar opens on the first month with a day the venue takes, which near a month's end
 * is already next month. react-day-picker keeps one day in the tab order and moves it with the
 * arrow keys, and names its grid by the month it shows ("January 2027").
 */
async function pickFifteenthOfNextMonth(page: Page, calendar: Locator) {
  const target = fifteenthOfNextMonth()
  const month = target.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
  const day = calendar.getByRole('button', { name: fifteenthLabel(target) })
  await expectFocusVisible(page)
  for (let i = 0; i < 3; i++) {
    const shown = await calendar.getByRole('grid').getAttribute('aria-label')
    if (shown === month) break
    await page.keyboard.press(new Date(`1 ${shown}`) < target ? 'PageDown' : 'PageUp')
  }
  await expect(calendar.getByText(month)).toBeVisible()
  const focusedDay = Number(await page.evaluate(() => document.activeElement?.textContent))
  await tabTo(page, day, { key: focusedDay < 15 ? 'ArrowRight' : 'ArrowLeft', max: 31 })
  await page.keyboard.press('Enter')
}

/** A native <select>: focus it, then ArrowDown (which changes a closed select on Linux) until the option is chosen. */
async function chooseOption(page: Page, select: Locator, label: string) {
  await tabTo(page, select)
  for (let i = 0; i < 30; i++) {
    if ((await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.label)) === label) return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`ArrowDown did not choose '${label}' in ${select}`)
}

/** The first Tab reaches the skip link, which moves focus to the main content. */
async function skipToMain(page: Page) {
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
}

test.describe('keyboard only: visitor and planner journeys', () => {
  test('landing → search form → results: view, last minute, advanced options → a venue page', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'From Vision to Venue, We Make Group Dining Seamless',
    )
    await skipToMain(page)

    const form = searchForm(page)
    // Location: type, arrow to a suggestion, Enter.
    const location = form.getByRole('combobox', { name: 'Location' })
    await tabTo(page, location)
    await page.keyboard.type('San Fr')
    await expect(page.getByRole('option', { name: /^San Francisco/ }).first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(location).toHaveAttribute('aria-activedescendant', /.+/)
    await page.keyboard.press('Enter')
    await expect(location).toHaveValue('San Francisco, CA, USA')

    // Date: the calendar opens on Enter, arrows pick a day, focus returns to the field.
    const dateButton = form.getByRole('button', { name: /^Date/ })
    await activate(page, dateButton)
    const calendar = page.getByRole('dialog', { name: 'Choose a date' })
    await expect(calendar.getByRole('grid')).toBeVisible()
    await pickFifteenthOfNextMonth(page, calendar)
    await expect(calendar).toBeHidden()
    await expect(dateButton).toBeFocused()
    const target = fifteenthOfNextMonth()
    await expect(dateButton).toContainText(
      `${target.toLocaleDateString('en-US', { month: 'short' })} 15, ${target.getFullYear()}`,
    )

    // Time: three native selects, chosen by typing.
    await tabTo(page, form.getByRole('combobox', { name: 'Hour' }))
    await page.keyboard.type('7')
    await tabTo(page, form.getByRole('combobox', { name: 'Minutes' }))
    await page.keyboard.type('30')
    await tabTo(page, form.getByRole('combobox', { name: 'AM or PM' }))
    await page.keyboard.type('P')
    await expect(form.getByRole('combobox', { name: 'Hour' })).toHaveValue('7')
    await expect(form.getByRole('combobox', { name: 'Minutes' })).toHaveValue('30')
    await expect(form.getByRole('combobox', { name: 'AM or PM' })).toHaveValue('PM')

    await typeInto(page, form.getByRole('spinbutton', { name: 'Guests' }), '20')

    // Advanced options: a vibe from the listbox, a dietary checkbox with Space.
    await activate(page, form.getByRole('button', { name: 'Show Advanced Options' }))
    await expect(form.getByRole('button', { name: 'Hide Advanced Options' })).toHaveAttribute('aria-expanded', 'true')
    const vibe = form.getByRole('combobox', { name: 'Vibe' })
    await tabTo(page, vibe)
    await page.keyboard.press('Enter')
    const trendy = page.getByRole('option', { name: 'Trendy & Modern' })
    await tabTo(page, trendy, { key: 'ArrowDown', max: 10 })
    await page.keyboard.press('Enter')
    await expect(vibe).toHaveText('Trendy & Modern')
    await expect(vibe).toBeFocused()
    const vegetarian = form.getByRole('checkbox', { name: 'Vegetarian' })
    await tabTo(page, vegetarian)
    await page.keyboard.press(' ')
    await expect(vegetarian).toBeChecked()

    // 'Find Venues' sits above the advanced options.
    await tabTo(page, form.getByRole('button', { name: 'Find Venues' }), { key: 'Shift+Tab' })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?.*location=San\+Francisco/)
    await expect(page).toHaveURL(/vibe=trendy/)
    await expect(page).toHaveURL(/dietary=vegetarian/)
    await expect(page).toHaveURL(/guests=20/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venues in San Francisco, CA')
    await expect(page.getByTestId('venue-card').first()).toBeVisible()

    // Grid / Map by keyboard.
    const mapButton = page.getByRole('button', { name: 'Map', exact: true })
    await activate(page, mapButton)
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('map-marker').first()).toBeVisible()
    const gridButton = page.getByRole('button', { name: 'Grid', exact: true })
    await tabTo(page, gridButton, { key: 'Shift+Tab' })
    await page.keyboard.press(' ')
    await expect(gridButton).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('venue-card').first()).toBeVisible()

    // 'Available within 48h' on and off again with Space.
    const lastMinute = page.getByRole('switch', { name: 'Available within 48h' })
    await tabTo(page, lastMinute, { key: 'Shift+Tab' })
    await page.keyboard.press(' ')
    await expect(page).toHaveURL(/lastMinute=true/)
    await expect(lastMinute).toHaveAttribute('aria-checked', 'true')
    await expect(lastMinute).toBeFocused()
    await page.keyboard.press(' ')
    await expect(page).not.toHaveURL(/lastMinute=true/)

    // Open the first venue.
    const card = page.getByTestId('venue-card').first()
    const name = (await card.getByRole('heading').innerText()).trim()
    await activate(page, card.getByRole('heading').getByRole('link'))
    // The search goes along to the venue page.
    await expect(page).toHaveURL(/\/venues\/\d+\?(.+&)?location=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('venue page: photo viewer, tabs, booking card → the booking wizard sent → the email', async ({
    page,
    request,
  }) => {
    const venue = await aVenue(request)
    const email = `kb.wizard.${Date.now()}@example.com`
    await page.goto(`/venues/${venue.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)
    await skipToMain(page)

    // The photo viewer: arrows move, Escape closes, focus returns to 'See all photos'.
    const seeAll = page.getByRole('button', { name: 'See all photos' })
    await activate(page, seeAll)
    const viewer = page.getByRole('dialog', { name: venue.name })
    const counter = viewer.getByTestId('photo-counter')
    await expect(counter).toHaveText(/^1 \/ \d+$/)
    const total = Number((await counter.innerText()).split('/')[1])
    await expectFocusVisible(page)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`2 / ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`${total > 2 ? 3 : 1} / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`2 / ${total}`)
    await tabTo(page, viewer.getByRole('button', { name: 'Next photo' }))
    await page.keyboard.press('Enter')
    await expect(counter).toHaveText(`${total > 2 ? 3 : 1} / ${total}`)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(seeAll).toBeFocused()
    await expectFocusVisible(page)

    // Tabs: one tab stop, arrows move between About, Amenities and Reviews.
    const about = page.getByRole('tab', { name: 'About' })
    await tabTo(page, about)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Amenities' })).toHaveAttribute('aria-selected', 'true')
    await expectFocusVisible(page)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Reviews' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: 'Amenities' })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(about).toHaveAttribute('aria-selected', 'true')

    // The booking card: a day in its calendar, a time and the guests from its selects.
    const card = page.getByRole('region', { name: `Book ${venue.name}` })
    const calendar = card.getByRole('group', { name: 'Date' })
    await tabTo(page, calendar.getByRole('grid'))
    await pickFifteenthOfNextMonth(page, calendar)
    const target = fifteenthOfNextMonth()
    await expect(calendar.getByRole('button', { name: fifteenthLabel(target) })).toHaveAttribute(
      'aria-label',
      /selected/,
    )
    // Native selects: Tab to each, then the arrow keys choose (a phone opens its own picker).
    const time = card.getByRole('combobox', { name: 'Time' })
    await chooseOption(page, time, '8:00 PM')
    await expect(time).toHaveValue('8:00 PM')
    await expectFocusVisible(page)
    const guests = card.getByRole('combobox', { name: 'Guests' })
    await chooseOption(page, guests, '12 guests')
    await expect(guests).toHaveValue('12')
    await expect(page).toHaveURL(/guests=12/)

    // The wizard: four steps by keyboard.
    const requestToBook = card.getByRole('button', { name: 'Request to Book' })
    await activate(page, requestToBook)
    const wizard = page.getByRole('dialog', { name: `Book ${venue.name}` })
    await expect(wizard.getByRole('heading', { name: 'Step 1 of 4: Event' })).toBeVisible()
    await expect(wizard.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('12')
    await tabTo(page, wizard.getByRole('radio', { name: 'Corporate Event' }))
    await page.keyboard.press('ArrowDown')
    await expect(wizard.getByRole('radio', { name: 'Birthday Celebration' })).toBeChecked()
    await expectFocusVisible(page)
    await activate(page, wizard.getByRole('button', { name: 'Continue' }))

    await expect(wizard.getByRole('heading', { name: 'Step 2 of 4: Date & Time' })).toBeFocused()
    await expect(
      wizard.getByText(`${target.toLocaleDateString('en-US', { month: 'short' })} 15, ${target.getFullYear()}`),
    ).toBeVisible()
    await expect(wizard.getByRole('combobox', { name: 'Time' })).toHaveValue('8:00 PM')
    await activate(page, wizard.getByRole('button', { name: 'Continue' }))

    await expect(wizard.getByRole('heading', { name: 'Step 3 of 4: Budget' })).toBeFocused()
    const av = wizard.getByRole('checkbox', { name: /AV Equipment/ })
    await tabTo(page, av)
    await page.keyboard.press(' ')
    await expect(av).toBeChecked()
    await typeInto(page, wizard.getByRole('textbox', { name: 'Special requests (optional)' }), 'A cake at dessert.')
    await activate(page, wizard.getByRole('button', { name: 'Continue' }))

    await expect(wizard.getByRole('heading', { name: 'Step 4 of 4: Contact' })).toBeFocused()
    await typeInto(page, wizard.getByRole('textbox', { name: 'Full Name' }), 'Kay Board')
    await typeInto(page, wizard.getByRole('textbox', { name: 'Email' }), email)
    await typeInto(page, wizard.getByRole('textbox', { name: 'Phone' }), '(415) 555-0111')
    await activate(page, wizard.getByRole('button', { name: 'Submit Booking Request' }))

    const done = page.getByRole('dialog', { name: 'Booking Request Submitted!' })
    await expect(done.getByText('Thank you for your booking request!')).toBeVisible()
    await expect(done.getByText(REFERENCE)).toBeVisible()
    await expect(notifications(page).getByText('Booking Request Submitted', { exact: true })).toBeVisible()
    await expectMail(email, /^We received your .*\([A-Z]{2}-[2-9A-Z]{5}\)$/)
    await activate(page, done.getByRole('button', { name: 'Close' }))
    await expect(done).toBeHidden()
    await expect(requestToBook).toBeFocused()
  })

  // The booking page is the wizard's flow inline; its success replaces the form and stays.
  test('booking request page: filled and sent by keyboard → reference on screen → the email', async ({
    page,
    request,
  }) => {
    const venue = await aVenue(request)
    const email = `kb.request.${Date.now()}@example.com`
    await page.goto(`/venues/${venue.id}/book`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)
    await skipToMain(page)
    const form = page.getByRole('region', { name: 'Booking request' })
    await tabTo(page, form.getByRole('radio', { name: 'Corporate Event' }))
    await page.keyboard.press('ArrowRight')
    await expect(form.getByRole('radio', { name: 'Birthday Celebration' })).toBeChecked()
    await typeInto(page, form.getByRole('spinbutton', { name: 'Number of guests' }), '14')
    await activate(page, form.getByRole('button', { name: 'Continue' }))

    await expect(form.getByRole('heading', { name: 'Step 2 of 4: Date & Time' })).toBeFocused()
    const calendar = form.getByRole('group', { name: 'Date' })
    await tabTo(page, calendar.getByRole('grid'))
    await pickFifteenthOfNextMonth(page, calendar)
    await chooseOption(page, form.getByRole('combobox', { name: 'Time' }), '7:00 PM')
    await activate(page, form.getByRole('button', { name: 'Continue' }))

    await expect(form.getByRole('heading', { name: 'Step 3 of 4: Budget' })).toBeFocused()
    await typeInto(
      page,
      form.getByRole('textbox', { name: 'Special requests (optional)' }),
      'Quiet corner, one vegan guest.',
    )
    await activate(page, form.getByRole('button', { name: 'Continue' }))

    await expect(form.getByRole('heading', { name: 'Step 4 of 4: Contact' })).toBeFocused()
    await typeInto(page, form.getByRole('textbox', { name: 'Full Name' }), 'Ben Keys')
    await typeInto(page, form.getByRole('textbox', { name: 'Email' }), email)
    await typeInto(page, form.getByRole('textbox', { name: 'Phone' }), '415-555-0101')
    await activate(page, form.getByRole('button', { name: 'Submit Booking Request' }))

    const heading = form.getByRole('heading', { name: 'Booking Request Submitted!' })
    await expect(heading).toBeFocused()
    await expect(form.getByRole('status').getByText(REFERENCE)).toBeVisible()
    await tabTo(page, form.getByRole('link', { name: 'Find more venues' }))
    await expectMail(email, /^We received your /)
  })

  test('concierge: Fill it in yourself → Callie answers with venues → Request to book, by keyboard', async ({
    page,
  }) => {
    await page.goto('/concierge')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your group dinner with Callie')
    await skipToMain(page)
    // Tabs are one tab stop, the selected one; the arrow keys move between them (and select).
    await tabTo(page, page.getByRole('tab', { name: 'Conversation' }))
    await tabTo(page, page.getByRole('tab', { name: 'Fill it in yourself' }), { key: 'ArrowRight' })
    await expect(page.getByRole('tab', { name: 'Fill it in yourself' })).toHaveAttribute('aria-selected', 'true')

    const form = page.getByRole('form', { name: 'Your event preferences' })
    await chooseOption(page, form.getByRole('combobox', { name: 'Occasion' }), 'Business Dinner')
    await typeInto(page, form.getByRole('spinbutton', { name: 'Group Size' }), '20')
    // The slider follows the number; it is a tab stop of its own.
    await tabTo(page, form.getByRole('slider', { name: 'Group size slider' }))
    await expect(form.getByRole('slider', { name: 'Group size slider' })).toHaveAttribute('aria-valuenow', '20')
    await chooseOption(page, form.getByRole('combobox', { name: 'Location' }), 'San Francisco, CA')
    // Exactly: "Update the brief" holds "date" too.
    const date = form.getByRole('button', { name: 'Date', exact: true })
    await activate(page, date)
    const calendar = page.getByRole('dialog', { name: 'Choose a date' })
    await expect(calendar.getByRole('grid')).toBeVisible()
    await pickFifteenthOfNextMonth(page, calendar)
    await expect(calendar).toBeHidden()
    await expect(date).toBeFocused()
    await chooseOption(page, form.getByRole('combobox', { name: 'Time' }), 'Dinner (6-9 PM)')
    await activate(page, form.getByRole('button', { name: 'Update the brief' }))

    // Callie answers in the conversation; the keyboard is back in the message box.
    const thread = page.getByRole('log', { name: 'Conversation with Callie' })
    const answer = thread.locator('[data-author="callie"]').last()
    await expect(answer.getByRole('list', { name: 'Venues Callie found' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('textbox', { name: 'Message Callie' })).toBeFocused()
    const book = answer.getByRole('button', { name: /^Request to book / })
    const venueName = (await book.innerText()).replace(/^.*Request to book /, '').trim()
    await tabTo(page, book, { key: 'Shift+Tab' })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venueName)
  })

  test('dialogs: the consultation from brand activations traps and returns focus; the partner application', async ({
    page,
  }) => {
    const email = `kb.consult.${Date.now()}@example.com`
    await page.goto('/experiences/brand-activations')
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Activations' })).toBeVisible()
    await skipToMain(page)

    const trigger = page.getByRole('button', { name: 'Schedule a Consultation' }).first()
    await activate(page, trigger)
    const dialog = page.getByRole('dialog', { name: 'Book a Call with Callie' })
    const name = dialog.getByRole('textbox', { name: 'Full Name *' })
    await expect(name).toBeFocused()
    await expectFocusVisible(page)

    // Trapped: Tab from the last control (Close) wraps to the first, Shift+Tab goes back.
    const close = dialog.getByRole('button', { name: 'Close' })
    await tabTo(page, close)
    await page.keyboard.press('Tab')
    await expect(name).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Tab')

    await page.keyboard.type('Dana Keys')
    await typeInto(page, dialog.getByRole('textbox', { name: 'Email Address *' }), email)
    await typeInto(page, dialog.getByRole('textbox', { name: 'Event Type *' }), 'Product launch dinner')
    await typeInto(page, dialog.getByRole('textbox', { name: 'City / Location *' }), 'Chicago')
    await typeInto(page, dialog.getByRole('spinbutton', { name: 'Group Size *' }), '40')
    // A native date input: month, day and year typed in turn.
    const target = fifteenthOfNextMonth()
    await tabTo(page, dialog.getByLabel('Preferred Date *'))
    await page.keyboard.type(`${String(target.getMonth() + 1).padStart(2, '0')}15${target.getFullYear()}`)
    await expect(dialog.getByLabel('Preferred Date *')).toHaveValue(
      `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-15`,
    )
    await typeInto(
      page,
      dialog.getByRole('textbox', { name: 'Vibe / Occasion *' }),
      'Bold, playful, a space to take over',
    )
    await activate(page, dialog.getByRole('button', { name: 'Request a Call' }))
    const thanks = page.getByRole('dialog', { name: 'Thanks, Callie will be in touch!' })
    await expect(thanks.getByText(REFERENCE)).toBeVisible()
    await expectMail(email, /^We received your /)
    // It stays with its reference until closed (it closed itself after 3 s); focus goes back to the trigger.
    await activate(page, thanks.getByRole('button', { name: 'Close' }).first())
    await expect(thanks).toBeHidden()
    await expect(trigger).toBeFocused()

    // Escape also closes and gives focus back.
    await page.keyboard.press('Enter')
    await expect(name).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
    await expectFocusVisible(page)

    // The partner application.
    await page.goto('/partners')
    await expect(page.getByRole('heading', { name: 'Restaurants & Venues' })).toBeVisible()
    const apply = page.getByRole('button', { name: 'Apply to Partner: Event Planners' })
    await activate(page, apply)
    const partner = page.getByRole('dialog', { name: 'Apply to Partner' })
    await expect(partner.getByRole('combobox', { name: 'Partner type' })).toHaveValue('event-planner')
    await typeInto(page, partner.getByRole('textbox', { name: 'Organization' }), 'Keys & Co Events')
    await typeInto(page, partner.getByRole('textbox', { name: 'Contact name' }), 'Pat Keys')
    await typeInto(page, partner.getByRole('textbox', { name: 'Email' }), `kb.partner.${Date.now()}@example.com`)
    await typeInto(page, partner.getByRole('textbox', { name: 'City' }), 'Boston')
    await typeInto(page, partner.getByRole('textbox', { name: 'Message' }), 'We plan forty corporate dinners a year.')
    await activate(page, partner.getByRole('button', { name: 'Submit Application' }))
    const received = page.getByRole('dialog', { name: 'Application received' })
    await expect(received.getByText(REFERENCE)).toBeVisible()
    await activate(page, received.getByRole('button', { name: 'Close' }))
    await expect(received).toBeHidden()
    await expect(apply).toBeFocused()
  })

  test('contact form and FAQ, newsletter, the theme switch remembered after a reload', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await skipToMain(page)
    const form = page.getByRole('form', { name: 'Contact us' })
    await typeInto(page, form.getByRole('textbox', { name: 'Name' }), 'Eve Keys')
    await typeInto(page, form.getByRole('textbox', { name: 'Email' }), `kb.contact.${Date.now()}@example.com`)
    await typeInto(page, form.getByRole('textbox', { name: 'Message' }), 'Do you work with venues in Portland yet?')
    await activate(page, form.getByRole('button', { name: 'Send Message' }))
    const sent = page.getByRole('status').filter({ hasText: 'Message sent' })
    await expect(sent.getByText(REFERENCE)).toBeVisible()
    await expect(sent).toBeFocused()

    const faq = page.getByRole('button', { name: 'What does it cost?' })
    await tabTo(page, faq)
    await page.keyboard.press('Enter')
    await expect(faq).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/The consultation is free/)).toBeVisible()
    await page.keyboard.press(' ')
    await expect(faq).toHaveAttribute('aria-expanded', 'false')

    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/newsletter')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The theme switch is the last control of the page: Shift+Tab from the top reaches it.
    const theme = page.getByRole('switch', { name: 'Dark theme' })
    await tabTo(page, theme, { key: 'Shift+Tab' })
    await page.keyboard.press(' ')
    await expect(theme).toHaveAttribute('aria-checked', 'true')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expectFocusVisible(page)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(theme).toHaveAttribute('aria-checked', 'true')

    await skipToMain(page)
    const subscribe = page.getByRole('form', { name: 'Subscribe to the newsletter' })
    await typeInto(page, subscribe.getByRole('textbox', { name: 'Email' }), `kb.insider.${Date.now()}@example.com`)
    await typeInto(page, subscribe.getByRole('textbox', { name: 'Company name (optional)' }), 'Acme')
    await chooseOption(page, subscribe.getByRole('combobox', { name: 'Role (optional)' }), 'Executive Assistant')
    await activate(page, subscribe.getByRole('button', { name: 'Subscribe' }))
    await expect(page.getByText('Check your inbox to confirm your subscription')).toBeVisible()
  })

  test('an empty search hands over to the concierge form, sent by keyboard', async ({ page }) => {
    await page.goto(
      '/search?location=Napa+Valley&guests=60&budget=30-40&features=dance-floor%2Cparking%2Cav-equipment%2Cwheelchair%2Cbar%2Cprivate-room%2Coutdoor',
    )
    await expect(page.getByText('No venues found for your search criteria.')).toBeVisible()
    await skipToMain(page)
    const ask = page.getByRole('button', { name: 'Ask Our Concierge' })
    await activate(page, ask)
    const form = page.getByRole('form', { name: 'Ask our concierge' })
    await expect(form.getByRole('textbox', { name: 'Your Name' })).toBeFocused()
    await page.keyboard.type('Dee Keys')
    await typeInto(page, form.getByRole('textbox', { name: 'Email Address' }), `kb.empty.${Date.now()}@example.com`)
    await typeInto(page, form.getByRole('textbox', { name: 'Phone Number' }), '707 555 0199')
    await typeInto(
      page,
      form.getByRole('textbox', { name: 'Event Details' }),
      'Harvest dinner for 60 with dancing afterwards.',
    )
    await activate(page, form.getByRole('button', { name: 'Submit Request' }))
    const done = page.getByRole('status').filter({ hasText: 'Thank you for your request!' })
    await expect(done.getByText(REFERENCE)).toBeVisible()
    await activate(page, done.getByRole('button', { name: 'Close' }))
    await expect(ask).toBeFocused()
  })
})

test.describe('keyboard only at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the menu drawer: opened, a link followed, closed; Escape gives focus back', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    const menu = page.getByRole('button', { name: 'Open menu' })
    await activate(page, menu)
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expectFocusVisible(page)
    // Trapped in the drawer, Escape closes it and focus is back on the menu button.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    await expectFocusVisible(page)

    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await activate(page, drawer.getByRole('link', { name: 'Log In' }))
    await expect(page).toHaveURL(/\/login$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
