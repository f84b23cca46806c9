// The host dashboard's edges: someone else's event, a visitor signed out, a wrong RSVP link. The
// journey itself (create an event → task → co-host → live chat → guest RSVP → headcount → cancel) is
// walked by keyboard in keyboard-accounts.spec.ts, with every check the mouse walk had here.
import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test'
import { test, expectNoAxeViolations } from './fixtures'

const PASSWORD = 'Dinner4Thirty'
let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${process.pid}.${++counter}@example.com`

type Account = { email: string; firstName: string; lastName: string; token: string; expiresAt: string }

/** Signs up and logs in through the API. */
async function createAccount(request: APIRequestContext, firstName: string, lastName: string): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase())
  const signUp = await request.post('/api/auth/signup', { data: { firstName, lastName, email, password: PASSWORD } })
  expect(signUp.status()).toBe(201)
  const logIn = await request.post('/api/auth/login', { data: { email, password: PASSWORD, rememberMe: true } })
  expect(logIn.ok()).toBe(true)
  const { token, expiresAt } = (await logIn.json()) as { token: string; expiresAt: string }
  return { email, firstName, lastName, token, expiresAt }
}

/** A browser signed in as `account`: the token where src/web/lib/session-store.ts keeps it. */
async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript(
    ([token, expiresAt]) => window.localStorage.setItem('bountiful.auth', JSON.stringify({ token, expiresAt })),
    [account.token, account.expiresAt] as const,
  )
  return context
}

test.describe('host dashboard', () => {
  test("someone else's event reads 'Event not found'; signed out goes to log in", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const owner = await createAccount(request, 'Ines', 'Park')
    const created = await request.post('/api/dashboard/events', {
      headers: { Authorization: `Bearer ${owner.token}` },
      // Event dates are at most two years ahead (2099 is refused now).
      data: {
        name: 'Private dinner',
        date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        time: '7:00 PM',
        guestCount: 12,
        location: 'Dolores Park, San Francisco',
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }

    await page.goto(`/dashboard/events/${id}`)
    await expect(page).toHaveURL(/\/login\?next=/)

    const stranger = await createAccount(request, 'Omar', 'Said')
    const context = await signedInContext(browser, baseURL, stranger)
    const strangerPage = await context.newPage()
    await strangerPage.setViewportSize({ width: 375, height: 800 })
    await strangerPage.goto(`/dashboard/events/${id}`)
    await expect(strangerPage.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
    await expect(strangerPage.getByText(/may not have permission/)).toBeVisible()
    await strangerPage.goto('/dashboard/events/999999')
    await expect(strangerPage.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
    await expectNoAxeViolations(strangerPage)
    await context.close()
  })

  test('the public page tells an out-of-date RSVP link from a wrong event link', async ({
    page,
    request,
    failedRequests,
  }) => {
    // Both links are wrong on purpose.
    failedRequests.allow(/^404 GET \/api\/public\/events\/[^/?]+\?guest=no-such-guest$/)
    const host = await createAccount(request, 'Rhea', 'Stone')
    const created = await request.post('/api/dashboard/events', {
      headers: { Authorization: `Bearer ${host.token}` },
      data: {
        name: 'Harvest supper',
        date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
        time: '7:00 PM',
        guestCount: 12,
        location: 'Dolores Park, San Francisco',
      },
    })
    expect(created.status()).toBe(201)
    const { publicId } = (await created.json()) as { publicId: string }

    // The event exists, the link's guest does not (removed from the list, or a mistyped link).
    await page.goto(`/e/${publicId}?guest=no-such-guest`)
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible()
    await expect(
      page.getByText('This RSVP link is not valid any more. Please ask the host for a new one.'),
    ).toBeVisible()

    await page.goto('/e/no-such-event?guest=no-such-guest')
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
    await expect(page.getByText(/This event doesn't exist/)).toBeVisible()
  })
})
