// Findability (issue 8): robots.txt, sitemap.xml from the catalogue, and a venue page's HTML that
// carries its title, description, canonical URL, social tags and JSON-LD without any JavaScript.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CITIES } from '~/domain/cities'
import { PUBLIC_PAGES } from '~/domain/public-pages'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import { venues } from '~/server/db/schema'
import { injectHead } from '~/server/seo/render-head'
import { clearVenues, insertVenues } from './fixtures/venues'
import { createTestDatabase } from './setup/test-app'

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
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bountiful-test-data', PUBLIC_URL: ORIGIN })
  app = await buildApp({ config, database: created.database, serveWeb: true, webDir })
  await app.ready()
  await clearVenues(app.db)
  const list = [
    {
      name: 'Salt & <Script> House', citySlug: 'san-francisco', type: 'restaurant', rating: 4.62, reviewCount: 12,
      pricePerPerson: 120, maxGuests: 40, lat: 37.79, lng: -122.4, address: '12 Pier St, San Francisco, CA',
      description: 'A harbour-side room. "Quotes" & </script><script>alert(1)</script> stay text.',
      photos: [{ url: '/media/zz-salt.webp', position: 0, alt: 'Dining room' }],
    },
    { name: 'Gallery Loft', citySlug: 'chicago', type: 'unique-venue', rating: 4.1, reviewCount: 0, pricePerPerson: 45 },
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

describe('GET /sitemap.xml', () => {
  it('lists every active venue, every city page and the public pages, each with a lastmod', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    const urls = locs(res.body)
    // Every active venue (whatever its city), never an archived one.
    const activeIds = (await app.db.select({ id: venues.id }).from(venues).where(eq(venues.status, 'active'))).map((v) => v.id)
    expect(activeIds.sort()).toEqual([ids['Salt & <Script> House'], ids['Gallery Loft'], ids['Austin Early']].sort())
    for (const id of activeIds) expect(urls).toContain(`${ORIGIN}/venues/${id}`)
    expect(urls).not.toContain(`${ORIGIN}/venues/${ids['Archived Room']}`)
    for (const c of CITIES) expect(urls).toContain(`${ORIGIN}/venues/in/${c.slug}`)
    for (const p of PUBLIC_PAGES.filter((p) => !p.noindex)) expect(urls).toContain(`${ORIGIN}${p.path}`)
    expect(urls).not.toContain(`${ORIGIN}/dashboard`)
    // One <url> per location, each with a date.
    expect(new Set(urls).size).toBe(urls.length)
    expect(res.body.match(/<url>/g)).toHaveLength(urls.length)
    expect(res.body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(urls.length)
    expect(res.body).toContain(`<loc>${ORIGIN}/privacy</loc><lastmod>2025-06-01</lastmod>`)
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
    expect(html).toMatch(/<meta name="description" content="Salt &amp; &lt;Script&gt; House, San Francisco, CA: up to 40 guests\. A harbour-side room\. &quot;Quotes&quot; &amp; &lt;\/script&gt;/)
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

  it('unknown and private paths get the generic head; private ones are not indexed', async () => {
    const res = await get('/dashboard/events/3')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Bountiful — Group dining and private event venues</title>')
    expect(res.body).toContain('<meta name="robots" content="noindex" data-ssr>')
    expect((await get('/')).body).toContain(`<link rel="canonical" href="${ORIGIN}/" data-ssr>`)
  })

  it('the API keeps answering JSON 404s', async () => {
    const res = await get('/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nothing-here' })
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
