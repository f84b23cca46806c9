// Shared by the staff console API tests (staff*.test.ts, proposals*.test.ts): staff accounts and
// requests sent through the real public endpoints (venues come from fixtures/venues.ts).
import { eq } from 'drizzle-orm'
import { todayIn } from '~/domain/time'
import { requests } from '~/server/db/schema'
import type { TestContext } from '../setup/test-app'
import { uniqueEmail } from './auth-helpers'
import { createUser } from '../fixtures/users'

export type Auth = { authorization: string }

/** A signed-in account with the given role (set in the database, as staff:create would). */
export function userWithRole(
  t: TestContext,
  role: 'planner' | 'staff' | 'admin',
  firstName = role === 'planner' ? 'Maya' : 'Sam',
) {
  return createUser(t.db, { role, firstName })
}

/** 'yyyy-mm-dd', n days from today in San Francisco. */
export function inDays(n: number): string {
  const [y, m, d] = todayIn('America/Los_Angeles').split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
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
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Kim Contact', email: uniqueEmail('kim'), message: 'Do you cover Austin?', ...over },
  })
  if (res.statusCode !== 201) throw new Error(`contact failed: ${res.body}`)
  const [row] = await t.db.select().from(requests).where(eq(requests.reference, res.json().reference))
  return row
}

export const staffCall = (
  t: TestContext,
  auth: Auth | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) })

/** What the planner's proposal page sends on accepting: a name, and the hash of the agreement it shows. */
export async function signedAcceptance(t: TestContext, token: string, signerName = 'Pat Planner') {
  const page = await t.app.inject({ method: 'GET', url: `/api/proposals/${token}` })
  const shown = page.statusCode === 200 ? (page.json() as { agreement: { hash: string } | null }).agreement : null
  return { signerName, agreementHash: shown?.hash ?? '0'.repeat(64) }
}

/** Accepts a proposal by its emailed link, signing the agreement its page shows. */
export async function acceptProposal(t: TestContext, token: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/proposals/${token}/accept`,
    payload: { ...(await signedAcceptance(t, token)), ...extra },
  })
}
