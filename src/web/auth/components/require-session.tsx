import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '~/web/lib/paths'
import { toast } from '~/web/lib/use-toast'
import { useSession } from '~/web/lib/get-user'
import { authPaths } from '../auth-paths'
import { acknowledgeSessionEnd, getSessionEndReason, useSessionKnown } from '~/web/lib/session-store'

export const USER_LOAD_FAILED_MESSAGE = 'Failed to load user data. Please try logging in again.'

/**
 * Pages for signed-in users only (no token → /login?next=…). Use as a layout route
 * (`{ Component: RequireSession, children: [...] }`) or around children. Children render as soon as
 * a token exists; a token the server refuses (401) is dropped, which sends the user to /login.
 * Rendered on the server and hydrated, children render with no token yet (their queries wait for
 * one, so they show their loading state): the server never knows the session, and the page
 * decides once hydrated.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const session = useSession()
  const known = useSessionKnown()
  const location = useLocation()
  useUserLoadFailureToast(session.status === 'error')
  if (known && !session.token) return <SessionEnded next={`${location.pathname}${location.search}${location.hash}`} />
  return children ?? <Outlet />
}

function SessionEnded({ next }: { next: string }) {
  const [reason] = useState(getSessionEndReason)
  useEffect(() => {
    if (reason === 'rejected') toast({ variant: 'destructive', title: 'Error', description: USER_LOAD_FAILED_MESSAGE })
    acknowledgeSessionEnd()
  }, [reason])
  // Logging out goes home; anything else asks to log in, then comes back here.
  return <Navigate to={reason === 'logout' ? paths.home() : authPaths.login(next)} replace />
}

/** The user could not be loaded (server down, not a 401): one 'Error' toast per failure. */
export function useUserLoadFailureToast(failed: boolean) {
  const shown = useRef(false)
  useEffect(() => {
    if (failed && !shown.current) {
      shown.current = true
      toast({ variant: 'destructive', title: 'Error', description: USER_LOAD_FAILED_MESSAGE })
    }
    if (!failed) shown.current = false
  }, [failed])
}
