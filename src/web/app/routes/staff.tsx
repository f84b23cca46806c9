import { RequireSession } from '~/web/auth/components/require-session'
import { StaffShell } from '~/web/staff/components/staff-shell'

/** /staff/*: the concierge console's frame, signed-in staff and admins only. */
export function StaffLayout() {
  return (
    <RequireSession>
      <StaffShell />
    </RequireSession>
  )
}
