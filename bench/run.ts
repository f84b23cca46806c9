// npm run bench: figures from one run, each next to a baseline measured in the same run, with the
// load average at the time, written to bench/results/<time>.json so two runs can be compared.
//  1. API, over HTTP against the real server (NODE_ENV=production): a seeded random mix of what
//     planners send (bench/query-mix.ts) for search, venue detail, recommendations and place
//     suggestions, at 1 and 10 connections, next to the no-op /api/ping; server CPU per request;
//     /api/ping while searches and while sitemaps are served; memory idle and after the runs.
//     At 1,000 venues (--full adds 100,000), on PGlite and, when DATABASE_URL is set, PostgreSQL.
//  2. Web: the landing page's JavaScript (gzipped) next to a bare React page built the same way,
//     and Lighthouse's mobile performance for '/', a search, a venue page, /login, /concierge,
//     /shortlist and a new planner's /dashboard (signed in, two events) next to that bare page.
//
//   npm run bench                          1,000 venues, everything
//   npm run bench -- --full                1,000 and 100,000 venues (the first 100,000 run seeds for minutes)
//   npm run bench -- --sizes 200 --seconds 1 --no-lighthouse    a quick check that it works
//   npm run bench -- --web-only            only the web figures (JS bytes, Lighthouse), one server at 1,000 venues
//   npm run bench -- --compare bench/results/a.json bench/results/b.json
//   npm run bench -- --health-only         only /api/health under 200 connections (bench/health.ts)
//   npm run bench -- --read-cache both     also search, venue and recommendations with the read cache
//                                          off (READ_CACHE_MB=0), as 'no read cache: …' rows
//   npm run bench -- --routes callie --no-web   only /api/ping and the routes whose name has one of
//                                          these words (comma-separated): no memory, health or web runs
//   npm run bench -- --memory-only         only the memory section (bench/memory.ts): RSS under the
//                                          cache-busting page mix at 10 connections and after it, at the
//                                          largest size (100,000 venues unless --sizes says otherwise)
//   npm run bench -- --memory-only --sizes 1000 --memory-minutes 0.5 --memory-idle-minutes 0.5   a quick one
//
// Options: --sizes 1000,100000  --seconds 5  --lighthouse-runs 3  --no-lighthouse  --no-web  --no-build
//   --pages concierge,dashboard  Lighthouse only for these pages (by words in their names), and the bare page
//   --node-flags '<V8 flags>'  instead of those `npm run serve` uses (--node-flags '' for none)
//   --serve-env 'NAME=value …'  instead of the environment `npm run serve` sets (--serve-env '' for none)
//   --memory-minutes 2  --memory-idle-minutes 2  the memory section's traffic and the idle time after it
//   --warmup-seconds 3  each "all different" route's warm-up before its runs (0: 50 requests, as before)
//   --no-memory  without the memory section;  --heap-snapshots  the memory section's server writes three
//                main-thread heap snapshots (start, end of traffic, end of idle) for bench/heap-diff.ts
// Env: DATABASE_URL (also PostgreSQL: one database per size, <name>_bench_<size>, created if missing),
// CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_BIN (default node_modules/.bin/lighthouse),
// LIGHTHOUSE_REPORTS=<dir> keeps every Lighthouse report there (<page>-<run>.json: the LCP element,
// bootup time, long tasks) instead of deleting it once its figures are read.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import react from '@vitejs/plugin-react'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import pg from 'pg'
import { build } from 'vite'
import { dateInDays } from '~/domain/search-dates'
import { registerWebAssets } from '~/server/assets/web-assets'
import { STYLESHEET_COOKIE } from '~/server/seo/stylesheet-cookie'
import { SERVER_OUT_DIR } from '../scripts/build-server'
import { precompressAssets } from '../scripts/precompress-assets'
import { benchHealth, HEALTH_SERVER_ENV } from './health'
import { lighthouse, lighthouseBin, type LighthouseFigure } from './lighthouse'
import { benchMemory, cpuMs, rssMb } from './memory'
import { runMix, percentile, type Cursor, type MixRequest } from './mix-load'
import {
  distinctCallieTexts,
  distinctRecommendationBodies,
  distinctSearches,
  distinctVenueIds,
  MIX_SEED,
  placeQueryMix,
  recommendationMix,
  searchMix,
  searchPages,
  venueIdMix,
} from './query-mix'
import { freePort } from './free-port'
import {
  CALLIE_TURN,
  checkBudgets,
  compareResults,
  printResults,
  type ApiFigure,
  type Backend,
  type Results,
} from './results'

const ROOT = path.resolve(import.meta.dirname, '..')
const CACHE = path.join(ROOT, 'bench', '.cache')
const RESULTS = path.join(ROOT, 'bench', 'results')

const { values: opts, positionals } = parseArgs({
  options: {
    compare: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'web-only': { type: 'boolean', default: false },
    'health-only': { type: 'boolean', default: false },
    'read-cache': { type: 'string', default: 'on' },
    'node-flags': { type: 'string' },
    'serve-env': { type: 'string' },
    'idle-after': { type: 'string' },
    routes: { type: 'string' },
    'memory-only': { type: 'boolean', default: false },
    'no-memory': { type: 'boolean', default: false },
    'memory-minutes': { type: 'string', default: '2' },
    'memory-idle-minutes': { type: 'string', default: '2' },
    'heap-snapshots': { type: 'boolean', default: false },
    'warmup-seconds': { type: 'string', default: '3' },
    pages: { type: 'string' },
  },
  allowPositionals: true,
})
const SIZES = (
  opts['web-only']
    ? '1000'
    : (opts.sizes ?? process.env.BENCH_SIZES ?? (opts.full ? '1000,100000' : opts['memory-only'] ? '100000' : '1000'))
)
  .split(',')
  .map(Number)
const SECONDS = Number(opts.seconds)
const MEMORY_MINUTES = Number(opts['memory-minutes'])
const MEMORY_IDLE_MINUTES = Number(opts['memory-idle-minutes'])
/** How long after the last request the idle server's memory is read (2 minutes with --full). */
const IDLE_AFTER_SECONDS = Number(opts['idle-after'] ?? (opts.full ? 120 : 30))
const CONNECTIONS = [1, 10]
/**
 * Each "all different" route's warm-up before its runs: its list's first requests for this long at
 * 10 connections (at most a tenth of the list), none of them sent again. V8 compiles the route's
 * JavaScript and tiers up PGlite's WebAssembly over a route's first thousands of requests: after the
 * 50 requests this warm-up used to be, the 1-connection run was that compilation's as much as the
 * route's (venue detail: 1.3–1.8 ms a request over its first 4,000 against 0.9 after; V8's helper
 * threads alone 0.27 against 0.08; docs/benchmarks.md, branch api36). `--warmup-seconds 0` for the old 50.
 */
const WARMUP_SECONDS = Number(opts['warmup-seconds'])
/** --routes: only these routes (by words in their names) beside /api/ping. */
const ONLY_ROUTES = opts.routes
  ?.split(',')
  .map((w) => w.trim())
  .filter(Boolean)
const chosen = (route: string) => !ONLY_ROUTES || route === 'ping' || ONLY_ROUTES.some((w) => route.includes(w))
/** The cache-busting lists' lengths: more than any run at this machine's speed gets through. */
const DISTINCT_SEARCHES = 24_000
const DISTINCT_VENUES = 20_000
const DISTINCT_RECOMMENDATIONS = 8_000
const DISTINCT_CALLIE_TURNS = 8_000
// `npm run serve`: [NAME=value …] sh scripts/serve.sh [V8 flags …] dist/server-app/main.js (or plain `node` for
// the launcher), so the bench starts the server as it runs: through the same launcher, allocator included.
const SERVE = /^((?:\w+=\S+ )*)(?:sh (\S+\.sh)|node) ((?:--[\w-]+(?:=\S+)? )*)dist\/server-app\/main\.js/.exec(
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts
    .serve,
)
/** The V8 flags `npm run serve` gives node (package.json), so the bench measures the server as it runs. */
const NODE_FLAGS = (opts['node-flags'] ?? SERVE?.[3] ?? '').split(/\s+/).filter(Boolean)
/** The launcher `npm run serve` starts node through (scripts/serve.sh: jemalloc when installed), if any. */
const LAUNCHER = SERVE?.[2] ? path.join(ROOT, SERVE[2]) : undefined
/** The environment `npm run serve` sets (malloc's settings; NODE_ENV the bench sets itself). */
const SERVE_ENV: Record<string, string> = Object.fromEntries(
  (opts['serve-env'] ?? SERVE?.[1] ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])
    .filter(([name]) => name !== 'NODE_ENV'),
)

async function main() {
  if (opts.compare) {
    if (positionals.length !== 2) throw new Error('--compare needs two results files: --compare a.json b.json')
    return compareResults(positionals[0], positionals[1])
  }
  if (SIZES.some((s) => !Number.isInteger(s) || s < 1)) throw new Error(`--sizes: whole numbers, not ${SIZES}`)
  const webOnly = opts['web-only']
  const memoryOnly = opts['memory-only']
  if (webOnly && opts['no-web']) throw new Error('--web-only and --no-web: nothing to measure')
  if (memoryOnly && (webOnly || opts['health-only'] || opts['no-memory']))
    throw new Error('--memory-only goes with none of --web-only, --health-only, --no-memory')
  for (const [name, value] of [
    ['--memory-minutes', MEMORY_MINUTES],
    ['--memory-idle-minutes', MEMORY_IDLE_MINUTES],
  ] as const)
    if (!(value >= 0)) throw new Error(`${name}: a number of minutes, not ${value}`)
  if (!(WARMUP_SECONDS >= 0)) throw new Error(`--warmup-seconds: a number of seconds, not ${opts['warmup-seconds']}`)
  // The memory section: once per back end, at the largest catalogue of the run.
  const withMemory = !webOnly && !opts['health-only'] && !ONLY_ROUTES && !opts['no-memory']
  const backends: Backend[] = ['pglite', ...(process.env.DATABASE_URL && !webOnly ? (['postgres'] as const) : [])]
  if (!opts['no-build']) {
    // As `npm start` builds: the web app, the server renderer and the compiled server. With the web app alone a fresh clone has
    // no dist/server, every page goes out as an empty shell, and Lighthouse measures a client-rendered app.
    console.log('[bench] building the app (npm run build)')
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  fs.mkdirSync(CACHE, { recursive: true })
  const results: Results = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}` },
    options: { sizes: SIZES, seconds: SECONDS, backends, nodeFlags: NODE_FLAGS, serveEnv: SERVE_ENV },
    api: [],
    memory: [],
  }
  const bare = opts['no-web'] || memoryOnly ? undefined : await buildBareReactPage()
  try {
    for (const backend of backends) {
      for (const [i, size] of SIZES.entries()) {
        // The web figures do not depend on the catalogue: taken once, against the first server.
        const withWeb = backend === 'pglite' && i === 0 && bare ? bare : undefined
        if (opts['health-only'] || memoryOnly) break
        if (opts['read-cache'] !== 'off') await benchServer({ backend, size, results, bare: withWeb })
        if (opts['read-cache'] !== 'on' && !webOnly) await benchServer({ backend, size, results, readCache: false })
      }
      if (!webOnly && !ONLY_ROUTES && !memoryOnly) await healthServer(backend, SIZES[0], results)
      if (withMemory) await memoryServer(backend, Math.max(...SIZES), results)
    }
  } finally {
    if (bare) fs.rmSync(bare.tmp, { recursive: true, force: true })
  }
  results.budgets = checkBudgets(results)
  fs.mkdirSync(RESULTS, { recursive: true })
  const file = path.join(RESULTS, `${results.at.replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify(results, null, 2))
  printResults(results)
  console.log(
    `\n[bench] results in ${path.relative(ROOT, file)}; compare two runs with npm run bench -- --compare a.json b.json`,
  )
}

// ---- One server: API figures, memory, and (once) the web ---------------------------------------

async function benchServer({
  backend,
  size,
  results,
  bare,
  readCache = true,
}: {
  backend: Backend
  size: number
  results: Results
  bare?: BarePage
  /** false: the server runs with READ_CACHE_MB=0; only the cached routes are measured, labelled so. */
  readCache?: boolean
}) {
  const port = await freePort()
  const dataDir = path.join(CACHE, `${backend === 'pglite' ? 'venues' : 'media'}-${size}`)
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_VENUES: String(size),
    PORT: String(port),
    // Raw throughput from one address: the per-address limits and load shedding would measure themselves.
    RATE_LIMIT_SEARCH: '1000000000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(readCache ? {} : { READ_CACHE_MB: '0' }),
  }
  if (backend === 'postgres') env.DATABASE_URL = await benchDatabase(size)
  console.log(`\n[bench] ${backend}, ${size} venues: starting the server (the first run at a size seeds it)`)
  const child = startServer(env)
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/api/health`, 60 * 60_000, child)
    // The place index is built in the background after start-up: measured once it is there.
    await fetch(`${base}/api/places/suggestions?query=sa`)
    await new Promise((r) => setTimeout(r, 2_000))
    if (opts['web-only']) {
      if (bare) await benchWeb({ base, bare, results, venueId: (await liveVenueIds(base, venueIdMix(20, size)))[0] })
      return
    }
    const rssIdleMb = rssMb(child.pid!)
    const peak = rssPeakSampler(child.pid!)
    const dbUrl = env.DATABASE_URL
    const venueIds = await liveVenueIds(base, venueIdMix(200, size))
    const get = (paths: string[]): MixRequest[] => paths.map((p) => ({ method: 'GET', path: p }))
    const returning = await stylesheetCookie(base)
    const post = (path: string, bodies: unknown[]): MixRequest[] =>
      bodies.map((body) => ({ method: 'POST', path, body: JSON.stringify(body) }))
    // The cache-busting mix first: every request different, none sent twice in the server's life
    // (each list's cursor only moves on), so the read cache answers none of it and the figures are
    // the routes' own. Then the repeated mix, whose figures are the read cache's.
    const distinct: [string, MixRequest[]][] = [
      ['search, all different', get(distinctSearches(DISTINCT_SEARCHES))],
      [
        'venue detail, all different',
        get(distinctVenueIds(DISTINCT_VENUES, size).map((id) => `/api/venues/${id}?enhance=true`)),
      ],
      [
        'recommendations, all different',
        post('/api/concierge/recommendations', distinctRecommendationBodies(DISTINCT_RECOMMENDATIONS)),
      ],
      // Server-rendered pages over the same lists (the HTML cache, like the read cache, never hit):
      // a search page asks the API the search beneath it (its limit and offset are the page's own),
      // a venue page its venue, so each figure reads against the API route's above it.
      ['search page, all different', get(searchPages(distinctSearches(DISTINCT_SEARCHES, MIX_SEED + 20)))],
      [
        'venue page, all different',
        get(distinctVenueIds(DISTINCT_VENUES, size, MIX_SEED + 21).map((id) => `/venues/${id}`)),
      ],
      // The same pages for a returning visitor: a browser keeps the stylesheet cookie its first page
      // set (src/server/seo/stylesheet-cookie.ts), so its later pages link the stylesheet instead of
      // carrying it inline (77 kB). Beside the first visits above, not instead of them; lists of their own.
      ...(returning
        ? ([
            [
              'search page, returning visitor (stylesheet linked), all different',
              withCookie(get(searchPages(distinctSearches(DISTINCT_SEARCHES, MIX_SEED + 22))), returning),
            ],
            [
              'venue page, returning visitor (stylesheet linked), all different',
              withCookie(
                get(distinctVenueIds(DISTINCT_VENUES, size, MIX_SEED + 23).map((id) => `/venues/${id}`)),
                returning,
              ),
            ],
          ] satisfies [string, MixRequest[]][])
        : []),
      // A built-in-engine turn as a planner's first message: read, the brief planned, the search
      // tool run with its all-in prices (or what comes closest), the conversation stored. Not cached.
      [CALLIE_TURN, post('/api/concierge/conversations', distinctCallieTexts(DISTINCT_CALLIE_TURNS))],
    ]
    const repeated: [string, MixRequest[]][] = [
      ['search, repeated 200 (cache)', get(searchMix(200))],
      ['venue detail, repeated 200 (cache)', get(venueIds.map((id) => `/api/venues/${id}?enhance=true`))],
      ['recommendations, repeated 100 (cache)', post('/api/concierge/recommendations', recommendationMix(100))],
      [
        'place suggestions, repeated 50',
        get(placeQueryMix(50).map((q) => `/api/places/suggestions?query=${encodeURIComponent(q)}`)),
      ],
    ]
    const label = readCache ? '' : 'no read cache: '
    const ping = get(['/api/ping'])
    const routes: { name: string; requests: MixRequest[]; repeat: boolean }[] = [
      ...(readCache ? [{ name: 'ping', requests: ping, repeat: true }] : []),
      ...(readCache ? distinct.map(([name, requests]) => ({ name, requests, repeat: false })) : []),
      ...(readCache ? repeated : repeated.filter(([route]) => /^(search|venue|recommendations)/.test(route))).map(
        ([name, requests]) => ({ name: label + name, requests, repeat: true }),
      ),
    ]
    for (const { name: route, requests, repeat } of routes.filter((r) => chosen(r.name))) {
      const cursor: Cursor = { next: 0 }
      // Warm-up. Repeated: every request of the mix once, so with the read cache on the runs measure
      // its steady state (each question answered once per minute), then a second at 4 connections.
      // All different: the first requests of the list (WARMUP_SECONDS), which the runs then never send again.
      if (repeat) {
        await runMix({ base, requests, cursor, connections: 1, amount: requests.length, repeat })
        await runMix({ base, requests, cursor, connections: 4, seconds: 1, repeat })
      } else if (WARMUP_SECONDS > 0) {
        const amount = Math.max(50, Math.floor(requests.length / 10))
        await runMix({ base, requests, cursor, connections: 10, seconds: WARMUP_SECONDS, amount, repeat })
      } else await runMix({ base, requests, cursor, connections: 1, amount: 50, repeat })
      for (const [i, connections] of CONNECTIONS.entries()) {
        // A list shorter than the runs can use (1,000 venue ids at 1,000 venues) is shared between
        // them, so the last run is not left without a request; a long list is never reached.
        const share = repeat ? undefined : Math.floor((requests.length - cursor.next) / (CONNECTIONS.length - i))
        const figure = await measure({ pid: child.pid!, dbUrl, base, requests, cursor, connections, repeat, share })
        results.api.push({ backend, size, route, mix: requests.length, ...figure })
        console.log(
          `[bench] ${route}, ${connections} conn: ${figure.rps.toFixed(0)} req/s, p50 ${figure.p50.toFixed(2)} ms (first byte ${figure.firstByteP50?.toFixed(2)}), p99 ${figure.p99.toFixed(2)} ms, ` +
            `CPU ${figure.cpuMsPerRequest?.toFixed(2) ?? '-'} ms/req${figure.dbCpuMsPerRequest == null ? '' : ` + database ${figure.dbCpuMsPerRequest.toFixed(2)}`}, ` +
            `read cache hits ${figure.hitShare == null ? 'none (not cached)' : `${(figure.hitShare * 100).toFixed(0)} %`}${figure.exhausted ? `, list used up after ${figure.answered}` : ''}`,
        )
      }
    }
    if (!readCache || ONLY_ROUTES) return
    // Does the server still answer a no-op while it works? (One embedded database on the event loop.)
    const searches = repeated[0][1]
    const [pingDuringSearch] = await Promise.all([
      measure({ pid: undefined, base, requests: ping, cursor: { next: 0 }, connections: 1, repeat: true }),
      load({ url: base, requests: searches, connections: 10, duration: SECONDS }),
    ])
    results.api.push({ backend, size, route: 'ping during 10-conn search', mix: 1, ...pingDuringSearch })
    const [pingDuringSitemaps] = await Promise.all([
      measure({ pid: undefined, base, requests: ping, cursor: { next: 0 }, connections: 1, repeat: true }),
      fetchSitemapsFor(base, SECONDS * 1000),
    ])
    results.api.push({ backend, size, route: 'ping during sitemap fetches', mix: 1, ...pingDuringSitemaps })
    const rssAfterMb = rssMb(child.pid!)
    const rssPeakMb = peak.stop()
    // Idle again: what the server keeps once the traffic has stopped. V8's memory reducer collects the
    // main heap's garbage 10-20 s after the last request (docs/benchmarks.md, "Memory after traffic"),
    // so an idle server is read 30 s on (2 minutes with --full), not while that garbage still waits.
    await new Promise((r) => setTimeout(r, IDLE_AFTER_SECONDS * 1000))
    results.memory.push({
      backend,
      size,
      rssIdleMb,
      rssPeakMb,
      rssAfterMb,
      rssIdleAfterMb: rssMb(child.pid!),
      idleAfterSeconds: IDLE_AFTER_SECONDS,
      loadavg: os.loadavg(),
    })
    if (bare) await benchWeb({ base, bare, results, venueId: venueIds[0] })
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

/**
 * The cookie a browser sends once its first page has asked it to keep the stylesheet (name=value),
 * from a page outside the mix; undefined when the server sets none (no build with a stylesheet).
 */
async function stylesheetCookie(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/privacy`)
  await res.arrayBuffer()
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${STYLESHEET_COOKIE}=`))
}

const withCookie = (requests: MixRequest[], cookie: string): MixRequest[] =>
  requests.map((r) => ({ ...r, headers: { cookie } }))

/** Health under load (bench/health.ts), on a server with the product's own load shedding. */
async function healthServer(backend: Backend, size: number, results: Results) {
  const port = await freePort()
  const dataDir = path.join(CACHE, `${backend === 'pglite' ? 'venues' : 'media'}-${size}`)
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_VENUES: String(size),
    PORT: String(port),
    ...HEALTH_SERVER_ENV,
  }
  if (backend === 'postgres') env.DATABASE_URL = await benchDatabase(size)
  console.log(`\n[bench] ${backend}, ${size} venues: health under load`)
  const child = startServer(env)
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 60 * 60_000, child)
    ;(results.health ??= []).push(
      ...(await benchHealth({ base: `http://127.0.0.1:${port}`, backend, seconds: SECONDS })),
    )
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

/** The memory section (bench/memory.ts) on a server of its own, started for it. */
async function memoryServer(backend: Backend, size: number, results: Results) {
  const port = await freePort()
  const dataDir = path.join(CACHE, `${backend === 'pglite' ? 'venues' : 'media'}-${size}`)
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_VENUES: String(size),
    PORT: String(port),
    RATE_LIMIT_SEARCH: '1000000000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
  }
  if (backend === 'postgres') env.DATABASE_URL = await benchDatabase(size)
  const snapshots = opts['heap-snapshots']
    ? path.join(RESULTS, `heap-${new Date().toISOString().replace(/[:.]/g, '-')}-${backend}-${size}`)
    : undefined
  if (snapshots) fs.mkdirSync(snapshots, { recursive: true })
  console.log(`\n[bench] ${backend}, ${size} venues: memory under the page mix`)
  const child = startServer(env, snapshots ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`] : [])
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/api/health`, 60 * 60_000, child)
    // As benchServer: measured once the place index (built in the background after start-up) is there,
    // and the catalogue index that searches and recommendations read (built on the first of them and
    // kept for the server's life, ~100 MB at 100,000 venues): it is the server's resting state, not
    // growth under traffic, so "at start" includes it (one search outside the mix's lists). Building it
    // leaves ~150 MB of garbage in the heap, which V8 gives back only once the process has been quiet
    // for a while (its memory reducer): read 30 s after it, as a server at rest would be.
    await fetch(`${base}/api/places/suggestions?query=sa`)
    await fetch(base + distinctSearches(1, MIX_SEED + 99)[0])
    await new Promise((r) => setTimeout(r, 30_000))
    ;(results.memoryMix ??= []).push(
      await benchMemory({
        backend,
        size,
        base,
        pid: child.pid!,
        minutes: MEMORY_MINUTES,
        idleMinutes: MEMORY_IDLE_MINUTES,
        snapshots,
      }),
    )
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

/** Only ids the server knows (the mix draws from 1..size). */
async function liveVenueIds(base: string, ids: number[]): Promise<number[]> {
  const live: number[] = []
  for (const id of ids) if ((await fetch(`${base}/api/venues/${id}`)).ok) live.push(id)
  if (live.length === 0) throw new Error('No venue of the mix exists on the server')
  return live
}

/** sitemap.xml and every sitemap it lists, again and again for `ms`. */
async function fetchSitemapsFor(base: string, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const index = await (await fetch(`${base}/sitemap.xml`)).text()
    for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      await (await fetch(base + new URL(loc).pathname)).arrayBuffer()
      if (Date.now() >= end) break
    }
  }
}

type Measured = Omit<ApiFigure, 'backend' | 'size' | 'route' | 'mix'>

/**
 * One run of the load (mix-load.ts): throughput, latency percentiles, the read cache's hit share,
 * and CPU per answered request of the server process (its PGlite worker included) and, on
 * PostgreSQL, of the database's backends serving this database (from /proc, as the database runs
 * on this machine).
 */
async function measure({
  pid,
  dbUrl,
  base,
  requests,
  cursor,
  connections,
  repeat,
  share,
}: {
  pid: number | undefined
  dbUrl?: string
  base: string
  requests: MixRequest[]
  cursor: Cursor
  connections: number
  repeat: boolean
  /** At most this many answers (this run's share of a short list). */
  share?: number
}): Promise<Measured> {
  const loadavg = os.loadavg()
  const dbBefore = dbUrl ? await backendCpu(dbUrl) : undefined
  const cpuBefore = pid ? cpuMs(pid) : null
  const run = await runMix({ base, requests, cursor, connections, seconds: SECONDS, amount: share, repeat })
  const cpuAfter = pid ? cpuMs(pid) : null
  const dbAfter = dbUrl ? await backendCpu(dbUrl) : undefined
  const perRequest = (ms: number | null) => (ms !== null && run.answered > 0 ? ms / run.answered : null)
  let dbMs: number | null = null
  if (dbBefore && dbAfter) {
    dbMs = 0
    for (const [backendPid, ms] of dbAfter) dbMs += ms - (dbBefore.get(backendPid) ?? 0)
  }
  return {
    connections,
    rps: run.ok / run.seconds,
    p50: percentile(run.times, 50),
    p99: percentile(run.times, 99),
    firstByteP50: percentile(run.firstByteTimes, 50),
    cpuMsPerRequest: perRequest(cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null),
    dbCpuMsPerRequest: dbUrl ? perRequest(dbMs) : undefined,
    hitShare: run.cacheable > 0 ? run.hits / run.cacheable : null,
    answered: run.answered,
    exhausted: run.exhausted || undefined,
    non2xx: run.non2xx,
    loadavg,
  }
}

/** CPU so far of each backend connected to the database (the bench's own query's excluded), by pid. */
async function backendCpu(dbUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    const out = new Map<number, number>()
    for (const { pid } of rows) {
      const ms = cpuMs(pid)
      if (ms !== null) out.set(pid, ms)
    }
    return out
  } finally {
    await client.end()
  }
}

/** The highest RSS of the process, read every 250 ms until stopped. */
function rssPeakSampler(pid: number): { stop(): number } {
  let peak = rssMb(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) || 0)), 250)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(peak, rssMb(pid) || 0)
    },
  }
}

/** Background load from autocannon (the same requests on every connection: load, not a figure). */
function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (err, res) => (err ? reject(err) : resolve(res))))
}

/** DATABASE_URL's server, database <name>_bench_<size> (created empty if missing; the server migrates and seeds it). */
async function benchDatabase(size: number): Promise<string> {
  const url = new URL(process.env.DATABASE_URL!)
  const name = `${url.pathname.slice(1) || 'postgres'}_bench_${size}`.replace(/[^a-zA-Z0-9_]/g, '_')
  // The maintenance database, which every server has: DATABASE_URL's own database need not exist.
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}

function startServer(env: Record<string, string>, extraFlags: string[] = []): ChildProcess {
  // The compiled server, as `npm run serve` runs it.
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env
  const args = [...NODE_FLAGS, ...extraFlags, path.join(SERVER_OUT_DIR, 'main.js')]
  // The launcher `exec`s node: the child's pid is the server's, whose RSS and CPU the bench reads.
  return spawn(LAUNCHER ? 'sh' : process.execPath, LAUNCHER ? [LAUNCHER, ...args] : args, {
    cwd: ROOT,
    env: {
      ...parentEnv,
      ...SERVE_ENV,
      NODE: process.execPath,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/** Until the server answers `url`; a server that ended (killed while seeding, say) is said at once. */
async function waitFor(url: string, timeoutMs: number, child: ChildProcess) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The server ended (exit code ${child.exitCode}, signal ${child.signalCode}) before answering ${url}`,
      )
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`Server did not answer ${url}`)
}

// ---- Web -------------------------------------------------------------------------------------

type BarePage = { tmp: string; dist: string }

/** A bare React 19 page built by Vite like the app (and precompressed like it), the baseline. */
async function buildBareReactPage(): Promise<BarePage> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-react-'))
  fs.writeFileSync(
    path.join(tmp, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Bare React</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  )
  fs.writeFileSync(
    path.join(tmp, 'main.tsx'),
    "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>)\n",
  )
  const dist = path.join(tmp, 'dist')
  await build({
    root: tmp,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: dist },
    resolve: {
      alias: { react: path.join(ROOT, 'node_modules/react'), 'react-dom': path.join(ROOT, 'node_modules/react-dom') },
    },
  })
  await precompressAssets(dist)
  return { tmp, dist }
}

async function benchWeb({
  base,
  bare,
  results,
  venueId,
}: {
  base: string
  bare: BarePage
  results: Results
  venueId: number
}) {
  results.web = {
    landingEntryKb: pageScriptsKb(path.join(ROOT, 'dist/web')),
    landingLoadedKb: await landingJsKb(base),
    bareKb: pageScriptsKb(bare.dist),
    loadavg: os.loadavg(),
  }
  if (opts['no-lighthouse']) return
  const bin = lighthouseBin(ROOT)
  if (!bin) {
    results.lighthouse = {
      skipped: 'lighthouse is not installed: add it (npm i -D lighthouse) or set LIGHTHOUSE_BIN to its command',
    }
    console.warn(`[bench] ${results.lighthouse.skipped}`)
    return
  }
  // The bare page served the way the app is: precompressed, same static-file plugin.
  const server = Fastify()
  await registerWebAssets(server, { webDir: bare.dist })
  server.get('/', (_req, reply) =>
    reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(fs.readFileSync(path.join(bare.dist, 'index.html'))),
  )
  const bareUrl = await server.listen({ port: 0, host: '127.0.0.1' })
  try {
    const runs = Number(opts['lighthouse-runs'])
    const search = `/search?${new URLSearchParams({ location: 'Chicago, IL', guests: '20', date: dateInDays('America/Chicago', 14) })}`
    const pages: [string, string, (() => Promise<Record<string, string>>)?][] = [
      ['landing', `${base}/`],
      ['search', `${base}${search}`],
      ['venue page', `${base}/venues/${venueId}`],
      // Pages a visitor opens with nothing of hers to show yet, rendered on the server as she sees them.
      ['login', `${base}/login`],
      ['concierge', `${base}/concierge`],
      ['shortlist', `${base}/shortlist`],
      // Signed in: the session in the browser's storage, as the app keeps it.
      ['dashboard', `${base}/dashboard`, () => plannerSession(base)],
      ['bare React', `${bareUrl}/`],
    ]
    const only = opts.pages?.split(',').map((w) => w.trim())
    const figures: LighthouseFigure[] = []
    for (const [page, url, storage] of pages) {
      if (only && page !== 'bare React' && !only.some((w) => w && page.includes(w))) continue
      console.log(`[bench] lighthouse ${page} (${runs} runs)`)
      figures.push(await lighthouse({ bin, page, url, runs, localStorage: await storage?.() }))
    }
    results.lighthouse = figures
  } finally {
    await server.close()
  }
}

/**
 * A new planner's session as the browser keeps it (src/web/lib/session-store.ts's key): signed up
 * and logged in through the API, with two upcoming events on her dashboard.
 */
async function plannerSession(base: string): Promise<Record<string, string>> {
  const email = `bench.${Date.now().toString(36)}@example.com`
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, unknown>
  }
  await post('/api/auth/signup', { firstName: 'Bea', lastName: 'Planner', email, password: 'Dinner4Thirty' })
  const { token, expiresAt } = (await post('/api/auth/login', {
    email,
    password: 'Dinner4Thirty',
    rememberMe: true,
  })) as {
    token: string
    expiresAt: string
  }
  for (const [name, days] of [
    ['Team dinner', 21],
    ['Anniversary supper', 45],
  ] as const) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    await post(
      '/api/dashboard/events',
      { name, date, time: '7:00 PM', guestCount: 14, location: 'Wicker Park, Chicago' },
      token,
    )
  }
  return { 'bountiful.auth': JSON.stringify({ token, expiresAt }) }
}

/** Every script the browser fetches to show '/', gzipped as a server would send it. */
async function landingJsKb(base: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage()
    const scripts: Promise<{ url: string; gzip: number }>[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') {
        scripts.push(res.body().then((b) => ({ url: new URL(res.url()).pathname, gzip: zlib.gzipSync(b).length })))
      }
    })
    await page.goto(base + '/', { waitUntil: 'networkidle' })
    const loaded = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip)
    // Where the bytes go, to see what to cut when the figure nears its budget.
    console.log(
      `[bench] '/' loads ${loaded.length} scripts; largest: ${loaded
        .slice(0, 5)
        .map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)} kB`)
        .join(', ')}`,
    )
    return loaded.reduce((sum, s) => sum + s.gzip, 0) / 1024
  } finally {
    await browser.close()
  }
}

/** Sum of the gzipped sizes of the scripts an HTML page loads up front (entry + modulepreload). */
function pageScriptsKb(distDir: string): number {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1])
  let bytes = 0
  for (const src of new Set(srcs))
    bytes += zlib.gzipSync(fs.readFileSync(path.join(distDir, src.replace(/^\//, '')))).length
  return bytes / 1024
}

// Ends when the results are out: a keep-alive socket of the load tool or a sampler's timer otherwise
// held the process open after the last figure (seen with --routes).
main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
