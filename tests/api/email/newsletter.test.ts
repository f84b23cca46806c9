// Newsletter double opt-in: subscribe → confirmation email → confirm → unsubscribe.
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions, outboxEmails } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { asDelivered } from '../support/auth-helpers'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
})
afterAll(() => t?.close())

const subscribe = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', payload })
const get = (url: string) => t.app.inject({ method: 'GET', url })
const SUBSCRIBED = { success: true, message: 'Almost there! Please check your inbox and confirm your subscription.' }

const subscription = async (email: string) =>
  await t.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
const confirmations = async (email: string) =>
  (
    await t.db
      .select()
      .from(outboxEmails)
      .where(
        sql`lower(${outboxEmails.toAddress}) = lower(${email}) and ${outboxEmails.template} = 'newsletter.confirm'`,
      )
      .orderBy(outboxEmails.id)
  ).map(asDelivered)

/** The confirmation link of the newest confirmation email, as the reader would click it. */
async function confirmLink(email: string): Promise<string> {
  const mails = await confirmations(email)
  const m = /https:\/\/bountiful\.test(\/api\/newsletter\/confirm\?token=[^\s]+)/.exec(mails.at(-1)!.textBody)
  expect(m).not.toBeNull()
  return m![1]
}

/** Make the last confirmation look older than the resend window. */
async function ageConfirmations(email: string) {
  await t.db
    .update(outboxEmails)
    .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(outboxEmails.toAddress, email))
}

describe('newsletter double opt-in', () => {
  it('subscribes as pending, emails a confirmation link, and stores only its hash', async () => {
    const res = await subscribe({ email: 'ada@example.com', company: 'Acme', role: 'event-planner' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual(SUBSCRIBED)
    const [sub] = await subscription('ada@example.com')
    expect(sub).toMatchObject({ status: 'pending', company: 'Acme', role: 'event-planner', confirmedAt: null })
    const mails = await confirmations('ada@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Please confirm your Bountiful newsletter subscription')
    expect(mails[0].htmlBody).toContain('https://bountiful.test/api/newsletter/confirm?token=')
    expect(mails[0].textBody).toContain(
      `https://bountiful.test/api/newsletter/unsubscribe?token=${sub.unsubscribeToken}`,
    )
    const link = await confirmLink('ada@example.com')
    const token = decodeURIComponent(new URL(link, 'https://x').searchParams.get('token')!)
    expect(sub.confirmTokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(sub)).not.toContain(token)
  })

  it('confirms with the link (303 to /newsletter?confirmed=1); a second click still says confirmed', async () => {
    await subscribe({ email: 'bo@example.com' })
    const link = await confirmLink('bo@example.com')
    const res = await get(link)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/newsletter?confirmed=1')
    const [sub] = await subscription('bo@example.com')
    expect(sub.status).toBe('confirmed')
    expect(sub.confirmedAt).toBeInstanceOf(Date)
    expect((await get(link)).headers.location).toBe('/newsletter?confirmed=1')
  })

  it('refuses a bad, missing or expired token (303 to /newsletter?confirmed=0)', async () => {
    expect((await get('/api/newsletter/confirm?token=nope')).headers.location).toBe('/newsletter?confirmed=0')
    expect((await get('/api/newsletter/confirm')).headers.location).toBe('/newsletter?confirmed=0')
    expect((await get(`/api/newsletter/confirm?token=${'x'.repeat(500)}`)).headers.location).toBe(
      '/newsletter?confirmed=0',
    )

    await subscribe({ email: 'cy@example.com' })
    // A token whose built-in expiry has passed, stored as this subscription's hash.
    const expired = `${Math.floor(Date.now() / 1000 - 60).toString(36)}.abc`
    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmTokenHash: crypto.createHash('sha256').update(expired).digest('hex') })
      .where(eq(newsletterSubscriptions.email, 'cy@example.com'))
    const res = await get(`/api/newsletter/confirm?token=${encodeURIComponent(expired)}`)
    expect(res.headers.location).toBe('/newsletter?confirmed=0')
    expect((await subscription('cy@example.com'))[0].status).toBe('pending')
  })

  it('unsubscribes with the token (303 to /newsletter?unsubscribed=1)', async () => {
    await subscribe({ email: 'di@example.com' })
    await get(await confirmLink('di@example.com'))
    const [sub] = await subscription('di@example.com')
    const res = await get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(sub.unsubscribeToken)}`)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/newsletter?unsubscribed=1')
    const [after] = await subscription('di@example.com')
    expect(after.status).toBe('unsubscribed')
    expect(after.unsubscribedAt).toBeInstanceOf(Date)
    expect((await get('/api/newsletter/unsubscribe?token=unknown')).headers.location).toBe('/newsletter?unsubscribed=0')
  })

  it('subscribing twice is not an error and makes no duplicate; a pending address gets the confirmation again', async () => {
    expect((await subscribe({ email: 'ed@example.com' })).json()).toEqual(SUBSCRIBED)
    // A burst (double click) sends one email.
    expect((await subscribe({ email: 'ed@example.com' })).json()).toEqual(SUBSCRIBED)
    expect(await confirmations('ed@example.com')).toHaveLength(1)
    // Later, still pending: a fresh link, and the old one no longer works.
    const oldLink = await confirmLink('ed@example.com')
    await ageConfirmations('ed@example.com')
    const again = await subscribe({ email: 'ED@Example.com', role: 'other' })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(SUBSCRIBED)
    expect(await subscription('ed@example.com')).toHaveLength(1)
    expect(await confirmations('ed@example.com')).toHaveLength(2)
    expect((await get(oldLink)).headers.location).toBe('/newsletter?confirmed=0')
    expect((await get(await confirmLink('ed@example.com'))).headers.location).toBe('/newsletter?confirmed=1')
  })

  it('a confirmed address answers the same, with no new email', async () => {
    await subscribe({ email: 'fa@example.com' })
    await get(await confirmLink('fa@example.com'))
    await ageConfirmations('fa@example.com')
    const res = await subscribe({ email: 'fa@example.com' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual(SUBSCRIBED)
    expect(await confirmations('fa@example.com')).toHaveLength(1)
    expect((await subscription('fa@example.com'))[0].status).toBe('confirmed')
  })

  it('an unsubscribed address becomes pending again with a new confirmation', async () => {
    await subscribe({ email: 'gu@example.com' })
    await get(await confirmLink('gu@example.com'))
    const [sub] = await subscription('gu@example.com')
    await get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(sub.unsubscribeToken)}`)
    const res = await subscribe({ email: 'gu@example.com' })
    expect(res.json()).toEqual(SUBSCRIBED)
    expect((await subscription('gu@example.com'))[0].status).toBe('pending')
    expect(await confirmations('gu@example.com')).toHaveLength(2)
    expect((await get(await confirmLink('gu@example.com'))).headers.location).toBe('/newsletter?confirmed=1')
  })

  it('counts confirmed subscribers only (GET /api/newsletter/stats)', async () => {
    const stats = async () => {
      const res = await get('/api/newsletter/stats')
      expect(res.statusCode).toBe(200)
      return res.json() as { subscribers: number }
    }
    const before = (await stats()).subscribers
    await subscribe({ email: 'ib@example.com' })
    expect(await stats()).toEqual({ subscribers: before }) // pending: not yet
    await get(await confirmLink('ib@example.com'))
    expect(await stats()).toEqual({ subscribers: before + 1 })
    const [sub] = await subscription('ib@example.com')
    await get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(sub.unsubscribeToken)}`)
    expect(await stats()).toEqual({ subscribers: before })
  })

  it('validates the email and the role', async () => {
    const res = await subscribe({ email: 'not-an-email', role: 'ceo' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ email: 'Invalid email address', role: 'Please select a role' })
    expect((await subscribe({ email: 'ha@example.com', company: '', role: '' })).statusCode).toBe(201)
  })

  it('is rate limited per client address', async () => {
    // The file's database, at a low limit, from an address no other test uses (counters are per address).
    const limited = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '3' }, { database: t.database })
    try {
      const codes: number[] = []
      for (let i = 0; i < 4; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscriptions',
          remoteAddress: '203.0.113.30',
          payload: { email: `rl${i}@example.com` },
        })
        codes.push(r.statusCode)
      }
      expect(codes).toEqual([201, 201, 201, 429])
    } finally {
      await limited.close()
    }
  })
})
