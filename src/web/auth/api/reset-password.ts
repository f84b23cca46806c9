// POST /api/auth/reset-password: the emailed token and a new password; every session is revoked.
import { useMutation } from '@tanstack/react-query'
import type { ResetPasswordInput } from '~/domain/auth/password-reset'
import type { MessageResponse } from '~/domain/auth/sign-up'
import { api } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<MessageResponse>(authApiPaths.resetPassword(), input)

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
