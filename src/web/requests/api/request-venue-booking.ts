import { useMutation } from '@tanstack/react-query'
import type { BookingPageInput } from '~/domain/requests/booking-page'
import { postRequest } from '~/web/requests/lib/post-request'
import { requestApiPaths } from '~/web/requests/lib/request-paths'

export const requestVenueBooking = ({ data, idempotencyKey }: { data: BookingPageInput; idempotencyKey: string }) =>
  postRequest(requestApiPaths.conciergeBook(), data, idempotencyKey)

export const useRequestVenueBooking = () => useMutation({ mutationFn: requestVenueBooking })
