// Usable by everyone: axe-core finds no WCAG 2.2 A/AA violation on any route of the
// product, in the light and the dark theme, at desktop width and at 375 px.
import { expect, type Page } from '@playwright/test'
import { PUBLIC_PAGES } from '~/domain/site/public-pages'
import { test, testOnSharedPage, expectNoAxeViolations, finishTransitions, waitUntilAtRest } from './fixtures'

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

// The routes' sweeps share one page per worker (testOnSharedPage, tests/e2e/fixtures.ts): a new
// document for each route, not a new context, renderer process and empty HTTP cache per test.
// The sweep sets the theme, width and motion it checks with.
const DESKTOP = { width: 1280, height: 900 }
const NARROW = { width: 375, height: 812 }

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 10_000 })
  // Skeletons gone (loaded or failed).
  await expect(page.locator('[aria-busy="true"], [data-testid="venue-card-skeleton"]')).toHaveCount(0)
  await waitUntilAtRest(page)
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

/**
 * Each theme and each width once per page (light at desktop width, dark at 375 px), not every
 * pairing: contrast depends on the theme and layout on the width, and the full four runs per page
 * took the browser suite past CI's time limit once pages were server-rendered.
 *
 * One load per page: the dark theme and the narrow width are applied to the page as it stands,
 * which is the page a fresh load at 375 px in the dark gives. The server's HTML depends on neither
 * (it reads no width, no client hint and no colour preference); no component reads the width or the
 * theme while rendering (the theme toggle reads it through useSyncExternalStore, 'light' while
 * hydrating, as on a fresh load); the layout is CSS media queries, which follow the viewport; and
 * the site follows a change of the system preference as it follows the preference at load
 * (src/web/content/theme.ts applies the same class and color-scheme as public/theme-init.js).
 */
async function sweep(page: Page, path: string) {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.setViewportSize(DESKTOP)
  await test.step(`${path} · light · desktop`, async () => {
    await page.goto(path)
    await settle(page)
    expect(await isDark(page)).toBe(false)
    await expectNoAxeViolations(page)
  })
  await test.step(`${path} · dark · 375px`, async () => {
    // Dark through the system preference: also proves the site follows it until a choice is made.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.setViewportSize(NARROW)
    await expect.poll(() => isDark(page)).toBe(true)
    // Where a fresh load starts: at the top (axe scrolls nothing; the header changes when scrolled).
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await finishTransitions(page)
    await settle(page)
    await expectNoAxeViolations(page)
  })
}

for (const path of new Set([...PUBLIC_PAGES.map((p) => p.path), ...OTHER_ROUTES])) {
  testOnSharedPage(`no axe violations: ${path}`, async ({ page }) => {
    await sweep(page, path)
  })
}

// A venue's booking page. The venue page itself: venue-page.spec.ts checks it in both themes and at
// both widths, with its spaces and packages shown (its inBothThemes).
testOnSharedPage("no axe violations: a venue page's booking page", async ({ page, request }) => {
  const featured = (await (await request.get('/api/venues/featured')).json()) as { id: number }[]
  await sweep(page, `/venues/${featured[0].id}/book`)
})

// The shortlist and the brief form, with two venues on the shortlist (opened from a shared
// link, which a visitor with none of her own has as hers: the same list, kept when she opens her
// shortlist) that take the form's default 10 guests. The comparison and vote pages need a brief with
// quotes: tests/e2e/briefs.spec.ts checks them.
testOnSharedPage('no axe violations: the shortlist and the brief form', async ({ page, request }) => {
  const found = await request.get('/api/venues/search?location=Chicago%2C%20IL&guests=10')
  const [first, second] = ((await found.json()) as { venues: { id: number }[] }).venues
  await page.goto(`/shortlist?venues=${first.id},${second.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your shortlist' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Your shortlist' }).getByRole('listitem')).toHaveCount(2)
  await sweep(page, '/shortlist')
  await expect(page.getByRole('list', { name: 'Your shortlist' }).getByRole('listitem')).toHaveCount(2)
  await sweep(page, '/shortlist/brief')
})
