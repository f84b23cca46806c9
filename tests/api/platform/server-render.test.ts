// Server-rendered public pages: the HTML of a
// public page already holds its content and the data it was rendered from; signed-in areas keep
// the client-rendered shell. Rendered from the source renderer, so no web build is needed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import * as renderer from '~/web/entry-server'
import { requests } from '~/server/db/schema'
import { catalogueChanged } from '~/server/lib/catalogue-generation'
import { createUser } from '../fixtures/users'
import { clearVenues, insertVenue } from '../fixtures/venues'
import { createTestDatabase } from '../setup/test-app'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Bountiful</title>
    <meta name="description" data-ssr content="Default description" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

let app: App
let drop: () => Promise<void>
let webDir: string
let venueId: number
let staffAuth: { authorization: string }
// The renderer the app calls, watched: a page served from the HTML cache is not rendered again.
const render = vi.fn(renderer.render)

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-ssr-web-'))
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE)
  const created = await createTestDatabase()
  drop = created.drop
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bountiful-test-data' })
  app = await buildApp({
    config,
    database: created.database,
    serveWeb: true,
    webDir,
    serverRenderEntry: { isServerRendered: renderer.isServerRendered, render },
  })
  await app.ready()
  await clearVenues(app.db)
  staffAuth = (await createUser(app.db, { role: 'staff', firstName: 'Sam' })).auth
  venueId = await insertVenue(app.db, {
    name: 'The Harbour <Room>',
    citySlug: 'chicago',
    description: 'A long table by the water. </script><script>alert(1)</script>',
  })
})
afterAll(async () => {
  await app?.close()
  await drop?.()
  fs.rmSync(webDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

/** Times the renderer ran for `url` (its path and query, as the app passed it). */
const rendersOf = (url: string) => render.mock.calls.filter(([opts]) => opts.url === url).length

/**
 * Asks until the page comes from the cache, and returns it. On PostgreSQL this instance's own
 * notice of a catalogue write arrives a moment after the write and empties the cache once more.
 */
async function cachedPage(url: string) {
  let res = await get(url)
  await expect.poll(async () => (res = await get(url)).headers['x-render-cache']).toBe('hit')
  return res
}

/** What the server put inside <div id="root">, and the state script after it. */
function page(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1]
  const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1]
  return {
    root: root ?? '',
    state: state
      ? (JSON.parse(state) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } })
      : undefined,
  }
}

describe('server-rendered public pages', () => {
  // First in the file: the first page of a process with a lazy part (the venue page's calendar, a
  // search's advanced options) waits for its code in the streamed render; every later one is
  // rendered at once (renderToString). Both must write the same page, or hydration would not match.
  it.each([
    ['a venue page and its calendar', () => `/venues/${venueId}?guests=20`, 'role="grid"'],
    ['a search with its advanced options', () => '/search?location=Chicago&dietary=vegan', 'Dietary preferences'],
  ])('%s: the same HTML before and after their code has loaded', async (_name, url, lazyPart) => {
    const fetchJson = async (path: string) => {
      const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } })
      return { status: res.statusCode, body: res.body }
    }
    // The first loads the page's code, seconds on a busy machine: more than the renderer's 5 s.
    const signal = () => AbortSignal.timeout(60_000)
    const first = await renderer.render({ url: url(), fetchJson, signal: signal() })
    const again = await renderer.render({ url: url(), fetchJson, signal: signal() })
    expect(first?.html).toContain(lazyPart)
    expect(again?.html).toBe(first?.html)
  })

  it('GET / holds the landing headline in its body and the data it was rendered with', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    const { root, state } = page(res.body)
    expect(root).toContain('From Vision to Venue, We Make Group Dining Seamless')
    expect(root).toContain('Skip to main content')
    // The site settings every page reads (GET /api/config) travel with the page.
    expect(state?.queries.queries.map((q) => q.queryKey)).toContainEqual(['config', 'public'])
    // Head tags stay in the head, written once by the server.
    expect(root).not.toMatch(/<title>|<meta /)
    expect(res.body.match(/<title>/g)).toHaveLength(1)
  })

  it.each(['/about', '/help', '/meet-callie', '/private-dining'])('GET %s is rendered on the server', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(page(res.body).root).toMatch(/<h1[^>]*>/)
  })

  it.each(['/', '/about', '/media-kit', '/privacy'])(
    'GET %s names no unnamed company behind the product (the footer and pages say nothing untrue)',
    async (url) => {
      const { root } = page((await get(url)).body)
      expect(root).toContain('© ')
      expect(root).not.toMatch(/creative technology|studio in California/i)
    },
  )

  it('GET /venues/:id holds the venue in its body and its data, unharmed by what the venue says', async () => {
    const res = await get(`/venues/${venueId}`)
    expect(res.statusCode).toBe(200)
    const { root, state } = page(res.body)
    expect(root).toMatch(/<h1[^>]*>The Harbour &lt;Room&gt;<\/h1>/)
    expect(root).toContain('A long table by the water. &lt;/script&gt;')
    const venue = state?.queries.queries.find((q) => JSON.stringify(q.queryKey).includes(String(venueId)))
    expect(venue?.state.data).toMatchObject({ id: venueId, name: 'The Harbour <Room>' })
    // Only the state script and the page's JSON-LD: the description's </script> stayed text.
    expect(res.body).not.toContain('<script>alert(1)')
  })

  it('renders a venue, a search, a city and a category page once: each route fetches what its page shows first', async () => {
    const fetchJson = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })
      return { status: res.statusCode, body: res.body }
    }
    for (const url of [`/venues/${venueId}`, '/search?location=Chicago', '/venues/in/chicago', '/venues/restaurants']) {
      const result = await renderer.render({ url, fetchJson })
      expect(result?.html, url).toContain('The Harbour &lt;Room&gt;')
      expect(result?.passes, url).toBe(1)
    }
  })

  it('says how fast a venue replies only once it has answered five requests', async () => {
    const quick = await insertVenue(app.db, { name: 'The Quick Reply' })
    const answered = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const createdAt = new Date(Date.now() - 48 * 3_600_000)
        await app.db.insert(requests).values({
          reference: `BR-RT${quick}${i}${n}`,
          kind: 'booking',
          name: 'Dana Planner',
          email: 'dana@example.com',
          venueId: quick,
          details: {},
          createdAt,
          firstResponseAt: new Date(createdAt.getTime() + 2.5 * 3_600_000),
        })
      }
      await catalogueChanged(app.db)
    }
    await answered(4)
    expect(page((await get(`/venues/${quick}`)).body).root).not.toContain('Usually replies')
    await answered(1)
    expect(page((await get(`/venues/${quick}`)).body).root).toContain('Usually replies within 3 hours')
  })

  it('a page for an unknown venue keeps its 404 status, and the browser shows the not-found state', async () => {
    const res = await get('/venues/987654321')
    expect(res.statusCode).toBe(404)
    const { root, state } = page(res.body)
    // The failed query is not sent: the browser asks again and shows "not found" itself.
    expect(root).toContain('Loading venue')
    expect(state?.queries.queries.some((q) => JSON.stringify(q.queryKey).includes('987654321'))).toBe(false)
  })

  it.each([
    ['a city page', '/venues/in/chicago'],
    ['a category page', '/venues/restaurants'],
    ['a search', '/search?location=Chicago&guests=20'],
  ])('%s (%s) lists its venues in the HTML', async (_name, url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    const { root, state } = page(res.body)
    expect(root).toContain('The Harbour &lt;Room&gt;')
    expect(JSON.stringify(state?.queries)).toContain('The Harbour <Room>')
  })

  it.each([
    ['/login', 'Welcome back'],
    ['/concierge', 'Plan your group dinner with Callie'],
    ['/shortlist', 'No venues on your shortlist yet'],
  ])('GET %s is rendered as a visitor sees it, so it paints from the HTML', async (url, text) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    const { root, state } = page(res.body)
    expect(root).toContain(text)
    // Nothing of a visitor's own is read on the server: Callie's threads are her browser's cookie's.
    expect(state?.queries.queries.map((q) => q.queryKey)).not.toContainEqual(['callie', 'list'])
  })

  it('the dashboard is rendered as its loading state, the same for everyone: no session, no user data', async () => {
    const res = await get('/dashboard')
    expect(res.statusCode).toBe(200)
    const { root, state } = page(res.body)
    expect(root).toContain('My Events')
    expect(root).toContain('Loading your events...')
    // The session is the browser's: nothing signed-in is read on the server.
    expect(state?.queries.queries.map((q) => q.queryKey)).toEqual([['config', 'public']])
  })

  it('other signed-in areas keep the client-rendered shell', async () => {
    for (const url of ['/staff', '/profile', '/saved']) {
      const res = await get(url)
      expect(res.body, url).toContain('<div id="root"></div>')
      expect(res.body, url).not.toContain('id="ssr-state"')
    }
  })

  it('writes the state so that no text in the data can end its script element', () => {
    const script = renderer.serializeState({
      router: { loaderData: {} },
      queries: {
        mutations: [],
        queries: [
          {
            queryKey: ['x'],
            queryHash: '["x"]',
            dehydratedAt: 0,
            state: {
              data: '</script><script>alert(1)</script><!--',
              dataUpdateCount: 1,
              dataUpdatedAt: 0,
              error: null,
              errorUpdateCount: 0,
              errorUpdatedAt: 0,
              fetchFailureCount: 0,
              fetchFailureReason: null,
              fetchMeta: null,
              isInvalidated: false,
              status: 'success',
              fetchStatus: 'idle',
            },
          },
        ],
      },
    })
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script).not.toContain('<!--')
    const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(script)![1]
    expect(JSON.parse(json).queries.queries[0].state.data).toBe('</script><script>alert(1)</script><!--')
  })

  it("preloads the route's chunks, not the entry's (index.html has those), each once", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'app/routes/venue.tsx': { file: 'assets/venue-1.js', imports: ['index.html', '_card.js', '_react.js'] },
      '_card.js': { file: 'assets/card-1.js', imports: ['_react.js', '_icon.js'] },
      '_icon.js': { file: 'assets/icon-1.js' },
    }
    expect(renderer.routePreloadTags(['app/routes/venue.tsx'], manifest)).toBe(
      '<link rel="modulepreload" href="/assets/venue-1.js">' +
        '<link rel="modulepreload" href="/assets/card-1.js">' +
        '<link rel="modulepreload" href="/assets/icon-1.js">',
    )
    expect(renderer.routePreloadTags(['app/routes/unknown.tsx'], manifest)).toBe('')
  })

  it("gives the landing its own entry and that entry's chunks, each once; other pages' preloads ignore it", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      'landing-entry.tsx': { file: 'assets/landing-1.js', isEntry: true, imports: ['_react.js', '_icon.js'] },
      '_react.js': { file: 'assets/react-1.js', imports: ['_jsx.js'] },
      '_jsx.js': { file: 'assets/jsx-1.js' },
      '_icon.js': { file: 'assets/icon-1.js', imports: ['_jsx.js'] },
      'app/routes/venue.tsx': { file: 'assets/venue-1.js', imports: ['index.html', '_icon.js'] },
    }
    expect(renderer.landingEntryTags(manifest)).toBe(
      '<script type="module" crossorigin src="/assets/landing-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/jsx-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/icon-1.js">',
    )
    // The landing's entry is not loaded on a venue page: its chunks are preloaded there as the route's.
    expect(renderer.routePreloadTags(['app/routes/venue.tsx'], manifest)).toBe(
      '<link rel="modulepreload" href="/assets/venue-1.js"><link rel="modulepreload" href="/assets/icon-1.js">',
    )
    expect(renderer.landingEntryTags({ 'index.html': manifest['index.html'] })).toBeUndefined()
  })
})

describe('the rendered pages cache', () => {
  it('a page asked for again is kept: from its third ask it is served from the cache, not rendered, byte for byte the same', async () => {
    const url = '/venues/in/chicago?guests=30'
    const first = await get(url)
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-render-cache']).toBe('miss')
    expect(rendersOf(url)).toBe(1)
    // A page asked for once is not kept (most pages of real traffic are never asked for again); its
    // second ask within the minute renders it again and keeps it. (Asked across a minute's turn, the
    // pair is asked again.)
    let kept = first
    let again = first
    await expect
      .poll(async () => {
        kept = await get(url)
        again = await get(url)
        return again.headers['x-render-cache']
      })
      .toBe('hit')
    const renders = rendersOf(url)
    expect((await get(url)).headers['x-render-cache']).toBe('hit')
    expect(rendersOf(url)).toBe(renders)
    // The page kept is the render of the ask that kept it.
    expect(again.body).toBe(kept.body)
    expect(again.statusCode).toBe(200)
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(again.headers['cache-control']).toBe('no-cache')
  })

  it('a hit is compressed as the client accepts, and holds the same page', async () => {
    const url = '/about?from=cache-test'
    const plain = await cachedPage(url)
    const renders = rendersOf(url)
    const br = await get(url, { 'accept-encoding': 'br' })
    const gzip = await get(url, { 'accept-encoding': 'gzip' })
    expect([br.headers['x-render-cache'], gzip.headers['x-render-cache']]).toEqual(['hit', 'hit'])
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body)
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body)
    // Served, not rendered again.
    expect(rendersOf(url)).toBe(renders)
  })

  it('does not depend on who asks: a signed-in request gets the same page as a visitor', async () => {
    const url = '/help?who=anyone'
    let visitor = await get(url)
    let signedIn = visitor
    // A page is kept for the minute it was made in: a pair asked across a minute's turn is asked again.
    await expect
      .poll(async () => {
        visitor = await get(url)
        signedIn = await get(url, { ...staffAuth, cookie: 'theme=dark', 'accept-language': 'fr' })
        return signedIn.headers['x-render-cache']
      })
      .toBe('hit')
    expect(signedIn.body).toBe(visitor.body)
  })

  it('different query strings are different pages', async () => {
    const a = await get('/search?location=Chicago&guests=20')
    const b = await get('/search?location=Chicago&guests=40')
    expect(b.headers['x-render-cache']).toBe('miss')
    expect(rendersOf('/search?location=Chicago&guests=40')).toBe(1)
    expect(page(b.body).state).not.toEqual(page(a.body).state)
    expect((await cachedPage('/search?location=Chicago&guests=40')).headers['x-render-cache']).toBe('hit')
  })

  it('a staff edit of a venue is on its page, its city page and its head at once', async () => {
    const url = `/venues/${venueId}`
    const city = '/venues/in/chicago'
    await cachedPage(url)
    await cachedPage(city)
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/staff/venues/${venueId}`,
      headers: staffAuth,
      payload: { name: 'The Harbour Loft' },
    })
    expect(edit.statusCode).toBe(200)
    const after = await get(url)
    expect(after.headers['x-render-cache']).toBe('miss')
    expect(page(after.body).root).toMatch(/<h1[^>]*>The Harbour Loft<\/h1>/)
    expect(after.body).toMatch(/<title>The Harbour Loft/)
    expect(page((await get(city)).body).root).toContain('The Harbour Loft')
    // Put back for the tests above, whatever order they run in.
    await app.inject({
      method: 'PATCH',
      url: `/api/staff/venues/${venueId}`,
      headers: staffAuth,
      payload: { name: 'The Harbour <Room>' },
    })
    expect(page((await get(url)).body).root).toMatch(/<h1[^>]*>The Harbour &lt;Room&gt;<\/h1>/)
  })

  it('keeps neither a 404 nor a client-rendered shell', async () => {
    const renders = rendersOf('/venues/987654321')
    for (const url of ['/venues/987654321', '/profile']) {
      await get(url)
      expect((await get(url)).headers['x-render-cache'], url).toBe('miss')
    }
    expect(rendersOf('/venues/987654321')).toBe(renders + 2)
  })
})
