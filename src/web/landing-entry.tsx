// The landing's own entry (docs/decisions/0013-server-rendering.md, addendum of 2026-11-25): a
// document load of '/', which the server renders, hydrates with this instead of src/web/main.tsx.
// It holds React, TanStack Query, the site's frame and the landing page, and React Router's
// declarative <Router>, whose every navigation loads the next page as a document
// (./app/document-router.tsx): no data router, no route table, no other page's code. The page's
// stylesheet is the app's, written into the HTML by the server.
import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { DocumentRouter } from './app/document-router'
import { Hydrated } from './app/hydrated'
import { LandingApp } from './app/landing-app'
import { clearSession } from './lib/session-store'
import { createQueryClient, resetCacheOnSessionChange } from './lib/query-client'
import { readSsrState } from './lib/ssr-state'

// A 401 to a call made with the session ends it, as in the app.
const queryClient = createQueryClient({ onSessionRejected: () => clearSession() })
resetCacheOnSessionChange(queryClient)
const container = document.getElementById('root')!
const ssr = readSsrState()
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <DocumentRouter>
        <LandingApp />
      </DocumentRouter>
      <Hydrated />
    </QueryClientProvider>
  </StrictMode>
)

if (ssr) {
  hydrate(queryClient, ssr.queries)
  // In a transition, as main.tsx does: hydration in slices that yield to the browser.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  // The page without the server's markup and state (tests that stub the API in the browser).
  createRoot(container).render(app)
}
