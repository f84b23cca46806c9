// npm run screenshots: the pages a planner sees first, as files under docs/screenshots/.
// Builds the web app, starts the server on a fresh embedded database (seeded demo catalogue) on a
// spare port, and photographs the landing page, a search (desktop and a 390 px phone) and a venue.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { build } from 'vite'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, 'docs', 'screenshots')
const PORT = Number(process.env.SCREENSHOT_PORT ?? 3190)
const BASE = `http://127.0.0.1:${PORT}`
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** A result card's link to a venue page (/venues/{id}, not a category such as /venues/rooftops). */
const VENUE_LINK =
  'a[href^="/venues/1"], a[href^="/venues/2"], a[href^="/venues/3"], a[href^="/venues/4"], a[href^="/venues/5"], a[href^="/venues/6"], a[href^="/venues/7"], a[href^="/venues/8"], a[href^="/venues/9"]'

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the server did not answer on ${BASE} in time`)
}

async function shoot(page: Page, url: string, file: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${BASE}${url}`)
  await ready(page)
  // Fonts and images settle before the picture is taken.
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: path.join(OUT, file), fullPage: false })
  console.log(`docs/screenshots/${file}`)
}

async function main() {
  if (!process.env.SKIP_BUILD) await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' })
  fs.mkdirSync(OUT, { recursive: true })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-shots-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const browser = await chromium
    .launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ARGS })
    .catch((error) => {
      server.kill('SIGTERM')
      throw error
    })
  try {
    await waitForHealth(Date.now() + 120_000)
    const search = `/search?location=Chicago&date=${inDays(10)}&time=7%3A30%20PM&guests=14`
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 860 } })
    await shoot(desktop, '/', 'landing.png', (p) => p.getByRole('heading', { level: 1 }).waitFor())
    await shoot(desktop, search, 'search-desktop.png', (p) =>
      p
        .getByRole('link', { name: /^Request to Book/ })
        .first()
        .waitFor(),
    )
    const venueHref = await desktop.locator(VENUE_LINK).first().getAttribute('href')
    await shoot(desktop, venueHref!, 'venue.png', (p) => p.getByRole('heading', { level: 1 }).waitFor())
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    })
    await shoot(phone, search, 'search-390.png', (p) =>
      p
        .getByRole('link', { name: /^Request to Book/ })
        .first()
        .waitFor(),
    )
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
