// POST /api/auth/sign-in-link: emails a one-time sign-in link (the same answer for any address);
// POST /api/auth/sign-in-link/redeem: the link's token → a session, as a log-in gives.
import { useMutation } from '@tanstack/react-query'
import type { AuthSessionResponse } from '~/domain/auth/log-in'
import type { SignInLinkRedeem, SignInLinkRequest } from '~/domain/auth/sign-in-link'
import type { MessageResponse } from '~/domain/auth/sign-up'
import { api } from '~/web/lib/api'
import { authApiPaths } from '../auth-paths'

const requestSignInLink = (input: SignInLinkRequest) => api.post<MessageResponse>(authApiPaths.signInLink(), input)

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink })

const redeemSignInLink = (input: SignInLinkRedeem) =>
  api.post<AuthSessionResponse>(authApiPaths.redeemSignInLink(), input)

export const useRedeemSignInLink = () => useMutation({ mutationFn: redeemSignInLink })
