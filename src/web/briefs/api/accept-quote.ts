// POST /api/briefs/:ref/accept?token=… { proposalId, note?, signerName, agreementHash }: the chosen
// quote becomes the booking, signed as shown; the other venues are declined politely. Answers the
// comparison as it now stands.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BriefAccept, BriefComparison } from '~/domain/briefs/briefs-api'
import { api } from '~/web/lib/api'
import { briefsApiPaths, briefsKeys } from '../briefs-paths'

export const acceptQuote = (ref: string, token: string | null, body: BriefAccept) =>
  api.post<BriefComparison>(briefsApiPaths.accept(ref, token), body)

export function useAcceptQuote(ref: string, token: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BriefAccept) => acceptQuote(ref, token, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: briefsKeys.brief(ref, token) }),
  })
}
