import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test'
import { readCaughtMail } from './mail-catcher'

/** axe-core finds no WCAG 2.2 A/AA violations on the page as it stands. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

export type Session = { token: string; expiresAt: string }

/** A browser signed in with `session` (the token where src/web/lib/session-store.ts keeps it). */
export async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  session: Session,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript(
    ([token, expiresAt]) => window.localStorage.setItem('bountiful.auth', JSON.stringify({ token, expiresAt })),
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
