// GET /api/places/suggestions?query=: US places for the location field, our cities first.
import { z } from 'zod'
import { text } from '../text-field'
import { placeSuggestionSchema } from '../venues/venue'

export const MAX_PLACE_QUERY = 100

export const placeSuggestionsQuerySchema = z.object({
  query: text().max(MAX_PLACE_QUERY, `Query must be at most ${MAX_PLACE_QUERY} characters`).optional(),
})

export const placeSuggestionsResponseSchema = z.array(placeSuggestionSchema)
