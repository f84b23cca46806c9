import { useMutation } from '@tanstack/react-query'
import type { ConsultationInput } from '~/domain/requests/consultation'
import { postRequest } from '~/web/requests/lib/post-request'
import { requestApiPaths } from '~/web/requests/lib/request-paths'

export const createConsultation = ({ data, idempotencyKey }: { data: ConsultationInput; idempotencyKey: string }) =>
  postRequest(requestApiPaths.consultations(), data, idempotencyKey)

export const useCreateConsultation = () => useMutation({ mutationFn: createConsultation })
