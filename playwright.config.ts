import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_SMTP_PORT } from './tests/e2e/mail-catcher'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// One fresh embedded database per run; the main process starts the server once.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `bountiful-e2e-${process.pid}`)
process.env.E2E_DATA_DIR = dataDir

// Debian's chromium-headless-shell (Chromium's old headless mode, the browser Playwright itself runs
// headless) when installed: the same engine without the full browser's UI processes, about a quarter
// less CPU for the same specs (a11y.spec.ts: 243 → 181 CPU-seconds). Otherwise the full Chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const executablePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // V8 with its interpreter and baseline compiler only (Sparkplug), no optimising tiers (Maglev,
  // TurboFan): a test's page lives seconds, and the optimising compilers' background work on the
  // app's, axe's and Playwright's hot functions never paid back, as with PGlite in the test
  // processes (tests/support/liftoff.ts). The same JavaScript semantics. Three specs (19 tests),
  // CPU-s of the whole run, each pair at one load: 186.9 with against 205.9 without (load 3.5), 205.7
  // against 259.2 (load 7); docs/benchmarks.md, "Browser suite, nineteenth session".
  '--js-flags=--max-opt=1',
]

export default defineConfig({
  testDir: 'tests/e2e',
  // Catches the emails the app sends (tests/e2e/mail-catcher.ts).
  globalSetup: './tests/e2e/mail-catcher.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records a screencast and a DOM snapshot around every action and key press, kept or
    // not: a third of a keyboard journey's CPU (keyboard-planner.spec.ts: 76 → 52 CPU-seconds without
    // it). So only a retried test records one (CI retries once); E2E_TRACE=retain-on-failure (or
    // --trace on) records them locally when a failure needs one.
    trace: (process.env.E2E_TRACE as 'on-first-retry' | undefined) ?? 'on-first-retry',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // Every page as a visitor who asked for reduced motion sees it (src/web/styles.css: transitions and
    // animations of 0.01 ms, one iteration; no smooth scrolling): a hover, a toast or a skeleton's pulse
    // is then one composited frame, not a quarter second of them. Chromium's compositor (its GPU
    // process, in software) spent about a third less CPU on the same specs. The full-motion settings
    // are checked in content.spec.ts ("reduced motion switches transitions and smooth scrolling off").
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The staff and admin accounts of tests/e2e/staff*.spec.ts are seeded into the fresh database
    // first, in the server's own process (tests/e2e/e2e-server.ts, compiled like the server by
    // `npm run build`, which `npm run test:e2e` runs first).
    command: `rm -rf ${dataDir} && node dist/server-app/e2e-server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Map tiles come from nowhere in tests: the map must still work without them.
      MAP_TILE_URL: `http://127.0.0.1:${PORT}/no-tiles/{z}/{x}/{y}.png`,
      RATE_LIMIT_PUBLIC_FORMS: '1000',
      RATE_LIMIT_SEARCH: '10000',
      RATE_LIMIT_NOT_FOUND: '10000',
      // A shared test machine lags for its own reasons; shedding is covered by tests/api/platform/server-limits.test.ts.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // calendar-sync.spec.ts serves the venue's external calendar from a local server.
      CALENDAR_FETCH_ALLOW_PRIVATE: '127.0.0.1',
    },
  },
})
