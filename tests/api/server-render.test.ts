// Server-rendered public pages (issue 15, docs/decisions/0013-server-rendering.md): the HTML of a
// public page already holds its content and the data it was rendered from; signed-in areas keep
// the client-rendered shell. Rendered from the source renderer, so no web build is needed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '~/server/app'
import { loadConfig } from '~/server/config'
import * as renderer from '~/web/entry-server'
import { clearVenues, insertVenue } from './fixtures/venues'
import { createTestDatabase } from './setup/test-app'

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

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-ssr-web-'))
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE)
  const created = await createTestDatabase()
  drop = created.drop
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bountiful-test-data' })
  app = await buildApp({ config, database: created.database, serveWeb: true, webDir, serverRenderEntry: renderer })
  await app.ready()
  await clearVenues(app.db)
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

const get = (url: string) => app.inject({ method: 'GET', url })

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

  it('signed-in areas keep the client-rendered shell', async () => {
    for (const url of ['/dashboard', '/staff', '/profile', '/saved']) {
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
})
