// POST /api/payments/shares/:token/checkout: a guest pays their share on Stripe Checkout's page.
import { useMutation } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { paymentsApiPaths } from '../payments-paths'
import type { Checkout } from './pay-instalment'

export const payShare = (token: string) => api.post<Checkout>(paymentsApiPaths.shareCheckout(token))

export const usePayShare = (token: string) => useMutation({ mutationFn: () => payShare(token) })
