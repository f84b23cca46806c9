// GET /api/payments/checkouts/:sessionId: whether Stripe's verified webhook has recorded a payment.
// The page a payer returns to asks until it has (the return itself proves nothing).
import { useQuery } from '@tanstack/react-query'
import type { CheckoutStatus } from '~/domain/payments/payment-status-api'
import { api } from '~/web/lib/api'
import { paymentsApiPaths, paymentsKeys } from '../payments-paths'

/** `key` is the signed key Stripe's return URL carries (a guest without an account reads the status with it). */
export const getCheckoutStatus = (sessionId: string, key: string) =>
  api.get<CheckoutStatus>(paymentsApiPaths.checkoutStatus(sessionId, key))

/** Asked every two seconds, up to a minute, until the payment is recorded. */
export const CHECKOUT_POLL_MS = 2_000
const POLL_LIMIT = 30

export const useCheckoutStatus = (sessionId: string, key: string) =>
  useQuery({
    queryKey: paymentsKeys.checkoutStatus(sessionId),
    queryFn: () => getCheckoutStatus(sessionId, key),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.paid || query.state.dataUpdateCount >= POLL_LIMIT ? false : CHECKOUT_POLL_MS,
  })
