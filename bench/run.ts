// npm run bench: figures from one run, reported as ratios against a baseline measured in the same run.
//  1. API: search (and other hot routes) vs the no-op /api/ping in the same server, at 1,000 and 100,000 venues.
//  2. Web: the landing page's JavaScript (gzipped) vs a bare React page built the same way.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import { build } from 'vite'
import react from '@vitejs/plugin-react'

const ROOT = path.resolve(import.meta.dirname, '..')
const CACHE = path.join(ROOT, 'bench', '.cache')
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number)
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)

type Row = { size: number; route: string; rps: number; p50: number; p99: number }

async function main() {
  fs.mkdirSync(CACHE, { recursive: true })
  const rows: Row[] = []
  let landingKb = 0
  for (const [i, size] of SIZES.entries()) {
    const { rows: r, landing } = await benchApi(size, i === 0)
    rows.push(...r)
    if (landing) landingKb = landing
  }
  const web = { ...(await benchWeb()), landingLoaded: landingKb }

  console.log('\n== API (autocannon; throughput with 10 connections, latency with 1) ==')
  // autocannon reports latency in whole milliseconds, so the ratio is taken on throughput.
  console.log('venues   route                         req/s    p50 ms  p99 ms  ping req/s ÷ route req/s')
  for (const r of rows) {
    const ping = rows.find((x) => x.size === r.size && x.route === 'ping')!
    console.log(
      `${String(r.size).padEnd(8)} ${r.route.padEnd(29)} ${r.rps.toFixed(0).padStart(6)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}  ${(ping.rps / Math.max(r.rps, 0.01)).toFixed(1)}x`,
    )
  }
  console.log('\n== Web (gzipped JavaScript loaded by the page) ==')
  console.log(`landing page, entry + preloads: ${web.landing.toFixed(1)} kB; all JS the browser loads for '/': ${web.landingLoaded.toFixed(1)} kB`)
  console.log(`bare React page: ${web.bare.toFixed(1)} kB; ratio (all loaded / bare) ${(web.landingLoaded / web.bare).toFixed(2)}x; budget 150 kB`)
  const out = path.join(ROOT, 'bench', 'results')
  fs.mkdirSync(out, { recursive: true })
  fs.writeFileSync(path.join(out, 'latest.json'), JSON.stringify({ at: new Date().toISOString(), rows, web }, null, 2))
}

// ---- API -------------------------------------------------------------------------------------

const SEARCHES = [
  '/api/venues/search?location=San%20Francisco&guests=20',
  '/api/venues/search?location=New%20York&guests=12&budget=50-200&vibe=elegant',
  '/api/venues/search?location=Chicago&guests=30&dietary=vegetarian&features=private-room',
  '/api/venues/search?location=Boston&guests=10&lastMinute=true',
  '/api/venues/search?location=Miami&guests=40&budget=30-500&type=restaurant',
]

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const RECOMMENDATIONS = [
  { occasion: 'Business Dinner', groupSize: 20, budget: 'premium', cuisine: 'Italian', vibe: 'Elegant & Upscale', location: 'San Francisco, CA', date: inDays(30), time: 'dinner', dietaryRestrictions: ['vegetarian'] },
  { occasion: 'Birthday Celebration', groupSize: 12, budget: 'moderate', cuisine: 'Mexican', vibe: 'Vibrant & Energetic', location: 'Chicago, IL', date: inDays(21), time: 'dinner', dietaryRestrictions: [] },
  { occasion: 'Product Launch', groupSize: 45, budget: 'luxury', cuisine: 'No Preference', vibe: 'Modern & Trendy', location: 'New York, NY', date: inDays(45), time: 'happy-hour', dietaryRestrictions: ['gluten-free'] },
]

async function benchApi(size: number, measureLanding: boolean): Promise<{ rows: Row[]; landing?: number }> {
  const dataDir = path.join(CACHE, `venues-${size}`)
  const port = 3900 + Math.floor(Math.random() * 90)
  console.log(`\n[bench] starting a server over ${size} venues (${dataDir}); first run seeds, later runs reuse it`)
  const child = startServer({ DATA_DIR: dataDir, SEED_VENUES: String(size), PORT: String(port) })
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 30 * 60_000)
    const base = `http://127.0.0.1:${port}`
    const get = (paths: string[]) => paths.map((p) => ({ method: 'GET' as const, path: p }))
    const routes: [string, autocannon.Request[]][] = [
      ['ping', get(['/api/ping'])],
      ['search (5 mixed queries)', get(SEARCHES)],
      ['venue detail ?enhance=true', get(['/api/venues/1?enhance=true'])],
      ['place suggestions', get(['/api/places/suggestions?query=san'])],
      ['recommendations (3 mixed)', RECOMMENDATIONS.map((body) => ({ method: 'POST' as const, path: '/api/concierge/recommendations', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))],
    ]
    const rows: Row[] = []
    for (const [name, requests] of routes) {
      await run({ url: base, requests, connections: 4, duration: 1 }) // warm-up
      const tput = await run({ url: base, requests, connections: 10, duration: DURATION })
      const lat = await run({ url: base, requests, connections: 1, duration: DURATION })
      if (tput.non2xx || lat.non2xx) console.warn(`[bench] ${name}: ${tput.non2xx + lat.non2xx} non-2xx answers`)
      rows.push({ size, route: name, rps: tput.requests.average, p50: lat.latency.p50, p99: lat.latency.p99 })
    }
    return { rows, landing: measureLanding ? await landingJsKb(base) : undefined }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))))
}

function startServer(env: Record<string, string>): ChildProcess {
  // One process (no tsx wrapper), so signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return child
}

async function waitFor(url: string, timeoutMs: number) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
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

/** Every script the browser fetches to show '/', gzipped as a server would send it. */
async function landingJsKb(base: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
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
    console.log(`[bench] '/' loads ${loaded.length} scripts; largest: ${loaded.slice(0, 5).map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)} kB`).join(', ')}`)
    return loaded.reduce((sum, s) => sum + s.gzip, 0) / 1024
  } finally {
    await browser.close()
  }
}

async function benchWeb() {
  const landing = pageScriptsKb(path.join(ROOT, 'dist/web'))
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-react-'))
  fs.writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>')
  fs.writeFileSync(
    path.join(tmp, 'main.tsx'),
    "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>)\n",
  )
  await build({ root: tmp, logLevel: 'error', plugins: [react()], build: { outDir: path.join(tmp, 'dist') }, resolve: { alias: { react: path.join(ROOT, 'node_modules/react'), 'react-dom': path.join(ROOT, 'node_modules/react-dom') } } })
  const bare = pageScriptsKb(path.join(tmp, 'dist'))
  fs.rmSync(tmp, { recursive: true, force: true })
  return { landing, bare }
}

/** Sum of the gzipped sizes of the scripts an HTML page loads up front (entry + modulepreload). */
function pageScriptsKb(distDir: string): number {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1])
  let bytes = 0
  for (const src of new Set(srcs)) bytes += zlib.gzipSync(fs.readFileSync(path.join(distDir, src.replace(/^\//, '')))).length
  return bytes / 1024
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
