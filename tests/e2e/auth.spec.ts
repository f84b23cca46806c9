// Accounts: sign up, log in, log out, wrong password, password reset by emailed link,
// email verification by the welcome email's link, visitor hearts merged at sign-in, and the
// accessibility of every account page.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
// Each test loads its pages in the worker's shared page (testOnSharedPage, tests/e2e/fixtures.ts):
// none opens a context, cookie, init script or route of its own; storage is cleared between tests.
import { testOnSharedPage as test, expectNoAxeViolations, switchColorScheme } from './fixtures'
import { readCaughtMail } from './mail-catcher'

const PASSWORD = 'Dinner4Thirty'

let counter = 0
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${process.pid}.${++counter}@example.com`

async function createAccount(request: APIRequestContext, firstName = 'Maya') {
  const email = uniqueEmail(firstName.toLowerCase())
  const res = await request.post('/api/auth/signup', {
    data: { firstName, lastName: 'Lopez', email, password: PASSWORD },
  })
  expect(res.status()).toBe(201)
  return { email, firstName }
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
}

/** The path of the newest link to `pathname` emailed to `email` whose subject matches, once the mail catcher has it. */
async function linkFromMail(email: string, subject: RegExp, pathname: string): Promise<string> {
  let url = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail()
          .filter((m) => m.to.includes(email) && subject.test(m.subject))
          .at(-1)
        url = new RegExp(`https?://\\S*${pathname}\\?token=[^\\s)"'<>]+`).exec(mail?.text ?? '')?.[0] ?? ''
        return url
      },
      { timeout: 30_000, message: `the email with ${pathname} reaches the mail catcher` },
    )
    .not.toBe('')
  const { pathname: path, search } = new URL(url)
  return `${path}${search}`
}

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notification/ }).getByText(title, { exact: true })

test.describe('accounts', () => {
  test('sign up → Account created! → log in → dashboard → log out', async ({ page }) => {
    const email = uniqueEmail('sign-up')
    await page.goto('/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Join Early Access' })).toBeVisible()
    await expect(page.getByText(/For inquiries, contact us at/)).toBeVisible()

    // The sign-up rules, next to their fields; the first invalid field gets the focus.
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible()
    await expect(page.getByLabel('First name')).toBeFocused()
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name must be at least 2 characters')

    await page.getByLabel('First name').fill('Maya')
    await page.getByLabel('Last name').fill('Lopez')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('weakpassword')
    await page.getByLabel('Confirm password').fill('different')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(
      page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
    ).toBeVisible()
    await expect(page.getByText("Passwords don't match")).toBeVisible()

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(toast(page, 'Account created!')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    // The address carries over; logging in lands on the dashboard with the user's name in the bar.
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const menu = page.getByRole('button', { name: /Account menu for Maya/ })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' })).toHaveCount(0)

    // Keyboard: the menu opens with Enter and lists the account's pages.
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Saved venues' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Saved venues' })).toBeFocused()
    await expectNoAxeViolations(page)
    await page.getByRole('menuitem', { name: 'Log out' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' })).toBeVisible()
    expect(
      await page.evaluate(() => localStorage.getItem('bountiful.auth') ?? sessionStorage.getItem('bountiful.auth')),
    ).toBeNull()

    // Pages for signed-in users now ask to log in.
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
  })

  test('a wrong password shows the Login Failed toast', async ({ page, request, failedRequests }) => {
    failedRequests.allow(/^401 POST \/api\/auth\/login$/)
    const { email } = await createAccount(request)
    await page.goto('/login')
    await logIn(page, email, 'Not-the-password1')
    await expect(toast(page, 'Login Failed')).toBeVisible()
    await expect(toast(page, 'Invalid email or password')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('remember me keeps the session in localStorage, otherwise sessionStorage; profile and a revoked token', async ({
    page,
    request,
    failedRequests,
  }) => {
    // The revoked token is refused, as it must be, by what the page asks with it.
    failedRequests.allow(/^401 GET \/api\/(auth\/user|shortlist)$/)
    const { email } = await createAccount(request, 'Noor')
    await page.goto('/login?next=/profile')
    await page.getByLabel('Remember me').check()
    await logIn(page, email)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { name: 'Noor Lopez' })).toBeVisible()
    await expect(page.getByText(email, { exact: true })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('bountiful.auth'))).toContain('token')
    await expectNoAxeViolations(page)

    // The server revokes the session (e.g. a password reset elsewhere): the next user call is a 401.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('bountiful.auth')!).token as string)
    await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })
    await page.reload()
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
    await expect(toast(page, 'Error')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('bountiful.auth'))).toBeNull()

    // Without 'remember me' the token lives in this tab only.
    await logIn(page, email)
    await expect(page).toHaveURL(/\/profile$/)
    expect(await page.evaluate(() => sessionStorage.getItem('bountiful.auth'))).toContain('token')
    expect(await page.evaluate(() => localStorage.getItem('bountiful.auth'))).toBeNull()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('forgot password → reset link from the email → new password → log in with it', async ({
    page,
    request,
    failedRequests,
  }) => {
    // The old password and the used link are refused on purpose.
    failedRequests.allow(/^401 POST \/api\/auth\/login$/)
    failedRequests.allow(/^400 POST \/api\/auth\/reset-password$/)
    const { email } = await createAccount(request, 'Rosa')
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(
      page.getByText('If an account exists for that email, we sent a link to reset your password.'),
    ).toBeVisible()

    let resetUrl = ''
    await expect
      .poll(
        () => {
          const mail = readCaughtMail().find((m) => m.to.includes(email) && /reset/i.test(m.subject))
          resetUrl = /https?:\/\/\S*\/reset-password\?token=[^\s)"'<>]+/.exec(mail?.text ?? '')?.[0] ?? ''
          return resetUrl
        },
        { timeout: 30_000, message: 'the reset email reaches the mail catcher' },
      )
      .not.toBe('')
    const { pathname, search } = new URL(resetUrl)
    await page.goto(`${pathname}${search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await expectNoAxeViolations(page)

    const newPassword = 'Supper9Fifty'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill('Supper9Fift')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText("Passwords don't match")).toBeVisible()
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(toast(page, 'Your password has been reset. You can now log in.')).toBeVisible()

    await logIn(page, email, PASSWORD)
    await expect(toast(page, 'Login Failed')).toBeVisible()
    await logIn(page, email, newPassword)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('button', { name: /Account menu for Rosa/ })).toBeVisible()

    // The link works once.
    await page.goto(`${pathname}${search}`)
    await page.getByLabel('New password', { exact: true }).fill('Another7Table')
    await page.getByLabel('Confirm new password').fill('Another7Table')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
  })

  test('sign up → the verification link of the welcome email → Your email is confirmed.; a bad link offers a new one', async ({
    page,
    request,
    failedRequests,
  }) => {
    // The bad link is refused on purpose.
    failedRequests.allow(/^400 POST \/api\/auth\/verify-email$/)
    const { email } = await createAccount(request, 'Vera')
    const link = await linkFromMail(email, /Welcome to Bountiful/, '/verify-email')
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible()
    await expect(page.getByText('Your email is confirmed.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expectNoAxeViolations(page)

    // The link works once.
    await page.reload()
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible()

    // Signed in and still unverified: a broken link offers a new one, which confirms the address.
    const other = await createAccount(request, 'Wren')
    await page.goto('/login')
    await logIn(page, other.email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/verify-email?token=not-a-real-token')
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible()
    await page.getByRole('button', { name: 'Send a new link' }).click()
    await expect(toast(page, 'We sent a new confirmation link to your email.')).toBeVisible()
    await page.goto(await linkFromMail(other.email, /Confirm your email/, '/verify-email'))
    await expect(page.getByText('Your email is confirmed.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bountiful.auth')!).token as string)
    const me = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } })
    expect(((await me.json()) as { emailVerified: boolean }).emailVerified).toBe(true)
  })

  test("an unconfirmed planner's dashboard says in one sentence where the link went; 'Send a new link' mails one that confirms her and the reminder goes", async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, 'Noor')
    await page.goto('/login')
    await logIn(page, email)
    await expect(page).toHaveURL(/\/dashboard$/)
    const reminder = page.getByRole('status').filter({ hasText: 'Confirm your email address' })
    await expect(reminder).toHaveText(`Confirm your email address: we sent a link to ${email}.Send a new link`)
    await expectNoAxeViolations(page)
    // In the dark theme at a phone's width too (a11y.spec.ts sees /profile signed out).
    await page.setViewportSize({ width: 375, height: 800 })
    await switchColorScheme(page, 'dark')
    await expectNoAxeViolations(page)
    await switchColorScheme(page, 'light')

    await reminder.getByRole('button', { name: 'Send a new link' }).click()
    await expect(toast(page, 'We sent a new confirmation link to your email.')).toBeVisible()
    await page.goto(await linkFromMail(email, /Confirm your email/, '/verify-email'))
    await expect(page.getByText('Your email is confirmed.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toBeVisible()
    await expect(page.getByText('Confirm your email address')).toHaveCount(0)
  })

  test('a heart given as a visitor is saved to the account at sign-in', async ({ page, request }) => {
    const { email } = await createAccount(request, 'Lena')
    await page.goto('/search?location=Chicago&guests=12')
    const card = page.getByTestId('venue-card').first()
    const venueName = (await card.getByRole('heading').innerText()).trim()
    const heart = card.getByRole('button', { name: `Save ${venueName}` })
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')

    // /saved shows a visitor's hearts with a prompt to log in to keep them.
    await page.goto('/saved')
    await expect(page.getByRole('heading', { level: 1, name: 'Saved venues' })).toBeVisible()
    await expect(page.getByRole('heading', { name: venueName })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Log in to keep your saved venues' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/login\?next=%2Fsaved$/)
    await logIn(page, email)
    await expect(page).toHaveURL(/\/saved$/)
    await expect(page.getByRole('heading', { name: venueName })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Log in to keep your saved venues' })).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('bountiful:favourites'))).toBe('[]')

    // It is on the server: unsaving from the list removes it there too.
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bountiful.auth')!).token as string)
    const saved = await request.get('/api/me/favourites', { headers: { Authorization: `Bearer ${token}` } })
    expect(((await saved.json()) as { venues: { name: string }[] }).venues.map((v) => v.name)).toContain(venueName)
    await page.getByRole('button', { name: `Save ${venueName}` }).click()
    await expect(page.getByText('No saved venues yet')).toBeVisible()
    await expect
      .poll(async () => {
        const res = await request.get('/api/me/favourites', { headers: { Authorization: `Bearer ${token}` } })
        return ((await res.json()) as { venueIds: number[] }).venueIds.length
      })
      .toBe(0)
    await expectNoAxeViolations(page)
  })

  test('account pages pass axe, and work at 375 px', async ({ page, failedRequests }) => {
    // '/verify-email?token=abc' is a bad link on purpose: the page shows what to do about it.
    failedRequests.allow(/^400 POST \/api\/auth\/verify-email$/)
    for (const path of [
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password?token=abc',
      '/reset-password',
      '/verify-email?token=abc',
      '/saved',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
    // No provider is configured in tests: no Google or Apple button.
    await page.goto('/login')
    await expect(page.getByTestId('google-sign-in')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Apple/ })).toHaveCount(0)

    await page.setViewportSize({ width: 375, height: 800 })
    for (const path of ['/login', '/signup']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    }
    // The small-screen drawer offers 'Log In' to visitors.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Log In' })).toBeVisible()
  })

  test('the mobile drawer shows the signed-in user and logs out', async ({ page, request }) => {
    const { email } = await createAccount(request, 'Ines')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/login')
    await logIn(page, email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText('Ines')).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Saved venues' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Log In' })).toHaveCount(0)
    await drawer.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
