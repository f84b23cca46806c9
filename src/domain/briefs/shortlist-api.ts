// GET/PUT /api/shortlist: a signed-in planner's shortlist of venues for a brief, kept on
// the server (visitors keep theirs in the URL and local storage). PUT replaces it whole, in order.
import { z } from 'zod'
import { idField } from '../id-field'
import { BRIEF_VENUES_MAX } from './briefs'

export const SHORTLIST_MESSAGES = {
  tooMany: `A shortlist holds up to ${BRIEF_VENUES_MAX} venues`,
  venue: 'Venue is required',
  duplicate: 'Each venue can be on the shortlist only once',
  unknownVenue: 'This venue is not on Bountiful any more',
} as const

export const shortlistInputSchema = z.object({
  venueIds: z
    .array(idField(SHORTLIST_MESSAGES.venue), { error: SHORTLIST_MESSAGES.venue })
    .max(BRIEF_VENUES_MAX, SHORTLIST_MESSAGES.tooMany)
    .refine((xs) => new Set(xs).size === xs.length, SHORTLIST_MESSAGES.duplicate),
})

export const shortlistVenueSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** 'City, ST' */
  location: z.string(),
  photoUrl: z.string().nullable(),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  /** Dollars, the venue's typical price per person (as search shows it). */
  pricePerPerson: z.number().int(),
  minNoticeHours: z.number().int(),
})
export type ShortlistVenue = z.infer<typeof shortlistVenueSchema>
export const shortlistResponseSchema = z.object({ venues: z.array(shortlistVenueSchema) })
export type ShortlistResponse = z.infer<typeof shortlistResponseSchema>
