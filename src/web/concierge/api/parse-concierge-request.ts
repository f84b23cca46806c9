// POST /api/concierge/parse: "Ask Callie in your own words" → preferences to review in the form.
import { useMutation } from '@tanstack/react-query'
import type { ParsedConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import { api } from '~/web/lib/api'
import { conciergeApiPaths } from '../lib/concierge-api-paths'

export const parseConciergeRequest = (text: string) =>
  api.post<ParsedConciergeRequest>(conciergeApiPaths.parse(), { text })

export const useParseConciergeRequest = () => useMutation({ mutationFn: parseConciergeRequest })
