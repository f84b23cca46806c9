// Calendars that agree both ways: a venue's manager adds the iCalendar address of the
// calendar where she already takes bookings (served here by a local server), and the day it marks
// busy is no longer offered to a planner on the venue's page; the portal's calendar page fits a
// 375 px phone without sideways scrolling.
import { expect, type APIRequestContext } from '@playwright/test'
import { addDaysToDate } from '~/domain/search-dates'
import { todayIn } from '~/domain/time'
import { icsDate, icsOf, startFeedServer, type FeedServer } from '../support/calendar-feed-server'
import { test, signedIn, verifyByMail, type Session } from './fixtures'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'
import { readCaughtMail } from './mail-catcher'

const VENUE_ID = 2
const password = 'Venue4Calendars'
let feeds: FeedServer

test.beforeAll(async () => {
  feeds = await startFeedServer('127.0.0.1')
})
test.afterAll(async () => {
  await feeds?.close()
})

async function session(request: APIRequestContext, email: string, pass: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password: pass, rememberMe: true } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as Session
}

/** A verified account that staff invited to manage VENUE_ID and that accepted. */
async function seedManager(request: APIRequestContext): Promise<Session> {
  const email = `calendars.${Date.now()}.${process.pid}@example.com`
  const signup = await request.post('/api/auth/signup', {
    data: { firstName: 'Cal', lastName: 'Manager', email, password },
  })
  expect(signup.status()).toBe(201)
  await verifyByMail(request, email)
  const staff = await session(request, E2E_STAFF.email, E2E_STAFF_PASSWORD)
  const invited = await request.post(`/api/venue-portal/venues/${VENUE_ID}/managers`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { email, role: 'owner' },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  let token = ''
  await expect
    .poll(() => {
      const mail = readCaughtMail().find((m) => m.to.includes(email) && /venue-portal\/invitations\//.test(m.text))
      token = /\/venue-portal\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
      return token
    })
    .not.toBe('')
  const manager = await session(request, email, password)
  const accepted = await request.post(`/api/venue-invitations/${token}/accept`, {
    headers: { authorization: `Bearer ${manager.token}` },
    data: {},
  })
  expect(accepted.ok(), await accepted.text()).toBe(true)
  return manager
}

test('a manager adds her booking calendar and the day it marks busy is no longer offered to planners', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const venue = await (await request.get(`/api/venues/${VENUE_ID}`)).json()
  const busy = addDaysToDate(todayIn(venue.timezone), 45)
  // A dinner already sold in the venue's own calendar (New York), two days later, written in its
  // zone as calendars export it: only the evening is taken, on a server running in UTC.
  const dinner = addDaysToDate(busy, 2)
  feeds.set('/bookings.ics', {
    kind: 'ics',
    body: icsOf(
      [`DTSTART;VALUE=DATE:${icsDate(busy)}`, `DTEND;VALUE=DATE:${icsDate(addDaysToDate(busy, 1))}`],
      [
        `DTSTART;TZID=America/New_York:${icsDate(dinner)}T170000`,
        `DTEND;TZID=America/New_York:${icsDate(dinner)}T200000`,
      ],
    ),
  })
  const planner = await browser.newPage()
  await planner.goto(`/venues/${VENUE_ID}?date=${busy}`)
  // The booking card's date group is named after the chosen day, or why it cannot be chosen.
  const dateGroup = planner.getByRole('group', { name: /^Date / })
  await expect(dateGroup).toBeVisible()
  await expect(dateGroup).not.toHaveAccessibleName(/not available/)

  const managerSession = await seedManager(request)
  const context = await signedIn(browser, baseURL, managerSession)
  const page = await context.newPage()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/venue-portal/venues/${VENUE_ID}/calendar`)
  const panel = page.getByRole('region', { name: 'Your other calendars' })
  await panel.getByLabel('Calendar address (iCal)').fill(`http://127.0.0.1:${feeds.port}/bookings.ics`)
  await panel.getByLabel('Name (optional)').fill('Front desk bookings')
  await panel.getByRole('button', { name: 'Add calendar' }).click()
  const synced = panel.getByRole('list', { name: 'Synced calendars' })
  await expect(synced.getByText('Front desk bookings · Whole venue')).toBeVisible()
  await expect(synced.getByText(/Last read .* · 2 busy days ahead/)).toBeVisible()

  // The calendar says which part of a day a synced event closes: the whole day, or its evening only.
  await page.goto(`/venue-portal/venues/${VENUE_ID}/calendar?month=${dinner.slice(0, 7)}`)
  // At 375 px the month is a list (the table is for wider screens): the visible entry is the list's.
  const entry = (text: RegExp) => page.getByText(text).filter({ visible: true })
  await expect(entry(/^Closed \(evening, from 4 PM\) · Whole venue · Busy in Front desk bookings$/)).toBeVisible()
  if (busy.slice(0, 7) === dinner.slice(0, 7))
    await expect(entry(/^Closed · Whole venue · Busy in Front desk bookings$/)).toBeVisible()
  await page.goto(`/venue-portal/venues/${VENUE_ID}/calendar`)

  // At 375 px nothing on the calendar page is wider than the screen: with two spaces (the space
  // filter shows), a hold's long line and the feed link made.
  for (const name of ['The Cellar', 'The Long Gallery Overlooking the Garden Terrace']) {
    const space = await page.request.post(`/api/venue-portal/venues/${VENUE_ID}/spaces`, {
      headers: { authorization: `Bearer ${managerSession.token}` },
      data: { name, kind: 'private_room', seatedCapacity: 30, standingCapacity: 40 },
    })
    expect(space.status(), await space.text()).toBe(201)
  }
  await page.reload()
  await page.getByRole('button', { name: 'Create calendar link' }).click()
  await expect(page.getByTestId('calendar-feed-url')).toBeVisible()
  for (const width of [390, 375]) {
    await page.setViewportSize({ width, height: 800 })
    // Elements past the right edge, leaving out those inside a box that scrolls or clips sideways
    // (the section tabs scroll on purpose).
    const wide = await page.evaluate(() => {
      const contained = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
          if (getComputedStyle(p).overflowX !== 'visible') return true
        return false
      }
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !contained(el))
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
    })
    expect(wide, `wider than ${width} px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }

  // The planner's venue page no longer offers the day.
  await planner.reload()
  await expect(dateGroup).toHaveAccessibleName(/is not available: .*Please pick another day\./)

  // A feed that stops answering says so in words and keeps the day closed.
  feeds.set('/bookings.ics', { kind: 'status', status: 404 })
  await synced.getByRole('button', { name: 'Refresh now' }).click()
  await expect(
    synced.getByText(/failed: The calendar's server answered 404 Not Found\. We keep the busy days/),
  ).toBeVisible()
  await planner.reload()
  await expect(dateGroup).toHaveAccessibleName(/is not available: /)
  await context.close()
  await planner.close()
})
