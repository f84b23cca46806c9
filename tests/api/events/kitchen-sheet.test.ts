// Guest details that reach the kitchen: a package's menu, guests' RSVPs with allergies,
// course choices and a companion, the kitchen sheet's versions with what changed and the venue's
// acknowledgement (seen by the organiser), the final-details lock with change requests the venue
// accepts or declines, and the sheet's PDF read back as text. Set up as the product does it: a
// manager's package with a menu, booked at once by a signed-in planner (instant book).
import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events, kitchenSheetVersions, outboxEmails, venueMembers } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { addCoHost } from '../support/events-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { inDays } from '../support/staff-helpers'

let t: TestContext
type Person = Awaited<ReturnType<typeof createUser>>
let manager: Person
let otherManager: Person
let host: Person
let venueId: number
let otherVenueId: number
let packageId: number
let requestId: number
let eventId: number
let publicId: string
const tokens: Record<string, string> = {}

const call = (
  auth: { authorization: string } | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) })
const portal = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: unknown, who = manager) =>
  call(who.auth, method, `/api/venue-portal/venues/${venueId}${path}`, payload)
const sheetUrl = () => `/kitchen-sheets/${requestId}`
const rsvp = (name: string, body: Record<string, unknown>) =>
  call(undefined, 'POST', `/api/public/events/${publicId}/rsvp`, { token: tokens[name], ...body })
const publicView = (name: string) => call(undefined, 'GET', `/api/public/events/${publicId}?guest=${tokens[name]}`)

/** The kitchen's emails queued since outbox row `after`, in order. */
const kitchenMail = async (after: number) =>
  t.db
    .select({
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      template: outboxEmails.template,
    })
    .from(outboxEmails)
    .where(and(gt(outboxEmails.id, after), eq(outboxEmails.requestId, requestId)))
    .orderBy(asc(outboxEmails.id))
const lastOutboxId = async () =>
  (await t.db.select({ id: outboxEmails.id }).from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(1))[0]?.id ?? 0

/** The event's latest kitchen-sheet version as stored (read from the table: the sheet's page would refresh it). */
const latestVersion = async () =>
  (
    await t.db
      .select()
      .from(kitchenSheetVersions)
      .where(eq(kitchenSheetVersions.eventId, eventId))
      .orderBy(desc(kitchenSheetVersions.version))
      .limit(1)
  )[0]

/** The venue proposes a change order and the host accepts and signs it. */
const changeBooking = async (change: Record<string, unknown>) => {
  const proposed = await portal('POST', `/requests/${requestId}/change-orders`, change)
  expect(proposed.statusCode, proposed.body).toBe(200)
  const order = proposed.json().changeOrders[0]
  const accepted = await call(host.auth, 'POST', `/api/dashboard/events/${eventId}/change-orders/${order.id}/accept`, {
    signerName: 'Hana Lopez',
    agreementHash: order.proposed.hash,
  })
  expect(accepted.statusCode, accepted.body).toBe(200)
}

const MENU = {
  courses: [
    { name: 'Starter', dishes: [{ name: 'Burrata', allergens: ['milk'], diets: ['vegetarian'] }] },
    {
      name: 'Main',
      dishes: [
        { name: 'Satay chicken', description: 'Peanut sauce', allergens: ['peanuts', 'soy'], diets: [] },
        { name: 'Mushroom risotto', allergens: ['milk'], diets: ['vegetarian', 'gluten-free'] },
        { name: 'Seared halibut', allergens: ['fish'], diets: ['gluten-free'] },
      ],
    },
  ],
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  venueId = await insertVenue(t.db, { name: 'Kitchen Hall', maxGuests: 60 })
  otherVenueId = await insertVenue(t.db, { name: 'Other Hall', maxGuests: 60 })
  manager = await createUser(t.db, { firstName: 'Mo' })
  otherManager = await createUser(t.db, { firstName: 'Olu' })
  host = await createUser(t.db, { firstName: 'Hana' })
  await t.db.insert(venueMembers).values([
    { venueId, userId: manager.userId, role: 'owner' },
    { venueId: otherVenueId, userId: otherManager.userId, role: 'owner' },
  ])
  const space = await portal('POST', '/spaces', {
    name: 'The Loft',
    kind: 'private_room',
    seatedCapacity: 40,
    standingCapacity: 40,
  })
  const pkg = await portal('POST', '/packages', {
    spaceId: space.json().id,
    name: 'Set dinner',
    pricePerPerson: 80,
    serviceChargePct: 20,
    taxPct: 8.5,
    instantBook: true,
  })
  packageId = pkg.json().id
  // A short deadline for now: the lock is tested later by lengthening it.
  expect((await portal('PATCH', '', { finalDetailsHours: 1 })).json().finalDetailsHours).toBe(1)
  const booked = await call(undefined, 'POST', '/api/venues/book', {
    venueId,
    packageId,
    instantBookAgreed: true,
    eventType: 'corporate',
    guestCount: 20,
    date: inDays(20),
    time: '7:00 PM',
    budget: 'standard',
    addOns: [],
    name: 'Hana Lopez',
    email: host.email,
    phone: '(415) 555-0100',
    specialRequests: 'A birthday cake at dessert, please',
  })
  expect(booked.statusCode, booked.body).toBe(201)
  expect(booked.json().instantBooked).toBe(true)
  const [event] = await t.db.select().from(events).where(eq(events.hostUserId, host.userId))
  eventId = event.id
  publicId = event.publicId
  requestId = event.requestId!
  const added = await call(host.auth, 'POST', `/api/dashboard/events/${eventId}/guests`, {
    text: 'Ana Reyes <ana@example.com>\nBea Stone <bea@example.com>\nCyd Park <cyd@example.com>',
  })
  expect(added.statusCode, added.body).toBe(201)
  for (const g of added.json().guests as { name: string; rsvpUrl: string }[])
    tokens[g.name.split(' ')[0]] = new URL(g.rsvpUrl).searchParams.get('guest')!
})
afterAll(() => t?.close())

describe('menus as data', () => {
  it('a manager sets a package’s menu; bad allergens and empty courses are refused with the field', async () => {
    const bad = await portal('PUT', `/packages/${packageId}/menu`, {
      courses: [
        { name: 'Main', dishes: [{ name: 'Pie', allergens: ['gluten'] }] },
        { name: 'Dessert', dishes: [] },
      ],
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['courses.0.dishes.0.allergens.0', 'courses.1.dishes'])
    const put = await portal('PUT', `/packages/${packageId}/menu`, MENU)
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().courses[1].dishes[0]).toEqual({
      name: 'Satay chicken',
      description: 'Peanut sauce',
      allergens: ['peanuts', 'soy'],
      diets: [],
    })
    expect((await portal('GET', `/packages/${packageId}/menu`)).json()).toEqual(put.json())
    // Another venue's manager does not see it.
    const other = await call(otherManager.auth, 'GET', `/api/venue-portal/venues/${venueId}/packages/${packageId}/menu`)
    expect(other.statusCode).toBe(404)
  })
})

describe('guest details on the RSVP', () => {
  it('the RSVP page offers the booked menu, and a dish not on it is refused', async () => {
    const view = (await publicView('Ana')).json()
    expect(view.kitchen.menu.courses.map((c: { name: string }) => c.name)).toEqual(['Starter', 'Main'])
    expect(view.kitchen.detailsLocked).toBe(false)
    expect(view.guest.details).toEqual({ allergies: [], choices: [], companion: null })
    const bad = await rsvp('Ana', { answer: 'yes', details: { choices: [{ course: 'Main', dish: 'Lobster' }] } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ 'details.choices.0.dish': 'This dish is not on the menu for that course' })
  })

  it('a guest answers with an allergy, an intolerance, a choice and a companion; a conflict is told at once', async () => {
    const ana = await rsvp('Ana', {
      answer: 'yes',
      details: {
        allergies: [{ allergen: 'peanuts', kind: 'allergy', severity: 'anaphylaxis' }],
        choices: [{ course: 'main', dish: 'satay chicken' }],
        companion: {
          name: 'Dev Reyes',
          allergies: [{ allergen: 'other', other: 'Coriander', kind: 'preference' }],
          choices: [{ course: 'Main', dish: 'Seared halibut' }],
        },
      },
    })
    expect(ana.statusCode, ana.body).toBe(200)
    expect(ana.json().guest.details.choices).toEqual([{ course: 'Main', dish: 'Satay chicken' }])
    expect(ana.json().kitchen.conflicts).toEqual([
      { course: 'Main', dish: 'Satay chicken', allergens: ['peanuts'], severe: true },
    ])
    const bea = await rsvp('Bea', {
      answer: 'yes',
      dietary: ['vegetarian'],
      details: {
        allergies: [{ allergen: 'milk', kind: 'intolerance', severity: 'moderate' }],
        choices: [{ course: 'Main', dish: 'Seared halibut' }],
      },
    })
    expect(bea.statusCode, bea.body).toBe(200)
    const cyd = await rsvp('Cyd', {
      answer: 'yes',
      details: { choices: [{ course: 'Main', dish: 'Mushroom risotto' }] },
    })
    expect(cyd.statusCode, cyd.body).toBe(200)
    expect(cyd.json().kitchen.conflicts).toEqual([])
    // A guest sees only her own answers.
    const own = (await publicView('Cyd')).json()
    expect(JSON.stringify(own)).not.toContain('anaphylaxis')
    expect(JSON.stringify(own)).not.toContain('Dev Reyes')
  })
})

describe('the kitchen sheet', () => {
  it('the venue sees each seat (severe first), the matrix by dish, requests and contacts', async () => {
    const res = await portal('GET', sheetUrl())
    expect(res.statusCode, res.body).toBe(200)
    const sheet = res.json()
    expect(sheet.headcount).toBe(4)
    expect(sheet.sheet).toMatchObject({ spaceName: 'The Loft', packageName: 'Set dinner', bookedGuests: 20 })
    expect(sheet.seats.map((s: { name: string; severe: boolean }) => [s.name, s.severe])).toEqual([
      ['Ana Reyes', true],
      ['Bea Stone', false],
      ['Dev Reyes', false],
      ['Cyd Park', false],
    ])
    expect(sheet.seats[0].conflicts).toEqual([
      { course: 'Main', dish: 'Satay chicken', allergens: ['peanuts'], severe: true },
    ])
    expect(sheet.seats[2].companionOf).toBe('Ana Reyes')
    expect(sheet.matrix.find((m: { dish: string }) => m.dish === 'Burrata')).toEqual({
      course: 'Starter',
      dish: 'Burrata',
      allergens: ['milk'],
      diets: ['vegetarian'],
      count: 4,
      atRisk: ['Bea Stone'],
    })
    expect(sheet.sheet.specialRequests).toContain('A birthday cake at dessert, please')
    expect(sheet.sheet.contacts[0]).toMatchObject({ role: 'Organiser', email: host.email, phone: '(415) 555-0100' })
    expect(sheet.acknowledgedVersion).toBeNull()
    // The event's timezone (the venue's): the page reads the sheet's times in it, not the browser's.
    const [event] = await t.db.select({ timezone: events.timezone }).from(events).where(eq(events.id, sheet.eventId))
    expect(sheet.timezone).toBe(event.timezone)
    // Another venue's manager, and an unknown booking, get 404.
    expect((await call(otherManager.auth, 'GET', `/api/venue-portal/venues/${venueId}${sheetUrl()}`)).statusCode).toBe(
      404,
    )
    expect(
      (await call(otherManager.auth, 'GET', `/api/venue-portal/venues/${otherVenueId}${sheetUrl()}`)).statusCode,
    ).toBe(404)
    const list = (await portal('GET', '/kitchen-sheets')).json()
    expect(list.sheets).toEqual([
      expect.objectContaining({
        requestId,
        version: sheet.version,
        acknowledgedVersion: null,
        pendingChangeRequests: 0,
      }),
    ])
  })

  it('the venue acknowledges the latest version, and the organiser and co-host see which one (read-only)', async () => {
    const sheet = (await portal('GET', sheetUrl())).json()
    const ack = await portal('POST', `${sheetUrl()}/acknowledge`, { version: sheet.version })
    expect(ack.statusCode, ack.body).toBe(200)
    expect(ack.json().version).toBe(sheet.version)
    const organiser = await call(host.auth, 'GET', `/api/dashboard/events/${eventId}/kitchen-sheet`)
    expect(organiser.statusCode).toBe(200)
    expect(organiser.json().acknowledgedVersion).toBe(sheet.version)
    const coHost = await addCoHost(t, host, eventId)
    expect((await call(coHost.auth, 'GET', `/api/dashboard/events/${eventId}/kitchen-sheet`)).json().version).toBe(
      sheet.version,
    )
    // Acknowledging is the venue's: the organiser has no such route, and a stranger gets 404.
    expect((await call(manager.auth, 'GET', `/api/dashboard/events/${eventId}/kitchen-sheet`)).statusCode).toBe(404)
    expect((await portal('POST', `${sheetUrl()}/acknowledge`, { version: sheet.version + 1 })).statusCode).toBe(404)
    expect((await portal('POST', `${sheetUrl()}/acknowledge`, { version: 'one' })).statusCode).toBe(400)
  })

  it('a guest changes her dish before the lock: a new version says what changed, and the venue acknowledges it', async () => {
    const before = (await portal('GET', sheetUrl())).json()
    const mark = await lastOutboxId()
    const changed = await rsvp('Ana', {
      answer: 'yes',
      details: {
        allergies: [{ allergen: 'peanuts', kind: 'allergy', severity: 'anaphylaxis' }],
        choices: [{ course: 'Main', dish: 'Mushroom risotto' }],
        companion: {
          name: 'Dev Reyes',
          allergies: [{ allergen: 'other', other: 'Coriander', kind: 'preference' }],
          choices: [{ course: 'Main', dish: 'Seared halibut' }],
        },
      },
    })
    expect(changed.json().kitchen.conflicts).toEqual([])
    const after = (await portal('GET', sheetUrl())).json()
    expect(after.version).toBe(before.version + 1)
    expect(after.versions[0]).toMatchObject({
      version: after.version,
      changes: ['Ana Reyes, Main: Satay chicken → Mushroom risotto'],
      acknowledgedAt: null,
    })
    // The organiser still sees the older version acknowledged until the venue reads the new one.
    expect(
      (await call(host.auth, 'GET', `/api/dashboard/events/${eventId}/kitchen-sheet`)).json().acknowledgedVersion,
    ).toBe(before.version)
    // The venue's managers (not the other venue's) were told, with what changed and the portal's link.
    const told = await kitchenMail(mark)
    expect(told.map((m) => [m.template, m.to, m.subject])).toEqual([
      [
        'kitchen.new_version',
        manager.email,
        `Kitchen sheet version ${after.version}: ${after.sheet.eventName} (${after.reference})`,
      ],
    ])
    expect(told[0].text).toContain('What changed: Ana Reyes, Main: Satay chicken → Mushroom risotto.')
    expect(told[0].text).toContain(
      `Open the kitchen sheet: https://bountiful.test/venue-portal/venues/${venueId}/kitchen/${requestId}`,
    )
    expect((await portal('POST', `${sheetUrl()}/acknowledge`, { version: before.version })).statusCode).toBe(409)
    const ackMark = await lastOutboxId()
    expect((await portal('POST', `${sheetUrl()}/acknowledge`, { version: after.version })).statusCode).toBe(200)
    // The organiser hears it once: acknowledging again sends nothing.
    expect((await portal('POST', `${sheetUrl()}/acknowledge`, { version: after.version })).statusCode).toBe(200)
    const acked = await kitchenMail(ackMark)
    expect(acked.map((m) => [m.template, m.to, m.subject])).toEqual([
      [
        'kitchen.acknowledged',
        host.email,
        `Kitchen Hall acknowledged kitchen sheet version ${after.version} (${after.reference})`,
      ],
    ])
    expect(acked[0].text).toContain(`Open your event: https://bountiful.test/dashboard/events/${eventId}`)
    expect(
      (await call(host.auth, 'GET', `/api/dashboard/events/${eventId}/kitchen-sheet`)).json().acknowledgedVersion,
    ).toBe(after.version)
    // Reading again changes nothing: no new version without a change.
    expect((await portal('GET', sheetUrl())).json().version).toBe(after.version)
  })

  it('the PDF carries the same sheet, read back as text', async () => {
    const res = await portal('GET', `${sheetUrl()}/pdf`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) })
    const { text } = await parser.getText()
    await parser.destroy()
    expect(text).toContain('Kitchen sheet - version')
    // Before the final-details deadline the count is not final: guests may still answer or change.
    expect(text).toContain('Headcount so far: 4 (booked for 20)')
    expect(text).not.toContain('Final headcount')
    // When final details are due, on the venue's clock as the page says it (not UTC's).
    const { sheet, timezone } = (await portal('GET', sheetUrl())).json()
    const due = new Date(sheet.detailsDueAt)
    const date = due.toLocaleDateString('en-US', {
      timeZone: timezone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    })
    const time = due.toLocaleTimeString('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit' })
    expect(text).toContain(`Final details due: ${date} · ${time}`)
    expect(text).not.toContain('UTC')
    expect(text).toContain('Peanuts - allergy, anaphylaxis (life-threatening)')
    expect(text).toContain('Ana Reyes, Main: Satay chicken -> Mushroom risotto')
    expect(text).toContain('Main - Satay chicken (x0): contains Peanuts, Soy')
    expect(
      (await call(otherManager.auth, 'GET', `/api/venue-portal/venues/${venueId}${sheetUrl()}/pdf`)).statusCode,
    ).toBe(404)
  })
})

describe('the final-details lock', () => {
  it('after the deadline a change is a request the venue accepts or declines; guest and organiser see its state', async () => {
    await portal('PATCH', '', { finalDetailsHours: 24 * 30 })
    const version = (await portal('GET', sheetUrl())).json().version
    const mark = await lastOutboxId()
    const asked = await rsvp('Bea', {
      answer: 'yes',
      dietary: ['vegetarian'],
      details: {
        allergies: [{ allergen: 'milk', kind: 'intolerance', severity: 'moderate' }],
        choices: [{ course: 'Main', dish: 'Mushroom risotto' }],
      },
    })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().message).toContain('Final details are locked')
    expect(asked.json().guest.details.choices).toEqual([{ course: 'Main', dish: 'Seared halibut' }])
    expect(asked.json().kitchen.changeRequest).toMatchObject({
      status: 'pending',
      label: 'Waiting for the venue',
      changes: ['Choices: Main: Seared halibut → Main: Mushroom risotto'],
    })
    // Nothing reached the sheet yet; the organiser sees the request waiting.
    const organiser = (await call(host.auth, 'GET', `/api/dashboard/events/${eventId}/kitchen-sheet`)).json()
    expect(organiser.version).toBe(version)
    expect(organiser.detailsLocked).toBe(true)
    // Locked, the sheet's count is the final one.
    const pdf = new PDFParse({ data: new Uint8Array((await portal('GET', `${sheetUrl()}/pdf`)).rawPayload) })
    expect((await pdf.getText()).text).toMatch(/Final headcount: \d+ \(booked for 20\)/)
    await pdf.destroy()
    expect(organiser.changeRequests).toEqual([expect.objectContaining({ guestName: 'Bea Stone', status: 'pending' })])
    const id = organiser.changeRequests[0].id
    // The venue's managers are asked, with the change and the portal's link; nobody else is written to.
    const asking = await kitchenMail(mark)
    expect(asking.map((m) => [m.template, m.to, m.subject])).toEqual([
      [
        'kitchen.change_request',
        manager.email,
        `Bea Stone asks to change their answer: ${organiser.sheet.eventName} (${organiser.reference})`,
      ],
    ])
    expect(asking[0].text).toContain('What they ask: Choices: Main: Seared halibut → Main: Mushroom risotto.')
    expect(asking[0].text).toContain(
      `Answer in the venue portal: https://bountiful.test/venue-portal/venues/${venueId}/kitchen/${requestId}`,
    )
    const decidedMark = await lastOutboxId()
    expect(
      (await call(otherManager.auth, 'POST', `/api/venue-portal/venues/${otherVenueId}/change-requests/${id}/accept`))
        .statusCode,
    ).toBe(404)
    const accepted = await portal('POST', `/change-requests/${id}/accept`)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ status: 'accepted', label: 'Accepted by the venue' })
    expect((await portal('POST', `/change-requests/${id}/decline`)).statusCode).toBe(409)
    const sheet = (await portal('GET', sheetUrl())).json()
    expect(sheet.version).toBe(version + 1)
    expect(sheet.versions[0].changes).toEqual(['Bea Stone, Main: Seared halibut → Mushroom risotto'])
    expect((await publicView('Bea')).json().kitchen.changeRequest.status).toBe('accepted')
    // The organiser hears the venue's answer; the managers hear of the version it made.
    const afterAccept = await kitchenMail(decidedMark)
    expect(afterAccept.map((m) => [m.template, m.to])).toEqual([
      ['kitchen.new_version', manager.email],
      ['kitchen.change_request_decided', host.email],
    ])
    expect(afterAccept[1].subject).toBe(`Kitchen Hall accepted Bea Stone's change (${organiser.reference})`)
    expect(afterAccept[1].text).toContain('Change: Choices: Main: Seared halibut → Main: Mushroom risotto')
    const declineMark = await lastOutboxId()

    // A second change, declined: the guest's answer stays as it was.
    const again = await rsvp('Cyd', { answer: 'no' })
    const cr = again.json().kitchen.changeRequest
    expect(cr).toMatchObject({ status: 'pending', changes: ['Answer: yes → no'] })
    expect((await portal('POST', `/change-requests/${cr.id}/decline`)).json().status).toBe('declined')
    const cyd = (await publicView('Cyd')).json()
    expect(cyd.guest.rsvp).toBe('yes')
    expect(cyd.kitchen.changeRequest).toMatchObject({ status: 'declined', label: 'Declined by the venue' })
    const afterDecline = await kitchenMail(declineMark)
    expect(afterDecline.map((m) => [m.template, m.to, m.subject])).toEqual([
      ['kitchen.change_request', manager.email, expect.stringContaining('Cyd Park asks to change their answer')],
      [
        'kitchen.change_request_decided',
        host.email,
        `Kitchen Hall declined Cyd Park's change (${organiser.reference})`,
      ],
    ])
    expect(afterDecline[1].text).toContain('their answer stays as it was')
    expect((await portal('GET', sheetUrl())).json().version).toBe(version + 1)
  })
})

describe('a change order reaches the kitchen', () => {
  it('the booking’s accepted change of guests makes a new version at once, for the venue to acknowledge', async () => {
    const latest = await latestVersion()
    await changeBooking({ guests: 24, note: 'Four more' })
    const now = await latestVersion()
    expect(now.version).toBe(latest.version + 1)
    expect(now.changes).toContain('Booked guests: 20 → 24')
    expect(now.acknowledgedAt).toBeNull()
  })
})

describe('a change order that moves the date', () => {
  const moveTo = (date: string, time: string) => changeBooking({ date, time })

  it('keeps a booking to come out of "To bill", its new version awaiting acknowledgement; once it has happened it is there to bill', async () => {
    const before = (await portal('GET', '/kitchen-sheets')).json().sheets[0]
    await portal('POST', `${sheetUrl()}/acknowledge`, { version: before.version })
    // A week later, still to come: the new version is awaited among the bookings to come.
    await moveTo(inDays(27), '8:00 PM')
    const later = (await portal('GET', '/kitchen-sheets')).json()
    expect(later.toBill).toEqual([])
    expect(later.sheets).toEqual([
      expect.objectContaining({
        requestId,
        date: inDays(27),
        time: '8:00 PM',
        version: before.version + 1,
        acknowledgedVersion: before.version,
        awaitingAcknowledgement: true,
        billLabel: null,
      }),
    ])
    const sheet = (await portal('GET', sheetUrl())).json()
    expect(sheet.versions[0]).toMatchObject({ version: before.version + 1, acknowledgedAt: null })
    expect(sheet.versions[0].changes.join(' ')).toContain('8:00 PM')
    // Moved to today at midnight (it has started): to bill, with the bill's state, not awaited.
    await moveTo(inDays(0), '12:00 AM')
    const today = (await portal('GET', '/kitchen-sheets')).json()
    expect(today.sheets).toEqual([])
    expect(today.toBill).toEqual([
      expect.objectContaining({ requestId, awaitingAcknowledgement: false, billLabel: 'Not entered yet' }),
    ])
    // Moved back to a day to come: out of "To bill" again, the version it made awaited.
    await moveTo(inDays(20), '7:00 PM')
    const back = (await portal('GET', '/kitchen-sheets')).json()
    expect(back.toBill).toEqual([])
    expect(back.sheets).toEqual([
      expect.objectContaining({ requestId, version: before.version + 3, awaitingAcknowledgement: true }),
    ])
  })
})

describe('a past booking to bill', () => {
  it('shows under "To bill" with its sheet as it stood, until 60 days have passed', async () => {
    const before = (await portal('GET', '/kitchen-sheets')).json()
    const version = before.sheets.find((s: { requestId: number }) => s.requestId === requestId).version
    expect(before.toBill).toEqual([])
    // The dinner was ten days ago. Its sheet is final: the list does not refresh it (the moved date
    // would make a new version if it did).
    await t.db
      .update(events)
      .set({ date: inDays(-10) })
      .where(eq(events.id, eventId))
    const after = (await portal('GET', '/kitchen-sheets')).json()
    expect(after.sheets).toEqual([])
    expect(after.toBill).toEqual([expect.objectContaining({ requestId, version })])
    expect((await latestVersion()).version).toBe(version)
    // Another venue does not see it; past 60 days it is gone.
    expect(
      (await call(otherManager.auth, 'GET', `/api/venue-portal/venues/${otherVenueId}/kitchen-sheets`)).json(),
    ).toEqual({
      sheets: [],
      toBill: [],
    })
    await t.db
      .update(events)
      .set({ date: inDays(-61) })
      .where(eq(events.id, eventId))
    expect((await portal('GET', '/kitchen-sheets')).json()).toEqual({ sheets: [], toBill: [] })
  })
})
