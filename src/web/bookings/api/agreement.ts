// A booking's agreement, from either side's base (bookings-paths.ts): GET …/agreement, POST
// …/change-orders to propose a change, POST …/change-orders/:id/accept (signing the version shown)
// or …/decline. Every answer is the agreement as it now stands, put straight into the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Agreement, ChangeOrderInput, SignatureInput } from '~/domain/bookings/agreement-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { agreementApiPaths, bookingsKeys } from '../bookings-paths'

export function useAgreement(base: string, enabled = true) {
  const token = useSessionToken()
  return useQuery({
    queryKey: bookingsKeys.agreement(base),
    queryFn: () => api.get<Agreement>(agreementApiPaths.agreement(base)),
    enabled: Boolean(token) && enabled,
  })
}

type ChangeOrderAnswer =
  | { changeOrderId: number; answer: 'accept'; signature: SignatureInput }
  | { changeOrderId: number; answer: 'decline'; note?: string }

export function useAgreementActions(base: string) {
  const queryClient = useQueryClient()
  const onSuccess = (agreement: Agreement) => {
    queryClient.setQueryData(bookingsKeys.agreement(base), agreement)
    // The booking's date, guests and payments may have changed with it.
    void queryClient.invalidateQueries({ predicate: (q) => !q.queryKey.includes('agreement') })
  }
  const propose = useMutation({
    mutationFn: (input: ChangeOrderInput) => api.post<Agreement>(agreementApiPaths.propose(base), input),
    onSuccess,
  })
  const answer = useMutation({
    mutationFn: (a: ChangeOrderAnswer) =>
      api.post<Agreement>(
        agreementApiPaths.answer(base, a.changeOrderId, a.answer),
        a.answer === 'accept' ? a.signature : { note: a.note },
      ),
    onSuccess,
  })
  return { propose, answer }
}
