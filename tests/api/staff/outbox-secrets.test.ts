// Account takeover through the outbox: a staff member (not an admin) asks a reset for
// an admin's email and reads the link in the console. No staff endpoint may hand out a working
// private link of anyone (reset, verification, invitation, proposal, RSVP, newsletter), while each
// recipient still receives working links, also after a "resend".
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outboxEmails, passwordResets, users } from '~/server/db/schema'
import { startOutboxWorker } from '~/server/email/outbox-worker'
import { PRIVATE_LINK_TEXT } from '~/server/email/secret-links'
import { authOutboxComposers } from '~/server/auth/password-reset'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered, composeWaitingEmailsNow, logIn, signUp, uniqueEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { createEvent } from '../support/events-helpers'
import { bookingRequest, inDays, staffCall, userWithRole } from '../support/staff-helpers'
import { insertVenue } from '../fixtures/venues'
import { startSmtpCatcher } from '../support/smtp-catcher'

let t: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>
let staff: Awaited<ReturnType<typeof userWithRole>>
let admin: Awaited<ReturnType<typeof userWithRole>>
const silentLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({
    RATE_LIMIT_PUBLIC_FORMS: '10000',
    PUBLIC_URL: 'https://bountiful.test',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    CONCIERGE_EMAIL: 'team@bountiful.test',
  })
  staff = await userWithRole(t, 'staff', 'Sam')
  admin = await userWithRole(t, 'admin', 'Ada')
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const worker = () =>
  startOutboxWorker({
    database: t.database,
    config: t.config,
    log: silentLog,
    autoStart: false,
    composers: authOutboxComposers(t.config.PUBLIC_URL),
  })

/** Every private link the outbox holds right now (what recipients will get), as full URLs. */
async function privateLinksInOutbox(): Promise<string[]> {
  const rows = await t.db.select().from(outboxEmails)
  return rows.flatMap((r) => r.secretLinks.flatMap((l) => (l.token ? [l.token] : [])))
}

/** Everything a staff account can read about the outbox: the list, each email, and resend answers. */
async function everythingStaffSees(options: { resend: boolean }): Promise<string> {
  const seen: string[] = []
  const list = await staffCall(t, staff.auth, 'GET', '/api/staff/outbox?limit=100')
  expect(list.statusCode).toBe(200)
  seen.push(list.body)
  for (const email of list.json().emails as { id: number; status: string }[]) {
    const one = await staffCall(t, staff.auth, 'GET', `/api/staff/outbox/${email.id}`)
    seen.push(one.body)
    if (options.resend && email.status !== 'pending')
      seen.push((await staffCall(t, staff.auth, 'POST', `/api/staff/outbox/${email.id}/resend`)).body)
  }
  return seen.join('\n')
}

/** Tries every token-looking string staff could read as a reset link of the admin. */
async function takeoverWorks(text: string): Promise<boolean> {
  const candidates = new Set(text.match(/[A-Za-z0-9_-]{32,}/g) ?? [])
  for (const token of candidates) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Takeover4Ever' },
    })
    if (res.statusCode === 200) return true
  }
  return (await logIn(t, { email: admin.email, password: 'Takeover4Ever' }, '192.0.2.77')).statusCode === 200
}

describe('private links in the outbox', () => {
  it('a staff member cannot read, resend or otherwise obtain a working private link of another account', async () => {
    // Every kind of private link, waiting in the outbox.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: staff.auth,
      payload: { email: admin.email },
    })
    expect(forgot.statusCode).toBe(200)
    await signUp(t, { email: uniqueEmail('newcomer') })
    const host = await createUser(t.db, { firstName: 'Hana' })
    const event = await createEvent(t, host.auth, { name: 'Board dinner' })
    expect(
      (
        await staffCall(t, host.auth, 'POST', `/api/dashboard/events/${event.id}/invitations`, {
          email: uniqueEmail('cohost'),
        })
      ).statusCode,
    ).toBe(201)
    await staffCall(t, host.auth, 'POST', `/api/dashboard/events/${event.id}/guests`, {
      text: `Gus <${uniqueEmail('gus')}>`,
    })
    expect(
      (await staffCall(t, host.auth, 'POST', `/api/dashboard/events/${event.id}/guests/invite`, {})).statusCode,
    ).toBe(200)
    const venueId = await insertVenue(t.db, { maxGuests: 40 })
    const request = await bookingRequest(t, venueId)
    const proposal = await staffCall(t, staff.auth, 'POST', `/api/staff/requests/${request.id}/proposals`, {
      venueId,
      date: inDays(30),
      time: '7:00 PM',
      guests: 24,
      pricePerPerson: 85,
      serviceChargePct: 20,
      taxPct: 8.625,
      fees: 150,
      deposit: 500,
    })
    expect(proposal.statusCode).toBe(201)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscriptions',
          payload: { email: uniqueEmail('reader') },
        })
      ).statusCode,
    ).toBe(201)
    await composeWaitingEmailsNow(t)

    const waiting = await privateLinksInOutbox()
    const kinds = new Set((await t.db.select().from(outboxEmails)).flatMap((r) => r.secretLinks.map((l) => l.kind)))
    expect([...kinds].sort()).toEqual([
      'invitation',
      'newsletter-confirm',
      'newsletter-unsubscribe',
      'proposal',
      'request-view',
      'reset-password',
      'rsvp',
      'verify-email',
    ])

    // While waiting: the bodies show a notice instead of each link, and no token.
    const [resetRow] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, admin.email), eq(outboxEmails.template, 'auth.password_reset')))
    const shown = (await staffCall(t, staff.auth, 'GET', `/api/staff/outbox/${resetRow.id}`)).json()
    expect(shown.textBody).toContain(`Choose a new password: ${PRIVATE_LINK_TEXT}`)
    expect(shown.htmlBody).toContain(PRIVATE_LINK_TEXT)
    expect(JSON.stringify(shown)).not.toMatch(/token=/)
    const whileWaiting = await everythingStaffSees({ resend: false })
    for (const token of waiting) expect(whileWaiting).not.toContain(token)
    expect(await takeoverWorks(whileWaiting)).toBe(false)

    // Delivered: the recipients get working links, and the outbox forgets them.
    const w = worker()
    await w.runOnce()
    const resetMail = smtp.received.find((m) => m.to.includes(admin.email) && m.text.includes('reset-password'))!
    const delivered = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(resetMail.text)?.[1]
    expect(delivered).toBeDefined()
    expect(await privateLinksInOutbox()).toEqual([])
    const stored = await t.db.select().from(outboxEmails)
    expect(stored.every((r) => r.status === 'sent')).toBe(true)
    for (const token of waiting) expect(JSON.stringify(stored)).not.toContain(token)

    // Resend of everything: each answer again shows no link, and fresh links go to the recipients.
    const resetsBefore = (await t.db.select().from(passwordResets).where(eq(passwordResets.userId, admin.userId)))
      .length
    const afterResend = await everythingStaffSees({ resend: true })
    expect(afterResend).toContain(PRIVATE_LINK_TEXT)
    const fresh = await privateLinksInOutbox()
    expect(fresh.length).toBeGreaterThan(0)
    for (const token of [...waiting, ...fresh]) expect(afterResend).not.toContain(token)
    expect(await takeoverWorks(afterResend)).toBe(false)
    expect((await t.db.select().from(passwordResets).where(eq(passwordResets.userId, admin.userId))).length).toBe(
      resetsBefore + 1,
    )

    await w.runOnce()
    const resent = smtp.received.filter((m) => m.to.includes(admin.email) && m.text.includes('reset-password')).at(-1)!
    const freshToken = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(resent.text)?.[1]
    expect(freshToken).toBeDefined()
    expect(freshToken).not.toBe(delivered)
    // Only the recipient's own link sets the password.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: freshToken, password: 'Owner4Real!' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await logIn(t, { email: admin.email, password: 'Owner4Real!' }, '192.0.2.78')).statusCode).toBe(200)
    await w.stop()
  })

  it('a resend whose link can no longer be renewed is refused, not sent with the old link', async () => {
    const host = await createUser(t.db, { firstName: 'Rae' })
    const event = await createEvent(t, host.auth, { name: 'Launch' })
    const invitee = uniqueEmail('late')
    const invited = await staffCall(t, host.auth, 'POST', `/api/dashboard/events/${event.id}/invitations`, {
      email: invitee,
    })
    await staffCall(
      t,
      host.auth,
      'DELETE',
      `/api/dashboard/events/${event.id}/invitations/${invited.json().invitation.id}`,
    )
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, invitee))
    await t.db.update(outboxEmails).set({ status: 'failed' }).where(eq(outboxEmails.id, row.id))
    const res = await staffCall(t, staff.auth, 'POST', `/api/staff/outbox/${row.id}/resend`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/private link that can no longer be renewed/)
    const [after] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, row.id))
    expect(after.status).toBe('failed')
  })

  it('a planner still gets a working verification link after a resend, and the old link is not re-sent', async () => {
    const email = uniqueEmail('verify')
    await signUp(t, { email })
    await composeWaitingEmailsNow(t)
    const [welcome] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))
    const first = asDelivered(welcome).textBody
    await t.db.update(outboxEmails).set({ status: 'failed' }).where(eq(outboxEmails.id, welcome.id))
    const res = await staffCall(t, staff.auth, 'POST', `/api/staff/outbox/${welcome.id}/resend`)
    expect(res.statusCode).toBe(200)
    const [again] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, welcome.id))
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(asDelivered(again).textBody)![1]
    expect(first).not.toContain(token)
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(
      200,
    )
    const [user] = await t.db.select().from(users).where(eq(users.email, email))
    expect(user.emailVerifiedAt).toBeInstanceOf(Date)
  })

  it('drops a forgot-password request for an address without an account: nothing is sent', async () => {
    const email = uniqueEmail('nobody')
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode,
    ).toBe(200)
    await composeWaitingEmailsNow(t)
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).toEqual([])
  })
})
