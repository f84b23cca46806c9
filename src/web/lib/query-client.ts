import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isSessionRejected } from './api'

type QueryClientOptions = {
  /**
   * A call that carried the session's token was answered 401: the session has ended (expired,
   * revoked, logged out elsewhere). Handled here once for every query and mutation; the auth
   * feature forgets the token, and pages for signed-in users then send the user to log in and back.
   */
  onSessionRejected?: () => void
}

// Data never goes stale, no refetch on focus, no polling, no retries: the user decides when to reload.
export function createQueryClient({ onSessionRejected }: QueryClientOptions = {}) {
  const onError = (error: unknown) => {
    if (isSessionRejected(error)) onSessionRejected?.()
  }
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  })
}
