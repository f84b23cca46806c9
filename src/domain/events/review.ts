// The host's venue review after the event.
import { z } from 'zod'
import { text } from '../text-field'

export const REVIEW_TEXT_MIN = 10
export const REVIEW_TEXT_MAX = 2000

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5',
  textMin: `Review must be at least ${REVIEW_TEXT_MIN} characters`,
  textMax: `Review must be at most ${REVIEW_TEXT_MAX} characters`,
  hostOnly: 'Only the host can review this event',
  notYet: 'You can review the venue once your event has taken place',
  cancelled: 'A cancelled event cannot be reviewed',
  noVenue: 'This event has no venue from our catalogue to review',
  already: 'You have already reviewed this event',
} as const

export const createReviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  text: text({ error: REVIEW_MESSAGES.textMin })
    .trim()
    .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textMin)
    .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textMax),
})
export type CreateReviewInput = z.infer<typeof createReviewSchema>

export const createReviewResponseSchema = z.object({
  review: z.object({
    id: z.number().int(),
    rating: z.number().int(),
    text: z.string(),
    authorName: z.string(),
    createdAt: z.string(),
  }),
  venue: z.object({ id: z.number().int(), rating: z.number(), reviewCount: z.number().int() }),
})

/** How a review is signed on the venue page: "Maya L." */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase()
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim()
}
