import { useMutation } from '@tanstack/react-query'
import type { BookingWizardInput } from '~/domain/requests/booking-wizard'
import { postRequest } from '~/web/requests/lib/post-request'
import { requestApiPaths } from '~/web/requests/lib/request-paths'

export const bookVenue = ({ data, idempotencyKey }: { data: BookingWizardInput; idempotencyKey: string }) =>
  postRequest(requestApiPaths.bookVenue(), data, idempotencyKey)

export const useBookVenue = () => useMutation({ mutationFn: bookVenue })
