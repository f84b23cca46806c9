// The venue discovery API's paths, query strings and answers that venue.ts does not hold:
// GET /api/cities, /api/venues/featured, /api/venues/city/:cityName and /api/venues/:id.
import { z } from 'zod'
import { text } from '../text-field'
import { cityResponseSchema, venueDetailSchema, venueSummarySchema } from './venue'

export const citiesResponseSchema = z.array(cityResponseSchema)

export const featuredVenuesResponseSchema = z.array(venueSummarySchema)

export const cityVenuesParamsSchema = z.object({ cityName: text().max(200) })

/** Any text: an id that is not a venue's is a 404 (get-venue.ts), not a bad request. */
export const venueParamsSchema = z.object({ id: text() })

export const venueQuerySchema = z.object({
  /** 'true' answers the whole venue (VenueDetail); otherwise its summary. */
  enhance: z.enum(['true', 'false'], { message: "enhance must be 'true' or 'false'" }).optional(),
  /** With enhance: the group the packages' all-in prices are for (fitted to the venue's range). */
  guests: z.coerce
    .number({ message: 'guests must be a whole number' })
    .int({ message: 'guests must be a whole number' })
    .min(1, { message: 'guests must be at least 1' })
    .max(10_000, { message: 'guests must be at most 10000' })
    .optional(),
})

export const venueOrSummarySchema = z.union([venueDetailSchema, venueSummarySchema])
