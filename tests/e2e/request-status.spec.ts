// The confirmation email links to the planner's own request page; the link opens it,
// read-only, with the request's facts and status; a wrong link says so.
import { expect } from '@playwright/test'
import { test, expectNoAxeViolations } from './fixtures'
import { readCaughtMail } from './mail-catcher'

test('the confirmation email links to the request, which the planner opens without an account', async ({
  page,
  request,
  failedRequests,
}) => {
  const search = await request.get('/api/venues/search?location=San%20Francisco&guests=20')
  const [venue] = ((await search.json()) as { venues: { id: number; name: string }[] }).venues
  const email = `status.${Date.now()}.${process.pid}@example.com`
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)
  const res = await request.post('/api/venues/book', {
    data: {
      venueId: venue.id,
      eventType: 'corporate',
      guestCount: 14,
      date,
      time: '7:30 PM',
      budget: 'standard',
      addOns: [],
      name: 'Sia Status',
      email,
      phone: '(415) 555-0100',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { reference } = (await res.json()) as { reference: string }

  let link = ''
  await expect
    .poll(
      () => {
        const mail = readCaughtMail().find((m) => m.to.includes(email) && m.subject.includes(reference))
        link = /View your request: (\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
        return mail ? { link: link !== '', replyTo: /^Reply-To: .+$/m.test(mail.raw) } : null
      },
      { timeout: 20_000 },
    )
    .toEqual({ link: true, replyTo: true })

  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference)
  await expect(page.getByText('Status: Received')).toBeVisible()
  const facts = page.getByRole('region', { name: 'What you asked for' })
  await expect(facts.getByRole('link', { name: venue.name })).toBeVisible()
  await expect(facts.getByText('7:30 PM')).toBeVisible()
  await expect(facts.getByRole('definition').filter({ hasText: /^14$/ })).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  await expectNoAxeViolations(page)

  failedRequests.allow(/^404 GET \/api\/requests\/view\/x{43}$/) // a link that does not exist, on purpose
  await page.goto(`/requests/${'x'.repeat(43)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Request not found' })).toBeVisible()
})
