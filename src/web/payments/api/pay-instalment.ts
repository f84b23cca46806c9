// POST …/instalments/:instalmentId/checkout: the host pays what is left of an instalment by card
// (the deposit, or "cover the rest" of a split one). The answer is Stripe Checkout's page.
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { checkoutSchema } from '~/domain/payments/payments-api'
import { api } from '~/web/lib/api'
import { paymentsApiPaths } from '../payments-paths'

export type Checkout = z.infer<typeof checkoutSchema>

export const payInstalment = (eventId: number, instalmentId: number) =>
  api.post<Checkout>(paymentsApiPaths.checkout(eventId, instalmentId))

export const usePayInstalment = (eventId: number) =>
  useMutation({ mutationFn: (instalmentId: number) => payInstalment(eventId, instalmentId) })
