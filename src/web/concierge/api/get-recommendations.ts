// POST /api/concierge/recommendations: a mutation, not a query, because each 'Get Recommendations'
// is an explicit request whose answer replaces the last one (and resets the booking).
import { useMutation } from '@tanstack/react-query'
import type { ConciergePreferences, ConciergePreferencesInput } from '~/domain/concierge/preferences'
import type { Relaxation } from '~/domain/concierge/recommend-venues'
import type { VenueSummary } from '~/domain/venue'
import { api } from '~/web/lib/api'
import { conciergeApiPaths } from '../lib/concierge-api-paths'

export type ConciergeRecommendation = { venue: VenueSummary; score: number; reason: string }

export type RecommendationsResponse = {
  recommendations: ConciergeRecommendation[]
  personalizedResponse: string
  relaxations: Relaxation[]
  /** Nothing fits: one line saying so and the closest venues with what differs. */
  noMatch: { headline: string; alternatives: { venue: VenueSummary; differences: string[] }[] } | null
}

export const getRecommendations = (preferences: ConciergePreferences | ConciergePreferencesInput) =>
  api.post<RecommendationsResponse>(conciergeApiPaths.recommendations(), preferences)

export const useGetRecommendations = () => useMutation({ mutationFn: getRecommendations })
