import { expect } from '@playwright/test'
import { test, expectNoAxeViolations } from './fixtures'

test('the landing page loads with its headline', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'From Vision to Venue, We Make Group Dining Seamless',
  )
  await expectNoAxeViolations(page)
})

// The checks every test runs after it (./fixtures.ts), proven to fail a test: test.fail() passes
// only when the test fails.
test.describe('what fails any test', () => {
  test('an error a page logs in the console', async ({ page }) => {
    test.fail()
    await page.goto('/')
    await page.evaluate(() => console.error('The account menu could not load'))
  })

  test('an error a page throws that nothing catches', async ({ page }) => {
    test.fail()
    await page.goto('/')
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Nothing caught this')
      })
    })
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete')
  })

  test('a request the page makes on its own that fails', async ({ page }) => {
    test.fail()
    await page.goto('/')
    // A visitor asking for the venues she manages: 401.
    expect(await page.evaluate(async () => (await fetch('/api/venue-portal/venues')).status)).toBe(401)
  })

  test('but not an error the test provoked and allowed, saying why', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/^The account menu could not load \(\/\)$/) // logged below, on purpose
    await page.goto('/')
    await page.evaluate(() => console.error('The account menu could not load'))
  })
})
