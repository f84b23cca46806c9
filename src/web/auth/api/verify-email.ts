// POST /api/auth/verify-email (the emailed one-time token) and POST /api/auth/resend-verification
// (signed in: a new link). A confirmed address refreshes the signed-in user (`emailVerified`).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { VerifyEmailInput } from '~/domain/auth/email-verification'
import type { MessageResponse } from '~/domain/auth/sign-up'
import { api } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'

export const verifyEmail = (input: VerifyEmailInput) => api.post<MessageResponse>(authApiPaths.verifyEmail(), input)

export const resendVerification = () => api.post<MessageResponse>(authApiPaths.resendVerification())

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    // The user (and what verifying handed them: requests, events) is asked again.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification })
