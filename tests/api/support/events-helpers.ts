// Shared by the dashboard API tests (events*, guests*, chat*): a host with an event, a co-host
// who joined through the real invitation flow, and a signed-in stranger (accounts from the factory).
import { and, eq } from 'drizzle-orm'
import { events, outboxEmails, venues } from '~/server/db/schema'
import type { TestContext } from '../setup/test-app'
import { asDelivered } from './auth-helpers'
import { createUser } from '../fixtures/users'

export type Auth = { authorization: string }
export type Person = Awaited<ReturnType<typeof createUser>>

/** A date `days` from today, far enough from any timezone's midnight to be unambiguous. */
export function futureDate(days = 30): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export async function firstVenue(t: TestContext) {
  const [venue] = await t.db.select().from(venues).where(eq(venues.status, 'active')).orderBy(venues.id).limit(1)
  return venue
}

export async function createEvent(t: TestContext, auth: Auth, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/events',
    headers: auth,
    payload: {
      name: 'Team dinner',
      date: futureDate(),
      time: '7:00 PM',
      guestCount: 24,
      location: 'San Francisco, CA',
      ...body,
    },
  })
  if (res.statusCode !== 201) throw new Error(`create event failed: ${res.body}`)
  return res.json() as { id: number; publicId: string; name: string }
}

/** The token at the end of the last invitation link mailed to `to`. */
export async function invitationTokenFor(t: TestContext, to: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, 'event.cohost_invitation')))
    .orderBy(outboxEmails.id)
    .then((rows) => rows.slice(-1))
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail ? asDelivered(mail).textBody : '')?.[1]
  if (!token) throw new Error(`no invitation mailed to ${to}`)
  return token
}

/** Host invites, the co-host accepts through the link: the flow the product uses. */
export async function addCoHost(t: TestContext, host: Person, eventId: number, coHost?: Person): Promise<Person> {
  const person = coHost ?? (await createUser(t.db, { firstName: 'Cora' }))
  const invite = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/events/${eventId}/invitations`,
    headers: host.auth,
    payload: { email: person.email },
  })
  if (invite.statusCode !== 201 && invite.statusCode !== 200) throw new Error(`invite failed: ${invite.body}`)
  const token = await invitationTokenFor(t, person.email.toLowerCase())
  const accept = await t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: person.auth })
  if (accept.statusCode !== 200) throw new Error(`accept failed: ${accept.body}`)
  return person
}

export async function team(t: TestContext, body: Record<string, unknown> = {}) {
  const host = await createUser(t.db, { firstName: 'Hana' })
  const event = await createEvent(t, host.auth, body)
  const coHost = await addCoHost(t, host, event.id)
  const stranger = await createUser(t.db, { firstName: 'Stan' })
  return { host, coHost, stranger, event }
}

/** Moves an event into the past (as time would). */
export async function makePast(t: TestContext, eventId: number) {
  await t.db.update(events).set({ date: '2024-03-01', time: '7:00 PM' }).where(eq(events.id, eventId))
}
