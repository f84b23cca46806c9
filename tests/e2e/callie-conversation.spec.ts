// Callie as a conversation: free text → one question → venues with all-in prices → a question
// about the second one answered from data → two shortlisted → one brief to them; a thread handed
// to a person who answers from the console while the planner watches live; axe in both themes.
// At desktop width and at 375 px (each journey once per width).
import { expect, type Page } from '@playwright/test'
import { expectNoAxeViolations, signedIn, switchColorScheme, test } from './fixtures'
import { logIn } from './booking-journeys'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '375 px', viewport: { width: 375, height: 812 } },
] as const

const thread = (page: Page) => page.getByRole('log', { name: 'Conversation with Callie' })
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message Callie' })
const lastCallie = (page: Page) => thread(page).locator('[data-author="callie"]').last()

/** Sends a message as the planner does: typed, then Enter; waits for Callie's answer. */
async function say(page: Page, text: string) {
  const before = await thread(page).locator('[data-author="callie"]').count()
  await composer(page).fill(text)
  await composer(page).press('Enter')
  await expect(thread(page).locator('[data-author="callie"]')).toHaveCount(before + 1, { timeout: 20_000 })
  // Focus comes back to the composer once she has answered.
  await expect(composer(page)).toBeFocused()
}

async function noHorizontalOverflow(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(scroll).toBeLessThanOrEqual(client)
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`Callie at ${name}`, () => {
    test.use({ viewport })

    test('free text → one question → venues all in → a question about the second answered from data → two shortlisted → one brief', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.goto('/concierge')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your group dinner with Callie')
      await expect(page.getByText("Hi, I'm Callie.")).toBeVisible()

      // Free text; Callie asks for the one thing that changes the answer: the date.
      await composer(page).fill('Business dinner for 24 in Chicago, about $90 a head, no seafood please')
      await composer(page).press('Enter')
      await expect(page).toHaveURL(/\/concierge\/c\/[\w-]{22,}$/)
      await expect(lastCallie(page)).toContainText('What date are you thinking of?')
      // Her first answer is brought into view (the thread opened on the greeting's page).
      await expect(lastCallie(page)).toBeInViewport()
      const brief = page.getByRole('list', { name: 'Your brief' })
      await expect(brief).toContainText('24 guests')
      await expect(brief).toContainText('Chicago, IL')
      await expect(brief).toContainText('Not: Seafood')
      await expect(lastCallie(page).getByRole('list', { name: 'Quick replies' })).toBeVisible()

      // The date: venues with their all-in price per guest and in total.
      await say(page, 'the 15th of next month')
      // This message, not whichever is last: the shortlist buttons are pressed after the next answer.
      const found = await lastCallie(page).getAttribute('data-message-id')
      const venues = thread(page)
        .locator(`[data-message-id="${found}"]`)
        .getByRole('list', { name: 'Venues Callie found' })
      await expect(venues.getByRole('article').first()).toBeVisible()
      expect(await venues.getByRole('article').count()).toBeGreaterThanOrEqual(2)
      await expect(venues.getByRole('article').first()).toContainText(
        /\$[\d,]+\.\d{2} per guest|All-in price on request/,
      )
      await expect(venues.getByText(/\$[\d,]+\.\d{2} total/).first()).toBeVisible()
      await expect(lastCallie(page).getByRole('button', { name: 'Send a brief to these venues' })).toBeVisible()
      await noHorizontalOverflow(page)
      const [first, second] = await Promise.all(
        [0, 1].map(async (i) =>
          (await venues.getByRole('article').nth(i).getByRole('heading').innerText()).replace(/^\d+\.\s*/, '').trim(),
        ),
      )

      // About the second one, answered from its spaces and availability.
      await say(page, 'does the second one have a private room for 30 on a Friday?')
      const answer = lastCallie(page)
      // The message's own words open with the answer (the item also holds its "Callie 9:20 PM" header).
      // (a paragraph: the facts below also read "Yes: …" to a screen reader, in spans).
      await expect(answer.locator('p').filter({ hasText: /^(Yes|No)\b/ })).toBeVisible()
      await expect(answer.getByRole('definition').first()).toBeVisible()
      await expect(answer.getByRole('term').filter({ hasText: 'Private room for 30' })).toBeVisible()
      await expect(answer.getByRole('heading', { name: second })).toBeVisible()

      // Two on the shortlist, then one brief to them, prefilled from what Callie knows.
      await venues.getByRole('button', { name: `Add to shortlist: ${first}` }).click()
      await venues.getByRole('button', { name: `Add to shortlist: ${second}` }).click()
      await expect(venues.getByRole('button', { name: `Remove from shortlist: ${second}` })).toBeVisible()
      await page.getByRole('button', { name: 'Send a brief to these venues' }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'Send one brief' })).toBeVisible()
      await expect(page.getByRole('list', { name: 'Venues of the brief' }).getByRole('listitem')).toHaveCount(2)
      await expect(page.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('24')
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Cal Planner')
      await page
        .getByRole('textbox', { name: 'Email' })
        .fill(`callie.${name.replace(/\W/g, '')}.${Date.now()}@example.com`)
      await page.getByRole('button', { name: /^Send the brief to 2 venues/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Your brief is on its way' })).toBeVisible()

      // Back on /concierge, the conversation is reopened where it was.
      await page.goto('/concierge')
      await expect(page).toHaveURL(/\/concierge\/c\//)
      await expect(thread(page)).toContainText('does the second one have a private room for 30 on a Friday?')
    })
  })
}

test('axe passes on a conversation in the light and the dark theme; chips edit the brief', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/concierge')
  await composer(page).fill('Dinner for 16 in Chicago, Italian')
  await composer(page).press('Enter')
  await expect(lastCallie(page)).toContainText(/\?/)
  await expectNoAxeViolations(page)
  await switchColorScheme(page, 'dark')
  await expectNoAxeViolations(page)

  // Removing a chip is an edit of the brief that Callie answers; "Edit" opens the form at that field.
  await page.getByRole('button', { name: 'Remove Italian' }).click()
  await expect(page.getByRole('list', { name: 'Your brief' })).not.toContainText('Italian')
  await page.getByRole('button', { name: 'Edit 16 guests' }).click()
  const form = page.getByRole('form', { name: 'Your event preferences' })
  await expect(form.getByRole('spinbutton', { name: 'Group Size' })).toBeFocused()
  await form.getByRole('spinbutton', { name: 'Group Size' }).fill('20')
  await form.getByRole('button', { name: 'Update the brief' }).click()
  await expect(page.getByRole('list', { name: 'Your brief' })).toContainText('20 guests')
  await expectNoAxeViolations(page)
})

test('a person takes over: the planner hands over, staff answer in the console, she sees it live', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  await page.goto('/concierge')
  await composer(page).fill('Wedding reception for 40 in Chicago on the 15th of next month')
  await composer(page).press('Enter')
  await expect(lastCallie(page)).toBeVisible()
  await page
    .getByRole('button', { name: /Talk to a person|Ask our concierge team/ })
    .last()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Talk to a person' })
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Hana Over')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`handover.${Date.now()}@example.com`)
  await dialog.getByRole('button', { name: 'Hand over to a person' }).click()
  await expect(page.getByTestId('staff-banner')).toHaveText(
    'A person from our concierge team is on this conversation; Callie is paused.',
  )
  await expectNoAxeViolations(page)

  // The team's console: the request holds the thread; the reply reaches the planner at once.
  const staff = await signedIn(browser, baseURL, await logIn(request, E2E_STAFF.email, E2E_STAFF_PASSWORD))
  const console = await staff.newPage()
  await console.goto('/staff')
  await console
    .getByRole('link', { name: /Hana Over/ })
    .first()
    .click()
  const panel = console.getByRole('region', { name: 'Conversation with Callie' })
  await expect(panel.getByRole('log')).toContainText('Wedding reception for 40 in Chicago')
  await panel.getByRole('textbox', { name: 'Reply to the planner' }).fill('Hi Hana, I have two rooms in mind.')
  await panel.getByRole('button', { name: 'Send reply' }).click()

  const fromStaff = thread(page).locator('[data-author="staff"]').last()
  await expect(fromStaff).toContainText('Hi Hana, I have two rooms in mind.')
  await expect(fromStaff).toContainText('Concierge team')
  await expect(fromStaff).toContainText(E2E_STAFF.firstName)
  // The console's Messages (email replies) does not say no reply was written: it was, in the thread.
  await expect(console.getByRole('region', { name: 'Messages' })).toHaveText(
    'MessagesNo replies by email yet. Replies in the conversation with Callie are in its thread.',
  )

  // Handed back: Callie answers again.
  await panel.getByRole('button', { name: 'Hand back to Callie' }).click()
  await expect(page.getByTestId('staff-banner')).toBeHidden()
  await staff.close()
})

// Every kind of part, as the API answers them (stubbed: this checks the drawing, the journeys above the data).
test('a thread with every kind of part: staff badge, system line, cards, facts, table; axe in both themes at desktop and 375 px; 375 px fits', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  // The stubbed thread is not on the server: its live channel is refused (404), on purpose.
  consoleErrors.allow(
    /^WebSocket connection to '[^']+\/api\/concierge\/conversations\/abcdefghijklmnopqrstuvwxyz\/live' failed: .* 404\b/,
  )
  const featured = (await (await request.get('/api/venues/featured')).json()) as Record<string, unknown>[]
  const card = (i: number, available: boolean | null = true) => ({
    venue: featured[i],
    allIn: { perGuest: '$112.50', total: '$2,700.00', packageName: 'Dinner package', spaceName: 'The Loft' },
    available,
    reason: 'Seats 24 in a private room; Italian; within your budget.',
  })
  const t = '2026-11-28T16:00:00.000Z'
  const view = {
    id: 'abcdefghijklmnopqrstuvwxyz',
    status: 'with_staff',
    brief: {
      groupSize: 24,
      location: 'Chicago, IL',
      cuisines: ['Italian'],
      mustHaves: ['private-room'],
      exclusions: { cuisines: ['Seafood'], features: [] },
      softWishes: ['quiet'],
      noPreference: [],
    },
    chips: [
      { slot: 'groupSize', label: '24 guests' },
      { slot: 'location', label: 'Chicago, IL' },
      { slot: 'cuisines', label: 'Italian' },
      { slot: 'mustHaves', label: 'Must have: Private Room' },
      { slot: 'exclusions', label: 'Not: Seafood' },
      { slot: 'softWishes', label: 'quiet' },
    ],
    context: null,
    requestId: 12,
    engine: 'builtin',
    messages: [
      {
        id: 1,
        author: 'callie',
        authorName: null,
        text: "Hi, I'm Callie. Tell me about your event.",
        createdAt: t,
        parts: [],
      },
      {
        id: 2,
        author: 'planner',
        authorName: null,
        text: 'Dinner for 24 in Chicago, Italian, no seafood please, somewhere quiet',
        createdAt: t,
        parts: [],
      },
      {
        id: 3,
        author: 'callie',
        authorName: null,
        text: 'What date are you thinking of?',
        createdAt: t,
        parts: [{ type: 'question', slot: 'date', choices: [{ label: 'Not sure yet', value: 'Not sure yet' }] }],
      },
      { id: 4, author: 'planner', authorName: null, text: 'Friday the 11th', createdAt: t, parts: [] },
      {
        id: 5,
        author: 'callie',
        authorName: null,
        text: 'I found three venues that fit.',
        createdAt: t,
        parts: [
          { type: 'venues', venues: [card(0), card(1, false), card(2, null)] },
          {
            type: 'actions',
            actions: [
              { kind: 'shortlist', label: 'Add to my shortlist', venueIds: [1, 2, 3] },
              { kind: 'request', label: 'Request to book Layla Grill', venueIds: [1] },
              { kind: 'brief', label: 'Send a brief to these venues', venueIds: [1, 2] },
              { kind: 'handover', label: 'Talk to a person', venueIds: [] },
            ],
          },
        ],
      },
      {
        id: 6,
        author: 'planner',
        authorName: null,
        text: 'Does the second one have a private room for 30 on a Friday?',
        createdAt: t,
        parts: [],
      },
      {
        id: 7,
        author: 'callie',
        authorName: null,
        text: 'Yes: Parlor 17 can host 30 in The Loft, a private room.',
        createdAt: t,
        parts: [
          {
            type: 'venue-answer',
            venue: card(1),
            facts: [
              { label: 'Private room for 30', value: 'The Loft', ok: true },
              { label: 'Fri, Dec 11, 2026', value: 'Available', ok: true },
              // Plain facts (the venue's policies, as Callie's policy answer lists them), two under one label.
              { label: 'Deposit', value: '25%', ok: null },
              { label: 'Cancellation', value: '100% refunded when cancelled 30+ days before', ok: null },
              { label: 'Cancellation', value: '50% refunded when cancelled 7+ days before', ok: null },
            ],
          },
          {
            type: 'comparison',
            venues: [card(0), card(1)],
            rows: [
              { label: 'All in per guest', values: ['$112.50', '$98.00'] },
              { label: 'Private room', values: ['Yes', 'Semi-private'] },
            ],
          },
        ],
      },
      {
        id: 8,
        author: 'system',
        authorName: null,
        text: 'A person from our concierge team has joined',
        createdAt: t,
        parts: [],
      },
      {
        id: 9,
        author: 'staff',
        authorName: 'Callie',
        text: 'Hi! I can hold The Loft for you on Friday.',
        createdAt: t,
        parts: [],
      },
      {
        id: 10,
        author: 'callie',
        authorName: null,
        text: 'To book Parlor 17, press "Request to book Parlor 17".',
        createdAt: t,
        parts: [{ type: 'venue-answer', venue: card(1), facts: [] }],
      },
      {
        id: 11,
        author: 'callie',
        authorName: null,
        text: 'Osteria has the best reviews. Then Layla Grill.',
        createdAt: t,
        // A narrowed list: the same venues again, in another order, unnumbered.
        parts: [{ type: 'venues', venues: [card(2, null), card(0)], narrowed: true }],
      },
    ],
  }
  await page.route('**/api/concierge/conversations/abcdefghijklmnopqrstuvwxyz', (r) => r.fulfill({ json: view }))
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/concierge/c/abcdefghijklmnopqrstuvwxyz')
    await expect(page.getByText('Hi! I can hold The Loft')).toBeVisible()
    // New messages are read out politely, as they are added.
    await expect(thread(page)).toHaveAttribute('aria-live', 'polite')
    const staff = thread(page).locator('[data-author="staff"]')
    await expect(staff).toContainText('Concierge team')
    await expect(page.getByTestId('staff-banner')).toBeVisible()
    await expect(page.getByRole('table')).toContainText('Semi-private')
    await expect(thread(page).getByRole('term').filter({ hasText: 'Private room for 30' })).toBeVisible()
    // A yes-or-no answer reads "Yes: …"; a plain fact reads as it is, never "Not known: 25%".
    const facts = thread(page).getByRole('definition')
    await expect(facts).toHaveText([
      'Yes: The Loft',
      'Yes: Available',
      '25%',
      '100% refunded when cancelled 30+ days before',
      '50% refunded when cancelled 7+ days before',
    ])
    // Only the list "the second one" points into is numbered; the narrowed one repeats its venues unnumbered.
    const lists = thread(page).getByRole('list', { name: 'Venues Callie found' })
    await expect(lists.first().getByRole('heading')).toHaveText([/^1\. /, /^2\. /, /^3\. /])
    await expect(lists.last().getByRole('heading')).toHaveText([String(featured[2].name), String(featured[0].name)])
    // An answer with no facts shows no empty box of them.
    await expect(thread(page).locator('dl[aria-label^="About "]')).toHaveCount(1)
    await expect(thread(page).getByText('Not available on your date')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expect.poll(isDark).toBe(false)
    await expectNoAxeViolations(page)
    // The same thread as a planner whose system is dark opens it (switching the scheme under an open
    // page is the theme test's subject, not this one's: mid-switch, axe can measure one colour of each).
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await expect(page.getByText('Hi! I can hold The Loft')).toBeVisible()
    await expect.poll(isDark).toBe(true)
    await expectNoAxeViolations(page)
  }
  await page.route('**/api/concierge/conversations', (r) => r.fulfill({ json: { conversations: [] } }))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/concierge')
  await expect(page.getByText("Hi, I'm Callie")).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('tab', { name: 'Fill it in yourself' }).click()
  await expectNoAxeViolations(page)
})
