// A booking's payments in the concierge console: GET /api/staff/requests/:id/payments
// (404 until staff open the schedule), open it, record a bank transfer or cheque, cancel with
// refunds (the booking's cancellation: event, request, space and every party's email with it); and GET /api/staff/payments/overdue. Every write answers with the whole view.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  OfflinePaymentInput,
  OverdueInstalments,
  RefundPaybackInput,
  StaffBookingPayments,
} from '~/domain/payments/payments-api'
import type { FinalBillView } from '~/domain/payments/final-bill-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { staffApiPaths, staffKeys } from '../staff-paths'

export function useStaffPayments(requestId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.payments(requestId),
    queryFn: () => api.get<StaffBookingPayments>(staffApiPaths.payments(requestId)),
    enabled: Boolean(token) && requestId > 0,
    retry: false,
  })
}

/** The booking's final bill with the organiser's disputes; `enabled` once the event has started. */
export function useStaffFinalBill(requestId: number, enabled: boolean) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.finalBill(requestId),
    queryFn: () => api.get<FinalBillView>(staffApiPaths.finalBill(requestId)),
    enabled: Boolean(token) && enabled && requestId > 0,
    retry: false,
  })
}

export function useOverduePayments() {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.overduePayments,
    queryFn: () => api.get<OverdueInstalments>(staffApiPaths.overduePayments()),
    enabled: Boolean(token),
  })
}

function usePaymentsWrite<TInput>(requestId: number, write: (input: TInput) => Promise<StaffBookingPayments>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (view) => {
      queryClient.setQueryData(staffKeys.payments(requestId), view)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.overduePayments }),
        queryClient.invalidateQueries({ queryKey: staffKeys.outboxAll }),
        // A cancellation moves the request's status and history too.
        queryClient.invalidateQueries({ queryKey: staffKeys.request(requestId) }),
      ])
    },
  })
}

export const useOpenPayments = (requestId: number) =>
  usePaymentsWrite(requestId, () => api.post<StaffBookingPayments>(staffApiPaths.payments(requestId), {}))

export const useRecordOfflinePayment = (requestId: number) =>
  usePaymentsWrite(requestId, (input: OfflinePaymentInput) =>
    api.post<StaffBookingPayments>(staffApiPaths.offlinePayment(requestId), input),
  )

export const useMarkRefundPaidBack = (requestId: number) =>
  usePaymentsWrite(requestId, ({ entryId, ...input }: RefundPaybackInput & { entryId: number }) =>
    api.post<StaffBookingPayments>(staffApiPaths.refundPaidBack(requestId, entryId), input),
  )

export const useCancelBooking = (requestId: number) =>
  usePaymentsWrite(requestId, (input: { cancelledOn?: string; fullRefund?: boolean; note?: string }) =>
    api.post<StaffBookingPayments>(staffApiPaths.cancelPayments(requestId), input),
  )
