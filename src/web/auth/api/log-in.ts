// POST /api/auth/login: email, password, rememberMe → token, message, user.
import { useMutation } from '@tanstack/react-query'
import type { AuthSessionResponse, LogInInput } from '~/domain/auth/log-in'
import { api } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'

export const logIn = (input: LogInInput) => api.post<AuthSessionResponse>(authApiPaths.login(), input)

export const useLogIn = () => useMutation({ mutationFn: logIn })
