// Rows → the DTOs of src/domain/events (dates as ISO strings, derived status).
import type { EventRole, EventSummary } from '~/domain/events/event'
import { eventStatus } from '~/domain/events/event-status'
import type { EventRow } from './event-access'

export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : (d instanceof Date ? d : new Date(d)).toISOString()

export const fullName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ')

export function toEventSummary(
  e: EventRow,
  extra: { role: EventRole; tasksTotal: number; tasksCompleted: number; coHosts: number },
  now: Date = new Date(),
): EventSummary {
  return {
    id: e.id,
    publicId: e.publicId,
    name: e.name,
    venueId: e.venueId,
    venueName: e.venueName,
    booked: e.requestId !== null,
    location: e.location,
    citySlug: e.citySlug,
    timezone: e.timezone,
    date: e.date,
    time: e.time,
    guestCount: e.guestCount,
    status: eventStatus(e, now),
    role: extra.role,
    tasks: { total: Number(extra.tasksTotal), completed: Number(extra.tasksCompleted) },
    coHosts: Number(extra.coHosts),
    createdAt: iso(e.createdAt)!,
    cancelledAt: iso(e.cancelledAt),
  }
}
