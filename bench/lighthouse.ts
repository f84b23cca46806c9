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
      const keep = process.env.LIGHTHOUSE_REPORTS
      if (keep) {
        fs.mkdirSync(keep, { recursive: true })
        fs.copyFileSync(out, path.join(keep, `${page.replace(/\W+/g, '-')}-${i}.json`))
      }
    } finally {
      fs.rmSync(out, { force: true })
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
  }
}
