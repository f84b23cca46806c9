// GET /api/dashboard/bookings: the signed-in planner's bookings (her requests that name a venue, a
// date and a group), each in the lifecycle's one vocabulary with what she can do next. A brief's
// requests are on its own card (GET /api/briefs).
import { z } from 'zod'
import { bookingStageSchema } from './booking-stage-api'

export const myBookingSchema = z.object({
  reference: z.string(),
  venue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  guests: z.number().int().nullable(),
  booking: bookingStageSchema,
  /** The event on her dashboard, once confirmed. */
  eventId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type MyBooking = z.infer<typeof myBookingSchema>

export const myBookingsResponseSchema = z.object({ bookings: z.array(myBookingSchema) })
export type MyBookings = z.infer<typeof myBookingsResponseSchema>
