// POST /api/auth/forgot-password: emails a one-time reset link; the same answer for any address.
import { useMutation } from '@tanstack/react-query'
import type { ForgotPasswordInput } from '~/domain/auth/password-reset'
import type { MessageResponse } from '~/domain/auth/sign-up'
import { api } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post<MessageResponse>(authApiPaths.forgotPassword(), input)

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
