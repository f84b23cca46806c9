// The response-time figures of the staff inbox: median and 90th percentile time to first response
// over the requests received in the last 30 days (its own database: it rewrites every request's times).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { requests } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { contactRequest, staffCall, userWithRole } from '../support/staff-helpers'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000' })
})
afterAll(() => t?.close())

it('reports the median and p90 time to first response over the last 30 days', async () => {
  const staff = await userWithRole(t, 'staff')
  const hour = 3_600_000
  const now = Date.now()
  // Answered after 1, 2, 3 and 10 hours; one answered after 100 hours but 40 days ago (outside the window); one unanswered.
  for (const [ageH, answeredAfterH] of [
    [50, 1],
    [50, 2],
    [50, 3],
    [50, 10],
    [40 * 24, 100],
    [5, null],
  ] as const) {
    const r = await contactRequest(t)
    const createdAt = new Date(now - ageH * hour)
    await t.db
      .update(requests)
      .set({
        createdAt,
        firstResponseAt: answeredAfterH === null ? null : new Date(createdAt.getTime() + answeredAfterH * hour),
      })
      .where(eq(requests.id, r.id))
  }
  const res = await staffCall(t, staff.auth, 'GET', '/api/staff/requests')
  expect(res.statusCode).toBe(200)
  // percentile_cont: median of 1,2,3,10 = 2.5; p90 = 3 + 0.7 × (10 - 3) = 7.9
  expect(res.json().responseTimes).toEqual({ medianHours: 2.5, p90Hours: 7.9, answered: 4 })
  expect(res.json().overdueCount).toBe(0)
})
