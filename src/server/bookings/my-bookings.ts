// The planner's bookings on her dashboard (GET /api/dashboard/bookings): her booking requests that
// are not part of a brief, newest first, each with its stage (booking-stage.ts).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { MyBooking } from '~/domain/bookings/my-bookings-api'
import { BOOKING_KINDS } from '~/domain/requests/workflow'
import type { Db } from '../db/client'
import { events, requests, venues } from '../db/schema'
import { bookingStages } from './booking-stage'

export async function listMyBookings({ db, userId }: { db: Db; userId: number }): Promise<MyBooking[]> {
  const rows = await db
    .select({
      id: requests.id,
      reference: requests.reference,
      date: requests.eventDate,
      time: requests.eventTime,
      guests: requests.guests,
      createdAt: requests.createdAt,
      venue: { id: venues.id, name: venues.name, slug: venues.slug },
      eventId: events.id,
    })
    .from(requests)
    .leftJoin(venues, eq(venues.id, requests.venueId))
    .leftJoin(events, eq(events.requestId, requests.id))
    .where(and(eq(requests.userId, userId), inArray(requests.kind, [...BOOKING_KINDS]), isNull(requests.briefId)))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(100)
  const stages = await bookingStages(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    reference: r.reference,
    venue: r.venue?.id ? r.venue : null,
    date: r.date,
    time: r.time,
    guests: r.guests,
    booking: stages.get(r.id)!,
    eventId: r.eventId,
    createdAt: r.createdAt.toISOString(),
  }))
}
