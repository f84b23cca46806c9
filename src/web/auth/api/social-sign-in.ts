// POST /api/auth/google and /api/auth/apple: the provider's ID token → like a log-in.
import { useMutation } from '@tanstack/react-query'
import type { AuthSessionResponse } from '~/domain/auth/log-in'
import type { SocialProvider, SocialSignInInput } from '~/domain/auth/social-sign-in'
import { api } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'

export const socialSignIn = ({ provider, input }: { provider: SocialProvider; input: SocialSignInInput }) =>
  api.post<AuthSessionResponse>(authApiPaths.social(provider), input)

export const useSocialSignIn = () => useMutation({ mutationFn: socialSignIn })
