// GET /api/payments/shares/:token: a guest's share, read from the emailed link (no account).
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { publicShareSchema } from '~/domain/payments/payments-api'
import { api } from '~/web/lib/api'
import { paymentsApiPaths, paymentsKeys } from '../payments-paths'

export type PublicShare = z.infer<typeof publicShareSchema>

export const getPublicShare = (token: string) => api.get<PublicShare>(paymentsApiPaths.publicShare(token))

export const usePublicShare = (token: string) =>
  useQuery({ queryKey: paymentsKeys.publicShare(token), queryFn: () => getPublicShare(token), retry: false })
