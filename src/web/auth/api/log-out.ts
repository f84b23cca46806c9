// POST /api/auth/logout, then the token and every cached answer go and the visitor lands on '/'.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { MessageResponse } from '~/domain/auth/sign-up'
import { api } from '~/web/lib/api'
import { paths } from '~/web/lib/paths'
import { authApiPaths } from '../auth-paths'
import { acknowledgeSessionEnd, clearSession } from '~/web/lib/session-store'

export const logOut = () => api.post<MessageResponse>(authApiPaths.logout())

export function useLogOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      // Leaving always works: an unreachable server still ends the session in this browser.
      await logOut().catch(() => undefined)
    },
    onSettled: async () => {
      clearSession('logout')
      queryClient.clear()
      await navigate(paths.home())
      acknowledgeSessionEnd()
    },
  })
}
