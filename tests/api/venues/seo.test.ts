// Findability: robots.txt, sitemap.xml (an index of paged sitemaps) from the catalogue,
// and a venue page's HTML that carries its title, description, canonical URL, social tags and
// JSON-LD without any JavaScript.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITIES } from '~/domain/cities'
import { PUBLIC_PAGES } from '~/domain/site/public-pages'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import { briefs, venues } from '~/server/db/schema'
import { resolvePageHead } from '~/server/seo/page-meta'
import { headInjector, injectHead, type HeadParts } from '~/server/seo/render-head'
import { listSitemaps, venueSitemapStream } from '~/server/seo/sitemap'
import { clearVenues, insertVenues } from '../fixtures/venues'
import { createTestDatabase } from '../setup/test-app'

const ORIGIN = 'https://bountiful.example'
// A minimal stand-in for the built index.html, so the test needs no web build.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Bountiful — Group dining and private event venues</title>
    <meta name="description" data-ssr content="Default description" />
    <script src="/theme-init.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`

let app: App
let drop: () => Promise<void>
let webDir: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-seo-web-'))
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE)
  const created = await createTestDatabase()
  drop = created.drop
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/bountiful-test-data',
    PUBLIC_URL: ORIGIN,
  })
  // The head alone, whether or not a build is present (server rendering: server-render.test.ts).
  app = await buildApp({
    config,
    database: created.database,
    serveWeb: true,
    webDir,
    serverRenderEntry: path.join(webDir, 'no-renderer.js'),
  })
  await app.ready()
  await clearVenues(app.db)
  const list = [
    {
      name: 'Salt & <Script> House',
      citySlug: 'san-francisco',
      type: 'restaurant',
      rating: 4.62,
      reviewCount: 12,
      pricePerPerson: 120,
      maxGuests: 40,
      lat: 37.79,
      lng: -122.4,
      address: '12 Pier St, San Francisco, CA',
      description: 'A harbour-side room. "Quotes" & </script><script>alert(1)</script> stay text.',
      photos: [{ url: '/media/zz-salt.webp', position: 0, alt: 'Dining room' }],
    },
    {
      name: 'Gallery Loft',
      citySlug: 'chicago',
      type: 'unique-venue',
      rating: 4.1,
      reviewCount: 0,
      pricePerPerson: 45,
    },
    { name: 'Archived Room', citySlug: 'chicago', status: 'archived' as const },
    { name: 'Austin Early', citySlug: 'austin', rating: 4 },
  ]
  const inserted = await insertVenues(app.db, list)
  list.forEach((v, i) => (ids[v.name] = inserted[i]))
})
afterAll(async () => {
  await app?.close()
  await drop?.()
  fs.rmSync(webDir, { recursive: true, force: true })
})

const get = (url: string) => app.inject({ method: 'GET', url })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
/** A page's two parts as the browser receives them. */
const whole = ({ head, rest }: HeadParts) => head + rest

describe('GET /robots.txt', () => {
  it('allows everything but private areas and points at the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toContain('User-agent: *\nAllow: /')
    for (const p of ['/dashboard', '/staff', '/api']) expect(res.body).toContain(`Disallow: ${p}\n`)
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})

/** sitemap.xml's index, and the body of every sitemap it lists. */
async function sitemaps() {
  const index = await get('/sitemap.xml')
  const listed = locs(index.body)
  const bodies: string[] = []
  for (const loc of listed) {
    expect(loc.startsWith(ORIGIN), loc).toBe(true)
    const res = await get(loc.slice(ORIGIN.length))
    expect(res.statusCode, loc).toBe(200)
    expect(res.headers['content-type'], loc).toMatch(/^application\/xml/)
    expect(res.body, loc).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    )
    expect(res.body.endsWith('</urlset>\n'), loc).toBe(true)
    bodies.push(res.body)
  }
  return { index, listed, body: bodies.join('') }
}

describe('GET /sitemap.xml', () => {
  it('is a sitemap index: the pages sitemap, then one per range of venue ids, each with a lastmod', async () => {
    const { index, listed } = await sitemaps()
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toMatch(/^application\/xml/)
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    )
    // The test's venues all have ids under 10,000: one venue sitemap.
    expect(listed).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/venues-1.xml`])
    expect(
      index.body.match(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/sitemap>/g),
    ).toHaveLength(2)
  })

  it('lists every active venue, every city page and the public pages, each with a lastmod', async () => {
    const { body } = await sitemaps()
    const urls = locs(body)
    // Every active venue (whatever its city), never an archived one.
    const activeIds = (await app.db.select({ id: venues.id }).from(venues).where(eq(venues.status, 'active'))).map(
      (v) => v.id,
    )
    expect(activeIds.sort()).toEqual([ids['Salt & <Script> House'], ids['Gallery Loft'], ids['Austin Early']].sort())
    for (const id of activeIds) expect(urls).toContain(`${ORIGIN}/venues/${id}`)
    expect(urls).not.toContain(`${ORIGIN}/venues/${ids['Archived Room']}`)
    for (const c of CITIES) expect(urls).toContain(`${ORIGIN}/venues/in/${c.slug}`)
    for (const p of PUBLIC_PAGES.filter((p) => !p.noindex)) expect(urls).toContain(`${ORIGIN}${p.path}`)
    expect(urls).not.toContain(`${ORIGIN}/dashboard`)
    // One <url> per location, each with a date.
    expect(new Set(urls).size).toBe(urls.length)
    expect(body.match(/<url>/g)).toHaveLength(urls.length)
    expect(body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(urls.length)
    expect(body).toContain(`<loc>${ORIGIN}/privacy</loc><lastmod>2025-06-01</lastmod>`)
  })

  it('answers 404 for a venue sitemap with no venue and for any other name', async () => {
    for (const url of [
      '/sitemaps/venues-2.xml',
      '/sitemaps/venues-0.xml',
      '/sitemaps/venues-01.xml',
      '/sitemaps/x.xml',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toEqual({ code: 'not_found', message: `Not found: GET ${url}` })
    }
  })
})

describe('venue sitemaps in pages and chunks', () => {
  const origin = ORIGIN
  const text = async (stream: Readable | undefined) => {
    expect(stream).toBeDefined()
    let out = ''
    for await (const chunk of stream!) out += String(chunk)
    return out
  }

  it('hold at most their share of venues each, and together every offered venue once', async () => {
    const offeredIds = [ids['Salt & <Script> House'], ids['Gallery Loft'], ids['Austin Early']].sort((a, b) => a - b)
    const perSitemap = 2
    const listed = await listSitemaps({ db: app.db, origin, perSitemap })
    const pages = listed.slice(1).map((s) => Number(/venues-(\d+)\.xml$/.exec(s.loc)![1]))
    expect(pages).toEqual([...new Set(offeredIds.map((id) => Math.floor((id - 1) / perSitemap) + 1))])
    const seen: string[] = []
    for (const page of pages) {
      const urls = locs(await text(await venueSitemapStream({ db: app.db, origin, page, perSitemap })))
      expect(urls.length).toBeLessThanOrEqual(perSitemap)
      seen.push(...urls)
    }
    expect(seen).toEqual(offeredIds.map((id) => `${ORIGIN}/venues/${id}`))
  })

  it('read one row at a time, are the same as read in one chunk', async () => {
    const whole = await text(await venueSitemapStream({ db: app.db, origin, page: 1 }))
    const byRow = await text(await venueSitemapStream({ db: app.db, origin, page: 1, chunkRows: 1 }))
    expect(byRow).toBe(whole)
    expect(locs(whole)).toHaveLength(3)
  })
})

describe('sitemap lastmod of city pages', () => {
  it("is the newest change among that city's active venues; a city without venues takes the catalogue's date", async () => {
    const at = (day: string) => new Date(`${day}T12:00:00Z`)
    await app.db
      .update(venues)
      .set({ updatedAt: at('2025-01-02') })
      .where(eq(venues.id, ids['Gallery Loft']))
    await app.db
      .update(venues)
      .set({ updatedAt: at('2025-03-04') })
      .where(eq(venues.id, ids['Austin Early']))
    await app.db
      .update(venues)
      .set({ updatedAt: at('2025-05-06') })
      .where(eq(venues.id, ids['Salt & <Script> House']))
    // Archived venues don't count, even when edited last.
    await app.db
      .update(venues)
      .set({ updatedAt: at('2025-07-08') })
      .where(eq(venues.id, ids['Archived Room']))
    const { body } = await sitemaps()
    const lastmodOf = (loc: string) =>
      new RegExp(`<loc>${ORIGIN}${loc}</loc><lastmod>([^<]+)</lastmod>`).exec(body)?.[1]
    expect(lastmodOf('/venues/in/chicago')).toBe('2025-01-02')
    expect(lastmodOf('/venues/in/austin')).toBe('2025-03-04')
    expect(lastmodOf('/venues/in/san-francisco')).toBe('2025-05-06')
    const empty = CITIES.find((c) => !['chicago', 'austin', 'san-francisco'].includes(c.slug))!
    expect(lastmodOf(`/venues/in/${empty.slug}`)).toBe('2025-05-06')
  })
})

describe('venue page HTML without JavaScript', () => {
  it('carries the venue title, description, canonical, social tags and JSON-LD, all escaped', async () => {
    const id = ids['Salt & <Script> House']
    const res = await get(`/venues/${id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const html = res.body
    expect(html).toContain('<title>Salt &amp; &lt;Script&gt; House · San Francisco, CA · Bountiful</title>')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    expect(html).not.toContain('Default description')
    expect(html).toMatch(
      /<meta name="description" content="Salt &amp; &lt;Script&gt; House, San Francisco, CA: up to 40 guests\. A harbour-side room\. &quot;Quotes&quot; &amp; &lt;\/script&gt;/,
    )
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/venues/${id}" data-ssr>`)
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/venues/${id}" data-ssr>`)
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/zz-salt.webp" data-ssr>`)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-ssr>')
    // Only the template's own script tag plus the JSON-LD block: the description cannot open a script.
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(html.match(/<\/script>/g)).toHaveLength(2)

    const ld = /<script type="application\/ld\+json" data-ssr>([\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(ld).toBeDefined()
    expect(ld).not.toContain('<')
    expect(ld).toContain('\\u003c/script>')
    expect(JSON.parse(ld!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': `${ORIGIN}/venues/${id}`,
      name: 'Salt & <Script> House',
      description: 'A harbour-side room. "Quotes" & </script><script>alert(1)</script> stay text.',
      url: `${ORIGIN}/venues/${id}`,
      image: `${ORIGIN}/media/zz-salt.webp`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Pier St',
        addressLocality: 'San Francisco',
        addressRegion: 'CA',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: expect.closeTo(37.79, 4), longitude: expect.closeTo(-122.4, 4) },
      priceRange: '$$$',
      maximumAttendeeCapacity: 40,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12, bestRating: 5, worstRating: 1 },
    })
  })

  it('uses EventVenue for non-restaurants and leaves out a rating nobody gave', async () => {
    const res = await get(`/venues/${ids['Gallery Loft']}`)
    const ld = JSON.parse(/<script type="application\/ld\+json" data-ssr>([\s\S]*?)<\/script>/.exec(res.body)![1])
    expect(ld['@type']).toBe('EventVenue')
    expect(ld.priceRange).toBe('$')
    expect(ld.aggregateRating).toBeUndefined()
  })

  it("writes, from the venue's API answer, the head a read of the database gives, byte for byte", async () => {
    // The page sender reads a venue page's venue from its API answer (routes.ts, venueFromApi), which
    // the render asks next; resolvePageHead's own read of the database is the reference.
    const demo = await app.db.select({ id: venues.id }).from(venues).where(eq(venues.isDemo, true)).limit(20)
    for (const id of [...Object.values(ids), ...demo.map((v) => v.id), 99999999]) {
      const pathname = `/venues/${id}`
      const expected = await resolvePageHead({ db: app.db, pathname, origin: ORIGIN })
      const res = await get(pathname)
      expect(res.statusCode, pathname).toBe(expected.status)
      expect(res.body, pathname).toBe(whole(headInjector(TEMPLATE)(expected.meta)))
    }
  })

  it('answers 404 with noindex for an archived or unknown venue, still with the app', async () => {
    for (const url of [`/venues/${ids['Archived Room']}`, '/venues/99999999']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('<div id="root"></div>')
      expect(res.body).toContain('<meta name="robots" content="noindex" data-ssr>')
      expect(res.body).not.toContain('application/ld+json')
    }
  })
})

describe('other pages', () => {
  it('get their own title, description and canonical from the list of public pages', async () => {
    const res = await get('/privacy?utm=x')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Privacy Policy · Bountiful</title>')
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/privacy" data-ssr>`)
    const alias = await get('/venues/unique')
    expect(alias.body).toContain(`<link rel="canonical" href="${ORIGIN}/venues/unique-venues" data-ssr>`)
  })

  it('city pages: active and coming soon have a head; an unknown city is a 404', async () => {
    const sf = await get('/venues/in/san-francisco')
    expect(sf.statusCode).toBe(200)
    expect(sf.body).toContain('<title>Group dining venues in San Francisco, CA · Bountiful</title>')
    const austin = await get('/venues/in/austin')
    expect(austin.body).toContain('coming soon to Austin, TX')
    expect((await get('/venues/in/atlantis')).statusCode).toBe(404)
  })

  it('pages the list does not name get the generic head; private ones are not indexed', async () => {
    const res = await get('/dashboard/events/3')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Bountiful — Group dining and private event venues</title>')
    expect(res.body).toContain('<meta name="robots" content="noindex" data-ssr>')
    expect((await get('/')).body).toContain(`<link rel="canonical" href="${ORIGIN}/" data-ssr>`)
  })

  it('a path the app has no page for, or a link page with an unknown token, is a 404 with the app', async () => {
    const random = 'Zq'.repeat(21) + 'x'
    for (const url of [
      '/nonexistent/x',
      '/venues/not-a-category',
      '/staff/nowhere',
      `/pay/${random}`,
      `/votes/${random}`,
      `/proposals/${random}`,
      `/invitations/${random}`,
      `/venue-portal/invitations/${random}`,
      `/requests/${random}`,
      '/e/unknownEvent123',
      '/votes/%00',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toContain('text/html')
      // The app still loads and shows its "Page not found" (or the link's own "not valid") page.
      expect(res.body, url).toContain('<div id="root"></div>')
      expect(res.body, url).toContain('<title>Page Not Found · Bountiful</title>')
      expect(res.body, url).toContain('<meta name="robots" content="noindex" data-ssr>')
    }
  })

  it('a page answers HEAD with the status and headers of its GET and no body', async () => {
    // Over a real socket: Node's HTTP server is what leaves a HEAD answer's body out.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const venueId = (await app.db.select({ id: venues.id }).from(venues).limit(1))[0].id
    for (const [url, status] of [
      ['/login', 200],
      ['/search?location=Chicago%2C%20IL', 200],
      [`/venues/${venueId}`, 200],
      ['/venues/99999999', 404],
      ['/nonexistent/x', 404],
    ] as const) {
      const res = await fetch(origin + url, { method: 'HEAD' })
      expect(res.status, url).toBe(status)
      expect(res.headers.get('content-type'), url).toContain('text/html')
      expect(await res.text(), url).toBe('')
    }
  })

  it('a link page with a known token is a 200', async () => {
    const [{ voteToken }] = await app.db
      .insert(briefs)
      .values({
        reference: 'BF-SEO01',
        name: 'Olive Organiser',
        email: 'olive@example.com',
        occasion: 'social',
        eventDate: '2030-06-01',
        eventTime: '7:00 PM',
        guests: 12,
        tokenHash: 'seo-test-brief',
        voteToken: 'Kn'.repeat(21) + 'x',
      })
      .returning({ voteToken: briefs.voteToken })
    expect((await get(`/votes/${voteToken}`)).statusCode).toBe(200)
    expect((await get('/payments/thanks?session=cs_test_1&key=x')).statusCode).toBe(200)
  })

  it('the API keeps answering JSON 404s', async () => {
    const res = await get('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not found: GET /api/nothing-here' })
  })
})

describe('injectHead', () => {
  it('adds a title when the template has none and never duplicates the description', () => {
    const html = injectHead('<html><head><meta name="description" content="x"></head><body></body></html>', {
      title: 'A & B',
      description: 'D',
    })
    expect(html).toContain('<title>A &amp; B</title>')
    expect(html.match(/name="description"/g)).toHaveLength(1)
  })
})

describe('headInjector', () => {
  const meta = {
    title: 'Café <Lumière> · $1',
    description: 'Up to 40 "guests" $& more',
    canonical: 'http://x/venues/1',
  }
  it.each([
    [
      'a title and a description before a long stylesheet',
      `<html><head><meta charset="UTF-8" /><title>Bountiful</title><meta name="description" content="generic"><style>${'a{b:c}'.repeat(500)}</style>\n  </head><body><div id="root"></div></body></html>`,
    ],
    ['no title', '<html><head><meta name="description" content="x"></head><body></body></html>'],
    ['no </head>', '<html><title>T</title><body></body></html>'],
  ])('writes the same page as injectHead, for a template with %s', (_, template) => {
    expect(whole(headInjector(template)(meta))).toBe(injectHead(template, meta))
  })

  it("cuts the page at its </head>, the rest the template's own", () => {
    const template = '<html><head><title>T</title><style>s</style>\n  </head><body><div id="root"></div></body></html>'
    const { head, rest } = headInjector(template)(meta)
    expect(rest).toBe('</head><body><div id="root"></div></body></html>')
    expect(head).toMatch(/^<html><head><title>Café &lt;Lumière&gt; · \$1<\/title><style>s<\/style>/)
    expect(head).not.toContain('</head>')
    // Whether the head needs two bytes a character, known without reading the template again.
    expect(headInjector(template)(meta).headWide).toBe(false)
    expect(headInjector(template)({ ...meta, title: 'Ōsaka Room' }).headWide).toBe(true)
  })
})
