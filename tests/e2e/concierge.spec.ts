// Callie's page: the preferences form as "Fill it in
// yourself" → Callie's venues → "Request to book" opens the booking request with the brief's date,
// time and group; Callie from a venue page and from search results; a turn that fails says so.
import { expect, type Page } from '@playwright/test'
import { test, expectNoAxeViolations } from './fixtures'

const thread = (page: Page) => page.getByRole('log', { name: 'Conversation with Callie' })
const lastCallie = (page: Page) => thread(page).locator('[data-author="callie"]').last()

/** The 15th of next month in the calendar (always ahead, within every venue's notice). */
async function pickDate(page: Page) {
  await page
    .getByRole('form', { name: 'Your event preferences' })
    .getByRole('button', { name: 'Date', exact: true })
    .click()
  const calendar = page.getByRole('dialog', { name: 'Choose a date' })
  await calendar.getByRole('button', { name: /next month/i }).click()
  await calendar.getByRole('grid').getByRole('button', { disabled: false }).filter({ hasText: /^15$/ }).first().click()
  await expect(calendar).toBeHidden()
}

test.describe('concierge page', () => {
  test('Fill it in yourself → Callie answers with venues → Request to book opens the booking request, prefilled', async ({
    page,
  }) => {
    await page.goto('/concierge')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your group dinner with Callie')
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible()
    await expectNoAxeViolations(page)

    // Nothing is required: what is filled in is the brief Callie works from.
    await page.getByRole('tab', { name: 'Fill it in yourself' }).click()
    const form = page.getByRole('form', { name: 'Your event preferences' })
    await form.getByRole('combobox', { name: 'Occasion' }).selectOption('Business Dinner')
    await form.getByRole('spinbutton', { name: 'Group Size' }).fill('20')
    await form.getByRole('combobox', { name: 'Location' }).selectOption('San Francisco, CA')
    await pickDate(page)
    await form.getByRole('combobox', { name: 'Time' }).selectOption({ label: 'Dinner (6-9 PM)' })
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Update the brief' }).click()

    await expect(page).toHaveURL(/\/concierge\/c\//)
    await expect(page.getByRole('tab', { name: 'Conversation' })).toHaveAttribute('aria-selected', 'true')
    const venues = lastCallie(page).getByRole('list', { name: 'Venues Callie found' })
    await expect(venues.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
    const brief = page.getByRole('list', { name: 'Your brief' })
    await expect(brief).toContainText('20 guests')
    await expect(brief).toContainText('San Francisco, CA')
    // The form follows the brief.
    await page.getByRole('tab', { name: 'Fill it in yourself' }).click()
    await expect(form.getByRole('spinbutton', { name: 'Group Size' })).toHaveValue('20')
    await page.getByRole('tab', { name: 'Conversation' }).click()

    const book = lastCallie(page).getByRole('button', { name: /^Request to book / })
    const venueName = ((await book.innerText()) ?? '').replace(/^.*Request to book /, '').trim()
    await book.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venueName)
    const request = page.getByRole('region', { name: 'Booking request' })
    await expect(request.getByRole('spinbutton', { name: 'Number of guests' })).toHaveValue('20')
  })

  test('Ask about a venue from its page, and about search results from the results', async ({ page, request }) => {
    const featured = (await (await request.get('/api/venues/featured')).json()) as { id: number; name: string }[]
    await page.goto(`/venues/${featured[0].id}`)
    await page.getByRole('link', { name: `Ask about ${featured[0].name}` }).click()
    await expect(page).toHaveURL(/\/concierge\/c\//)
    await expect(thread(page)).toContainText(featured[0].name)

    await page.goto(`/search?location=${encodeURIComponent('Chicago, IL')}&guests=12`)
    await page.getByRole('link', { name: 'Ask Callie about these results' }).click()
    await expect(page).toHaveURL(/\/concierge\/c\//)
    await expect(page.getByRole('list', { name: 'Your brief' })).toContainText('Chicago, IL')
    await expect(page.getByRole('list', { name: 'Your brief' })).toContainText('12 guests')
  })

  test('at 375 px: a turn that fails says so and keeps the thread; nothing overflows', async ({
    page,
    failedRequests,
  }) => {
    failedRequests.allow(/^500 POST \/api\/concierge\/conversations\/[\w-]+\/messages$/) // the stub below, on purpose
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/concierge')
    const composer = page.getByRole('textbox', { name: 'Message Callie' })
    await composer.fill('Dinner for 12 in Chicago')
    await composer.press('Enter')
    await expect(lastCallie(page)).toBeVisible({ timeout: 20_000 })
    await page.route('**/api/concierge/conversations/*/messages', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    )
    await composer.fill('make it 14')
    await composer.press('Enter')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Callie could not answer just now. Please try again.' }),
    ).toBeVisible()
    await expect(thread(page)).toContainText('Dinner for 12 in Chicago')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await expectNoAxeViolations(page)
  })
})
