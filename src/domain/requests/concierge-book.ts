// POST /api/concierge/book carries two payloads: the booking request page's
// (numGuests, time slot) and, from the concierge page, preferences plus the chosen venue
// (groupSize, occasion). One route, told apart by shape, each validated by its own schema.
import { z } from 'zod'
import { text } from '../text-field'
import type { City } from '../cities'
import { conciergePreferencesSchema, type ConciergePreferences } from '../concierge/preferences'
import { contextFor, hardConstraintFailures, type Blackout, type HardConstraint } from '../concierge/recommend-venues'
import { listText, type ConciergeVenue } from '../concierge/score-venue'
import { FEATURE_OPTIONS } from '../options'
import { venueCapacityHint } from '../guests'
import { displayDate } from '../time'
import { bookingPageSchema } from './booking-page'
import { EMAIL_MAX, INVALID_EMAIL, NAME_MAX, phoneField, requiredText, venueIdField } from '../fields'
import { BLACKOUT_MESSAGE, noticeMessage, noticeText, venueMinimumHint } from './venue-rules'

export type ConciergeBookVariant = 'booking_page' | 'concierge_booking'

/** The concierge page sends groupSize (and never numGuests); everything else is the booking page's. */
export function conciergeBookVariantOf(body: unknown): ConciergeBookVariant {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  return 'groupSize' in o && !('numGuests' in o) ? 'concierge_booking' : 'booking_page'
}

/** What booking from the concierge page needs, plus a plain message when the value is there but malformed. */
export const CONCIERGE_BOOKING_MESSAGES = {
  name: 'Name is required for booking',
  email: 'Email is required for booking',
  emailInvalid: INVALID_EMAIL,
  phone: 'Phone number is required for booking',
  phoneInvalid: 'Please enter a valid phone number',
} as const

/** The booking contact card of the concierge page: all three are required to book. */
export const conciergeContactSchema = z.object({
  name: requiredText(CONCIERGE_BOOKING_MESSAGES.name, NAME_MAX),
  email: text({ error: CONCIERGE_BOOKING_MESSAGES.email })
    .trim()
    .min(1, CONCIERGE_BOOKING_MESSAGES.email)
    .max(EMAIL_MAX, `Must be at most ${EMAIL_MAX} characters`)
    .pipe(z.email(CONCIERGE_BOOKING_MESSAGES.emailInvalid)),
  phone: phoneField(CONCIERGE_BOOKING_MESSAGES.phoneInvalid, CONCIERGE_BOOKING_MESSAGES.phone),
})

/** The concierge page's booking: the preferences that produced the recommendations, the chosen venue, the contact. */
export const conciergeBookingSchema = conciergePreferencesSchema.extend({
  venueId: venueIdField,
  ...conciergeContactSchema.shape,
})
export type ConciergeBookingRequest = z.output<typeof conciergeBookingSchema>

/** Schemas per variant. */
export const conciergeBookSchemas = {
  booking_page: bookingPageSchema,
  concierge_booking: conciergeBookingSchema,
} as const

/**
 * The body of POST /api/concierge/book. Told apart by shape first, then checked by that variant's
 * schema alone, so each reports its own field messages where a plain union says "Invalid input".
 * The union after it documents both payloads (OpenAPI) and gives the parsed value: it reads the
 * same body again, and the variant that just passed is the one it picks (a concierge body has no
 * numGuests, which the booking page's schema requires).
 */
export const conciergeBookBodySchema = z.preprocess(
  (body, ctx) => {
    const checked = conciergeBookSchemas[conciergeBookVariantOf(body)].safeParse(body)
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue })
    return body
  },
  z.union([bookingPageSchema, conciergeBookingSchema]),
)
export type ConciergeBookBody = z.output<typeof conciergeBookBodySchema>

export const isConciergeBooking = (body: ConciergeBookBody): body is ConciergeBookingRequest => !('numGuests' in body)

/** `replyWithin`: the chosen venue's response promise in words ("24 hours", "3 days"). */
export const conciergeBookingSuccessMessage = (replyWithin: string) =>
  `Our concierge team will review your preferences and contact you within ${replyWithin} to confirm your reservation.`

export const VENUE_UNAVAILABLE_MESSAGE = 'This venue is no longer available. Please choose another recommendation.'

/**
 * The hard constraints re-checked at booking time. Budget is a preference the planner may stretch
 * for the venue she picked (the recommendation said so when it was above), so it is not re-checked.
 */
const BOOKING_CONSTRAINTS: readonly HardConstraint[] = ['city', 'capacity', 'blackout', 'notice', 'dietary', 'features']

/**
 * Why the chosen venue can no longer host the event, as field errors (null: it can). The same hard
 * constraints as the recommendations (recommend-venues.ts), checked again because time has passed
 * since: a date may have been blacked out, or the notice window closed. The whole story goes on
 * venueId (the page offers another recommendation); a date or group size the venue refuses is also
 * named on its own field, like every other request that names a venue.
 */
export function conciergeBookingVenueErrors(
  venue: ConciergeVenue,
  preferences: ConciergePreferences,
  {
    blackouts,
    timezone,
    now,
    cities,
  }: { blackouts: readonly Blackout[]; timezone: string; now: Date; cities?: readonly City[] },
): Record<string, string> | null {
  const ctx = contextFor(preferences, { blackouts, timezone, now, cities })
  const failures = hardConstraintFailures(venue, ctx).filter((f) => BOOKING_CONSTRAINTS.includes(f))
  if (!failures.length) return null
  const reasons = failures.map((f) => {
    switch (f) {
      case 'city':
        return `it is not in ${preferences.location}`
      case 'capacity':
        return `it seats ${venue.minGuests} to ${venue.maxGuests} guests, not ${preferences.groupSize}`
      case 'blackout':
        return `it is not available on ${displayDate(preferences.date)}`
      case 'notice':
        return `it needs ${noticeText(venue.minNoticeHours)} notice`
      case 'dietary': {
        const missing = preferences.dietaryRestrictions.filter((d) => !venue.dietary.includes(d))
        return `it cannot cater ${listText(missing)} meals`
      }
      case 'features': {
        const missing = (preferences.features ?? []).filter((x) => !venue.features.includes(x))
        return `it has no ${listText(missing.map((x) => FEATURE_OPTIONS.find((o) => o.value === x)?.label.toLowerCase() ?? x))}`
      }
      default:
        return 'it cannot host this event'
    }
  })
  const errors: Record<string, string> = {
    venueId: `${venue.name} can no longer host this event: ${reasons.join('; ')}. Please choose another recommendation.`,
  }
  if (failures.includes('blackout')) errors.date = BLACKOUT_MESSAGE
  else if (failures.includes('notice')) errors.date = noticeMessage(venue.minNoticeHours)
  if (failures.includes('capacity')) {
    errors.groupSize =
      preferences.groupSize > venue.maxGuests ? venueCapacityHint(venue.maxGuests) : venueMinimumHint(venue.minGuests)
  }
  return errors
}
