// POST /api/auth/signup: firstName, lastName, email, password → message.
import { useMutation } from '@tanstack/react-query'
import type { MessageResponse, SignUpInput } from '~/domain/auth/sign-up'
import { api } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'

export const signUp = (input: SignUpInput) => api.post<MessageResponse>(authApiPaths.signup(), input)

export const useSignUp = () => useMutation({ mutationFn: signUp })
