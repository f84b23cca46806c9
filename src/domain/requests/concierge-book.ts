// POST /api/concierge/book carries two payloads (spec §7): the booking request page's
// (numGuests, time slot) and, from the concierge page, preferences plus the chosen venue
// (groupSize, occasion). One route, told apart by shape, each validated by its own schema.
import { bookingPageSchema } from './booking-page'

export type ConciergeBookVariant = 'booking_page' | 'concierge_booking'

/** The concierge page sends groupSize (and never numGuests); everything else is the booking page's. */
export function conciergeBookVariantOf(body: unknown): ConciergeBookVariant {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  return 'groupSize' in o && !('numGuests' in o) ? 'concierge_booking' : 'booking_page'
}

/** Schemas per variant; the concierge one joins with the concierge page (issue 4). */
export const conciergeBookSchemas = {
  booking_page: bookingPageSchema,
} as const
