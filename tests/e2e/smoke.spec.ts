import { expect } from '@playwright/test'
import { test, expectNoAxeViolations } from './fixtures'

test('the landing page loads with its headline', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'From Vision to Venue, We Make Group Dining Seamless',
  )
  await expectNoAxeViolations(page)
})
