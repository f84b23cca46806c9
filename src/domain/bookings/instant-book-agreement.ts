// The planner's agreement to instant book's terms, the field the booking requests carry
// and the form's message: kept apart from the terms' computation (instant-book-terms.ts) so the
// request schemas stay light. Without the agreement a request is not booked at once: it stays an
// ordinary request the venue answers, so nothing binds a planner who was not shown the terms.
import { z } from 'zod'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'

export const INSTANT_BOOK_MESSAGES = {
  agree: 'Please tick the box to agree to the deposit, the cancellation terms and the total before you book',
  guests: `Guests must be a whole number from ${MIN_GUESTS} to ${MAX_GUESTS}`,
  date: 'Please select a date',
  time: 'Please select a time',
} as const

/** The field of a booking request that says the planner agreed to the instant-book terms shown. */
export const instantBookAgreedField = z
  .boolean({ error: 'instantBookAgreed must be true or false' })
  .optional()
  .describe(
    'The planner ticked "I agree" to the deposit, cancellation terms and all-in total shown for an instant-book package. Without it the request is not booked at once: it stays an ordinary request the venue answers.',
  )
