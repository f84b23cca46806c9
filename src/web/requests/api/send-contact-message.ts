import { useMutation } from '@tanstack/react-query'
import type { ContactInput } from '~/domain/requests/contact'
import { postRequest } from '~/web/requests/lib/post-request'
import { requestApiPaths } from '~/web/requests/lib/request-paths'

export const sendContactMessage = ({ data, idempotencyKey }: { data: ContactInput; idempotencyKey: string }) =>
  postRequest(requestApiPaths.contact(), data, idempotencyKey)

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
