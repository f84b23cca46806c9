// "Let my group vote first": POST /api/briefs/drafts saves the brief as a draft with its
// vote open; POST /api/briefs/:ref/send sends it to the venues and dates chosen (the vote closes);
// DELETE /api/briefs/:ref discards it. A draft is its owner's alone: no token, her session.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BriefCreated, BriefDraftCreated, BriefInput, BriefSend } from '~/domain/briefs/briefs-api'
import { api } from '~/web/lib/api'
import { idempotencyHeaders } from '~/web/lib/idempotency'
import { briefsApiPaths } from '../briefs-paths'

export const createDraftBrief = ({ data, idempotencyKey }: { data: BriefInput; idempotencyKey: string }) =>
  api.post<BriefDraftCreated>(briefsApiPaths.drafts(), data, { headers: idempotencyHeaders(idempotencyKey) })

export const useCreateDraftBrief = () => useMutation({ mutationFn: createDraftBrief })

const invalidateBriefs = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['briefs'] })

export function useSendDraft(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ data, idempotencyKey }: { data: BriefSend; idempotencyKey: string }) =>
      api.post<BriefCreated>(briefsApiPaths.sendDraft(ref), data, { headers: idempotencyHeaders(idempotencyKey) }),
    onSuccess: () => invalidateBriefs(queryClient),
  })
}

export function useDiscardDraft(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<null>(briefsApiPaths.brief(ref)),
    onSuccess: () => invalidateBriefs(queryClient),
  })
}
