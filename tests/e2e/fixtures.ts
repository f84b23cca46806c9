import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { readCaughtMail } from './mail-catcher'

// React's hydration failures, as the production build reports them (minified error numbers:
// 418 mismatch, 419 a Suspense boundary the server could not finish, 423/425 older wordings).
const HYDRATION_ERROR =
  /Minified React error #(418|419|423|425)\b|hydrat(ion|ed|ing) (failed|error|mismatch)|didn't match/i

/**
 * Playwright's `test` with one more check: a page that logs a React hydration error (the server's
 * HTML and the browser's first render differ) fails the test, whatever the test looked at.
 */
export const test = base.extend<{ hydrationErrors: string[] }>({
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
})

// Contexts a test opens itself (signedIn below) report to the running test's list.
let currentErrors: string[] | undefined

function watchHydration(context: BrowserContext, errors: string[]) {
  context.on('console', (msg) => {
    if (msg.type() === 'error' && HYDRATION_ERROR.test(msg.text())) errors.push(msg.text())
  })
  context.on('weberror', (err) => {
    if (HYDRATION_ERROR.test(err.error().message)) errors.push(err.error().message)
  })
}

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
  if (currentErrors) watchHydration(context, currentErrors)
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
