import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isSessionRejected } from './api'
import { onSessionChange } from './session-store'

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

/**
 * Query keys name the data, never the session's token (eslint.config.js refuses one), so the
 * cache is emptied when the session changes, in this tab or another: no answer given to one
 * session shows in the next. Signed out: every answer goes, and pages ask again as they render.
 * Signed in (or as someone else): every answer is dropped and those on screen are asked again
 * with the new token. Returns the way to stop.
 */
export function resetCacheOnSessionChange(queryClient: QueryClient): () => void {
  return onSessionChange((token) => {
    if (token === null) queryClient.removeQueries()
    else void queryClient.resetQueries()
  })
}
