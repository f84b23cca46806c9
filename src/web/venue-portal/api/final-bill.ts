// The venue's final bill of a booking: GET the bill as the server computes it (the terms, the
// door count, the lines), PUT the lines the venue served (a corrected bill is a new version).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { EnterFinalBillInput, FinalBillView } from '~/domain/payments/final-bill-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

/** `enabled`: only once the event has started (before, there is nothing to bill). */
export function useVenueFinalBill(venueId: number, eventId: number, enabled: boolean) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.finalBill(venueId, eventId),
    queryFn: () => api.get<FinalBillView>(portalApiPaths.finalBill(venueId, eventId)),
    enabled: Boolean(token) && enabled && venueId > 0 && eventId > 0,
    retry: false,
  })
}

export function useEnterFinalBill(venueId: number, eventId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EnterFinalBillInput) =>
      api.put<FinalBillView>(portalApiPaths.finalBill(venueId, eventId), input),
    onSuccess: (view) => queryClient.setQueryData(portalKeys.finalBill(venueId, eventId), view),
  })
}
