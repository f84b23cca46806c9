// The account menu with the venue portal's link for those who manage a venue, as her own profile
// says (GET /api/auth/user), so that no page load asks the portal a question it refuses.
import type { ComponentProps } from 'react'
import { UserMenu } from '~/web/auth/components/user-menu'
import { useSession } from '~/web/lib/get-user'
import { portalPaths } from '~/web/venue-portal/portal-paths'

export function AccountMenu(props: Omit<ComponentProps<typeof UserMenu>, 'venuePortal'>) {
  const { user } = useSession()
  return <UserMenu {...props} venuePortal={user?.managesVenues ? portalPaths.home() : null} />
}
