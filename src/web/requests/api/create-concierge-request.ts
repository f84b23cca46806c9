import { useMutation } from '@tanstack/react-query'
import type { SearchConciergeInput } from '~/domain/requests/search-concierge'
import { postRequest } from '~/web/requests/lib/post-request'
import { requestApiPaths } from '~/web/requests/lib/request-paths'

export const createConciergeRequest = ({
  data,
  idempotencyKey,
}: {
  data: SearchConciergeInput
  idempotencyKey: string
}) => postRequest(requestApiPaths.conciergeRequests(), data, idempotencyKey)

export const useCreateConciergeRequest = () => useMutation({ mutationFn: createConciergeRequest })
