// The venue's final bill on the organiser's event page: GET it (members), accept it (it is then
// settled against what was paid), dispute a line with a note, and ask for the expense packet
// (its PDF and CSV come back in the answer and are emailed to her). The host does the writes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  DisputeLineInput,
  ExpensePacketInput,
  expensePacketFileSchema,
  FinalBillView,
} from '~/domain/payments/final-bill-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { eventApiPaths, eventKeys } from '../event-paths'

export type ExpensePacketFile = z.infer<typeof expensePacketFileSchema>

/** `enabled`: only for a booking with payments whose event has started (there is no bill before). */
export function useEventFinalBill(id: number, enabled: boolean) {
  const token = useSessionToken()
  return useQuery({
    queryKey: eventKeys.finalBill(id),
    queryFn: () => api.get<FinalBillView>(eventApiPaths.finalBill(id)),
    enabled: enabled && Boolean(token),
    retry: false,
  })
}

function useBillWrite<TInput>(id: number, write: (input: TInput) => Promise<FinalBillView>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (view) => queryClient.setQueryData(eventKeys.finalBill(id), view),
  })
}

export const useAcceptFinalBill = (id: number) =>
  useBillWrite(id, (version: number) => api.post<FinalBillView>(`${eventApiPaths.finalBill(id)}/accept`, { version }))

export const useDisputeLine = (id: number) =>
  useBillWrite(id, (input: DisputeLineInput) =>
    api.post<FinalBillView>(`${eventApiPaths.finalBill(id)}/disputes`, input),
  )

export const useExpensePacket = (id: number) =>
  useMutation({
    mutationFn: (input: ExpensePacketInput) =>
      api.post<ExpensePacketFile>(`${eventApiPaths.finalBill(id)}/expense-packet`, input),
  })
