// The signed agreement, change orders and guests' calendar invitations: accepting a
// venue's quote signs the exact terms shown (name typed, account, time, IP, SHA-256) with a PDF both
// sides download; a stale page is a 409; a change order changes the booking and its schedule only
// when the other side accepts; invitations are RFC 5545 (parsed strictly with ical.js) from the outbox.
import { createHash } from 'node:crypto'
import { and, asc, eq, like } from 'drizzle-orm'
import ICAL from 'ical.js'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  agreementVersions,
  events,
  guests,
  outboxEmails,
  paymentInstalments,
  paymentSchedules,
  venueMembers,
} from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { bookingRequest, inDays, staffCall, userWithRole, type Auth } from '../support/staff-helpers'

let t: TestContext
let venueId: number
let spaceId: number
let manager: { auth: Auth; email: string; userId: number }
let otherManager: Auth

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '10000',
    PUBLIC_URL: 'https://bountiful.test',
    BOOKING_FEE: '5%',
    PAYMENT_BALANCE_DUE_DAYS: '14',
  })
  venueId = await insertVenue(t.db, { name: 'Nopa', maxGuests: 40 })
  const otherVenue = await insertVenue(t.db, { name: 'Elsewhere', maxGuests: 40 })
  const owner = await createUser(t.db, { firstName: 'Olga' })
  const other = await createUser(t.db, { firstName: 'Bo' })
  manager = { auth: owner.auth, email: owner.email, userId: owner.userId }
  otherManager = other.auth
  await t.db.insert(venueMembers).values([
    { venueId, userId: owner.userId, role: 'owner' },
    { venueId: otherVenue, userId: other.userId, role: 'owner' },
  ])
  const space = await staffCall(t, manager.auth, 'POST', `/api/venue-portal/venues/${venueId}/spaces`, {
    name: 'The Loft',
    kind: 'private_room',
    seatedCapacity: 30,
    standingCapacity: 40,
  })
  spaceId = space.json().id
})
afterAll(async () => {
  await t?.close()
})

let nextDay = 30
/** The venue quotes 24 × $100 with a $600 deposit; the planner opens the proposal page. */
async function quoted() {
  const planner = await userWithRole(t, 'planner', 'Maya')
  const date = inDays(++nextDay)
  const r = await bookingRequest(t, venueId, { email: planner.email, date, time: '7:00 PM', guestCount: 24 })
  const quote = await staffCall(t, manager.auth, 'POST', `/api/venue-portal/venues/${venueId}/requests/${r.id}/quote`, {
    spaceId,
    pricePerPerson: 100,
    deposit: 600,
  })
  expect(quote.statusCode).toBe(201)
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.requestId, r.id), eq(outboxEmails.template, 'proposal.sent')))
  const token = /\/proposals\/([A-Za-z0-9_-]{43})/.exec(asDelivered(mail).textBody)![1]
  const page = await t.app.inject({ method: 'GET', url: `/api/proposals/${token}` })
  return { requestId: r.id, planner, token, agreement: page.json().agreement as { text: string; hash: string } }
}

async function signed() {
  const q = await quoted()
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/proposals/${q.token}/accept`,
    headers: { ...q.planner.auth, 'x-forwarded-for': '203.0.113.9' },
    remoteAddress: '198.51.100.7',
    payload: { signerName: 'Maya Q. Planner', agreementHash: q.agreement.hash },
  })
  expect(res.statusCode).toBe(200)
  const [event] = await t.db.select().from(events).where(eq(events.requestId, q.requestId))
  return { ...q, event }
}

const pdfText = async (body: Buffer) => (await new PDFParse({ data: new Uint8Array(body) }).getText()).text

describe('signing the agreement on accepting a quote', () => {
  it('records the name typed, the account, the time, the IP and the hash of the terms shown, with a PDF both sides download', async () => {
    const before = Date.now()
    const s = await signed()
    expect(s.agreement.text).toContain('Guests: 24')
    expect(s.agreement.text).toContain('Total, all in: $')
    const [row] = await t.db.select().from(agreementVersions).where(eq(agreementVersions.requestId, s.requestId))
    expect(row).toMatchObject({
      version: 1,
      hash: s.agreement.hash,
      text: s.agreement.text,
      signerName: 'Maya Q. Planner',
      signerUserId: s.planner.userId,
      signedBy: 'planner',
      signerIp: '198.51.100.7',
    })
    expect(row.signedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/events/${s.event.id}/agreement/versions/1/pdf`,
      headers: s.planner.auth,
    })
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(mine.rawPayload)
    expect(text).toContain('Booking agreement')
    expect(text).toContain('Guests: 24')
    expect(text).toContain('Signed by Maya Q. Planner')
    expect(text).toContain(s.agreement.hash)

    const venues = await t.app.inject({
      method: 'GET',
      url: `/api/venue-portal/venues/${venueId}/requests/${s.requestId}/agreement/versions/1/pdf`,
      headers: manager.auth,
    })
    expect(venues.statusCode).toBe(200)
    expect(await pdfText(venues.rawPayload)).toContain('Signed by Maya Q. Planner')
    // Another venue's manager sees nothing of it.
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/venue-portal/venues/${venueId}/requests/${s.requestId}/agreement`,
      headers: otherManager,
    })
    expect(stranger.statusCode).toBe(404)
  })

  it('refuses a signature on terms that are not the ones it would sign (a stale page) with a 409, writing nothing', async () => {
    const q = await quoted()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${q.token}/accept`,
      payload: { signerName: 'Maya', agreementHash: 'a'.repeat(64) },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/terms changed/)
    expect(await t.db.select().from(agreementVersions).where(eq(agreementVersions.requestId, q.requestId))).toEqual([])
    const page = await t.app.inject({ method: 'GET', url: `/api/proposals/${q.token}` })
    expect(page.json().status).toBe('sent')
  })
})

describe('change orders', () => {
  it('changes the booking and its schedule only when the other side accepts, and keeps every version with its diff', async () => {
    const s = await signed()
    const base = `/api/venue-portal/venues/${venueId}/requests/${s.requestId}`
    const scheduleBefore = await t.db.select().from(paymentSchedules).where(eq(paymentSchedules.requestId, s.requestId))
    const proposed = await staffCall(t, manager.auth, 'POST', `${base}/change-orders`, {
      guests: 30,
      note: 'Bigger room',
    })
    expect(proposed.statusCode).toBe(200)
    const order = proposed.json().changeOrders[0]
    expect(order).toMatchObject({ status: 'proposed', proposedBy: 'venue', canAnswer: false })
    expect(order.changes).toContainEqual({ field: 'guests', label: 'Guests', from: '24', to: '30' })
    // Nothing changed yet; the planner is emailed.
    const [eventBefore] = await t.db.select().from(events).where(eq(events.id, s.event.id))
    expect(eventBefore.guestCount).toBe(24)
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, s.requestId), eq(outboxEmails.template, 'booking.change_order')))
    expect(mails.map((m) => m.toAddress)).toEqual([s.planner.email])
    // Its link opens her event, where the agreement and the change are (it opened the dashboard).
    expect(mails[0].textBody).toContain(`Open the agreement: https://bountiful.test/dashboard/events/${s.event.id}\n`)

    // The venue cannot accept its own change; the planner can, on the version shown.
    const own = await staffCall(t, manager.auth, 'POST', `${base}/change-orders/${order.id}/accept`, {
      signerName: 'Olga',
      agreementHash: order.proposed.hash,
    })
    expect(own.statusCode).toBe(403)
    const ev = `/api/dashboard/events/${s.event.id}`
    const stale = await staffCall(t, s.planner.auth, 'POST', `${ev}/change-orders/${order.id}/accept`, {
      signerName: 'Maya Q. Planner',
      agreementHash: s.agreement.hash,
    })
    expect(stale.statusCode).toBe(409)
    const accepted = await staffCall(t, s.planner.auth, 'POST', `${ev}/change-orders/${order.id}/accept`, {
      signerName: 'Maya Q. Planner',
      agreementHash: order.proposed.hash,
    })
    expect(accepted.statusCode).toBe(200)
    const agreement = accepted.json()
    expect(agreement.versions.map((v: { version: number }) => v.version)).toEqual([1, 2])
    expect(agreement.versions[1].changes).toContainEqual({ field: 'guests', label: 'Guests', from: '24', to: '30' })
    expect(agreement.versions[1].text).toContain('Guests: 30')

    const [eventAfter] = await t.db.select().from(events).where(eq(events.id, s.event.id))
    expect(eventAfter.guestCount).toBe(30)
    const [scheduleAfter] = await t.db
      .select()
      .from(paymentSchedules)
      .where(eq(paymentSchedules.requestId, s.requestId))
    // 30 × $100 instead of 24 × $100, and the 5 % fee on it.
    expect(scheduleAfter.venueTotalCents - scheduleBefore[0].venueTotalCents).toBe(600_00)
    expect(scheduleAfter.allInCents).toBe(
      scheduleAfter.venueTotalCents + Math.round(scheduleAfter.venueTotalCents * 0.05),
    )
    const instalments = await t.db
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.scheduleId, scheduleAfter.id))
      .orderBy(asc(paymentInstalments.id))
    expect(instalments.reduce((a, i) => a + i.amountCents, 0)).toBe(scheduleAfter.allInCents)
    // The venue is told it was accepted, and sees the same history.
    const venueView = await staffCall(t, manager.auth, 'GET', `${base}/agreement`)
    expect(venueView.json().versions).toHaveLength(2)
    const told = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.requestId, s.requestId), eq(outboxEmails.toAddress, manager.email)))
    const acceptedMail = told.find((m) => m.subject.startsWith('Change accepted'))
    // Its link opens the booking's kitchen sheet, where the venue reads the agreement (it opened the portal's list of venues).
    expect(acceptedMail?.textBody).toContain(
      `Open the agreement: https://bountiful.test/venue-portal/venues/${venueId}/kitchen/${s.requestId}\n`,
    )
  })

  it('leaves the booking as agreed when the change is declined', async () => {
    const s = await signed()
    const ev = `/api/dashboard/events/${s.event.id}`
    const proposed = await staffCall(t, s.planner.auth, 'POST', `${ev}/change-orders`, { pricePerPerson: 80 })
    expect(proposed.statusCode).toBe(200)
    const order = proposed.json().changeOrders[0]
    const again = await staffCall(t, s.planner.auth, 'POST', `${ev}/change-orders`, { guests: 20 })
    expect(again.statusCode).toBe(409)
    const base = `/api/venue-portal/venues/${venueId}/requests/${s.requestId}`
    const declined = await staffCall(t, manager.auth, 'POST', `${base}/change-orders/${order.id}/decline`, {
      note: 'Not at that price',
    })
    expect(declined.statusCode).toBe(200)
    expect(declined.json().changeOrders[0].status).toBe('declined')
    expect(declined.json().versions).toHaveLength(1)
    const [schedule] = await t.db.select().from(paymentSchedules).where(eq(paymentSchedules.requestId, s.requestId))
    expect(schedule.venueTotalCents).toBeGreaterThan(24 * 80_00)
    const nothing = await staffCall(t, s.planner.auth, 'POST', `${ev}/change-orders`, { guests: 24 })
    expect(nothing.statusCode).toBe(400)
  })

  it('our team reads the agreement in the console: signer, time and hash of each version, the change orders with their diffs, the PDFs', async () => {
    const s = await signed()
    const staff = (await userWithRole(t, 'staff', 'Sam')).auth
    const ev = `/api/dashboard/events/${s.event.id}`
    const portal = `/api/venue-portal/venues/${venueId}/requests/${s.requestId}`
    const order = (await staffCall(t, s.planner.auth, 'POST', `${ev}/change-orders`, { guests: 26 })).json()
      .changeOrders[0]
    const accepted = await staffCall(t, manager.auth, 'POST', `${portal}/change-orders/${order.id}/accept`, {
      signerName: 'Olga Owner',
      agreementHash: order.proposed.hash,
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    await staffCall(t, s.planner.auth, 'POST', `${ev}/change-orders`, { pricePerPerson: 90, note: 'Cheaper wine' })

    const console = await staffCall(t, staff, 'GET', `/api/staff/requests/${s.requestId}/agreement`)
    expect(console.statusCode).toBe(200)
    const a = console.json()
    expect(
      a.versions.map((v: { version: number; signerName: string; signedBy: string }) => [
        v.version,
        v.signerName,
        v.signedBy,
      ]),
    ).toEqual([
      [1, 'Maya Q. Planner', 'planner'],
      [2, 'Olga Owner', 'venue'],
    ])
    for (const v of a.versions) {
      expect(v.hash).toBe(createHash('sha256').update(v.text).digest('hex'))
      expect(Number.isNaN(Date.parse(v.signedAt))).toBe(false)
    }
    expect(a.versions[1].changes).toEqual([
      { field: 'guests', label: 'Guests', from: '24', to: '26' },
      { field: 'price', label: 'Total, all in', from: '$2,520.00', to: '$2,730.00' },
    ])
    expect(
      a.changeOrders.map((c: { status: string; proposedBy: string; canAnswer: boolean }) => [
        c.status,
        c.proposedBy,
        c.canAnswer,
      ]),
    ).toEqual([
      ['proposed', 'planner', false],
      ['accepted', 'planner', false],
    ])
    expect(a.changeOrders[0]).toMatchObject({
      note: 'Cheaper wine',
      changes: [{ field: 'price', label: 'Total, all in', from: '$2,730.00', to: '$2,457.00' }],
    })
    // Read-only for the console: staff answer no change (there is no such route on their side).
    const answer = await staffCall(
      t,
      staff,
      'POST',
      `/api/staff/requests/${s.requestId}/change-orders/${a.changeOrders[0].id}/accept`,
      {
        signerName: 'Sam',
        agreementHash: a.changeOrders[0].proposed.hash,
      },
    )
    expect(answer.statusCode).toBe(404)
    const pdf = await staffCall(t, staff, 'GET', `/api/staff/requests/${s.requestId}/agreement/versions/2/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text
    expect(text).toContain('Olga Owner')
    // Only staff: the planner and the venue's manager are refused here; an unknown request is a 404.
    expect((await staffCall(t, s.planner.auth, 'GET', `/api/staff/requests/${s.requestId}/agreement`)).statusCode).toBe(
      403,
    )
    expect((await staffCall(t, manager.auth, 'GET', `/api/staff/requests/${s.requestId}/agreement`)).statusCode).toBe(
      403,
    )
    expect((await staffCall(t, staff, 'GET', `/api/staff/requests/999999/agreement`)).statusCode).toBe(404)
    expect(
      (await staffCall(t, staff, 'GET', `/api/staff/requests/${s.requestId}/agreement/versions/9/pdf`)).statusCode,
    ).toBe(404)
  })
})

/** The text/calendar attachments of the outbox rows to `to`, parsed strictly. */
async function invitesTo(to: string) {
  const rows = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(asc(outboxEmails.id))
  return rows.flatMap((r) =>
    r.attachments
      .filter((a) => a.contentType.startsWith('text/calendar'))
      .map((a) => {
        const cal = new ICAL.Component(ICAL.parse(a.content))
        const vevent = cal.getFirstSubcomponent('vevent')!
        return {
          contentType: a.contentType,
          method: cal.getFirstPropertyValue('method'),
          uid: vevent.getFirstPropertyValue('uid'),
          sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
          start: String(vevent.getFirstPropertyValue('dtstart')),
          status: vevent.getFirstPropertyValue('status'),
        }
      }),
  )
}

describe('calendar invitations for the host and guests', () => {
  it('sends REQUEST on invitation, a higher SEQUENCE on a new date, and CANCEL on cancellation, with one UID', async () => {
    const s = await signed()
    const hostInvites = await invitesTo(s.planner.email)
    expect(hostInvites[0]).toMatchObject({ method: 'REQUEST', sequence: 0 })
    expect(hostInvites[0].contentType).toBe('text/calendar; charset=utf-8; method=REQUEST')
    const uid = hostInvites[0].uid

    const email = `guest-${s.event.id}@example.com`
    const [guest] = await t.db
      .insert(guests)
      .values({ eventId: s.event.id, name: 'Ana', email, rsvpToken: `tok${s.event.id}abcdefghijkl` })
      .returning()
    const ev = `/api/dashboard/events/${s.event.id}`
    expect((await staffCall(t, s.planner.auth, 'POST', `${ev}/guests/invite`, {})).statusCode).toBe(200)
    const [invite] = await invitesTo(email)
    expect(invite).toMatchObject({ method: 'REQUEST', uid, sequence: 0 })

    // A new date, accepted: an update with a higher sequence to the host and the guest.
    const newDate = inDays(++nextDay + 100)
    const proposed = await staffCall(t, s.planner.auth, 'POST', `${ev}/change-orders`, { date: newDate })
    const order = proposed.json().changeOrders[0]
    const base = `/api/venue-portal/venues/${venueId}/requests/${s.requestId}`
    const ok = await staffCall(t, manager.auth, 'POST', `${base}/change-orders/${order.id}/accept`, {
      signerName: 'Olga Owner',
      agreementHash: order.proposed.hash,
    })
    expect(ok.statusCode).toBe(200)
    const [, update] = await invitesTo(email)
    expect(update).toMatchObject({ method: 'REQUEST', uid, sequence: 1 })
    expect(update.start.slice(0, 10)).toBe(newDate)
    expect((await invitesTo(s.planner.email)).at(-1)).toMatchObject({ method: 'REQUEST', uid, sequence: 1 })

    // The guest's "Add to calendar" file, by their own link only.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/public/events/${s.event.publicId}/calendar.ics?guest=${guest.rsvpToken}`,
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toMatch(/^text\/calendar/)
    const published = new ICAL.Component(ICAL.parse(file.body))
    expect(published.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid')).toBe(uid)
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/public/events/${s.event.publicId}/calendar.ics?guest=nottheguest`,
    })
    expect(wrong.statusCode).toBe(404)

    // Cancelled by the host: CANCEL with a higher sequence still.
    const cancelled = await staffCall(t, s.planner.auth, 'POST', `${ev}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    const last = (await invitesTo(email)).at(-1)!
    expect(last).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' })
    // The host's calendar update greets her by her first name, as every other email does; her
    // CANCEL rides in her cancellation email, not in a calendar email of its own.
    const hostCalendarMails = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, s.planner.email), like(outboxEmails.template, 'event.calendar_%')))
    expect(hostCalendarMails.map((m) => m.template).sort()).toEqual(['event.calendar_update'])
    for (const m of hostCalendarMails) expect(m.textBody).toMatch(/^Hi [^\s,]+,$/m)
  })
})
