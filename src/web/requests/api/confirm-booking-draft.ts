// POST /api/booking-drafts/:token/confirm: sends the drafted booking request (once).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConfirmBookingDraftAnswer } from '~/domain/requests/booking-draft'
import { api } from '~/web/lib/api'
import { bookingDraftApiPath, bookingDraftQueryKey } from './get-booking-draft'

export const confirmBookingDraft = ({ token, phone }: { token: string; phone?: string }) =>
  api.post<ConfirmBookingDraftAnswer>(`${bookingDraftApiPath(token)}/confirm`, phone ? { phone } : {})

export function useConfirmBookingDraft(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (phone?: string) => confirmBookingDraft({ token, phone }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingDraftQueryKey(token) }),
  })
}
