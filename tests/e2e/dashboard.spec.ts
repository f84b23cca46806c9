// The host dashboard journey: the host dashboard for real. Create an event → add and complete a task →
// invite a co-host (link read from the caught email) who accepts in a second browser → live chat
// both ways → add a guest who RSVPs on the public page → headcount → cancel, seen by both.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { test, expectNoAxeViolations, verifyByMail } from './fixtures'
import { readCaughtMail } from './mail-catcher'

const PASSWORD = 'Dinner4Thirty'
let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${process.pid}.${++counter}@example.com`

type Account = { email: string; firstName: string; lastName: string; token: string; expiresAt: string }

/** Signs up and logs in through the API. */
async function createAccount(request: APIRequestContext, firstName: string, lastName: string): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase())
  const signUp = await request.post('/api/auth/signup', { data: { firstName, lastName, email, password: PASSWORD } })
  expect(signUp.status()).toBe(201)
  const logIn = await request.post('/api/auth/login', { data: { email, password: PASSWORD, rememberMe: true } })
  expect(logIn.ok()).toBe(true)
  const { token, expiresAt } = (await logIn.json()) as { token: string; expiresAt: string }
  return { email, firstName, lastName, token, expiresAt }
}

/** A browser signed in as `account`: the token where src/web/lib/session-store.ts keeps it. */
async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript(
    ([token, expiresAt]) => window.localStorage.setItem('bountiful.auth', JSON.stringify({ token, expiresAt })),
    [account.token, account.expiresAt] as const,
  )
  return context
}

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notification/ }).getByText(title, { exact: true })

/** The 15th of next month in the calendar (always ahead). */
async function pickDate(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'New Event' })
  await dialog.getByRole('button', { name: 'Date' }).click()
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  await calendar.getByRole('button', { name: /next month/i }).click()
  await calendar.getByRole('grid').getByRole('button', { disabled: false }).filter({ hasText: /^15$/ }).first().click()
  await expect(calendar).toBeHidden()
}

async function invitationLinkFor(email: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail().find((m) => m.to.includes(email) && /co-host/i.test(m.subject))
        link = /https?:\/\/\S+?\/invitations\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 20_000 },
    )
    .not.toBe('')
  return link
}

test.describe('host dashboard', () => {
  test('event → task → co-host → live chat → guest RSVP → headcount → cancel', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    const host = await createAccount(request, 'Maya', 'Lopez')
    const coHost = await createAccount(request, 'Theo', 'Grant')
    await verifyByMail(request, coHost.email)
    const hostContext = await signedInContext(browser, baseURL, host)
    const coHostContext = await signedInContext(browser, baseURL, coHost)
    const guestContext = await browser.newContext({ baseURL })
    const page = await hostContext.newPage()

    // An empty dashboard, and the form that fills it.
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText("You don't have any upcoming events.")).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('tab', { name: 'Past Events' }).click()
    await expect(page.getByText("You don't have any past events.")).toBeVisible()
    await page.getByRole('tab', { name: 'All Events' }).click()
    await expect(page.getByText("You don't have any events yet.")).toBeVisible()

    await page.getByRole('button', { name: 'Create Your First Event' }).click()
    const form = page.getByRole('dialog', { name: 'New Event' })
    await expect(form).toBeVisible()
    await form.getByRole('button', { name: 'Create Event' }).click()
    await expect(form.getByText('Event name is required')).toBeVisible()
    await expect(form.getByText('Please select a date')).toBeVisible()
    await expect(form.getByText('Please choose a venue or enter a location')).toBeVisible()
    await expectNoAxeViolations(page)

    const eventName = `Team dinner ${counter}`
    await form.getByLabel('Event name').fill(eventName)
    await pickDate(page)
    await form.getByRole('combobox', { name: 'Time' }).selectOption('7:30 PM')
    await form.getByLabel('Guest count').fill('24')
    await form.getByRole('searchbox', { name: 'Search venues by city' }).fill('San Francisco')
    const firstVenue = form.getByRole('list', { name: 'Venues' }).getByRole('radio').first()
    await expect(firstVenue).toBeVisible()
    await firstVenue.check()
    await form.getByRole('button', { name: 'Create Event' }).click()

    // The event page.
    await expect(page).toHaveURL(/\/dashboard\/events\/\d+$/)
    const eventUrl = new URL(page.url()).pathname
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
    await expect(page.getByTestId('event-status')).toHaveText('Upcoming')
    await expect(page.getByText('24 guests')).toBeVisible()
    await expect(page.getByText('No tasks created yet.')).toBeVisible()
    await expect(page.getByText('No co-hosts yet.')).toBeVisible()
    await expectNoAxeViolations(page)

    // Add a task (title required), then complete it.
    await page.getByRole('button', { name: 'Add Task' }).click()
    const taskDialog = page.getByRole('dialog', { name: 'Add Task' })
    await taskDialog.getByRole('button', { name: 'Add Task' }).click()
    await expect(taskDialog.getByText('Title is required')).toBeVisible()
    await expect(taskDialog.getByLabel('Title')).toBeFocused()
    await expect(taskDialog.getByRole('combobox', { name: 'Assign To' })).toHaveValue('me')
    await expectNoAxeViolations(page)
    await taskDialog.getByLabel('Title').fill('Confirm the menu')
    await taskDialog.getByLabel('Description (optional)').fill('Three courses, one vegan option')
    await taskDialog.getByRole('button', { name: 'Add Task' }).click()
    await expect(toast(page, 'Task Added')).toBeVisible()
    await expect(taskDialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'To Do (1)' })).toBeVisible()
    await expect(page.getByText('Assigned to You (Host)')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Confirm the menu' }).click()
    await expect(toast(page, 'Task Updated')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Completed (1)' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Confirm the menu' })).toBeChecked()

    // Invite a co-host: the form's messages, then the real email.
    await page.getByRole('button', { name: 'Invite' }).click()
    const inviteDialog = page.getByRole('dialog', { name: 'Invite a Co-host' })
    await inviteDialog.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(inviteDialog.getByText('Email is required')).toBeVisible()
    await inviteDialog.getByLabel('Email').fill('not-an-email')
    await inviteDialog.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(inviteDialog.getByText('Please enter a valid email address')).toBeVisible()
    await expect(inviteDialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expectNoAxeViolations(page)
    await inviteDialog.getByLabel('Email').fill(coHost.email.toUpperCase())
    await inviteDialog.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(toast(page, `Invitation Sent to ${coHost.email}`)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Pending invitations' }).getByText(coHost.email)).toBeVisible()
    const invitationLink = await invitationLinkFor(coHost.email)

    // The co-host accepts in a second browser.
    const coPage = await coHostContext.newPage()
    await coPage.goto(new URL(invitationLink).pathname)
    await expect(coPage.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
    await expect(coPage.getByText('Maya Lopez', { exact: true })).toBeVisible()
    await expectNoAxeViolations(coPage)
    await coPage.getByRole('button', { name: 'Accept invitation' }).click()
    await expect(coPage).toHaveURL(new RegExp(`${eventUrl}$`))
    await expect(coPage.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
    await expect(coPage.getByText("You're a co-host").first()).toBeVisible()
    // A co-host sees the task but cannot cancel the event.
    await expect(coPage.getByRole('checkbox', { name: 'Confirm the menu' })).toBeChecked()
    await expect(coPage.getByRole('button', { name: 'Cancel Event' })).toHaveCount(0)

    // Live chat, both ways, without reloading.
    await page.reload()
    await page.getByRole('tab', { name: 'Team Collaboration' }).click()
    await expect(page.getByRole('list', { name: 'Co-hosts' }).getByText('Theo Grant')).toBeVisible()
    await expect(page.getByText('No messages yet.')).toBeVisible()
    await coPage.getByRole('tab', { name: 'Team Collaboration' }).click()
    await expect(page.getByTestId('chat-connection')).toHaveText('Live')
    await expect(coPage.getByTestId('chat-connection')).toHaveText('Live')
    await expectNoAxeViolations(page)

    const hostInput = page.getByRole('textbox', { name: 'Message' })
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
    await hostInput.fill('   ')
    await hostInput.press('Enter')
    await expect(page.getByTestId('chat-message')).toHaveCount(0)
    await hostInput.fill('Hello team')
    await hostInput.press('Shift+Enter')
    await hostInput.pressSequentially('Menu is confirmed')
    await expect(hostInput).toHaveValue('Hello team\nMenu is confirmed')
    await hostInput.press('Enter')
    await expect(hostInput).toHaveValue('')
    await expect(page.getByTestId('chat-message').last()).toHaveAttribute('data-mine', 'true')
    const coHostSees = coPage.getByTestId('chat-message').filter({ hasText: 'Menu is confirmed' })
    await expect(coHostSees).toBeVisible({ timeout: 5_000 })
    await expect(coHostSees).toHaveAttribute('data-mine', 'false')
    await expect(coHostSees).toContainText('Maya Lopez')

    const coInput = coPage.getByRole('textbox', { name: 'Message' })
    await coInput.fill('Great, I will book the florist')
    await coInput.press('Enter')
    await expect(page.getByTestId('chat-message').filter({ hasText: 'I will book the florist' })).toBeVisible({
      timeout: 5_000,
    })
    await expect(page.getByTestId('chat-message').filter({ hasText: 'I will book the florist' })).toContainText(
      'Theo Grant',
    )

    // Guests: add one, open their RSVP link as the guest, answer.
    await page.getByRole('tab', { name: 'Guest Management' }).click()
    await expect(page.getByText('No guests yet.')).toBeVisible()
    await page.getByLabel('Guest name').fill('Ana Ruiz')
    await page.getByLabel('Email (optional)').fill(uniqueEmail('ana'))
    await page.getByRole('button', { name: 'Add Guest' }).click()
    await expect(toast(page, 'Guest Added')).toBeVisible()
    const guestRow = page.getByTestId('guest').filter({ hasText: 'Ana Ruiz' })
    await expect(guestRow).toContainText('No answer')
    const headcount = page.getByTestId('headcount')
    await expect(headcount.getByText('No answer').locator('..')).toContainText('1')
    // Before anyone answered there is nothing to plan for yet (never "plan for 0 to 0").
    await expect(page.getByText('1 guest on the list; no answers yet.')).toBeVisible()
    await expect(page.getByText(/plan for 0/)).toHaveCount(0)
    await expectNoAxeViolations(page)

    // A pasted list reports its bad lines.
    await page.getByRole('tab', { name: 'Paste a list' }).click()
    await page.getByRole('textbox', { name: 'Guest list' }).fill('Ben Ito, ben@example.com\nCleo <not-an-email>')
    await page.getByRole('button', { name: 'Add Guests' }).click()
    await expect(page.getByText(/Line 2 .*Please enter a valid email address/)).toBeVisible()

    const rsvpUrl = await guestRow.getByRole('link', { name: /RSVP link/ }).getAttribute('href')
    expect(rsvpUrl).toBeTruthy()
    const guestPage = await guestContext.newPage()
    await guestPage.goto(new URL(rsvpUrl!).pathname + new URL(rsvpUrl!).search)
    await expect(guestPage.getByRole('heading', { level: 1, name: eventName })).toBeVisible()
    await expect(guestPage.getByRole('heading', { name: 'Hi Ana Ruiz, can you come?' })).toBeVisible()
    await expectNoAxeViolations(guestPage)
    await guestPage.getByRole('button', { name: 'Send RSVP' }).click()
    await expect(guestPage.getByText('Please choose yes, no or maybe')).toBeVisible()
    await guestPage.getByRole('radio', { name: "Yes, I'll be there" }).check()
    await guestPage.getByRole('checkbox', { name: 'Vegan' }).check()
    await guestPage.getByLabel('Notes for the host (optional)').fill('Arriving a little late')
    await guestPage.getByRole('button', { name: 'Send RSVP' }).click()
    await expect(guestPage.getByText('Thanks, Ana Ruiz! Your RSVP has been saved.')).toBeVisible()

    // The host's headcount and dietary summary follow, live: no reload, no Refresh.
    await expect(guestRow).toContainText('Yes')
    await expect(headcount.getByText('Yes', { exact: true }).locator('..')).toContainText('1')
    await expect(headcount.getByText('No answer').locator('..')).toContainText('0')
    await expect(page.getByRole('list', { name: 'Dietary summary' })).toContainText('Vegan')

    // The dashboard card.
    await page.goto('/dashboard')
    const card = page.getByTestId('event-card').filter({ hasText: eventName })
    await expect(card).toContainText('1 of 1 tasks completed')
    await expect(card).toContainText('100%')
    await expect(card).toContainText('1 co-host')
    await page.getByRole('button', { name: 'List' }).click()
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page)
    await card.getByRole('link', { name: 'View Details' }).click()

    // Cancel: the dialog, the toast, the status for both.
    await page.getByRole('button', { name: 'Cancel Event' }).click()
    const cancelDialog = page.getByRole('alertdialog', { name: 'Cancel This Event?' })
    await expect(cancelDialog).toContainText('cannot be undone')
    await expect(cancelDialog).toContainText('co-hosts will be notified')
    await expectNoAxeViolations(page)
    await cancelDialog.getByRole('button', { name: 'Keep Event' }).click()
    await expect(page.getByTestId('event-status')).toHaveText('Upcoming')
    await page.getByRole('button', { name: 'Cancel Event' }).click()
    await page
      .getByRole('alertdialog', { name: 'Cancel This Event?' })
      .getByRole('button', { name: 'Yes, Cancel Event' })
      .click()
    await expect(toast(page, 'Event Cancelled')).toBeVisible()
    await expect(page.getByTestId('event-status')).toHaveText('Cancelled')
    await expect(page.getByRole('button', { name: 'Cancel Event' })).toHaveCount(0)

    // 375 px wide: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('tab', { name: 'Team Collaboration' }).click()
    await expect(page.getByTestId('chat-message').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // The co-host's open page follows without a reload.
    await expect(coPage.getByTestId('event-status')).toHaveText('Cancelled')
    await expect(coPage.getByText('This event has been cancelled.')).toBeVisible()
    await guestPage.reload()
    await expect(guestPage.getByText('This event has been cancelled')).toBeVisible()

    await page.goto('/dashboard')
    await expect(page.getByText("You don't have any upcoming events.")).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByRole('tab', { name: 'Past Events' }).click()
    await expect(page.getByTestId('event-card').filter({ hasText: eventName }).getByTestId('event-status')).toHaveText(
      'Cancelled',
    )

    await Promise.all([hostContext.close(), coHostContext.close(), guestContext.close()])
  })

  test("someone else's event reads 'Event not found'; signed out goes to log in", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const owner = await createAccount(request, 'Ines', 'Park')
    const created = await request.post('/api/dashboard/events', {
      headers: { Authorization: `Bearer ${owner.token}` },
      // Event dates are at most two years ahead (2099 is refused now).
      data: {
        name: 'Private dinner',
        date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        time: '7:00 PM',
        guestCount: 12,
        location: 'Dolores Park, San Francisco',
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }

    await page.goto(`/dashboard/events/${id}`)
    await expect(page).toHaveURL(/\/login\?next=/)

    const stranger = await createAccount(request, 'Omar', 'Said')
    const context = await signedInContext(browser, baseURL, stranger)
    const strangerPage = await context.newPage()
    await strangerPage.setViewportSize({ width: 375, height: 800 })
    await strangerPage.goto(`/dashboard/events/${id}`)
    await expect(strangerPage.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
    await expect(strangerPage.getByText(/may not have permission/)).toBeVisible()
    await strangerPage.goto('/dashboard/events/999999')
    await expect(strangerPage.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
    await expectNoAxeViolations(strangerPage)
    await context.close()
  })

  test('the public page tells an out-of-date RSVP link from a wrong event link', async ({
    page,
    request,
    failedRequests,
  }) => {
    // Both links are wrong on purpose.
    failedRequests.allow(/^404 GET \/api\/public\/events\/[^/?]+\?guest=no-such-guest$/)
    const host = await createAccount(request, 'Rhea', 'Stone')
    const created = await request.post('/api/dashboard/events', {
      headers: { Authorization: `Bearer ${host.token}` },
      data: {
        name: 'Harvest supper',
        date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        time: '7:00 PM',
        guestCount: 12,
        location: 'Dolores Park, San Francisco',
      },
    })
    expect(created.status()).toBe(201)
    const { publicId } = (await created.json()) as { publicId: string }

    // The event exists, the link's guest does not (removed from the list, or a mistyped link).
    await page.goto(`/e/${publicId}?guest=no-such-guest`)
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible()
    await expect(
      page.getByText('This RSVP link is not valid any more. Please ask the host for a new one.'),
    ).toBeVisible()

    await page.goto('/e/no-such-event?guest=no-such-guest')
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
    await expect(page.getByText(/This event doesn't exist/)).toBeVisible()
  })
})
