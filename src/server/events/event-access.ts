// Who may touch an event: its host and co-hosts, nobody else. The rule is inside the query (a
// join on the caller's membership), so an event someone may not see and one that does not exist
// answer the same 404.
import { and, eq } from 'drizzle-orm'
import { EVENT_MESSAGES, type EventRole } from '~/domain/events/event'
import type { Db, Tx } from '../db/client'
import { eventMembers, events } from '../db/schema'
import { AppError, notFound } from '../lib/errors'

export type EventRow = typeof events.$inferSelect
export type EventAccess = { event: EventRow; role: EventRole; userId: number }

const MAX_SERIAL = 2_147_483_647

/** Path ids are positive decimal integers; anything else names nothing (404, not 400). */
export function parsePathId(raw: string, message: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN
  if (!(id <= MAX_SERIAL)) throw notFound(message)
  return id
}

export const eventNotFound = () => notFound(EVENT_MESSAGES.notFound)

export async function findEventForMember({
  db,
  eventId,
  userId,
  forUpdate = false,
}: {
  db: Db | Tx
  eventId: number
  userId: number
  forUpdate?: boolean
}): Promise<EventAccess> {
  const query = db
    .select({ event: events, role: eventMembers.role })
    .from(events)
    .innerJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId)))
    .where(eq(events.id, eventId))
  const [row] = forUpdate ? await query.for('update', { of: events }) : await query
  if (!row) throw eventNotFound()
  return { event: row.event, role: row.role, userId }
}

/** A co-host may see the event but not do this: 403 with what only the host can do. */
export function assertHost(access: EventAccess, message: string): void {
  if (access.role !== 'host') throw new AppError('forbidden', message)
}
