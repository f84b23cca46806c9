import { useMutation } from '@tanstack/react-query'
import type { PartnerApplicationInput } from '~/domain/requests/partner-application'
import { postRequest } from '~/web/requests/lib/post-request'
import { requestApiPaths } from '~/web/requests/lib/request-paths'

export const createPartnerApplication = ({
  data,
  idempotencyKey,
}: {
  data: PartnerApplicationInput
  idempotencyKey: string
}) => postRequest(requestApiPaths.partnerApplications(), data, idempotencyKey)

export const useCreatePartnerApplication = () => useMutation({ mutationFn: createPartnerApplication })
