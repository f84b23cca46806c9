import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
  type WebError,
} from '@playwright/test'
import { readCaughtMail } from './mail-catcher'

// React's hydration failures, as the production build reports them (minified error numbers:
// 418 mismatch, 419 a Suspense boundary the server could not finish, 423/425 older wordings).
const HYDRATION_ERROR =
  /Minified React error #(418|419|423|425)\b|hydrat(ion|ed|ing) (failed|error|mismatch)|didn't match/i

/**
 * What the pages reported that fails the test unless the test provoked it on purpose and allows
 * exactly that with `allow`, saying why.
 */
class Reports {
  readonly seen: string[] = []
  private readonly allowed: RegExp[]
  constructor(alwaysAllowed: readonly RegExp[] = []) {
    this.allowed = [...alwaysAllowed]
  }
  allow(pattern: RegExp) {
    this.allowed.push(pattern)
  }
  unexpected(): string[] {
    return this.seen.filter((f) => !this.allowed.some((p) => p.test(f)))
  }
}

/**
 * The requests a page made that failed (4xx/5xx), each as '<status> <METHOD> <path>'. A test that
 * provokes one on purpose (a wrong password, an API call for a venue that does not exist) allows exactly
 * that one with `allow` (matched against '<status> <METHOD> <path and query>'); any other fails the test.
 */
export class FailedRequests extends Reports {
  constructor() {
    super(ALWAYS_ALLOWED_FAILURES)
  }
}

/**
 * What the pages logged as errors in the console, and the errors they threw that nothing caught
 * ('Uncaught: <message>'), each with the page's path. A failed request's own console line is left
 * to FailedRequests (which knows the request), a hydration error to its own check.
 */
export class ConsoleErrors extends Reports {}

// The test server points map tiles at a path that answers 404 (playwright.config.ts), on purpose:
// the map must work without tiles.
const ALWAYS_ALLOWED_FAILURES = [/^404 GET \/no-tiles\//]

/**
 * Playwright's `test` with three more checks, whatever the test looked at: a page that logs a React
 * hydration error (the server's HTML and the browser's first render differ) fails the test, and so
 * do a request a page made on its own that failed (4xx or 5xx) and any other error a page logged in
 * the console or threw uncaught, unless the test allowed it (`failedRequests.allow`,
 * `consoleErrors.allow`) because it provoked it.
 */
export const test = base.extend<{
  hydrationErrors: string[]
  failedRequests: FailedRequests
  consoleErrors: ConsoleErrors
}>({
  // A server-rendered page shows its content before React has taken it over; a click or a typed
  // key before then would be lost, so goto and reload return once the page is hydrated
  // (src/web/main.tsx marks <html data-hydrated>).
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page))
  },
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = []
      watchHydration(context, errors)
      currentErrors = errors
      await use(errors)
      currentErrors = undefined
      expect(errors, 'React hydration errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
  failedRequests: [
    async ({ context }, use) => {
      const failures = new FailedRequests()
      const stop = watchFailedRequests(context, failures)
      currentFailures = failures
      await use(failures)
      currentFailures = undefined
      stop()
      expect(failures.unexpected(), 'Requests the page made that failed (4xx/5xx)').toEqual([])
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const errors = new ConsoleErrors()
      const stop = watchConsoleErrors(context, errors)
      currentConsoleErrors = errors
      await use(errors)
      currentConsoleErrors = undefined
      stop()
      expect(errors.unexpected(), 'Errors the pages logged in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * `test` whose `page` is one page per worker, shared by the tests that ask for it: each test loads
 * its pages in it, a new document each time, instead of a new context and page per test. A page of
 * its own costs a new renderer process and its own empty HTTP cache (every script, style sheet and
 * font fetched and compiled again): about a quarter of a short test's browser CPU. Each test starts
 * as on a new page: no cookie, empty local and session storage, no route left by the last test, the
 * project's (or the test's `test.use`) viewport, colour scheme and motion. What a new document does
 * not reset is the page's history (a test that goes back past its own first load would find the last
 * test's page) and the mouse's place. The hydration check covers the shared page as it covers a
 * test's own. A failed test ends its worker, so the next test gets a new page. Only for tests that
 * open nothing of their own in the page's context (cookies they set, init scripts, permissions).
 */
export const testOnSharedPage = test.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion } =
        workerInfo.project.use
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion,
      })
      await provide(waitingForHydration(await context.newPage()))
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async (
    { workerPage, hydrationErrors, failedRequests, consoleErrors, viewport, colorScheme, reducedMotion },
    provide,
  ) => {
    await workerPage.context().clearCookies()
    if (workerPage.url().startsWith('http')) {
      await workerPage.evaluate(() => {
        window.localStorage.clear()
        window.sessionStorage.clear()
      })
    }
    if (viewport) await workerPage.setViewportSize(viewport)
    await workerPage.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors: null })
    const stop = watchHydration(workerPage.context(), hydrationErrors)
    const stopFailures = watchFailedRequests(workerPage.context(), failedRequests)
    const stopConsole = watchConsoleErrors(workerPage.context(), consoleErrors)
    await provide(workerPage)
    stop()
    stopFailures()
    stopConsole()
    await workerPage.unrouteAll({ behavior: 'ignoreErrors' })
  },
})

/** `page` whose goto and reload wait until a server-rendered page is hydrated. */
export function waitingForHydration(page: Page): Page {
  const hydrated = () =>
    page.waitForFunction(
      () => !document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-hydrated'),
    )
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const res = await goto(...args)
    await hydrated()
    return res
  }
  page.reload = async (...args) => {
    const res = await reload(...args)
    await hydrated()
    return res
  }
  return page
}

/**
 * Loads `url` as the client-rendered shell, without the server's content and data: for a test that
 * stubs the API answers the page reads in the browser (page.route), which a server-rendered page
 * would not ask for.
 */
export async function gotoClientRendered(page: Page, url: string) {
  const target = new URL(url, 'http://localhost')
  await page.route(
    (u) => u.pathname === target.pathname && u.search === target.search,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const res = await route.fetch()
      const body = (await res.text()).replace(
        /<div id="root">[\s\S]*<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      )
      await route.fulfill({ response: res, body })
    },
  )
  await page.goto(url)
}

// Contexts a test opens itself (signedIn below) report to the running test's lists.
let currentErrors: string[] | undefined
let currentFailures: FailedRequests | undefined
let currentConsoleErrors: ConsoleErrors | undefined

/** Reports the failed requests of `context`'s pages to `failures`, until the function it returns is called. */
export function watchFailedRequests(context: BrowserContext, failures: FailedRequests): () => void {
  const onResponse = (res: Response) => {
    if (res.status() < 400) return
    // A page the test itself opened that does not exist (a 4xx document) is what the test then looks
    // at: its 404 page, "That link has expired". Not a request the page made on its own; a 5xx is.
    const req = res.request()
    if (res.status() < 500 && req.isNavigationRequest() && req.frame().parentFrame() === null) return
    const url = new URL(res.url())
    failures.seen.push(`${res.status()} ${res.request().method()} ${url.pathname}${url.search}`)
  }
  context.on('response', onResponse)
  return () => context.off('response', onResponse)
}

/** Reports `context`'s hydration errors to `errors`, until the function it returns is called. */
export function watchHydration(context: BrowserContext, errors: string[]): () => void {
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error' && HYDRATION_ERROR.test(msg.text())) errors.push(msg.text())
  }
  const onWebError = (err: WebError) => {
    if (HYDRATION_ERROR.test(err.error().message)) errors.push(err.error().message)
  }
  context.on('console', onConsole)
  context.on('weberror', onWebError)
  return () => {
    context.off('console', onConsole)
    context.off('weberror', onWebError)
  }
}

// Chromium's line for a request answered 4xx/5xx: FailedRequests reports the request itself.
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of \d{3}\b/

/** Reports the console errors and uncaught errors of `context`'s pages to `errors`, until the function it returns is called. */
function watchConsoleErrors(context: BrowserContext, errors: ConsoleErrors): () => void {
  const where = (url: string | undefined) => {
    try {
      return url ? new URL(url).pathname : '?'
    } catch {
      return url ?? '?'
    }
  }
  const onConsole = (msg: ConsoleMessage) => {
    const text = msg.text()
    if (msg.type() !== 'error' || FAILED_RESOURCE.test(text) || HYDRATION_ERROR.test(text)) return
    errors.seen.push(`${text} (${where(msg.page()?.url())})`)
  }
  const onWebError = (err: WebError) => {
    const message = err.error().message
    if (!HYDRATION_ERROR.test(message)) errors.seen.push(`Uncaught: ${message} (${where(err.page()?.url())})`)
  }
  context.on('console', onConsole)
  context.on('weberror', onWebError)
  return () => {
    context.off('console', onConsole)
    context.off('weberror', onWebError)
  }
}

// The axe-core build @axe-core/playwright runs, minified (the same rules; half the script to parse).
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Only violations are read: no selector computed for the nodes of the other result types.
  resultTypes: ['violations'],
} satisfies Parameters<AxeBuilder['options']>[0]
type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/**
 * Fonts in and no finite animation or transition still running, so what is measured (contrast,
 * target sizes) is the final state. A condition, not a fixed wait; spinners and other endless
 * animations don't count.
 */
export async function waitUntilAtRest(page: Page) {
  await page.waitForFunction(async () => {
    await document.fonts.ready
    return document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
  })
}

/**
 * Switching the theme in place starts colour transitions, and each one that ends changes the colour
 * its children inherit and starts theirs, a frame later: waiting for none to be running can catch
 * the gap between two, and axe then reads one element's colour from each theme (CI failed twice on
 * it: the demo notice's text against a background still mid-switch). Finished here, level by level,
 * so the colours are the final ones a fresh load in that theme shows.
 */
export async function finishTransitions(page: Page) {
  await page.evaluate(() => {
    for (let level = 0; level < 100; level++) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
      if (running.length === 0) return
      for (const a of running) a.finish()
    }
    throw new Error('colour transitions keep starting')
  })
}

/**
 * The system's colour scheme switched under an open page, and the page in that theme at rest: the
 * site follows the system preference (src/web/content/theme.ts), a moment after the change.
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme })
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(colorScheme === 'dark')
  await finishTransitions(page)
}

/** The site's header and footer: the same on every page of a kind, and most of the text on many. */
const CHROME = ['header[data-scrolled]', 'body footer']

/**
 * The header and footer states axe has found clean in this worker: their markup (aria-current,
 * the header's scrolled state and the account menu included), the theme, the window's size, and
 * nothing in them hovered or focused. axe's answer for the same markup under the same stylesheet,
 * theme and size is the same, so a later check of a page whose header and footer are one of these
 * leaves them out and checks the rest (the page-level rules still see the whole document). The
 * header and footer were about a third of each check's time (color-contrast on the footer's links).
 */
const cleanChrome = new Set<string>()

/**
 * axe-core finds no WCAG 2.2 A/AA violations on the page as it stands, or in the elements `include`
 * selects. axe.run in the page itself, injected once per document: AxeBuilder.analyze() injects
 * axe on every call, runs each frame's part (axe.runPartial, which serialises every node every rule
 * looked at, selector and all, passes included) and finishes the run in a new tab it opens for
 * that, injecting axe there too. The same rules and results for a page without frames; the app
 * has none, and a page with one fails here rather than go half checked.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(page.frames(), 'frames on the page (axe checks the top document only)').toHaveLength(1)
  // Checked at rest: a toast sliding in or a transition under way moves targets and colours mid-run
  // (axe's target-size once failed on a form whose layout was still moving).
  await waitUntilAtRest(page)
  // And from the top of the page: scrolled down, the sticky header covers whatever passes under it,
  // and axe's target-size then fails a field for being partly hidden (the contact form's email field
  // once did, after a click scrolled the page), depending on where the last action left the page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(AXE_SOURCE)
  const chrome = include
    ? null
    : await page.evaluate((selectors) => {
        const parts = selectors.map((s) => document.querySelector(s))
        if (parts.some((el) => el?.matches(':hover, :focus-within'))) return null
        // The theme (the root's class) and anything else set on the root.
        const state = [Array.from(document.documentElement.attributes, (a) => `${a.name}=${a.value}`).join(' ')]
        state.push(`${window.innerWidth}x${window.innerHeight}`)
        for (const el of parts) state.push(el?.outerHTML ?? '(none)')
        return { key: state.join('\n'), present: selectors.filter((_, i) => parts[i] !== null) }
      }, CHROME)
  const skip = chrome && cleanChrome.has(chrome.key) ? chrome.present : []
  const violations = await page.evaluate(
    async ({ include, skip, options }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown }> } }).axe
      const context = include ? { include: [include] } : skip.length ? { exclude: skip.map((s) => [s]) } : document
      return (await axe.run(context, options)).violations as AxeViolations
    },
    { include, skip, options: AXE_OPTIONS },
  )
  // Each node with axe's reason (for color-contrast, the two colours it read and their ratio).
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('; ')})`,
  )
  expect(summary).toEqual([])
  if (chrome) cleanChrome.add(chrome.key)
}

export type Session = { token: string; expiresAt: string }

/** A browser signed in with `session` (the token where src/web/lib/session-store.ts keeps it). */
export async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  session: Session,
  /** The browser's own settings (a `timezoneId` other than the venue's). */
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL })
  if (currentErrors) watchHydration(context, currentErrors)
  if (currentFailures) watchFailedRequests(context, currentFailures)
  if (currentConsoleErrors) watchConsoleErrors(context, currentConsoleErrors)
  context.on('page', (page) => waitingForHydration(page))
  // Not in a new page's first document, about:blank, which has no storage (it would throw).
  await context.addInitScript(
    ([token, expiresAt]) => {
      if (window.location.protocol.startsWith('http'))
        window.localStorage.setItem('bountiful.auth', JSON.stringify({ token, expiresAt }))
    },
    [session.token, session.expiresAt] as const,
  )
  return context
}

/**
 * Confirms `email` with the verification link of its welcome email, as its owner would (accepting
 * a co-host invitation needs a proven address).
 */
export async function verifyByMail(request: APIRequestContext, email: string): Promise<void> {
  let token = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail().find((m) => m.to.includes(email) && /verify-email\?token=/.test(m.text))
        token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
        return token
      },
      { timeout: 30_000, message: `a verification link emailed to ${email}` },
    )
    .not.toBe('')
  const res = await request.post('/api/auth/verify-email', { data: { token } })
  expect(res.ok()).toBe(true)
}

/**
 * Follows the page's API calls from now on. `settled()` waits until none is in flight and no
 * skeleton or busy region is left: what the page shows is then built from every answer it asked for.
 */
export function watchApiCalls(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>()
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) inFlight.add(r)
  })
  const done = (r: Request) => inFlight.delete(r)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  const loading = page.locator('[aria-busy="true"], [data-testid="venue-card-skeleton"]')
  return {
    settled: () =>
      expect
        .poll(async () => inFlight.size + (await loading.count()), { message: 'API calls and skeletons left' })
        .toBe(0),
  }
}
