import { RequireSession } from '~/web/auth/components/require-session'
import { PortalShell } from '~/web/venue-portal/components/portal-shell'

/** /venue-portal/*: the venue portal's frame, for signed-in venue managers. */
export function VenuePortalLayout() {
  return (
    <RequireSession>
      <PortalShell />
    </RequireSession>
  )
}
