// A booking's agreement on both sides' screens: the organiser, on her phone, reads version 1 and
// proposes 20 → 24 guests; the venue's manager, at her desk, reads the change with the agreement it
// makes and accepts it, signing with her name; the organiser then reads version 2 with what it
// changed and downloads its PDF; the manager writes the package's menu and when guests' final
// details are due. The booking (instant book) and the manager are set up through the API; the
// change and the signature through the pages.
import { expect, type Page } from '@playwright/test'
import { test, expectNoAxeViolations, signedIn, switchColorScheme } from './fixtures'
import {
  PACKAGE,
  bookInstantly,
  furnishVenue,
  inDays,
  newAccount,
  requestIdOf,
  sanDiegoVenue,
  staffAuth,
  toast,
  venueManager,
} from './booking-journeys'

const NARROW = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }

/** Axe in the light theme, then the dark, with a screenshot of each for a person to look at. */
async function checkBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await switchColorScheme(page, colorScheme)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true })
  }
  await switchColorScheme(page, 'light')
}

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)

test('the agreement: the organiser proposes more guests, the venue accepts and signs, version 2 with its change and PDF', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const { auth: staff, session: staffSession } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 6)
  const { packageId } = await furnishVenue(request, staff, venue, { space: 'The Garden Room', instantBook: true })
  const manager = await venueManager(request, staff, venue)
  const host = await newAccount(request, 'Ada', 'Organiser')
  const { reference, eventId } = await bookInstantly(request, host, venue, packageId, {
    date: inDays(40),
    guestCount: 20,
  })
  const requestId = await requestIdOf(request, staff, reference)

  // 1. The organiser, at 375 px: version 1, and a change of guests proposed.
  const hostPage = await (await signedIn(browser, baseURL, host.session)).newPage()
  await hostPage.setViewportSize(NARROW)
  await hostPage.goto(`/dashboard/events/${eventId}`)
  await hostPage.locator('summary', { hasText: 'Agreement' }).click()
  await expect(hostPage.getByRole('status').filter({ hasText: `Version 1 · ${reference}` })).toBeVisible()
  await expect(hostPage.getByText(/^Signed by .* on /)).toBeVisible()
  await hostPage.getByRole('button', { name: 'Propose a change' }).click()
  const form = hostPage.getByRole('form', { name: 'Propose a change' })
  await form.getByRole('textbox', { name: 'Guests' }).fill('24')
  await form.getByRole('button', { name: 'Send the change' }).click()
  await expect(toast(hostPage, 'Change proposed')).toBeVisible()
  const mine = hostPage.getByRole('article', { name: 'A change proposed by you' })
  await expect(mine).toContainText('Guests: 20 → 24')
  await expect(mine).toContainText('The other side answers it.')
  await fitsTheScreen(hostPage)
  await checkBothThemes(hostPage, 'organiser-proposed-375')

  // 2. The manager, at desktop width, on the booking's kitchen sheet: reads and signs.
  const managerPage = await (await signedIn(browser, baseURL, manager.session)).newPage()
  await managerPage.setViewportSize(DESKTOP)
  await managerPage.goto(`/venue-portal/venues/${venue.id}/kitchen/${requestId}`)
  const theirs = managerPage.getByRole('article', { name: 'A change from the planner, waiting for your answer' })
  await expect(theirs).toContainText('Guests: 20 → 24')
  await expect(theirs.getByRole('region').or(theirs.locator('pre'))).toContainText('Guests: 24')
  await checkBothThemes(managerPage, 'manager-change-1280')
  await theirs.getByRole('button', { name: 'Accept and sign' }).click()
  await expect(theirs.getByText('Please type your full name to sign')).toBeVisible()
  await theirs.getByRole('textbox', { name: 'Your full name, to sign' }).fill('Vida Venue')
  await theirs.getByRole('button', { name: 'Accept and sign' }).click()
  await expect(managerPage.getByRole('status').filter({ hasText: `Version 2 · ${reference}` })).toBeVisible()
  await expect(managerPage.getByText(/^Signed by Vida Venue \(you\) on /).first()).toBeVisible()
  await expect(theirs).toHaveCount(0)

  // 3. The organiser again: version 2, what it changed, and its PDF.
  await hostPage.reload()
  await hostPage.locator('summary', { hasText: 'Agreement' }).click()
  await expect(hostPage.getByRole('status').filter({ hasText: `Version 2 · ${reference}` })).toBeVisible()
  const history = hostPage.getByRole('list', { name: 'Versions of the agreement' })
  await expect(history.getByRole('listitem').first()).toContainText('Version 2 (in force)')
  await expect(history.getByRole('listitem').first()).toContainText('Signed by Vida Venue (the venue)')
  await expect(history.getByRole('listitem').first()).toContainText('Guests: 20 → 24')
  await expect(history.getByRole('listitem').last()).toContainText('The terms first agreed.')
  const download = hostPage.waitForEvent('download')
  await hostPage.getByRole('button', { name: 'Download PDF of version 2' }).click()
  expect((await download).suggestedFilename()).toBe(`agreement-${reference}-v2.pdf`)
  await fitsTheScreen(hostPage)
  await checkBothThemes(hostPage, 'organiser-version-2-375')
  await hostPage.setViewportSize(DESKTOP)
  await hostPage.screenshot({ path: test.info().outputPath('organiser-version-2-1280.png'), fullPage: true })

  // 3b. Our team reads it in the console, read-only: each version's signer, time and hash, the PDF.
  const staffPage = await (await signedIn(browser, baseURL, staffSession)).newPage()
  await staffPage.setViewportSize(DESKTOP)
  await staffPage.goto(`/staff/requests/${requestId}`)
  await expect(staffPage.getByRole('status').filter({ hasText: `Version 2 · ${reference}` })).toBeVisible()
  await expect(staffPage.getByText(/^Signed by Vida Venue \(the venue\) on /).first()).toBeVisible()
  await expect(staffPage.getByText(/^SHA-256 of the signed text: [0-9a-f]{64}$/)).toHaveCount(2)
  const staffHistory = staffPage.getByRole('list', { name: 'Versions of the agreement' })
  await expect(staffHistory.getByRole('listitem').first()).toContainText('Guests: 20 → 24')
  await expect(staffPage.getByRole('button', { name: 'Download PDF of version 1' })).toBeVisible()
  await expect(staffPage.getByRole('button', { name: 'Propose a change' })).toHaveCount(0)
  await expectNoAxeViolations(staffPage)
  await staffPage.close()

  // 4. The manager writes the package's menu: one course, two dishes with their allergens.
  await managerPage.goto(`/venue-portal/venues/${venue.id}/packages`)
  await managerPage.getByRole('button', { name: `Menu of ${PACKAGE.name}` }).click()
  const menu = managerPage.getByRole('form', { name: `Menu of ${PACKAGE.name}` })
  await menu.getByRole('textbox', { name: 'Course 1 name' }).fill('Main')
  await menu.getByRole('textbox', { name: 'Course 1, dish 1 name' }).fill('Grilled halibut')
  const first = menu.getByRole('group', { name: 'Course 1, dish 1: contains' })
  await first.getByRole('checkbox', { name: 'Fish', exact: true }).check()
  await first.getByRole('checkbox', { name: 'Milk', exact: true }).check()
  await menu.getByRole('button', { name: 'Add a dish to course 1' }).click()
  await menu.getByRole('textbox', { name: 'Course 1, dish 2 name' }).fill('Mushroom risotto')
  await menu
    .getByRole('group', { name: 'Course 1, dish 2: contains' })
    .getByRole('checkbox', { name: 'Milk', exact: true })
    .check()
  await menu
    .getByRole('group', { name: 'Course 1, dish 2: suits' })
    .getByRole('checkbox', { name: 'Vegetarian' })
    .check()
  await checkBothThemes(managerPage, 'manager-menu-1280')
  await menu.getByRole('button', { name: 'Save the menu' }).click()
  await expect(toast(managerPage, 'Menu saved')).toBeVisible()
  await expect(menu).toHaveCount(0)

  await managerPage.reload()
  await managerPage.getByRole('button', { name: `Menu of ${PACKAGE.name}` }).click()
  await expect(menu.getByRole('textbox', { name: 'Course 1 name' })).toHaveValue('Main')
  await expect(menu.getByRole('textbox', { name: 'Course 1, dish 1 name' })).toHaveValue('Grilled halibut')
  await expect(menu.getByRole('textbox', { name: 'Course 1, dish 2 name' })).toHaveValue('Mushroom risotto')
  await expect(first.getByRole('checkbox', { name: 'Fish', exact: true })).toBeChecked()
  await expect(first.getByRole('checkbox', { name: 'Sesame' })).not.toBeChecked()
  await expect(
    menu.getByRole('group', { name: 'Course 1, dish 2: suits' }).getByRole('checkbox', { name: 'Vegetarian' }),
  ).toBeChecked()
  await managerPage.setViewportSize(NARROW)
  await fitsTheScreen(managerPage)
  await managerPage.screenshot({ path: test.info().outputPath('manager-menu-375.png'), fullPage: true })

  // 5. And when guests' final details are due, on the profile: 72 hours before unless changed.
  await managerPage.goto(`/venue-portal/venues/${venue.id}/profile`)
  const due = managerPage.getByRole('textbox', { name: 'Final details due (hours)' })
  await expect(due).toHaveValue('72')
  await due.fill('48')
  await managerPage.getByRole('button', { name: 'Save profile' }).click()
  await expect(toast(managerPage, 'Profile saved')).toBeVisible()
  await managerPage.reload()
  await expect(due).toHaveValue('48')
})
