import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { Hydrated } from './app/hydrated'
import { createRouter, routes, type RouteModuleHandle } from './app/router'
import { mergeVisitorShortlist } from './briefs/lib/merge-visitor-shortlist'
import { mergeVisitorConversations } from './concierge/lib/merge-visitor-conversations'
import { mergeVisitorFavourites } from './favourites/lib/merge-visitor-favourites'
import { userQueryOptions } from './lib/get-user'
import { clearSession, getSessionToken } from './lib/session-store'
import { createQueryClient, resetCacheOnSessionChange } from './lib/query-client'
import { addSignInStep } from './lib/sign-in-steps'
import { readSsrState } from './lib/ssr-state'
import './styles.css'

// At sign-in, after auth saved the session: the hearts given as a visitor join the account.
addSignInStep(mergeVisitorFavourites)
// … and the venues shortlisted as a visitor join the account's shortlist.
addSignInStep(mergeVisitorShortlist)
// … and the conversations with Callie started as a visitor join the account's.
addSignInStep(mergeVisitorConversations)

// A 401 to a call made with the session ends it (pages for signed-in users then ask to log in).
const queryClient = createQueryClient({ onSessionRejected: () => clearSession() })
resetCacheOnSessionChange(queryClient)
const container = document.getElementById('root')!
const ssr = readSsrState()

async function start() {
  if (!ssr) {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createRouter()} />
          <Hydrated />
        </QueryClientProvider>
      </StrictMode>,
    )
    return
  }
  // The server rendered this page (src/web/entry-server.tsx): its route modules are loaded before
  // hydrating so that the first render is the server's, and its queries start with the server's data.
  // Who is signed in (the nav bar, a signed-in page's shell) is asked meanwhile, not after hydration.
  const matches = matchRoutes(routes, window.location) ?? []
  if (getSessionToken()) {
    void queryClient.prefetchQuery(userQueryOptions)
    // The page's own queries too (its data is in the cache when hydration ends): safe before
    // hydration, as a signed-in page renders its loading state until the session is known.
    for (const m of matches) void (m.route.handle as RouteModuleHandle | undefined)?.sessionPrefetch?.(queryClient)
  }
  const lazyMatches = matches.filter((m) => m.route.lazy)
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy
      if (typeof lazy !== 'function') return
      Object.assign(m.route, { ...(await lazy()), lazy: undefined })
    }),
  )
  hydrate(queryClient, ssr.queries)
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between
  // them, instead of in one long task that blocks input until the whole page is done.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createRouter({ hydrationData: ssr.router })} />
          <Hydrated />
        </QueryClientProvider>
      </StrictMode>,
    )
  })
}

void start()
