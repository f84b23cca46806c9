// POST /api/concierge/parse: "Ask Callie in your own words" → preferences to review in the form.
import { useMutation } from '@tanstack/react-query'
import type { ParseBody, ParseResponse } from '~/domain/concierge/parse-api'
import { api } from '~/web/lib/api'
import { conciergeApiPaths } from '../lib/concierge-api-paths'

export const parseConciergeRequest = (text: string) =>
  api.post<ParseResponse>(conciergeApiPaths.parse(), { text } satisfies ParseBody)

export const useParseConciergeRequest = () => useMutation({ mutationFn: parseConciergeRequest })
