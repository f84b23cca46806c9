// The venue's kitchen sheets: the list, one sheet, its acknowledgement and the answers
// to guests' change requests. A write refreshes the venue's kitchen data.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { KitchenSheet, KitchenSheetList, ChangeRequestView } from '~/domain/kitchen/kitchen-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'

export function useKitchenSheets(venueId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: [...portalKeys.kitchen(venueId), 'list'],
    queryFn: () => api.get<KitchenSheetList>(portalApiPaths.kitchenSheets(venueId)),
    enabled: Boolean(token) && venueId > 0,
  })
}

export function useKitchenSheet(venueId: number, requestId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: [...portalKeys.kitchen(venueId), requestId],
    queryFn: () => api.get<KitchenSheet>(portalApiPaths.kitchenSheet(venueId, requestId)),
    enabled: Boolean(token) && venueId > 0 && requestId > 0,
  })
}

function useKitchenWrite<TInput, TResult>(venueId: number, write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.kitchen(venueId) }),
  })
}

export const useAcknowledgeKitchenSheet = (venueId: number, requestId: number) =>
  useKitchenWrite(venueId, (version: number) =>
    api.post<{ version: number; acknowledgedAt: string }>(
      `${portalApiPaths.kitchenSheet(venueId, requestId)}/acknowledge`,
      { version },
    ),
  )

export const useDecideChangeRequest = (venueId: number) =>
  useKitchenWrite(venueId, ({ id, decision }: { id: number; decision: 'accept' | 'decline' }) =>
    api.post<ChangeRequestView>(portalApiPaths.changeRequest(venueId, id, decision)),
  )
