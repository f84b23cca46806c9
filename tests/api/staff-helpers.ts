// Shared by the staff console API tests (staff*.test.ts, proposals*.test.ts): staff accounts, a
// venue of our own and requests sent through the real public endpoints.
import { eq } from 'drizzle-orm'
import { todayIn } from '~/domain/time'
import { requests, users, venues } from '~/server/db/schema'
import type { TestContext } from './setup/test-app'
import { signedInUser, uniqueEmail } from './auth-helpers'

export type Auth = { authorization: string }

/** A signed-in account with the given role (set in the database, as staff:create would). */
export async function userWithRole(t: TestContext, role: 'planner' | 'staff' | 'admin', firstName = role === 'planner' ? 'Maya' : 'Sam') {
  const person = await signedInUser(t, { firstName })
  if (role !== 'planner') await t.db.update(users).set({ role }).where(eq(users.id, person.userId))
  return person
}

/** 'yyyy-mm-dd', n days from today in San Francisco. */
export function inDays(n: number): string {
  const [y, m, d] = todayIn('America/Los_Angeles').split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

let venueCounter = 0
export async function insertVenue(t: TestContext, values: Partial<typeof venues.$inferInsert> = {}): Promise<number> {
  venueCounter += 1
  const [row] = await t.db
    .insert(venues)
    .values({
      slug: `zz-staff-${Date.now().toString(36)}-${venueCounter}`,
      name: `Staff Test Room ${venueCounter}`,
      citySlug: 'san-francisco',
      address: '1 Market St, San Francisco, CA',
      lat: 37.79,
      lng: -122.39,
      type: 'restaurant',
      serviceType: 'Private Dining',
      minGuests: 8,
      maxGuests: 40,
      pricePerPerson: 85,
      ...values,
    })
    .returning({ id: venues.id })
  return row.id
}

/** A booking wizard request through POST /api/venues/book; returns the stored row. */
export async function bookingRequest(t: TestContext, venueId: number, over: Record<string, unknown> = {}) {
  const email = (over.email as string | undefined) ?? uniqueEmail('booker')
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/venues/book',
    payload: {
      venueId,
      eventType: 'corporate',
      guestCount: 24,
      date: inDays(20),
      time: '7:30 PM',
      budget: 'standard',
      addOns: [],
      name: 'Dana Planner',
      email,
      phone: '(415) 555-0100',
      ...over,
    },
  })
  if (res.statusCode !== 201) throw new Error(`booking request failed: ${res.body}`)
  const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
  return row
}

/** A contact message (a non-booking kind). */
export async function contactRequest(t: TestContext, over: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Kim Contact', email: uniqueEmail('kim'), message: 'Do you cover Austin?', ...over } })
  if (res.statusCode !== 201) throw new Error(`contact failed: ${res.body}`)
  const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
  return row
}

export const staffCall = (t: TestContext, auth: Auth | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) })
