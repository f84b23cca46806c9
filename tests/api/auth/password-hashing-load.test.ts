// A flood of sign-ups and log-ins (each a password hash, ~100 ms of a core) must not take every core:
// hashes wait in a short queue, and a request that would wait beyond it is refused at once.
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HASHING_CONCURRENCY, HASHING_QUEUE, hashing } from '~/server/auth/password-hash'
import { users } from '~/server/db/schema'
import { SERVICE_BUSY_MESSAGE } from '~/server/lib/errors'
import { GOOD_PASSWORD, uniqueEmail } from '../support/auth-helpers'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
afterEach(() => vi.restoreAllMocks())

/** Holds every scrypt call until `release`, so the queue fills however fast this machine is. */
function holdHashes() {
  const held: (() => void)[] = []
  const real = crypto.scrypt.bind(crypto) as (...args: unknown[]) => void
  vi.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
    held.push(() => real(...args))
  }) as typeof crypto.scrypt)
  return {
    release() {
      vi.restoreAllMocks()
      for (const go of held.splice(0)) go()
    },
  }
}

let address = 0
const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    // Each from its own address, so the per-address form limit is not what answers.
    remoteAddress: `203.0.113.${++address}`,
    payload: { firstName: 'Maya', lastName: 'Lopez', email, password: GOOD_PASSWORD },
  })

describe('password hashing under a flood of sign-ups', () => {
  it('hashes a few at a time, queues a few per core, and refuses the next with 503 and Retry-After', async () => {
    const capacity = HASHING_CONCURRENCY + HASHING_QUEUE
    const hold = holdHashes()
    const emails = Array.from({ length: capacity }, () => uniqueEmail('flood'))
    const accepted = emails.map((email) => signUp(email))
    await vi.waitFor(() => expect(hashing.load()).toEqual({ running: HASHING_CONCURRENCY, waiting: HASHING_QUEUE }))

    const extra = uniqueEmail('flood')
    const refused = await signUp(extra)
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('5')
    expect(refused.json()).toEqual({ code: 'service_unavailable', message: SERVICE_BUSY_MESSAGE })
    expect(await t.db.select().from(users).where(eq(users.email, extra))).toEqual([])

    // The queued ones are served once the hashes finish: none of them was lost.
    hold.release()
    const answers = await Promise.all(accepted)
    expect(answers.map((res) => res.statusCode)).toEqual(emails.map(() => 201))
    expect(hashing.load()).toEqual({ running: 0, waiting: 0 })
    // And a sign-up after the flood is served as usual.
    expect((await signUp(uniqueEmail('after'))).statusCode).toBe(201)
  })

  it('refuses a log-in the same way while the queue is full', async () => {
    const hold = holdHashes()
    const flood = Array.from({ length: HASHING_CONCURRENCY + HASHING_QUEUE }, () => signUp(uniqueEmail('flood')))
    await vi.waitFor(() => expect(hashing.load().waiting).toBe(HASHING_QUEUE))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.250',
      payload: { email: uniqueEmail('nobody'), password: GOOD_PASSWORD },
    })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    hold.release()
    await Promise.all(flood)
  })
})
