// A request sent while signed in belongs to that account; one sent as a visitor belongs to no one.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requests } from '~/server/db/schema'
import { createUser } from '../fixtures/users'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '1000' })
})
afterAll(() => t.close())

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const consultation = (email: string) => ({
  name: 'Lee Organizer',
  email,
  eventType: 'Offsite dinner',
  location: 'Chicago, IL',
  groupSize: 24,
  vibeOccasion: 'Celebratory',
  preferredDate: inDays(30),
  timestamp: new Date().toISOString(),
  source: 'consultation_modal',
})

describe('requests and accounts', () => {
  it('links a request sent with a bearer token to the signed-in user', async () => {
    const user = await createUser(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: user.auth,
      payload: consultation(user.email),
    })
    expect(res.statusCode).toBe(201)
    const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
    expect(row.userId).toBe(user.userId)
  })

  it('leaves a visitor request unlinked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      payload: consultation('visitor@example.com'),
    })
    expect(res.statusCode).toBe(201)
    const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
    expect(row.userId).toBeNull()
  })
})
