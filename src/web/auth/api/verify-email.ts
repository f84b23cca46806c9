// POST /api/auth/verify-email (the emailed one-time token) and POST /api/auth/resend-verification
// (signed in: a new link). A confirmed address refreshes the signed-in user (`emailVerified`).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { VerifyEmailInput } from '~/domain/auth/email-verification'
import type { MessageResponse } from '~/domain/auth/sign-up'
import { api } from '~/web/lib/api'
import { userQueryKey } from '~/web/lib/get-user'
import { authApiPaths } from '../auth-paths'

export const verifyEmail = (input: VerifyEmailInput) => api.post<MessageResponse>(authApiPaths.verifyEmail(), input)

export const resendVerification = () => api.post<MessageResponse>(authApiPaths.resendVerification())

/**
 * After a confirmed address, the user (and what verifying handed them: requests, events) is asked
 * again. A first ask for the user still on its way was answered before the confirmation ("not
 * confirmed"), and TanStack Query would join it rather than ask again (it cancels a fetch in flight
 * only for a query that already has data): it is cancelled first.
 */
export async function afterEmailVerified(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: userQueryKey })
  await queryClient.invalidateQueries()
}

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => afterEmailVerified(queryClient) })
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification })
