// Usable by everyone (issue 8): axe-core finds no WCAG 2.2 A/AA violation on any route of the
// product, in the light and the dark theme, at desktop width and at 375 px.
import { expect, type Page } from '@playwright/test'
import { PUBLIC_PAGES } from '~/domain/public-pages'
import { test, expectNoAxeViolations } from './fixtures'

// Two full axe runs per test: on a loaded machine a long catalogue page needs more than the default minute.
test.describe.configure({ mode: 'parallel', timeout: 150_000 })

const OTHER_ROUTES = [
  '/venues/unique',
  '/venues/not-a-category',
  '/venues/in/chicago',
  '/venues/in/austin',
  '/search?location=Chicago%2C%20IL',
  '/search?experienceType=brand-activations',
  '/forgot-password',
  '/reset-password?token=expired',
  '/profile',
  '/no-such-page',
]

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '375px', width: 375, height: 812 },
] as const
const THEMES = ['light', 'dark'] as const

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 10_000 })
  // Skeletons gone (loaded or failed).
  await expect(page.locator('[aria-busy="true"], [data-testid="venue-card-skeleton"]')).toHaveCount(0)
  // Fonts in and no finite animation or transition still running: contrast is measured on the final
  // colours. A condition, not a fixed wait (spinners and other endless animations don't count).
  await page.waitForFunction(async () => {
    await document.fonts.ready
    return document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
  })
}

// Each theme and each width once per page (light at desktop width, dark at 375 px), not every
// pairing: contrast depends on the theme and layout on the width, and the full four runs per page
// took the browser suite past CI's time limit once pages were server-rendered.
const SWEEPS = [
  { theme: THEMES[0], vp: VIEWPORTS[0] },
  { theme: THEMES[1], vp: VIEWPORTS[1] },
] as const

async function sweep(page: Page, path: string) {
  for (const { theme, vp } of SWEEPS) {
    // Dark through the system preference: also proves the site follows it until a choice is made.
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
    await page.setViewportSize({ width: vp.width, height: vp.height })
    await test.step(`${path} · ${theme} · ${vp.name}`, async () => {
      await page.goto(path)
      await settle(page)
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark')
      await expectNoAxeViolations(page)
    })
  }
}

for (const path of new Set([...PUBLIC_PAGES.map((p) => p.path), ...OTHER_ROUTES])) {
  test(`no axe violations: ${path}`, async ({ page }) => {
    await sweep(page, path)
  })
}

// A venue page and its booking page: each its own test (2 sweeps each, like every route above).
for (const suffix of ['', '/book']) {
  test(`no axe violations: a venue page${suffix ? "'s booking page" : ''}`, async ({ page, request }) => {
    const featured = (await (await request.get('/api/venues/featured')).json()) as { id: number }[]
    await sweep(page, `/venues/${featured[0].id}${suffix}`)
  })
}

// Issue 18: the shortlist and the brief form, with two venues on the shortlist (opened from a shared
// link, which a visitor with none of her own keeps) that take the form's default 10 guests. The
// comparison and vote pages need a brief with quotes: tests/e2e/briefs.spec.ts checks them.
test('no axe violations: the shortlist and the brief form', async ({ page, request }) => {
  const found = await request.get('/api/venues/search?location=Chicago%2C%20IL&guests=10')
  const [first, second] = ((await found.json()) as { venues: { id: number }[] }).venues
  await page.goto(`/shortlist?venues=${first.id},${second.id}`)
  await expect(page.getByRole('list', { name: 'Your shortlist' }).getByRole('listitem')).toHaveCount(2)
  await sweep(page, '/shortlist')
  await sweep(page, '/shortlist/brief')
})
