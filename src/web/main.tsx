import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { createRouter } from './app/router'
import { mergeVisitorFavourites } from './favourites/lib/merge-visitor-favourites'
import { clearSession } from './lib/session-store'
import { createQueryClient } from './lib/query-client'
import { addSignInStep } from './lib/sign-in-steps'
import './styles.css'

// At sign-in, after auth saved the session: the hearts given as a visitor join the account.
addSignInStep(mergeVisitorFavourites)

// A 401 to a call made with the session ends it (pages for signed-in users then ask to log in).
const queryClient = createQueryClient({ onSessionRejected: () => clearSession() })
const router = createRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
