// POST /api/concierge/book with the concierge page's payload: the preferences behind the
// recommendations, the chosen venue and the contact. One Idempotency-Key per attempt.
import { useMutation } from '@tanstack/react-query'
import type { ConciergeBookingInput } from '~/domain/requests/concierge-book'
import type { RequestAccepted } from '~/domain/requests/fields'
import { api } from '~/web/lib/api'
import { idempotencyHeaders } from '~/web/lib/idempotency'
import { conciergeApiPaths } from '../lib/concierge-api-paths'

export const bookConciergeVenue = ({ data, idempotencyKey }: { data: ConciergeBookingInput; idempotencyKey: string }) =>
  api.post<RequestAccepted>(conciergeApiPaths.book(), data, { headers: idempotencyHeaders(idempotencyKey) })

export const useBookConciergeVenue = () => useMutation({ mutationFn: bookConciergeVenue })
