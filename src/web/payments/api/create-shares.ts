// POST /api/dashboard/events/:id/payments/instalments/:instalmentId/shares: split an instalment
// among guests; the answer carries each guest's payable link (shown once).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createdSharesSchema, CreateSharesInput } from '~/domain/payments/payments-api'
import { api } from '~/web/lib/api'
import { paymentsApiPaths, paymentsKeys } from '../payments-paths'

export type CreatedShares = z.infer<typeof createdSharesSchema>

export const createShares = (eventId: number, instalmentId: number, body: CreateSharesInput) =>
  api.post<CreatedShares>(paymentsApiPaths.shares(eventId, instalmentId), body)

export function useCreateShares(eventId: number, instalmentId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateSharesInput) => createShares(eventId, instalmentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  })
}
