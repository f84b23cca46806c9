// Housekeeping (src/server/maintenance/housekeeping.ts): rows past their retention are deleted and
// the ones still in use are not; what a client notices is that an old Idempotency-Key is free again.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authAttempts,
  emailVerifications,
  idempotencyKeys,
  passwordResets,
  requests,
  sessions,
} from '~/server/db/schema'
import { purgeExpiredRows, RETENTION } from '~/server/maintenance/housekeeping'
import { signedInUser } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS)

const contact = (message: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'idempotency-key': key },
    payload: { name: 'Kim', email: 'kim@example.com', message },
  })

describe('purgeExpiredRows', () => {
  it('frees an Idempotency-Key after its 7 days, and keeps a recent one', async () => {
    const oldKey = `old-${Date.now()}`
    const newKey = `new-${Date.now()}`
    expect((await contact('First', oldKey)).statusCode).toBe(201)
    expect((await contact('First', newKey)).statusCode).toBe(201)
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - RETENTION.idempotencyKeysMs - 60_000) })
      .where(eq(idempotencyKeys.key, oldKey))

    const purged = await purgeExpiredRows({ db: t.db })
    expect(purged.idempotencyKeys).toBeGreaterThanOrEqual(1)

    // The recent key still guards its request; the old one is a new request again.
    expect((await contact('Second', newKey)).statusCode).toBe(409)
    const reused = await contact('Second', oldKey)
    expect(reused.statusCode).toBe(201)
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(requests)
      .where(and(eq(requests.kind, 'contact'), sql`${requests.details}->>'message' = 'Second'`))
    expect(n).toBe(1)
  })

  it('deletes sessions that ended over a week ago; a live one still signs in', async () => {
    const live = await createUser(t.db)
    const expired = await createUser(t.db)
    const revokedLongAgo = await createUser(t.db)
    const revokedYesterday = await createUser(t.db)
    await t.db
      .update(sessions)
      .set({ expiresAt: daysAgo(8) })
      .where(eq(sessions.userId, expired.userId))
    await t.db
      .update(sessions)
      .set({ revokedAt: daysAgo(8) })
      .where(eq(sessions.userId, revokedLongAgo.userId))
    await t.db
      .update(sessions)
      .set({ revokedAt: daysAgo(1) })
      .where(eq(sessions.userId, revokedYesterday.userId))

    await purgeExpiredRows({ db: t.db })

    const left = async (userId: number) =>
      (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length
    expect(await left(expired.userId)).toBe(0)
    expect(await left(revokedLongAgo.userId)).toBe(0)
    expect(await left(revokedYesterday.userId)).toBe(1)
    expect(await left(live.userId)).toBe(1)
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: live.auth })
    expect(me.statusCode).toBe(200)
  })

  it('deletes reset and verification links a week past expiry, and attempt counters after a day', async () => {
    const user = await signedInUser(t, { verified: false })
    const [recentLink] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.userId))
    await t.db
      .insert(emailVerifications)
      .values({ tokenHash: `old-verify-${Date.now()}`, userId: user.userId, expiresAt: daysAgo(8) })
    await t.db.insert(passwordResets).values([
      { tokenHash: `old-reset-${Date.now()}`, userId: user.userId, expiresAt: daysAgo(8) },
      { tokenHash: `new-reset-${Date.now()}`, userId: user.userId, expiresAt: daysAgo(-1) },
    ])
    const scope = `test-${Date.now()}`
    await t.db.insert(authAttempts).values([
      { scope, key: 'a', createdAt: daysAgo(2) },
      { scope, key: 'a', createdAt: new Date() },
    ])

    await purgeExpiredRows({ db: t.db })

    const verifications = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.userId))
    expect(verifications.map((v) => v.id)).toEqual([recentLink.id])
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.userId))
    expect(resets.map((r) => r.tokenHash)).toEqual([expect.stringMatching(/^new-reset-/)])
    const attempts = await t.db.select().from(authAttempts).where(eq(authAttempts.scope, scope))
    expect(attempts).toHaveLength(1)
  })
})
