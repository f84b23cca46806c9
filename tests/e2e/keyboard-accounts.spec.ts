// Keyboard only (accounts, Callie, the host dashboard, the concierge console): every journey
// walked with Tab, Shift+Tab, Enter, Space, arrows, Escape and typing, with the
// focus visible at each control reached (tests/e2e/keyboard.ts). After page.goto() no click, fill or
// check: locators only say where focus should go and what the user sees. Setup that is not the
// journey under test (an account, a request to work on) goes through the API, as the other specs.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { E2E_ADMIN, E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { activate, expectFocusVisible, tabTo, typeInto } from './keyboard'
import { readCaughtMail } from './mail-catcher'
import { test, expectNoAxeViolations, signedIn, verifyByMail, type Session } from './fixtures'

// Independent journeys: they share the run's two workers.
test.describe.configure({ mode: 'parallel' })

const PASSWORD = 'Dinner4Thirty'
let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${process.pid}.${++counter}@example.com`
const toast = (page: Page, title: string | RegExp) =>
  page
    .getByRole('region', { name: /Notification/ })
    .getByText(title, typeof title === 'string' ? { exact: true } : undefined)

/** The path and query of the newest link to `pathname` emailed to `email` whose subject matches. */
async function linkFromMail(email: string, subject: RegExp, pathname: RegExp): Promise<string> {
  let url = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail()
          .filter((m) => m.to.includes(email) && subject.test(m.subject))
          .at(-1)
        url = new RegExp(`https?://[^\\s/]+${pathname.source}[^\\s)"'<>]*`).exec(mail?.text ?? '')?.[0] ?? ''
        return url
      },
      { timeout: 30_000, message: `an email to ${email} with a ${pathname} link` },
    )
    .not.toBe('')
  const { pathname: path, search } = new URL(url)
  return `${path}${search}`
}

/** A native <select> reached by Tab: typing an option's first letters picks it, as with a keyboard. */
async function chooseOption(page: Page, select: Locator, label: string, key = 'Tab') {
  await tabTo(page, select, { key })
  await page.keyboard.type(label)
  await expect(select.locator('option:checked')).toHaveText(label)
}

/** The focused element is `target` (focus moved there by the page, e.g. a dialog opening). */
async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused()
  await expectFocusVisible(page)
}

/** 'yyyy-mm-dd' n days from today (browser and test share the machine's timezone). */
function daysAhead(n: number): string {
  const d = new Date()
  d.setDate(d.getDate() + n)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

async function apiLogIn(request: APIRequestContext, email: string, password = PASSWORD): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password, rememberMe: true } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as Session
}

async function apiSignUp(request: APIRequestContext, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase())
  const res = await request.post('/api/auth/signup', { data: { firstName, lastName, email, password: PASSWORD } })
  expect(res.status()).toBe(201)
  return { email, firstName, lastName, ...(await apiLogIn(request, email)) }
}

test.describe('keyboard only: accounts', () => {
  test('sign up → verify by the emailed link → log out from the menu → forgot password → reset → log in; save a venue; profile', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('keys')
    await page.goto('/signup')
    const signUp = page.getByRole('form', { name: 'Join Early Access' })
    await typeInto(page, signUp.getByLabel('First name'), 'Kira')
    await typeInto(page, signUp.getByLabel('Last name'), 'Keys')
    await typeInto(page, signUp.getByLabel('Email'), email)
    await typeInto(page, signUp.getByLabel('Password', { exact: true }), PASSWORD)
    // The show/hide toggle is on the way, and works from the keyboard.
    await activate(page, signUp.getByRole('button', { name: 'Show password' }).first(), 'Space')
    await expect(signUp.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
    await typeInto(page, signUp.getByLabel('Confirm password'), PASSWORD)
    await activate(page, signUp.getByRole('button', { name: 'Create Account' }))
    await expect(toast(page, 'Account created!')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    // Log in: the address carries over, Enter in the password field submits.
    const logIn = page.getByRole('form', { name: 'Log in' })
    await expect(logIn.getByLabel('Email')).toHaveValue(email)
    await typeInto(page, logIn.getByLabel('Password', { exact: true }), PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)

    // The welcome email's link confirms the address.
    await page.goto(await linkFromMail(email, /Welcome to Bountiful/, /\/verify-email/))
    await expect(page.getByText('Your email is confirmed.')).toBeVisible()
    await activate(page, page.getByRole('main').getByRole('link', { name: /dashboard/i }))
    await expect(page).toHaveURL(/\/dashboard$/)

    // Log out from the account menu, up in the bar: Enter opens it, arrows move, Enter chooses.
    const menu = page.getByRole('button', { name: 'Account menu for Kira' })
    await tabTo(page, menu, { key: 'Shift+Tab' })
    await page.keyboard.press('Enter')
    await expectFocusOn(page, page.getByRole('menuitem', { name: 'Dashboard' }))
    await tabTo(page, page.getByRole('menuitem', { name: 'Log out' }), { key: 'ArrowDown' })
    await page.keyboard.press('Escape')
    await expectFocusOn(page, menu)
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('menuitem', { name: 'Log out' }), { key: 'ArrowDown' })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await activate(page, nav.getByRole('link', { name: 'Log In' }))
    await expect(page).toHaveURL(/\/login$/)

    // Forgot password → the emailed link → a new password → log in with it.
    await activate(page, page.getByRole('link', { name: 'Forgot password?' }))
    await expect(page).toHaveURL(/\/forgot-password$/)
    await typeInto(page, page.getByLabel('Email'), email)
    await activate(page, page.getByRole('button', { name: 'Send Reset Link' }))
    await expect(
      page.getByText('If an account exists for that email, we sent a link to reset your password.'),
    ).toBeVisible()
    await page.goto(await linkFromMail(email, /reset/i, /\/reset-password/))
    const newPassword = 'Supper9Fifty'
    await typeInto(page, page.getByLabel('New password', { exact: true }), newPassword)
    await typeInto(page, page.getByLabel('Confirm new password'), newPassword)
    await activate(page, page.getByRole('button', { name: 'Reset Password' }))
    await expect(toast(page, 'Your password has been reset. You can now log in.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await typeInto(page, logIn.getByLabel('Email'), email)
    await typeInto(page, logIn.getByLabel('Password', { exact: true }), newPassword)
    await activate(page, logIn.getByRole('checkbox', { name: 'Remember me' }), 'Space')
    await expect(logIn.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    await activate(page, logIn.getByRole('button', { name: 'Log In', exact: true }))
    await expect(page).toHaveURL(/\/dashboard$/)

    // Save a venue with the heart on its page, then find it on /saved from the menu.
    const search = await request.get('/api/venues/search?location=Chicago&guests=12')
    const venue = ((await search.json()) as { venues: { id: number; name: string }[] }).venues[0]
    await page.goto(`/venues/${venue.id}`)
    const heart = page.getByRole('button', { name: `Save ${venue.name}` })
    await expect(heart).toBeEnabled()
    await activate(page, heart)
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await tabTo(page, menu, { key: 'Shift+Tab' })
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('menuitem', { name: 'Saved venues' }), { key: 'ArrowDown' })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/saved$/)
    await expect(page.getByRole('heading', { name: venue.name })).toBeVisible()

    // The profile, from the menu (a view with its links and Log Out: the product has no profile form to edit).
    await tabTo(page, menu)
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('menuitem', { name: 'Profile' }), { key: 'ArrowDown' })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { name: 'Kira Keys' })).toBeVisible()
    await activate(page, page.getByRole('main').getByRole('link', { name: 'Saved venues' }))
    await expect(page).toHaveURL(/\/saved$/)
  })
})

test.describe('keyboard only: Callie', () => {
  test('a conversation by keyboard: Enter sends, focus comes back to the box, a quick reply and a handover', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/concierge')
    const box = page.getByRole('textbox', { name: 'Message Callie' })
    const thread = page.getByRole('log', { name: 'Conversation with Callie' })
    await typeInto(page, box, 'dinner for 24 in Seattle around 7, Italian')
    await page.keyboard.press('Enter')
    // Callie asks one thing; the keyboard is back in the box.
    await expect(thread.locator('[data-author="callie"]').last()).toContainText('What date are you thinking of?')
    await expectFocusOn(page, box)
    // Shift+Enter is a new line, not a message.
    await page.keyboard.type('the 15th')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('of next month')
    await expect(box).toHaveValue('the 15th\nof next month')
    await page.keyboard.press('Enter')
    await expect(thread.locator('[data-author="planner"]').last()).toContainText('of next month')
    await expectFocusOn(page, box)

    // A person, by keyboard: the dialog takes the focus, Enter sends it.
    const person = page.getByRole('button', { name: /Talk to a person|Ask our concierge team/ }).last()
    await tabTo(page, person, { key: 'Shift+Tab' })
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Talk to a person' })
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused()
    await page.keyboard.type('Kai Keys')
    await typeInto(page, dialog.getByRole('textbox', { name: 'Email' }), uniqueEmail('callie'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('staff-banner')).toBeVisible()
  })
})

test.describe('keyboard only: the host dashboard', () => {
  // Also the host dashboard's only journey: the mouse walk of the same journey (dashboard.spec.ts)
  // was merged into this one, with its error messages, views and axe checks of each state.
  test('create an event → task → co-host invited and accepting → live chat → guest RSVP from the email → headcount → cancel with its dialog', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    const host = await apiSignUp(request, 'Hana', 'Host')
    const coHost = await apiSignUp(request, 'Cole', 'Cohost')
    await verifyByMail(request, coHost.email)
    const hostContext = await signedIn(browser, baseURL, host)
    const coHostContext = await signedIn(browser, baseURL, coHost)
    const guestContext = await browser.newContext({ baseURL })
    const page = await hostContext.newPage()

    // An empty dashboard: its three tabs, moved through with the arrows.
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible()
    const filters = page.getByRole('tablist', { name: 'Filter events' })
    await expect(filters.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText("You don't have any upcoming events.")).toBeVisible()
    await expectNoAxeViolations(page)
    await tabTo(page, filters.getByRole('tab', { name: 'Upcoming' }))
    await tabTo(page, filters.getByRole('tab', { name: 'Past Events' }), { key: 'ArrowRight' })
    await expect(page.getByText("You don't have any past events.")).toBeVisible()
    await tabTo(page, filters.getByRole('tab', { name: 'All Events' }), { key: 'ArrowRight' })
    await expect(page.getByText("You don't have any events yet.")).toBeVisible()

    // The empty state's own button opens the form; sent empty, it names each missing field.
    const first = page.getByRole('button', { name: 'Create Your First Event' })
    await activate(page, first)
    const form = page.getByRole('dialog', { name: 'New Event' })
    await expect(form).toBeVisible()
    await activate(page, form.getByRole('button', { name: 'Create Event' }))
    await expect(form.getByText('Event name is required')).toBeVisible()
    await expect(form.getByText('Please select a date')).toBeVisible()
    await expect(form.getByText('Please choose a venue or enter a location')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
    await expectFocusOn(page, first)

    // New Event: the dialog takes the focus, keeps it inside, and every field works from the keyboard.
    const newEvent = page.getByRole('button', { name: 'New Event' })
    await tabTo(page, newEvent, { key: 'Shift+Tab' })
    await page.keyboard.press('Enter')
    await expectFocusOn(page, form.getByLabel('Event name'))
    await page.keyboard.press('Shift+Tab')
    await expectFocusOn(page, form.getByRole('button', { name: 'Close' }))
    await page.keyboard.press('Tab')
    const eventName = `Keyboard supper ${Date.now()}`
    await typeInto(page, form.getByLabel('Event name'), eventName)
    const date = form.getByRole('button', { name: 'Date' })
    await activate(page, date)
    await expect(page.getByRole('dialog', { name: 'Choose a date' }).getByRole('grid')).toBeVisible()
    await page.keyboard.press('PageDown')
    await page.keyboard.press('Enter')
    await expectFocusOn(page, date)
    await chooseOption(page, form.getByRole('combobox', { name: 'Time' }), '7:30 PM')
    await typeInto(page, form.getByLabel('Guest count'), '24')
    await tabTo(page, form.getByRole('radio', { name: 'A venue from our catalogue' }))
    await typeInto(page, form.getByRole('searchbox', { name: 'Search venues by city' }), 'San Francisco')
    const firstVenue = form.getByRole('list', { name: 'Venues' }).getByRole('radio').first()
    await expect(firstVenue).toBeVisible()
    await tabTo(page, firstVenue)
    await page.keyboard.press('Space')
    await expect(firstVenue).toBeChecked()
    await activate(page, form.getByRole('button', { name: 'Create Event' }))

    // The event page.
    await expect(page).toHaveURL(/\/dashboard\/events\/\d+$/)
    const eventUrl = new URL(page.url()).pathname
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
    await expect(page.getByTestId('event-status')).toHaveText('Upcoming')
    await expect(page.getByText('24 guests')).toBeVisible()
    await expect(page.getByText('No tasks created yet.')).toBeVisible()
    await expect(page.getByText('No co-hosts yet.')).toBeVisible()
    await expectNoAxeViolations(page)

    // Edit its plan: a task (its title required) added in the dialog, then completed with Space.
    await activate(page, page.getByRole('button', { name: 'Add Task' }))
    const taskDialog = page.getByRole('dialog', { name: 'Add Task' })
    await expectFocusOn(page, taskDialog.getByLabel('Title'))
    await expect(taskDialog.getByRole('combobox', { name: 'Assign To' })).toHaveValue('me')
    await activate(page, taskDialog.getByRole('button', { name: 'Add Task' }))
    await expect(taskDialog.getByText('Title is required')).toBeVisible()
    await expectFocusOn(page, taskDialog.getByLabel('Title'))
    await expectNoAxeViolations(page)
    await typeInto(page, taskDialog.getByLabel('Title'), 'Confirm the menu')
    await typeInto(page, taskDialog.getByLabel('Description (optional)'), 'Three courses, one vegan option')
    await activate(page, taskDialog.getByRole('button', { name: 'Add Task' }))
    await expect(toast(page, 'Task Added')).toBeVisible()
    await expect(taskDialog).toBeHidden()
    await expectFocusOn(page, page.getByRole('button', { name: 'Add Task' }))
    await expect(page.getByRole('heading', { name: 'To Do (1)' })).toBeVisible()
    await expect(page.getByText('Assigned to You (Host)')).toBeVisible()
    const task = page.getByRole('checkbox', { name: 'Confirm the menu' })
    await activate(page, task, 'Space')
    await expect(toast(page, 'Task Updated')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Completed (1)' })).toBeVisible()
    await expect(task).toBeChecked()
    // Its menu: Delete asks first; Escape keeps the task and the focus goes back to the menu button.
    const actions = page.getByRole('button', { name: 'Actions for Confirm the menu' })
    await activate(page, actions)
    await expectFocusOn(page, page.getByRole('menuitem', { name: 'Delete' }))
    await page.keyboard.press('Enter')
    await expectFocusOn(
      page,
      page.getByRole('alertdialog', { name: 'Delete Task?' }).getByRole('button', { name: 'Cancel' }),
    )
    await page.keyboard.press('Escape')
    await expectFocusOn(page, actions)
    await expect(task).toBeVisible()

    // Invite a co-host: the form's messages, then Enter in the field sends (the address in any case);
    // focus comes back to 'Invite'.
    const invite = page.getByRole('button', { name: 'Invite' })
    await activate(page, invite)
    const inviteDialog = page.getByRole('dialog', { name: 'Invite a Co-host' })
    await expectFocusOn(page, inviteDialog.getByLabel('Email'))
    await page.keyboard.press('Enter')
    await expect(inviteDialog.getByText('Email is required')).toBeVisible()
    await typeInto(page, inviteDialog.getByLabel('Email'), 'not-an-email')
    await page.keyboard.press('Enter')
    await expect(inviteDialog.getByText('Please enter a valid email address')).toBeVisible()
    await expect(inviteDialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expectNoAxeViolations(page)
    await typeInto(page, inviteDialog.getByLabel('Email'), coHost.email.toUpperCase())
    await page.keyboard.press('Enter')
    await expect(toast(page, `Invitation Sent to ${coHost.email}`)).toBeVisible()
    await expectFocusOn(page, invite)
    await expect(page.getByRole('list', { name: 'Pending invitations' }).getByText(coHost.email)).toBeVisible()

    // The co-host accepts from the emailed link: sees the task, cannot cancel the event.
    const coPage = await coHostContext.newPage()
    await coPage.goto(await linkFromMail(coHost.email, /co-host/i, /\/invitations\//))
    await expect(coPage.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
    await expect(coPage.getByText('Hana Host', { exact: true })).toBeVisible()
    await expectNoAxeViolations(coPage)
    await activate(coPage, coPage.getByRole('button', { name: 'Accept invitation' }))
    await expect(coPage).toHaveURL(new RegExp(`${eventUrl}$`))
    await expect(coPage.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
    await expect(coPage.getByText("You're a co-host").first()).toBeVisible()
    await expect(coPage.getByRole('checkbox', { name: 'Confirm the menu' })).toBeChecked()
    await expect(coPage.getByRole('button', { name: 'Cancel Event' })).toHaveCount(0)

    // Team chat, live both ways without a reload: the tabs move with the arrows; Enter sends,
    // Shift+Enter is a new line, a blank message is not sent.
    await page.reload()
    const tabs = page.getByRole('tablist', { name: 'Event sections' })
    await tabTo(page, tabs.getByRole('tab', { name: 'Details' }))
    await tabTo(page, tabs.getByRole('tab', { name: 'Team Collaboration' }), { key: 'ArrowRight' })
    await expect(tabs.getByRole('tab', { name: 'Team Collaboration' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('list', { name: 'Co-hosts' }).getByText('Cole Cohost')).toBeVisible()
    await expect(page.getByText('No messages yet.')).toBeVisible()
    await activate(
      coPage,
      coPage.getByRole('tablist', { name: 'Event sections' }).getByRole('tab', { name: 'Details' }),
    )
    await tabTo(coPage, coPage.getByRole('tab', { name: 'Team Collaboration' }), { key: 'ArrowRight' })
    await expect(page.getByTestId('chat-connection')).toHaveText('Live')
    await expect(coPage.getByTestId('chat-connection')).toHaveText('Live')
    await expectNoAxeViolations(page)
    const hostInput = page.getByRole('textbox', { name: 'Message' })
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
    await typeInto(page, hostInput, '   ')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('chat-message')).toHaveCount(0)
    await typeInto(page, hostInput, 'Hello team')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('Menu is confirmed')
    await expect(hostInput).toHaveValue('Hello team\nMenu is confirmed')
    await page.keyboard.press('Enter')
    await expect(hostInput).toHaveValue('')
    await expect(page.getByTestId('chat-message').last()).toHaveAttribute('data-mine', 'true')
    const coHostSees = coPage.getByTestId('chat-message').filter({ hasText: 'Menu is confirmed' })
    await expect(coHostSees).toBeVisible({ timeout: 5_000 })
    await expect(coHostSees).toHaveAttribute('data-mine', 'false')
    await expect(coHostSees).toContainText('Hana Host')
    await typeInto(coPage, coPage.getByRole('textbox', { name: 'Message' }), 'Great, I will book the florist')
    await coPage.keyboard.press('Enter')
    const hostSees = page.getByTestId('chat-message').filter({ hasText: 'I will book the florist' })
    await expect(hostSees).toBeVisible({ timeout: 5_000 })
    await expect(hostSees).toContainText('Cole Cohost')

    // A guest added by hand: the headcount before anyone answered (never "plan for 0 to 0").
    await tabTo(page, tabs.getByRole('tab', { name: 'Team Collaboration' }), { key: 'Shift+Tab' })
    await tabTo(page, tabs.getByRole('tab', { name: 'Guest Management' }), { key: 'ArrowRight' })
    await expect(page.getByText('No guests yet.')).toBeVisible()
    const guestEmail = uniqueEmail('ana')
    await typeInto(page, page.getByLabel('Guest name'), 'Ana Ruiz')
    await typeInto(page, page.getByLabel('Email (optional)'), guestEmail)
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Guest Added')).toBeVisible()
    await expectFocusOn(page, page.getByLabel('Guest name'))
    const guestRow = page.getByTestId('guest').filter({ hasText: 'Ana Ruiz' })
    await expect(guestRow).toContainText('No answer')
    const headcount = page.getByTestId('headcount')
    await expect(headcount.getByText('No answer').locator('..')).toContainText('1')
    await expect(page.getByText('1 guest on the list; no answers yet.')).toBeVisible()
    await expect(page.getByText(/plan for 0/)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await activate(page, page.getByRole('button', { name: 'Send Invitations' }))
    await expect(toast(page, 'Invitations Sent')).toBeVisible()

    // A pasted list reports its bad lines.
    await tabTo(page, page.getByRole('tab', { name: 'One guest' }), { key: 'Shift+Tab' })
    await tabTo(page, page.getByRole('tab', { name: 'Paste a list' }), { key: 'ArrowRight' })
    await typeInto(page, page.getByRole('textbox', { name: 'Guest list' }), 'Ben Ito, ben@example.com')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Cleo <not-an-email>')
    await activate(page, page.getByRole('button', { name: 'Add Guests' }))
    await expect(page.getByText(/Line 2 .*Please enter a valid email address/)).toBeVisible()

    // The guest answers from the emailed link (the one on her row on the list), by keyboard.
    const rsvpPath = await linkFromMail(guestEmail, /You're invited/, /\/e\//)
    const rowLink = new URL((await guestRow.getByRole('link', { name: /RSVP link/ }).getAttribute('href')) ?? '')
    expect(`${rowLink.pathname}${rowLink.search}`).toBe(rsvpPath)
    const guestPage = await guestContext.newPage()
    await guestPage.goto(rsvpPath)
    await expect(guestPage.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
    await expect(guestPage.getByRole('heading', { name: 'Hi Ana Ruiz, can you come?' })).toBeVisible()
    await expectNoAxeViolations(guestPage)
    const sendRsvp = guestPage.getByRole('button', { name: 'Send RSVP' })
    await activate(guestPage, sendRsvp)
    await expect(guestPage.getByText('Please choose yes, no or maybe')).toBeVisible()
    const yes = guestPage.getByRole('radio', { name: "Yes, I'll be there" })
    await tabTo(guestPage, yes, { key: 'Shift+Tab' })
    await guestPage.keyboard.press('Space')
    await expect(yes).toBeChecked()
    await activate(guestPage, guestPage.getByRole('checkbox', { name: 'Vegan' }), 'Space')
    await expect(guestPage.getByRole('checkbox', { name: 'Vegan' })).toBeChecked()
    await typeInto(guestPage, guestPage.getByLabel('Notes for the host (optional)'), 'Arriving a little late')
    await activate(guestPage, sendRsvp)
    await expect(guestPage.getByText('Thanks, Ana Ruiz! Your RSVP has been saved.')).toBeVisible()

    // The host's headcount and dietary summary follow, live: no reload, no Refresh.
    await expect(guestRow).toContainText('Yes')
    await expect(headcount.getByText('Yes', { exact: true }).locator('..')).toContainText('1')
    await expect(headcount.getByText('No answer').locator('..')).toContainText('0')
    await expect(page.getByRole('list', { name: 'Dietary summary' })).toContainText('Vegan')
    // 'Refresh' follows 'Add Guests', where the focus still is, and keeps what the list shows.
    await tabTo(page, page.getByRole('button', { name: 'Refresh' }))
    await page.keyboard.press('Space')
    await expect(guestRow).toContainText('Yes')

    // The dashboard's card, in the list view too, leads back to the event.
    await page.goto('/dashboard')
    const card = page.getByTestId('event-card').filter({ hasText: eventName })
    await expect(card).toContainText('1 of 1 tasks completed')
    await expect(card).toContainText('100%')
    await expect(card).toContainText('1 co-host')
    await activate(page, page.getByRole('button', { name: 'List' }))
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page)
    await activate(page, card.getByRole('link', { name: 'View Details' }))
    await expect(page).toHaveURL(new RegExp(`${eventUrl}$`))

    // Cancel: the question keeps the focus inside, 'Keep Event' and Escape keep the event and give the
    // focus back to 'Cancel Event'; then the toast and the status.
    const cancel = page.getByRole('button', { name: 'Cancel Event' })
    await activate(page, cancel)
    const question = page.getByRole('alertdialog', { name: 'Cancel This Event?' })
    await expect(question).toContainText('cannot be undone')
    await expect(question).toContainText('co-hosts will be notified')
    await expectNoAxeViolations(page)
    await expectFocusOn(page, question.getByRole('button', { name: 'Keep Event' }))
    await page.keyboard.press('Enter')
    await expect(question).toBeHidden()
    await expect(page.getByTestId('event-status')).toHaveText('Upcoming')
    await expectFocusOn(page, cancel)
    await page.keyboard.press('Enter')
    await expectFocusOn(page, question.getByRole('button', { name: 'Keep Event' }))
    await page.keyboard.press('Tab')
    await expectFocusOn(page, question.getByRole('button', { name: 'Yes, Cancel Event' }))
    await page.keyboard.press('Tab')
    await expectFocusOn(page, question.getByRole('button', { name: 'Keep Event' }))
    await page.keyboard.press('Escape')
    await expect(question).toBeHidden()
    await expectFocusOn(page, cancel)
    await page.keyboard.press('Enter')
    await expectFocusOn(page, question.getByRole('button', { name: 'Keep Event' }))
    await page.keyboard.press('Shift+Tab')
    await expectFocusOn(page, question.getByRole('button', { name: 'Yes, Cancel Event' }))
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Event Cancelled')).toBeVisible()
    await expect(page.getByTestId('event-status')).toHaveText('Cancelled')
    await expect(cancel).toHaveCount(0)

    // 375 px wide: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 })
    await tabTo(page, tabs.getByRole('tab', { name: 'Details' }))
    await tabTo(page, tabs.getByRole('tab', { name: 'Team Collaboration' }), { key: 'ArrowRight' })
    await expect(page.getByTestId('chat-message').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // The co-host's open page follows without a reload; the guest's link says so.
    await expect(coPage.getByTestId('event-status')).toHaveText('Cancelled')
    await expect(coPage.getByText('This event has been cancelled.')).toBeVisible()
    await guestPage.reload()
    await expect(guestPage.getByText('This event has been cancelled')).toBeVisible()

    await page.goto('/dashboard')
    await expect(page.getByText("You don't have any upcoming events.")).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await tabTo(page, filters.getByRole('tab', { name: 'Upcoming' }))
    await tabTo(page, filters.getByRole('tab', { name: 'Past Events' }), { key: 'ArrowRight' })
    await expect(page.getByTestId('event-card').filter({ hasText: eventName }).getByTestId('event-status')).toHaveText(
      'Cancelled',
    )

    await Promise.all([hostContext.close(), coHostContext.close(), guestContext.close()])
  })
})

test.describe('keyboard only: the concierge console', () => {
  test('inbox search and filters → request: status with a note, assignment, templated reply, proposal → accepted by the planner → confirmed', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    // Setup: a planner with an account sends a booking request for a San Francisco venue.
    const planner = await apiSignUp(request, 'Pia', 'Planner')
    const search = await request.get('/api/venues/search?location=San%20Francisco&guests=20')
    const venue = ((await search.json()) as { venues: { id: number; name: string }[] }).venues[0]
    const booked = await request.post('/api/concierge/book', {
      headers: { 'Idempotency-Key': `keyboard-${Date.now()}-${process.pid}` },
      data: {
        venueId: venue.id,
        name: 'Pia Planner',
        email: planner.email,
        phone: '415-555-0142',
        date: daysAhead(30),
        time: '7:00 PM',
        numGuests: 14,
        eventType: 'Client Dinner',
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    const { reference } = (await booked.json()) as { reference: string }

    const staff = await signedIn(browser, baseURL, await apiLogIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
    const page = await staff.newPage()
    await page.goto('/staff')
    await expect(page.getByRole('heading', { level: 1, name: 'Concierge inbox' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^New \d+$/ })).toBeVisible()
    await expectNoAxeViolations(page)
    await typeInto(page, page.getByRole('searchbox', { name: 'Search by reference, name or email' }), reference)
    await page.keyboard.press('Enter')
    const row = page.getByRole('listitem').filter({ hasText: reference })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Booking page request')).toBeVisible()
    await expect(row.getByText(/^<1 h of 24 h$/)).toBeVisible()
    await expect(row.getByText('Unassigned')).toBeVisible()
    // Filters: a kind that excludes it, then its own kind; the 'New' status chip toggles with Enter.
    const kind = page.getByRole('combobox', { name: 'Kind' })
    await chooseOption(page, kind, 'Partner application')
    await expect(page.getByText('No requests match these filters.')).toBeVisible()
    await expectFocusOn(page, kind)
    // The arrows move through the options too (All kinds, Booking request, Booking page request).
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(kind.locator('option:checked')).toHaveText('Booking page request')
    await expect(row).toHaveCount(1)
    await activate(page, page.getByRole('button', { name: /^New \d+$/ }))
    await expect(page.getByRole('button', { name: /^New \d+$/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(row).toHaveCount(1)
    await activate(page, row.getByRole('link', { name: reference }))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pia Planner')
    await expectNoAxeViolations(page)

    // A reply from a template: the dialog keeps the focus; it comes back to 'Reply' once sent.
    const reply = page.getByRole('button', { name: 'Reply' })
    await activate(page, reply)
    const dialog = page.getByRole('dialog', { name: 'Reply to the planner' })
    await activate(page, dialog.getByRole('button', { name: 'More details needed' }))
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(/A few more details for your request/)
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(/Hi Pia,/)
    await expectNoAxeViolations(page)
    await activate(page, dialog.getByRole('button', { name: 'Send reply' }))
    await expect(toast(page, 'Reply sent')).toBeVisible()
    await expectFocusOn(page, reply)
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByText(/A few more details for your request/),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Emails' }).getByText(/A few more details for your request/),
    ).toBeVisible()

    // The proposal, every field from the keyboard.
    const proposal = page.getByRole('form', { name: 'Send a proposal' })
    await tabTo(page, proposal.getByRole('combobox', { name: 'Venue' }))
    await expect(proposal.getByRole('combobox', { name: 'Venue' })).toHaveValue(String(venue.id))
    const proposalDate = proposal.getByRole('button', { name: 'Date' })
    await activate(page, proposalDate)
    await expect(page.getByRole('dialog', { name: 'Choose a date' }).getByRole('grid')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expectFocusOn(page, proposalDate)
    await chooseOption(page, proposal.getByRole('combobox', { name: 'Time' }), '7:30 PM')
    await typeInto(page, proposal.getByRole('spinbutton', { name: 'Guests' }), '14')
    await typeInto(page, proposal.getByRole('textbox', { name: 'Price per person ($)' }), '100')
    await typeInto(page, proposal.getByRole('textbox', { name: 'Minimum spend ($)' }), '0')
    await typeInto(page, proposal.getByRole('textbox', { name: 'Service charge (%)' }), '20')
    await typeInto(page, proposal.getByRole('textbox', { name: 'Tax (%)' }), '10')
    await typeInto(page, proposal.getByRole('textbox', { name: 'Fees ($)' }), '50')
    await typeInto(page, proposal.getByRole('textbox', { name: 'Deposit ($)' }), '500')
    await typeInto(
      page,
      proposal.getByRole('textbox', { name: 'Message to the planner (optional)' }),
      'The private room is yours.',
    )
    // 14 × $100 = $1,400; service $280; tax 10% of $1,680 = $168; fees $50 → $1,898.
    await expect(proposal.getByTestId('proposal-total')).toHaveText('$1,898.00')
    await activate(page, proposal.getByRole('button', { name: 'Send proposal' }))
    await expect(toast(page, 'Proposal sent')).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 1 }).locator('..').getByText('Proposed', { exact: true }),
    ).toBeVisible()

    // Workflow, next in the tab order: the assignment, then the status with a note (declining needs
    // one, the domain's rule, shown beside the field; back to in progress while the planner decides).
    const workflow = page.getByRole('region', { name: 'Workflow' })
    await chooseOption(
      page,
      workflow.getByRole('combobox', { name: 'Assigned to' }),
      `${E2E_STAFF.firstName} ${E2E_STAFF.lastName}`,
    )
    await activate(page, workflow.getByRole('button', { name: 'Assign' }))
    await expect(toast(page, 'Assignment saved')).toBeVisible()
    const moveTo = workflow.getByRole('combobox', { name: 'Move to' })
    await chooseOption(page, moveTo, 'Declined')
    await activate(page, workflow.getByRole('button', { name: 'Change status' }))
    await expect(workflow.getByText('Please add a note explaining why')).toBeVisible()
    await chooseOption(page, moveTo, 'In progress', 'Shift+Tab')
    await typeInto(
      page,
      workflow.getByRole('textbox', { name: 'Internal note' }),
      'Waiting for the planner, room on hold.',
    )
    await activate(page, workflow.getByRole('button', { name: 'Change status' }))
    await expect(toast(page, 'Status changed')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'History' }).getByText('Waiting for the planner, room on hold.'),
    ).toBeVisible()

    // The planner accepts from the email, by keyboard.
    const plannerContext = await signedIn(browser, baseURL, planner)
    const plannerPage = await plannerContext.newPage()
    await plannerPage.goto(await linkFromMail(planner.email, /proposal/i, /\/proposals\//))
    await expect(plannerPage.getByRole('heading', { level: 1, name: `Your proposal for ${venue.name}` })).toBeVisible()
    await typeInto(plannerPage, plannerPage.getByLabel('Note for the concierge team (optional)'), 'Perfect, thank you.')
    await activate(plannerPage, plannerPage.getByRole('button', { name: 'Accept proposal' }))
    await expect(plannerPage.getByRole('status').getByText(/You accepted this proposal/)).toBeVisible()

    // Staff confirm: the dialog opens on its first field; Enter there confirms.
    await page.reload()
    await expect(page.getByRole('region', { name: 'Proposals' }).getByText('Accepted')).toBeVisible()
    const confirm = page.getByRole('button', { name: 'Confirm booking' })
    await activate(page, confirm)
    const confirmDialog = page.getByRole('dialog', { name: 'Confirm this booking?' })
    await expectFocusOn(page, confirmDialog.getByLabel('Event name (optional)'))
    await page.keyboard.type('Pia’s client dinner')
    await activate(page, confirmDialog.getByRole('button', { name: 'Confirm and create the event' }))
    await expect(toast(page, 'Booking confirmed')).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 1 }).locator('..').getByText('Confirmed', { exact: true }),
    ).toBeVisible()
    await plannerContext.close()

    // The outbox: the reply to the planner, viewed and sent again; her welcome email beside it.
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Concierge console' }).getByRole('link', { name: 'Outbox' }),
      { key: 'Shift+Tab', max: 120 },
    )
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible()
    const mailTabs = page.getByRole('tablist', { name: 'Email status' })
    await tabTo(page, mailTabs.getByRole('tab', { name: /^Pending/ }))
    await tabTo(page, mailTabs.getByRole('tab', { name: /^Sent/ }), { key: 'ArrowRight' })
    // Other specs send the same template: this request's email is the one to its planner.
    const sent = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: planner.email })
    const mail = sent.filter({ hasText: 'A few more details for your request' })
    await expect(mail).toBeVisible({ timeout: 20_000 })
    await expectNoAxeViolations(page)
    const view = mail.getByRole('button', { name: /^View email/ })
    await activate(page, view)
    const mailDialog = page.getByRole('dialog')
    await expect(mailDialog.getByText(/Hi Pia,/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(mailDialog).toBeHidden()
    await expectFocusOn(page, view)
    await activate(page, mail.getByRole('button', { name: /^Resend email/ }))
    await expect(toast(page, 'Email queued again')).toBeVisible()
    await activate(page, sent.filter({ hasText: 'Welcome to Bountiful' }).getByRole('button', { name: /^View email/ }))
    await expect(mailDialog.getByText(/Your Bountiful account is ready/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(mailDialog).toBeHidden()

    // Staff are not administrators: no Team in the menu, and the page typed in says so (no 403 asked for).
    await expect(
      page.getByRole('navigation', { name: 'Concierge console' }).getByRole('link', { name: 'Team' }),
    ).toHaveCount(0)
    await page.goto('/staff/team')
    await expect(page.getByText('Only administrators manage the team.')).toBeVisible()
    await staff.close()
  })

  // Also the catalogue's only journey: the mouse walk of it and the CSV import test (staff.spec.ts)
  // were merged into this one, with their messages, reloads and axe checks.
  test('venue catalogue: create (each required field named when missing), edit, photos (a bad file refused, order, delete), blackout date, archive; CSV import: a dry run with an error, then a good file', async ({
    browser,
    request,
    baseURL,
    failedRequests,
  }) => {
    test.setTimeout(240_000)
    const staff = await signedIn(browser, baseURL, await apiLogIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
    const page = await staff.newPage()
    await page.goto('/staff/venues')
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Venues' }).getByRole('listitem').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await activate(page, page.getByRole('link', { name: 'New venue' }))
    const form = page.getByRole('form', { name: 'Venue details' })
    // Sent empty: past every field of the form, then each required one named.
    await tabTo(page, form.getByRole('button', { name: 'Create venue' }), { max: 150 })
    await page.keyboard.press('Enter')
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Please choose one of our cities')).toBeVisible()
    await expectNoAxeViolations(page)
    const name = `Keyboard Kitchen ${Date.now()}`
    await typeInto(page, form.getByRole('textbox', { name: 'Name', exact: true }), name)
    await chooseOption(page, form.getByRole('combobox', { name: 'City' }), 'San Francisco, CA')
    await typeInto(page, form.getByRole('textbox', { name: 'Address' }), '1 Market St, San Francisco, CA 94105')
    await typeInto(page, form.getByRole('textbox', { name: 'Latitude' }), '37.7936')
    await typeInto(page, form.getByRole('textbox', { name: 'Longitude' }), '-122.3950')
    await chooseOption(page, form.getByRole('combobox', { name: 'Type', exact: true }), 'Restaurant')
    await chooseOption(page, form.getByRole('combobox', { name: 'Service type' }), 'Private Dining')
    await typeInto(page, form.getByRole('textbox', { name: 'Minimum guests' }), '10')
    await typeInto(page, form.getByRole('textbox', { name: 'Maximum guests' }), '40')
    await typeInto(page, form.getByRole('textbox', { name: 'Price per person ($)' }), '95')
    for (const box of ['Italian', 'Casual & Relaxed', 'Private Room']) {
      await activate(page, form.getByRole('checkbox', { name: box }), 'Space')
      await expect(form.getByRole('checkbox', { name: box })).toBeChecked()
    }
    await typeInto(page, form.getByRole('textbox', { name: 'Amenities' }), 'Coat check')
    await page.keyboard.press('Enter')
    await expect(form.getByRole('button', { name: 'Remove Coat check' })).toBeVisible()
    await activate(page, form.getByRole('button', { name: 'Create venue' }))
    await expect(toast(page, 'Venue created')).toBeVisible()
    await expect(page).toHaveURL(/\/staff\/venues\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

    // Edit: the price, saved with Enter in the field; kept, with the rest, after a reload.
    await typeInto(page, form.getByRole('textbox', { name: 'Price per person ($)' }), '105')
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Venue saved')).toBeVisible()
    await page.reload()
    await expect(form.getByRole('textbox', { name: 'Price per person ($)' })).toHaveValue('105')
    await expect(form.getByRole('checkbox', { name: 'Casual & Relaxed' })).toBeChecked()

    // Photos: Space on the file input opens the chooser (the system dialog picks the file). Wrong
    // bytes are refused with the server's message, a real PNG is taken; two are put in order, one deleted.
    const photos = page.getByRole('region', { name: 'Photos' })
    const file = photos.getByLabel('Photo (JPEG, PNG or WebP, at most 10 MB)')
    const description = photos.getByRole('textbox', { name: /Description for screen readers/ })
    const upload = photos.getByRole('button', { name: 'Upload photo' })
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#b5542c' } })
      .png()
      .toBuffer()
    failedRequests.allow(/^400 POST \/api\/staff\/venues\/\d+\/photos$/) // not an image, on purpose
    // One chooser opened from the keyboard (below): more than one in a page did not always open in
    // this headless Chromium, so the other files are put in the field directly.
    await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') })
    await tabTo(page, upload, { max: 200 })
    await page.keyboard.press('Enter')
    await expect(photos.getByRole('alert')).toHaveText('Photos must be JPEG, PNG or WebP images')
    await tabTo(page, file, { key: 'Shift+Tab' })
    // Still focused when Space goes down (a miss then fails here in seconds, with the reason, not
    // at the test's timeout: once, at load 14, no chooser came and the test waited 180 s).
    await expect(file).toBeFocused()
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout: 15_000 }),
      page.keyboard.press('Space'),
    ])
    await chooser.setFiles({ name: 'room.png', mimeType: 'image/png', buffer: png })
    await typeInto(page, description, 'The private room set for dinner')
    await activate(page, upload)
    await expect(toast(page, 'Photo uploaded')).toBeVisible()
    await expect(photos.getByRole('img', { name: 'The private room set for dinner' })).toBeVisible()
    await file.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: png })
    await tabTo(page, description, { max: 150 })
    await typeInto(page, description, 'The bar at night')
    await activate(page, upload)
    await expect(photos.getByRole('listitem')).toHaveCount(2)
    // Back up from the upload form to the gallery's buttons.
    await tabTo(page, photos.getByRole('button', { name: 'Move photo 2 up' }), { key: 'Shift+Tab', max: 200 })
    await page.keyboard.press('Enter')
    await expect(photos.getByRole('listitem').first()).toContainText('The bar at night')
    await tabTo(page, photos.getByRole('button', { name: 'Delete photo 1' }), { key: 'Shift+Tab', max: 200 })
    await page.keyboard.press('Enter')
    await expect(photos.getByRole('listitem')).toHaveCount(1)

    // A blackout date: into the calendar with Tab, a month on with PageDown, Enter picks the day;
    // still there after a reload.
    const blackouts = page.getByRole('region', { name: 'Blackout dates' })
    await tabTo(page, blackouts.getByRole('grid'))
    await page.keyboard.press('PageDown')
    await page.keyboard.press('Enter')
    const blocked = blackouts.getByText(/^Blocked: \w{3} \d{1,2}, \d{4}$/)
    await expect(blocked).toBeVisible()
    const day = await blocked.textContent()
    await activate(page, blackouts.getByRole('button', { name: 'Save blackout dates' }))
    await expect(toast(page, 'Blackout dates saved')).toBeVisible()
    await page.reload()
    await expect(blackouts.getByText(day ?? '', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    // Archive, from the header.
    const archive = page.getByRole('button', { name: 'Archive venue' })
    await tabTo(page, archive)
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Venue archived')).toBeVisible()
    await expectFocusOn(page, page.getByRole('button', { name: 'Unarchive venue' }))

    // CSV import: a dry run that finds an error imports nothing; a good file imports.
    // Not provoked: the page polls an import's progress from before the server has recorded the
    // import, and the server answers 404 until it has (src/web/staff/api/import-venues.ts says so).
    failedRequests.allow(/^404 GET \/api\/staff\/venues\/import\/progress\/[0-9a-f-]{36}$/)
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Concierge console' }).getByRole('link', { name: 'Import' }),
      { key: 'Shift+Tab' },
    )
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Import venues' })).toBeVisible()
    await expectNoAxeViolations(page)
    const stamp = Date.now()
    const header = 'slug,name,city,address,lat,lng,type,serviceType,minGuests,maxGuests,pricePerPerson,cuisines'
    const good = (n: number) =>
      `kb-room-${stamp}-${n},KB Room ${n},San Francisco,"${n} Pine St, San Francisco, CA",37.79,-122.40,restaurant,Private Dining,8,30,70,Italian|French`
    const csvFile = page.getByLabel('CSV file')
    const csv = (name: string, rows: string[]) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    })
    // The field is reached by Tab with its focus visible; the file is put in it directly. Space on a
    // file field opening the chooser is proven on the photo's above: a second chooser opened from the
    // keyboard in the same page did not always come in this headless Chromium (twice in four runs).
    await tabTo(page, csvFile)
    await csvFile.setInputFiles(
      csv('bad.csv', [
        good(1),
        `kb-bad-${stamp},KB Bad,San Francisco,"2 Pine St",37.79,-122.40,castle,Private Dining,8,30,70,`,
      ]),
    )
    const table = page.getByRole('region', { name: 'Rows of the file' })
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(table.getByRole('row').nth(2)).toContainText(/type: Type must be one of/)
    await expect(page.getByRole('status').filter({ hasText: /1 error in 1 row/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Import \d+ venues?$/ })).toBeDisabled()
    await expectNoAxeViolations(page)
    // The table scrolls sideways on small screens, so it takes the focus.
    await tabTo(page, table)
    await csvFile.setInputFiles(csv('good.csv', [good(1), good(2)]))
    await expect(page.getByRole('status').filter({ hasText: '2 to create, 0 to update, no errors.' })).toBeVisible()
    await activate(page, page.getByRole('button', { name: 'Import 2 venues' }))
    await expect(page.getByRole('heading', { name: 'Import complete' })).toBeVisible()
    await expect(page.getByText('2 venues created and 0 updated.')).toBeVisible()
    await activate(page, page.getByRole('link', { name: 'See the venues' }))
    await typeInto(page, page.getByRole('searchbox', { name: 'Search by name or slug' }), `kb-room-${stamp}`)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Venues' }).getByRole('listitem')).toHaveCount(2)
    await staff.close()
  })

  test('team (admin): grant and revoke staff', async ({ browser, request, baseURL }) => {
    const planner = await apiSignUp(request, 'Tia', 'Team')
    const admin = await signedIn(browser, baseURL, await apiLogIn(request, E2E_ADMIN.email, E2E_STAFF_PASSWORD))
    const page = await admin.newPage()

    await page.goto('/staff')
    await expect(page.getByRole('heading', { level: 1, name: 'Concierge inbox' })).toBeVisible()
    await tabTo(page, page.getByRole('navigation', { name: 'Concierge console' }).getByRole('link', { name: 'Team' }), {
      max: 120,
    })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
    await expect(page.getByText(E2E_STAFF.email)).toBeVisible()
    await typeInto(page, page.getByRole('searchbox', { name: 'Search accounts by name or email' }), planner.email)
    await page.keyboard.press('Enter')
    await activate(page, page.getByRole('button', { name: `Grant staff access to ${planner.email}` }))
    await expect(toast(page, 'Staff access granted')).toBeVisible()
    await expectNoAxeViolations(page)
    // The same button now revokes, and keeps the focus.
    const revoke = page.getByRole('button', { name: `Revoke staff access from ${planner.email}` })
    await expectFocusOn(page, revoke)
    await page.keyboard.press('Enter')
    await expect(toast(page, 'Staff access revoked')).toBeVisible()
    await expectFocusOn(page, page.getByRole('button', { name: `Grant staff access to ${planner.email}` }))
    await admin.close()
  })
})
