// POST /api/concierge/recommendations: a mutation, not a query, because each 'Get Recommendations'
// is an explicit request whose answer replaces the last one (and resets the booking).
import { useMutation } from '@tanstack/react-query'
import type { ConciergePreferences, ConciergePreferencesInput } from '~/domain/concierge/preferences'
import type { RecommendationsResponse } from '~/domain/concierge/recommendations-api'
import { api } from '~/web/lib/api'
import { conciergeApiPaths } from '../lib/concierge-api-paths'

export const getRecommendations = (preferences: ConciergePreferences | ConciergePreferencesInput) =>
  api.post<RecommendationsResponse>(conciergeApiPaths.recommendations(), preferences)

export const useGetRecommendations = () => useMutation({ mutationFn: getRecommendations })
