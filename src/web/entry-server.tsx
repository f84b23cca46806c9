// Server rendering of the public pages (docs/decisions/0013-server-rendering.md). Vite builds this
// file to dist/server/entry-server.js; the Fastify server loads it at run time by path and calls
// `render` for the pages listed in `isServerRendered`, passing `fetchJson`, which answers API GETs in
// process (app.inject). Everything else (and every page when there is no build) keeps the
// client-rendered shell.
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router'
import fs from 'node:fs'
import { Writable } from 'node:stream'
import { VENUE_TYPES } from '~/domain/venue-types'
import { Hydrated } from './app/hydrated'
import { LandingApp } from './app/landing-app'
import { routes, type RouteModuleHandle } from './app/router'
import { setApiTransport } from './lib/api'
import { createQueryClient } from './lib/query-client'
import { publicConfigQueryOptions } from './lib/use-public-config'
import { SSR_STATE_ID, type SsrState } from './lib/ssr-state'

/** What the server's API answered to a GET (status and body, as sent). */
export type FetchJson = (path: string) => Promise<{ status: number; body: string }>

export type RenderResult = {
  /** The markup for inside <div id="root">. */
  html: string
  /** A <script type="application/json"> element with the router's and the queries' state. */
  stateScript: string
  /** For <head>: the page's resource preloads, then a <link rel="modulepreload"> per chunk of its route modules. */
  headTags: string
  /**
   * The landing's own entry script and its modulepreloads (src/web/landing-entry.tsx), in place of
   * the app's entry and preloads that the template holds; undefined for every other page.
   */
  entryTags?: string
  /** How many times React rendered the page: 1 when its route fetched what it shows first (RouteModuleHandle.prefetch). */
  passes: number
}

/** The web build's manifest (vite.config.ts `build.manifest`): source file → chunk and its imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

/** The landing's entry in the manifest (its path under src/web). */
export const LANDING_ENTRY = 'landing-entry.tsx'

// Beside this file once built: dist/server/entry-server.js → dist/web/.vite/manifest.json.
const MANIFEST_URL = new URL('../web/.vite/manifest.json', import.meta.url)
let manifest: { mtimeMs: number; value: Manifest } | undefined

/** The web build's manifest, read again when a build replaces it; empty without a build (tests). */
function readManifest(): Manifest {
  try {
    const { mtimeMs } = fs.statSync(MANIFEST_URL)
    if (manifest?.mtimeMs !== mtimeMs) {
      manifest = { mtimeMs, value: JSON.parse(fs.readFileSync(MANIFEST_URL, 'utf8')) as Manifest }
    }
    return manifest.value
  } catch {
    return {}
  }
}

/** `keys` and every chunk they import, directly or not (keys the manifest lacks are left out). */
function importClosure(chunks: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !chunks[key]) continue
    into.add(key)
    importClosure(chunks, chunks[key].imports ?? [], into)
  }
  return into
}

/** Each manifest's (each build's) preload tags by the route's modules: as many as the app has routes. */
const preloadTagsByBuild = new WeakMap<Manifest, Map<string, string>>()

/**
 * The chunks of the route modules matched for this page and what they import, less the entry's
 * own (index.html preloads those). Without them the browser learns of a route's chunks only once
 * the entry has run and asked for them: two or three round trips before hydration can start.
 */
export function routePreloadTags(modules: string[], chunks: Manifest = readManifest()): string {
  // Worked out once per build and route (the manifest's closures were 1.5 % of a venue page's render).
  let routes = preloadTagsByBuild.get(chunks)
  if (!routes) {
    routes = new Map()
    preloadTagsByBuild.set(chunks, routes)
  }
  const key = modules.join('\n')
  let tags = routes.get(key)
  if (tags === undefined) {
    const entries = Object.keys(chunks).filter((k) => chunks[k].isEntry && k !== LANDING_ENTRY)
    const loaded = importClosure(chunks, entries)
    const wanted = [...importClosure(chunks, modules)].filter((k) => !loaded.has(k))
    tags = wanted.map((k) => `<link rel="modulepreload" href="/${chunks[k].file}">`).join('')
    routes.set(key, tags)
  }
  return tags
}

/**
 * The landing's entry script and a modulepreload per chunk it imports, as Vite writes the app's in
 * index.html; undefined without a build that has it (tests, development).
 */
export function landingEntryTags(chunks: Manifest = readManifest()): string | undefined {
  const entry = chunks[LANDING_ENTRY]
  if (!entry) return undefined
  const preloads = [...importClosure(chunks, entry.imports ?? [])].map(
    (k) => `<link rel="modulepreload" crossorigin href="/${chunks[k].file}">`,
  )
  return `<script type="module" crossorigin src="/${entry.file}"></script>${preloads.join('')}`
}

const CONTENT_PAGES = new Set([
  '/',
  '/about',
  '/services',
  '/privacy',
  '/terms',
  '/help',
  '/accessibility',
  '/media-kit',
  '/sitemap',
  '/meet-callie',
  '/experiences/brand-activations',
  '/executive-dinners',
  '/private-dining',
  '/conference-organizers',
])

// Listings: a venue, a city's venues, a category's venues, a search.
const CATEGORY_PAGES = new Set([...VENUE_TYPES.map((t) => `/venues/${t.slug}`), '/venues/unique'])
const LISTING_PAGE = /^\/(?:search|venues\/\d+|venues\/in\/[^/]+)$/
// Pages a visitor opens with nothing of theirs to show yet: rendered as a visitor sees them (the
// form, Callie's welcome, the empty shortlist), so that they paint from the HTML, not after the app's
// scripts; what the browser holds (a session, a shortlist, past conversations) it shows once hydrated.
const VISITOR_PAGES = new Set(['/login', '/concierge', '/shortlist'])
// Pages for signed-in users rendered as their loading state, the same for everyone (the session is
// the browser's: no token or user data in the HTML), so that they paint before the app's scripts.
const SIGNED_IN_SHELLS = new Set(['/dashboard'])

/** The public pages rendered on the server; other signed-in areas and forms stay client-rendered. */
export function isServerRendered(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (
    CONTENT_PAGES.has(path) ||
    CATEGORY_PAGES.has(path) ||
    LISTING_PAGE.test(path) ||
    VISITOR_PAGES.has(path) ||
    SIGNED_IN_SHELLS.has(path)
  )
}

/** Queries the render asked for and nobody has fetched yet (disabled ones stay so: a visitor's page). */
function unfetched(client: QueryClient, failed: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => {
      // What only the browser can ask (meta.browserOnly: a visitor's cookie) it asks once hydrated.
      if (failed.has(q.queryHash) || q.meta?.browserOnly) return false
      if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle' || q.state.dataUpdatedAt !== 0) return false
      const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled
      return (typeof enabled === 'function' ? enabled(q) : enabled) !== false
    })
}

/** Renders `element` once every lazy component and Suspense boundary has resolved. */
function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    // React writes many small chunks: kept as they come, decoded once.
    const chunks: Buffer[] = []
    let failed: unknown
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        done()
        if (failed) reject(failed)
        else resolve(Buffer.concat(chunks).toString('utf8'))
      },
    })
    const stream = renderToPipeableStream(element, {
      // Every boundary written in place: React's out-of-order completion needs inline scripts,
      // which the Content Security Policy forbids.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failed ??= error
      },
    })
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true })
  })
}

/**
 * `element` in one synchronous pass, when nothing in it suspends: undefined when something did (a
 * lazy module this process has not loaded yet, a query not fetched), and the streamed render
 * (renderToHtml) must wait for it. The same markup as the streamed render's, made as one string:
 * the stream's small chunks, each encoded into a buffer, copied and decoded again, were a tenth of
 * a search page's busy main thread (docs/benchmarks.md, issue 31).
 */
function renderAtOnce(element: ReactNode): string | undefined {
  let html: string
  try {
    html = renderToString(element)
  } catch {
    // The shell itself suspended, or a render error: the streamed render says which.
    return undefined
  }
  // A boundary that suspended (or failed) is left for the browser to render: `<!--$!-->`.
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : html
}
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/**
 * React writes the page's hoistable head tags (<title>, <meta>, <link>) before its markup. The
 * server already wrote the title, meta and canonical link into <head> (src/server/seo), and on the
 * client React places its own in <head> whatever the markup holds, so they are left out of the
 * body. Its resource preloads (`preload()`: the venue page's main photo) go to <head>: the page's
 * largest paint, which must not wait behind the scripts.
 */
export function splitLeadingHoistables(html: string): { body: string; preloads: string } {
  const lead = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/.exec(html)?.[0] ?? ''
  const preloads = lead.match(/<link\b[^>]*\brel="preload"[^>]*\/?>/g) ?? []
  return { body: html.slice(lead.length), preloads: preloads.join('') }
}

const STATE_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** JSON inside a <script> element: `<` escaped so that no `</script>` or `<!--` can end or bend it. */
export function serializeState(state: SsrState): string {
  // One pass over the page's data (tens of kB), not three.
  const json = JSON.stringify(state).replace(/[<\u2028\u2029]/g, (c) => STATE_ESCAPES[c])
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`
}

const MAX_PASSES = 3
/** Made once: it flattens and ranks every route, about a millisecond that no request needs to repeat. */
let handler: ReturnType<typeof createStaticHandler> | undefined

/**
 * A query that failed (a 404 venue, an API error) is fetched again by the browser, which shows its
 * error state; the server renders it as loading, as the browser's first render does.
 */
function dropFailed(client: QueryClient, failed: Set<string>) {
  for (const q of client.getQueryCache().getAll()) {
    if (q.state.status !== 'error') continue
    failed.add(q.queryHash)
    client.getQueryCache().remove(q)
  }
}

/**
 * The HTML of the page at `url` with its data: rendered, the queries it asked for fetched through
 * `fetchJson`, rendered again (up to three times while new queries appear), then dehydrated.
 * Undefined when the page is not one the server renders, or when the router answers a redirect.
 */
export async function render({
  url,
  fetchJson,
  signal = AbortSignal.timeout(5000),
}: {
  url: string
  fetchJson: FetchJson
  signal?: AbortSignal
}): Promise<RenderResult | undefined> {
  const request = new Request(new URL(url, 'http://localhost'), { signal })
  if (!isServerRendered(new URL(request.url).pathname)) return undefined

  setApiTransport(async (input, init) => {
    const method = init?.method ?? 'GET'
    if (method !== 'GET') throw new Error(`The server renderer only reads (${method} ${String(input)})`)
    const res = await fetchJson(String(input))
    // The body as it came, not a Response to read back through its stream (ApiAnswer).
    const text = res.status === 204 ? '' : res.body
    return { ok: res.status >= 200 && res.status < 300, status: res.status, statusText: '', text: async () => text }
  })

  // The landing renders outside the data router, as its own entry hydrates it (src/web/landing-entry.tsx).
  const landing = new URL(request.url).pathname === '/'
  const queryClient = createQueryClient()
  let page: { tree: ReactNode; state: SsrState['router']; modules: string[]; prefetch: (() => Promise<unknown>)[] }
  if (landing) {
    page = {
      tree: (
        <>
          <StaticRouter location={url}>
            <LandingApp />
          </StaticRouter>
          <Hydrated />
        </>
      ),
      state: undefined,
      modules: [],
      prefetch: [],
    }
  } else {
    handler ??= createStaticHandler(routes)
    const context = await handler.query(request)
    if (context instanceof Response) return undefined
    const router = createStaticRouter(handler.dataRoutes, context)
    const handles = context.matches.map((m) => ({ handle: m.route.handle as RouteModuleHandle | undefined, m }))
    const location = new URL(request.url)
    page = {
      tree: <StaticRouterProvider router={router} context={context} hydrate={false} />,
      state: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      modules: handles.map(({ handle }) => handle?.module).filter((m): m is string => !!m),
      // The site's settings, which every page reads, and what each matched route says it will ask.
      prefetch: [
        () => queryClient.prefetchQuery(publicConfigQueryOptions()),
        ...handles.flatMap(({ handle, m }) =>
          handle?.prefetch ? [() => handle.prefetch!(queryClient, location, m.params)] : [],
        ),
      ],
    }
  }

  const app = () => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{page.tree}</QueryClientProvider>
    </StrictMode>
  )

  const failed = new Set<string>()
  // Most pages render once: the queries their routes name are fetched before (RouteModuleHandle).
  await Promise.all(page.prefetch.map((fetch) => fetch().catch(() => undefined)))
  dropFailed(queryClient, failed)
  const renderPass = () => renderAtOnce(app()) ?? renderToHtml(app(), signal)
  let html = await renderPass()
  let passes = 1
  for (; passes < MAX_PASSES; passes++) {
    const pending = unfetched(queryClient, failed)
    if (pending.length === 0) break
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)))
    dropFailed(queryClient, failed)
    html = await renderPass()
  }

  const state: SsrState = { router: page.state, queries: dehydrate(queryClient) }
  queryClient.clear()
  const { body, preloads } = splitLeadingHoistables(html)
  return {
    html: body,
    stateScript: serializeState(state),
    headTags: preloads + routePreloadTags(page.modules),
    entryTags: landing ? landingEntryTags() : undefined,
    passes,
  }
}
