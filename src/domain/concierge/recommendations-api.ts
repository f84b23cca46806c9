// POST /api/concierge/recommendations: Callie's venues for a set of preferences, best match first.
// The request body is conciergePreferencesSchema (preferences.ts).
import { z } from 'zod'
import { DIETARY_IDS } from '../options'
import { venueSummarySchema } from '../venues/venue'
import { packageQuoteSchema } from '../venues/planner-packages'
import { CONCIERGE_BUDGET_IDS } from './preferences'

/** One change to the preferences that would let venues through (recommend-venues.ts). */
export const relaxationSchema = z.object({
  kind: z.enum(['date', 'budget', 'dietary']),
  /** Plain words: "3 venues are available on Saturday, June 14". */
  message: z.string(),
  /** How many venues pass with this one change. */
  count: z.number().int(),
  /** The preferences to change, so a client can apply the suggestion in one click. */
  change: z.object({
    date: z.string().optional(),
    budget: z.enum(CONCIERGE_BUDGET_IDS).optional(),
    dietaryRestrictions: z.array(z.enum(DIETARY_IDS)).optional(),
  }),
})

export const conciergeRecommendationSchema = z.object({
  venue: venueSummarySchema,
  score: z.number().int().min(0).max(100),
  reason: z.string(),
  /** The all-in estimate on the venue's cheapest package offered for the event, if any. */
  packageQuote: packageQuoteSchema.nullable().default(null),
})

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(conciergeRecommendationSchema),
  personalizedResponse: z.string(),
  relaxations: z.array(relaxationSchema),
  /** Nothing fits: Callie says so in one line and shows the closest venues with what differs. */
  noMatch: z
    .object({
      headline: z.string(),
      alternatives: z.array(z.object({ venue: venueSummarySchema, differences: z.array(z.string()) })),
    })
    .nullable(),
})

export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>
