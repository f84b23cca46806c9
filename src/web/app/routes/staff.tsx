import { StaffShell } from '~/web/staff/components/staff-shell'

/** /staff/* (issue 7): the concierge console's frame, staff and admins only. */
export function StaffLayout() {
  return <StaffShell />
}
