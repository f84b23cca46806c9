// Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G link,
// simulated), run through its command line so Chrome and the audit stay out of this process.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'

const run = promisify(execFile)

export type LighthouseFigure = {
  page: string
  url: string
  /** Median of the runs' performance scores (0–1), and that run's metrics. */
  score: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  scores: number[]
  loadavg: number[]
  /**
   * The page's main thread in that run's trace, from its first contentful paint on: how long its
   * tasks lasted and how much of it the thread was running (thread CPU time). Lighthouse simulates
   * from the wall time ×4, so time the renderer waits for a core counts as blocking time; the CPU
   * figure is the app's own work, which load does not change (docs/benchmarks.md, branch lh35).
   */
  mainThreadAfterFcp?: { wallMs: number; cpuMs: number }
}

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/** Wall and CPU time of the top-level tasks of the page's renderer main thread, from its FCP on. */
function mainThreadAfterFcp(tracePath: string): { wallMs: number; cpuMs: number } | undefined {
  if (!fs.existsSync(tracePath)) return undefined
  const trace = JSON.parse(fs.readFileSync(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? [])
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`
  // The renderer main thread that painted the page (other renderers, e.g. Lighthouse's blank page, did not).
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) return undefined
  let wall = 0
  let cpu = 0
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && thread(e) === thread(fcp) && e.ts >= fcp.ts) {
      wall += e.dur ?? 0
      cpu += e.tdur ?? 0
    }
  return { wallMs: Math.round(wall / 1000), cpuMs: Math.round(cpu / 1000) }
}

/** The lighthouse command: LIGHTHOUSE_BIN, else the project's own install; undefined when neither. */
export function lighthouseBin(root: string): string | undefined {
  const candidates = [process.env.LIGHTHOUSE_BIN, path.join(root, 'node_modules', '.bin', 'lighthouse')]
  return candidates.find((c): c is string => !!c && fs.existsSync(c))
}

type Report = {
  categories: { performance: { score: number } }
  audits: Record<string, { numericValue?: number }>
}

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * A fresh browser profile whose localStorage at `origin` holds `items` (a signed-in session: the
 * token lives there, src/web/lib/session-store.ts), written by opening only `origin`/robots.txt, so
 * that no page or script of the app is in its cache. Lighthouse's own reset before it loads the page
 * empties the HTTP cache but leaves localStorage (its clearStorageTypes default).
 */
async function profileWithStorage(origin: string, items: Record<string, string>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-profile-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate((entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value)
    }, Object.entries(items))
  } finally {
    await context.close()
  }
  return dir
}

export async function lighthouse({
  bin,
  page,
  url,
  runs,
  localStorage,
}: {
  bin: string
  page: string
  url: string
  runs: number
  /** What the page's origin holds in localStorage before each run (a session); nothing by default. */
  localStorage?: Record<string, string>
}): Promise<LighthouseFigure> {
  const reports: Report[] = []
  const threads: ({ wallMs: number; cpuMs: number } | undefined)[] = []
  const loadavg = os.loadavg()
  for (let i = 0; i < runs; i++) {
    const out = path.join(os.tmpdir(), `bench-lighthouse-${process.pid}-${i}.json`)
    const profile = localStorage ? await profileWithStorage(new URL(url).origin, localStorage) : undefined
    try {
      const args = [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        // The trace beside the report (<out>-0.trace.json), for the main thread's CPU time.
        '--save-assets',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage${profile ? ` --user-data-dir=${profile}` : ''}`,
      ]
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP: "Please run Lighthouse
      // again"): that run is taken again, up to twice, rather than ending the whole bench.
      for (let attempt = 1; ; attempt++) {
        try {
          await run(bin, args, { env: { ...process.env, CHROME_PATH }, timeout: 180_000 })
          break
        } catch (error) {
          const stderr = String((error as { stderr?: unknown }).stderr ?? '')
          if (attempt >= 3 || !/run Lighthouse again/i.test(stderr)) throw error
          console.log(`[bench] lighthouse ${page}: run ${i + 1} lost its trace (${stderr.trim()}); running it again`)
        }
      }
      reports.push(JSON.parse(fs.readFileSync(out, 'utf8')) as Report)
      threads.push(mainThreadAfterFcp(out.replace(/\.json$/, '-0.trace.json')))
      const keep = process.env.LIGHTHOUSE_REPORTS
      if (keep) {
        fs.mkdirSync(keep, { recursive: true })
        fs.copyFileSync(out, path.join(keep, `${page.replace(/\W+/g, '-')}-${i}.json`))
      }
    } finally {
      for (const f of [out, ...['trace', 'devtoolslog'].map((a) => out.replace(/\.json$/, `-0.${a}.json`))])
        fs.rmSync(f, { force: true })
      if (profile) fs.rmSync(profile, { recursive: true, force: true })
    }
  }
  const sorted = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
  const metric = (id: string) => Math.round(median.audits[id]?.numericValue ?? NaN)
  return {
    page,
    url,
    score: median.categories.performance.score,
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: Number((median.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    scores: reports.map((r) => r.categories.performance.score),
    loadavg,
    mainThreadAfterFcp: threads[reports.indexOf(median)],
  }
}
