// POST /api/briefs: one brief to every venue of the shortlist (Idempotency-Key as every form).
import { useMutation } from '@tanstack/react-query'
import type { BriefCreated, BriefInput } from '~/domain/briefs/briefs-api'
import { api } from '~/web/lib/api'
import { idempotencyHeaders } from '~/web/lib/idempotency'
import { briefsApiPaths } from '../briefs-paths'

export const createBrief = ({ data, idempotencyKey }: { data: BriefInput; idempotencyKey: string }) =>
  api.post<BriefCreated>(briefsApiPaths.briefs(), data, { headers: idempotencyHeaders(idempotencyKey) })

export const useCreateBrief = () => useMutation({ mutationFn: createBrief })
