// Every link leads somewhere real: starting from '/', follow every internal link of every
// page (footer included) and fail on any that ends at the 404 page, an error page or a failed load.
import { test } from './fixtures'
import { expect, type Page } from '@playwright/test'

// Venue pages and booking pages exist once per venue: a few of each shape prove the route.
const PER_SHAPE = 3
const MAX_PAGES = 160

const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id')

async function settle(page: Page) {
  // Lazy routes and skeletons: wait until the page shows its heading and its data (links to venues
  // render once their cards have loaded).
  await page
    .locator('main h1')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => {})
  await expect(page.locator('[aria-busy="true"], [data-testid="venue-card-skeleton"]'))
    .toHaveCount(0)
    .catch(() => {})
}

test('every internal link resolves to a real page', async ({ page, baseURL }) => {
  test.setTimeout(600_000)
  const origin = new URL(baseURL!).origin
  const queue: { url: string; from: string }[] = [{ url: '/', from: '(start)' }]
  const seen = new Set<string>(['/'])
  const perShape = new Map<string, number>()
  const failures: string[] = []
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  let visited = 0

  while (queue.length && visited < MAX_PAGES) {
    const { url, from } = queue.shift()!
    visited++
    errors.length = 0
    const res = await page.goto(url)
    await settle(page)
    const status = res?.status() ?? 0
    const h1 =
      (
        await page
          .locator('main h1')
          .first()
          .textContent()
          .catch(() => null)
      )?.trim() ?? ''
    if (status >= 400) failures.push(`${url} (linked from ${from}): HTTP ${status}`)
    else if (/404 Page Not Found|Something went wrong|Venue Not Found/.test(h1))
      failures.push(`${url} (linked from ${from}): "${h1}"`)
    else if (!h1) failures.push(`${url} (linked from ${from}): no heading (page did not render)`)
    if (errors.length) failures.push(`${url}: page error ${errors.join('; ')}`)

    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href))
    for (const href of hrefs) {
      const u = new URL(href, origin)
      if (u.origin !== origin || !/^https?:$/.test(u.protocol)) continue
      if (u.pathname.startsWith('/api/') || u.pathname.startsWith('/media/') || /\.\w+$/.test(u.pathname)) continue
      const key = `${u.pathname}${u.search}`
      if (seen.has(key)) continue
      const shape = shapeOf(u.pathname) + (u.search ? '?' : '')
      const n = perShape.get(shape) ?? 0
      if (n >= PER_SHAPE && (shape.includes(':id') || u.search)) continue
      perShape.set(shape, n + 1)
      seen.add(key)
      queue.push({ url: key, from: url })
    }
  }

  expect(failures).toEqual([])
  // The crawl reached the pages the footer promises.
  for (const p of [
    '/about',
    '/media-kit',
    '/help',
    '/terms',
    '/privacy',
    '/accessibility',
    '/partners',
    '/venues/unique',
    '/executive-dinners',
    '/private-dining',
    '/conference-organizers',
    '/meet-callie',
    '/sitemap',
    '/experiences/brand-activations',
  ]) {
    expect(seen, p).toContain(p)
  }
})

test('mailto and social links in the footer are well formed', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.getByRole('navigation', { name: 'Company' })).toBeVisible()
  const mailtos = await footer.locator('a[href^="mailto:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(mailtos.length).toBeGreaterThan(0)
  for (const m of mailtos) expect(m).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/)
  // Social links only when this deployment configures them (none in tests).
  await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0)
})
