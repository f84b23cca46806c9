// The count at the door, on a phone (375 px): the host opens it from her booked event's page,
// checks one guest in from the searched list, one by her typed door code and one by scanning his
// QR code (the camera stood in for by a canvas showing the code), adds a walk-in and undoes a
// check-in, reading the count each time; a wrong code is said in words. The guest's own RSVP page
// shows her door code with its QR code, and the venue's manager, who is not an event member,
// reaches the same count from the kitchen sheet (her camera refused, she is pointed to the code field). The booking (instant book), the guests and their
// answers are set up through the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import QRCode from 'qrcode'
import { test, expectNoAxeViolations, signedIn, switchColorScheme } from './fixtures'
import {
  GUESTS,
  TIME,
  bearer,
  furnishVenue,
  inDays,
  newAccount,
  requestIdOf,
  sanDiegoVenue,
  staffAuth,
  venueManager,
  type Auth,
} from './booking-journeys'

test.use({ viewport: { width: 375, height: 812 } })

type Guest = { id: number; name: string; rsvpUrl: string }

async function json<T>(res: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const r = await res
  expect(r.ok(), await r.text()).toBe(true)
  return (await r.json()) as T
}

/** The guest's door code, as her RSVP page's API gives it. */
async function doorCodeOf(request: APIRequestContext, guest: Guest): Promise<string> {
  const url = new URL(guest.rsvpUrl)
  const publicId = url.pathname.split('/').at(-1)!
  const page = await json<{ guest: { doorCode: string } }>(
    request.get(`/api/public/events/${publicId}?guest=${url.searchParams.get('guest')}`),
  )
  return page.guest.doorCode
}

/** The phone's camera, stood in for by a canvas that shows `qrDataUrl`, redrawn as a video would be. */
async function cameraShowing(page: Page, qrDataUrl: string) {
  await page.addInitScript((src) => {
    const getUserMedia = async () => {
      const image = new Image()
      image.src = src
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = 320
      canvas.height = 320
      const context = canvas.getContext('2d')!
      const draw = () => {
        context.fillStyle = '#fff'
        context.fillRect(0, 0, 320, 320)
        context.drawImage(image, 40, 40, 240, 240)
      }
      draw()
      setInterval(draw, 100)
      return canvas.captureStream(10)
    }
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
  }, qrDataUrl)
}

test('at the door on a phone: the count, by the list, by a typed code, by a scan, a walk-in and an undo', async ({
  browser,
  baseURL,
  request,
  page,
  failedRequests,
}) => {
  test.setTimeout(120_000)
  const { auth: staff } = await staffAuth(request)
  const venue = await sanDiegoVenue(request, 9)
  const { packageId } = await furnishVenue(request, staff, venue, { space: 'The Door Room', instantBook: true })
  const manager = await venueManager(request, staff, venue)
  const host = await newAccount(request, 'Dora', 'Door')
  const hostAuth: Auth = bearer(host.session)
  const booked = await json<{ reference: string }>(
    request.post('/api/venues/book', {
      headers: hostAuth,
      data: {
        venueId: venue.id,
        packageId,
        instantBookAgreed: true,
        eventType: 'client-dinner',
        guestCount: GUESTS,
        date: inDays(10),
        time: TIME,
        budget: 'standard',
        addOns: [],
        name: host.name,
        email: host.email,
        phone: '(619) 555-0188',
      },
    }),
  )
  const eventName = `Client Dinner at ${venue.name}`
  const { events } = await json<{ events: { id: number; name: string }[] }>(
    request.get('/api/dashboard/events', { headers: hostAuth }),
  )
  const eventId = events.find((e) => e.name === eventName)!.id
  const guestsUrl = `/api/dashboard/events/${eventId}/guests`
  await json(request.post(guestsUrl, { headers: hostAuth, data: { text: 'Ana Ruiz\nBo Chen\nCy Park' } }))
  const { guests } = await json<{ guests: Guest[] }>(request.get(guestsUrl, { headers: hostAuth }))
  const [ana, , cy] = ['Ana Ruiz', 'Bo Chen', 'Cy Park'].map((n) => guests.find((g) => g.name === n)!)
  // Ana says yes from her RSVP link.
  const anaLink = new URL(ana.rsvpUrl)
  await json(
    request.post(`/api/public/events/${anaLink.pathname.split('/').at(-1)}/rsvp`, {
      data: { token: anaLink.searchParams.get('guest'), answer: 'yes' },
    }),
  )
  const anaCode = await doorCodeOf(request, ana)

  // 1. Ana's RSVP page on her phone: her door code, in text and as a QR code.
  await page.goto(`${anaLink.pathname}${anaLink.search}`)
  const doorCode = page.getByRole('region', { name: 'Your door code' })
  await expect(doorCode.getByTestId('door-code')).toHaveText(anaCode)
  await expect(doorCode.getByRole('img', { name: `QR code of your door code ${anaCode}` })).toBeVisible()
  await expectNoAxeViolations(page)

  // 2. The host's phone: from the booked event's page to the door. Nobody is in yet.
  const hostPage = await (await signedIn(browser, baseURL, host.session)).newPage()
  await hostPage.setViewportSize({ width: 375, height: 812 })
  await cameraShowing(hostPage, await QRCode.toDataURL(await doorCodeOf(request, cy), { margin: 2 }))
  await hostPage.goto(`/dashboard/events/${eventId}`)
  await hostPage.getByRole('link', { name: 'At the door' }).click()
  await expect(hostPage.getByRole('heading', { level: 1 })).toHaveText(eventName)
  const count = hostPage.getByTestId('door-count')
  const countExtra = hostPage.getByTestId('door-count-extra')
  await expect(count).toHaveText('0 of 3 checked in')
  await expect(countExtra).toHaveText(`0 in all · ${GUESTS} agreed`)
  await expect(hostPage.getByText('Nobody is checked in yet.')).toBeVisible()

  // By the list: a search finds Bo, and one tap checks him in.
  const list = hostPage.getByRole('list', { name: 'Guests at the door' })
  await hostPage.getByRole('searchbox', { name: 'Find a guest by name' }).fill('bo')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await list.getByRole('button', { name: 'Check in Bo Chen' }).click()
  await expect(count).toHaveText('1 of 3 checked in')
  await expect(list.getByRole('listitem')).toContainText(`Checked in`)
  await expect(list.getByRole('listitem')).toContainText(`by ${host.name}`)
  await expect(hostPage.getByText(/^Last check-in \d{1,2}:\d{2} [AP]M$/)).toBeVisible()
  await hostPage.getByRole('searchbox', { name: 'Find a guest by name' }).fill('')
  await expect(list.getByRole('listitem')).toHaveCount(3)

  // By a typed door code: a wrong one is said in words, Ana's (typed in lower case) lets her in.
  const codeField = hostPage.getByRole('textbox', { name: 'Door code' })
  const codeForm = hostPage.getByRole('form', { name: 'Door code' })
  failedRequests.allow(new RegExp(`^404 POST /api/dashboard/events/${eventId}/door/check-ins$`))
  await codeField.fill('ZZZZ-ZZZZ')
  await codeForm.getByRole('button', { name: 'Check in' }).click()
  await expect(codeField).toHaveAccessibleDescription(
    'No guest of this event has that door code. Check the code, or find the guest by name.',
  )
  await codeField.fill(anaCode.toLowerCase())
  await codeForm.getByRole('button', { name: 'Check in' }).click()
  await expect(codeField).toHaveAccessibleDescription('Ana Ruiz checked in.')
  await expect(count).toHaveText('2 of 3 checked in')
  // Her code again (a second scan): she is named, and counted once.
  await codeField.fill(anaCode)
  await codeForm.getByRole('button', { name: 'Check in' }).click()
  await expect(codeField).toHaveAccessibleDescription('Ana Ruiz is already checked in.')
  await expect(count).toHaveText('2 of 3 checked in')

  // By a scan: the camera reads Cy's QR code, the dialog closes and says who came in. The dialog
  // can open and close between two looks of a check (the stand-in camera shows the code at once),
  // so what is checked is what it leaves: no dialog, Cy in. The refused camera below checks it open.
  await hostPage.getByRole('button', { name: 'Scan a code' }).click()
  await expect(hostPage.getByRole('dialog')).toHaveCount(0)
  await expect(codeField).toHaveAccessibleDescription('Cy Park checked in.')
  await expect(count).toHaveText('3 of 3 checked in')

  // A walk-in, checked in as she is added.
  await hostPage.getByText('Add a walk-in', { exact: true }).click()
  const walkIn = hostPage.getByRole('form', { name: 'Add a walk-in' })
  await walkIn.getByRole('textbox', { name: 'Name' }).fill('Dee Walker')
  await walkIn.getByRole('textbox', { name: 'Affiliation (optional)' }).fill('Acme Corp')
  await walkIn.getByRole('button', { name: 'Add and check in' }).click()
  await expect(walkIn.getByText('Dee Walker is added and checked in.')).toBeVisible()
  await expect(countExtra).toHaveText(`plus 1 walk-in · 4 in all · ${GUESTS} agreed`)
  await expect(list.getByRole('listitem').filter({ hasText: 'Dee Walker' })).toContainText('Acme Corp')

  // Undo a wrong tap: Bo is out again.
  await list.getByRole('button', { name: 'Undo Bo Chen' }).click()
  await expect(count).toHaveText('2 of 3 checked in')
  await expect(list.getByRole('button', { name: 'Check in Bo Chen' })).toBeVisible()
  expect(await hostPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
  await expectNoAxeViolations(hostPage)
  await switchColorScheme(hostPage, 'dark')
  await expectNoAxeViolations(hostPage)

  // 3. The venue's manager, from the booking's kitchen sheet: the same count on her phone.
  const requestId = await requestIdOf(request, staff, booked.reference)
  const managerPage = await (await signedIn(browser, baseURL, manager.session)).newPage()
  await managerPage.setViewportSize({ width: 375, height: 812 })
  // Her phone refuses the camera.
  await managerPage.addInitScript(() => {
    const getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
  })
  await managerPage.goto(`/venue-portal/venues/${venue.id}/kitchen/${requestId}`)
  await managerPage.getByRole('link', { name: 'At the door' }).click()
  await expect(managerPage.getByTestId('door-count')).toHaveText('2 of 3 checked in')
  await expect(managerPage.getByTestId('door-count-extra')).toHaveText(`plus 1 walk-in · 3 in all · ${GUESTS} agreed`)
  // A camera refused is said in words, with the way to the code field.
  await managerPage.getByRole('button', { name: 'Scan a code' }).click()
  await expect(managerPage.getByRole('dialog', { name: 'Scan a door code' }).getByRole('alert')).toContainText(
    'The camera is not allowed',
  )
  await managerPage.getByRole('button', { name: 'Type the code instead' }).click()
  await expect(managerPage.getByRole('textbox', { name: 'Door code' })).toBeFocused()
})
