// Saved venues of a signed-in planner: GET/PUT/DELETE /api/me/favourites, merge at sign-in.
import { z } from 'zod'
import { text } from '../text-field'
import { venueSummarySchema } from '../venues/venue'

/** Visitor hearts merged at sign-in, at most this many per call. */
export const FAVOURITES_MERGE_MAX = 500

/** PUT/DELETE /api/me/favourites/:venueId: any short text; one that names no venue is a 404. */
export const favouriteParamsSchema = z.object({ venueId: text().max(20) })

export const favouritesResponseSchema = z.object({
  /** Most recently saved first. */
  venueIds: z.array(z.number().int()),
  venues: z.array(venueSummarySchema),
})
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>

export const mergeFavouritesSchema = z.object({
  venueIds: z
    .array(z.number({ error: 'Venue ids must be numbers' }).int('Venue ids must be whole numbers'), {
      error: 'venueIds must be a list of venue ids',
    })
    .max(FAVOURITES_MERGE_MAX, `At most ${FAVOURITES_MERGE_MAX} venues can be merged at once`),
})
export type MergeFavouritesInput = z.infer<typeof mergeFavouritesSchema>
