// Issue 16, the venue portal's web pages: staff invite a manager, who accepts the emailed link,
// finds the portal in her menu, adds a space and sees it on the overview; every page passes axe.
import { expect, type APIRequestContext } from '@playwright/test'
import { test, expectNoAxeViolations, signedIn, verifyByMail, type Session } from './fixtures'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { readCaughtMail } from './mail-catcher'

const password = 'Venue4Managers'

async function session(request: APIRequestContext, email: string, pass: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password: pass, rememberMe: true } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as Session
}

test('a manager accepts her invitation, adds a space, and every portal page (managers included) passes axe', async ({
  browser,
  baseURL,
  request,
}) => {
  // Nine axe sweeps (one per portal page) on two shared cores: more than the default minute.
  test.setTimeout(90_000)
  const email = `manager.${Date.now()}.${process.pid}@example.com`
  const signup = await request.post('/api/auth/signup', {
    data: { firstName: 'Mara', lastName: 'Manager', email, password },
  })
  expect(signup.status()).toBe(201)
  await verifyByMail(request, email)

  const staff = await session(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)
  const invite = await request.post('/api/staff/venues/1/managers', {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { email, role: 'owner' },
  })
  expect(invite.ok(), await invite.text()).toBe(true)
  let link = ''
  await expect
    .poll(() => {
      const mail = readCaughtMail().find((m) => m.to.includes(email) && /venue-portal\/invitations\//.test(m.text))
      link = /\/venue-portal\/invitations\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')

  const context = await signedIn(browser, baseURL, await session(request, email, password))
  const page = await context.newPage()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page
    .getByRole('navigation', { name: /sections/ })
    .getByRole('link', { name: 'Spaces' })
    .click()
  await expect(page.getByRole('heading', { name: 'Spaces', level: 1 })).toBeVisible()
  const form = page.getByRole('form', { name: 'New space' })
  await form.getByLabel('Name').fill('The Cellar')
  await form.getByLabel('Seated capacity').fill('24')
  await form.getByLabel('Standing capacity').fill('40')
  await form.getByRole('button', { name: 'Add space' }).click()
  await expect(page.getByRole('heading', { name: 'The Cellar' })).toBeVisible()
  await expect(page.getByText('Private room · 24 seated · 40 standing')).toBeVisible()
  await expectNoAxeViolations(page)

  for (const section of ['Packages', 'Blackouts', 'Calendar', 'Profile & policies', 'Requests', 'Managers']) {
    await page
      .getByRole('navigation', { name: /sections/ })
      .getByRole('link', { name: section })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
  }

  await page.goto('/venue-portal')
  await expect(page.getByRole('heading', { name: 'Your venues' })).toBeVisible()
  await expectNoAxeViolations(page)
  await context.close()
})
