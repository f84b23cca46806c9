// Every link leads somewhere real: starting from '/', follow every internal link of every
// page (footer included) and fail on any that ends at the 404 page, an error page or a failed load.
//
// The crawl reads each page's HTML over HTTP, without a browser: the public pages are rendered on
// the server (src/web/entry-server.tsx), so their HTML already holds their heading and their links,
// venue cards included. That proves, for every page reached: the server answers it (no 4xx or 5xx),
// its heading is not the 404 page's or an error page's, and the links it sends lead on.
//
// What only a browser proves is checked once per route shape (one page per pattern of the app's
// router, `routeShapeOf` below): the page's scripts run and hydrate it without an uncaught error or a
// hydration mismatch (the fixtures' checks), the requests it makes do not fail, its heading once
// hydrated is still not an error's, and the links it shows then. A link the browser shows and the
// server's HTML lacks (rendered on the client only) is followed like any other. The pages of a shape
// share their route's code; what differs between them is their data, which the server renders into
// the HTML that is read for each of them. The pages the server does not render (forms, signed-in
// areas: `isServerRendered` in src/web/entry-server.tsx) send an empty shell whose status is all
// HTTP can check (the server answers 200 for /venues/<an unknown id>/book, whose page then says
// "Venue Not Found"), so each of them is loaded in the browser, as before.
import { test } from './fixtures'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { matchAppPage } from '~/domain/site/app-pages'

// Venue pages and booking pages exist once per venue: a few of each shape prove the route.
const PER_SHAPE = 3
const MAX_PAGES = 160

const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id')

// The route a page is loaded in the browser for: the router's pattern ('venues/in/:city' for every
// city's page), or for a path the router does not know the crawl's shape; a query string makes
// another shape (the page reads it: a search's filters, the concierge's venue, the page after a login).
const routeShapeOf = (url: URL) =>
  (matchAppPage(url.pathname)?.pattern ?? shapeOf(url.pathname)) + (url.search ? '?' : '')

const ERROR_HEADING = /404 Page Not Found|Something went wrong|Venue Not Found/

/** Elements whose content is not markup, or not shown by a browser that runs scripts. */
const NOT_MARKUP = /<(script|style|template|noscript|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
const COMMENT = /<!--[\s\S]*?-->/g
/** A start tag's attributes: names, and values quoted either way or not at all. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const ANCHOR = /<a(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text with its character references decoded (React writes &amp; &lt; &gt; &quot; &#x27;). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (ref, dec?: string, hex?: string, name?: string) => {
    if (dec) return String.fromCodePoint(Number(dec))
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    return NAMED_ENTITIES[name!.toLowerCase()] ?? ref
  })
}

/** The page's markup as a browser that runs scripts shows it: no comments, nor what script, style,
 * template, noscript, textarea or title elements hold. */
function visibleMarkup(html: string): string {
  return html.replace(COMMENT, '').replace(NOT_MARKUP, '')
}

/** The href of every <a> that has one, decoded, in document order. */
function anchorHrefs(markup: string): string[] {
  const hrefs: string[] = []
  for (const [, attributes] of markup.matchAll(ANCHOR)) {
    for (const [, name, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      if (name.toLowerCase() !== 'href') continue
      hrefs.push(decodeEntities(double ?? single ?? bare ?? ''))
      break
    }
  }
  return hrefs
}

/** The text of the first <h1> inside <main>, as `main h1` finds it; '' when there is none. */
function mainHeading(markup: string): string {
  const main = /<main(?=[\s>])[^>]*>/i.exec(markup)
  if (!main) return ''
  const rest = markup.slice(main.index + main[0].length)
  const end = rest.search(/<\/main\s*>/i)
  const h1 = /<h1(?=[\s>])[^>]*>([\s\S]*?)<\/h1\s*>/i.exec(end < 0 ? rest : rest.slice(0, end))
  return h1
    ? decodeEntities(h1[1].replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim()
    : ''
}

/** The page as the server sends it: its status, its address after redirects, and its markup. */
async function fetchPage(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: { accept: 'text/html' }, failOnStatusCode: false })
  const html = await res.text()
  return {
    status: res.status(),
    finalUrl: res.url(),
    // The shell of a page the server does not render holds no content, only the script that renders it.
    serverRendered: html.includes('id="ssr-state"'),
    markup: visibleMarkup(html),
  }
}

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

test('every internal link resolves to a real page', async ({ page, request, baseURL }) => {
  test.setTimeout(600_000)
  const origin = new URL(baseURL!).origin
  const queue: { url: string; from: string }[] = [{ url: '/', from: '(start)' }]
  const seen = new Set<string>(['/'])
  const perShape = new Map<string, number>()
  const loadedShapes = new Set<string>()
  const failures: string[] = []
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  let visited = 0

  /** Queues `href` (absolute, or relative to `base`) when it is an internal page not yet seen. */
  const follow = (href: string, base: string, from: string) => {
    const u = new URL(href, base)
    if (u.origin !== origin || !/^https?:$/.test(u.protocol)) return
    if (u.pathname.startsWith('/api/') || u.pathname.startsWith('/media/') || /\.\w+$/.test(u.pathname)) return
    const key = `${u.pathname}${u.search}`
    if (seen.has(key)) return
    const shape = shapeOf(u.pathname) + (u.search ? '?' : '')
    const n = perShape.get(shape) ?? 0
    if (n >= PER_SHAPE && (shape.includes(':id') || u.search)) return
    perShape.set(shape, n + 1)
    seen.add(key)
    queue.push({ url: key, from })
  }

  const check = (url: string, from: string, h1: string, where: string) => {
    if (ERROR_HEADING.test(h1)) failures.push(`${url} (linked from ${from}): "${h1}"${where}`)
    else if (!h1) failures.push(`${url} (linked from ${from}): no heading (page did not render)${where}`)
  }

  while (queue.length && visited < MAX_PAGES) {
    const { url, from } = queue.shift()!
    visited++
    const served = await fetchPage(request, url)
    if (served.status >= 400) {
      failures.push(`${url} (linked from ${from}): HTTP ${served.status}`)
      continue // the error page's links are the site's own, followed from its other pages
    }
    if (served.serverRendered) check(url, from, mainHeading(served.markup), ' in the HTML the server sent')
    const serverLinks = anchorHrefs(served.markup).map((href) => new URL(href, served.finalUrl).href)
    for (const href of serverLinks) follow(href, served.finalUrl, url)

    // Loaded in the browser as well: the first page of its route shape, and every page the server
    // does not render (its shell says nothing of its heading or its links).
    const shape = routeShapeOf(new URL(served.finalUrl))
    if (served.serverRendered && loadedShapes.has(shape)) continue
    loadedShapes.add(shape)
    errors.length = 0
    await page.goto(url)
    await settle(page)
    const h1 =
      (
        await page
          .locator('main h1')
          .first()
          .textContent()
          .catch(() => null)
      )?.trim() ?? ''
    check(url, from, h1, ' in the browser')
    if (errors.length) failures.push(`${url}: page error ${errors.join('; ')}`)
    // Links the browser shows that the server's HTML lacks: rendered on the client only.
    const shown = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href))
    const sent = new Set(serverLinks)
    for (const href of shown) if (!sent.has(href)) follow(href, page.url(), `${url}, once rendered in the browser`)
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
