// The booking request page /venues/{id}/book, guests per src/domain/guests.ts.
import { z } from 'zod'
import { text } from '../text-field'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { BOOKING_PAGE_EVENT_TYPES } from '../options'
import { BOOKING_PAGE_TIMES } from '../time'
import {
  choiceField,
  emailField,
  integerField,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalText,
  phoneField,
  SHORT_TEXT_MAX,
  venueIdField,
  venuePackageIdField,
} from '../fields'
import { boundedDateField } from '../date-fields'
import { instantBookAgreedField } from '../bookings/instant-book-agreement'

export const BOOKING_PAGE_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Invalid email address',
  phone: 'Please enter a valid phone number',
  date: 'Please select a date',
  time: 'Please select a time',
  numGuestsRequired: 'Number of guests is required',
  numGuestsMin: `Minimum ${MIN_GUESTS} guests`,
  numGuestsMax: `Maximum ${MAX_GUESTS} guests`,
  eventType: 'Please select an event type',
} as const

export const bookingPageSchema = z.object({
  venueId: venueIdField,
  /** Informational only: the server uses the venue's own name. */
  venueName: optionalText(SHORT_TEXT_MAX),
  name: text({ error: BOOKING_PAGE_MESSAGES.name })
    .trim()
    .min(2, BOOKING_PAGE_MESSAGES.name)
    .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`),
  email: emailField(BOOKING_PAGE_MESSAGES.email),
  phone: phoneField(BOOKING_PAGE_MESSAGES.phone),
  date: boundedDateField(BOOKING_PAGE_MESSAGES.date),
  time: text({ error: BOOKING_PAGE_MESSAGES.time })
    .trim()
    .refine((t) => BOOKING_PAGE_TIMES.includes(t), BOOKING_PAGE_MESSAGES.time),
  numGuests: integerField({
    min: MIN_GUESTS,
    max: MAX_GUESTS,
    required: BOOKING_PAGE_MESSAGES.numGuestsRequired,
    tooSmall: BOOKING_PAGE_MESSAGES.numGuestsMin,
    tooBig: BOOKING_PAGE_MESSAGES.numGuestsMax,
  }),
  eventType: choiceField(BOOKING_PAGE_EVENT_TYPES, BOOKING_PAGE_MESSAGES.eventType),
  specialRequests: optionalText(LONG_TEXT_MAX),
  /** One of the venue's own packages, when it lists any. */
  packageId: venuePackageIdField,
  /** The planner agreed to the instant-book terms shown; without it, no instant book. */
  instantBookAgreed: instantBookAgreedField,
})
export type BookingPageRequest = z.output<typeof bookingPageSchema>

/** `replyWithin`: the venue's response promise in words ("24 hours", "3 days"). */
export const bookingPageSuccessMessage = (replyWithin: string) =>
  `We've received your booking request and will contact you within ${replyWithin}.`
