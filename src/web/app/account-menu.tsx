// The account menu with the venue portal's link for those who manage a venue: the portal's own
// "my venues" answer decides (an empty list or a 403 means none), asked once a minute at most and
// only by signed-in users, whose menu is loaded lazily anyway.
import type { ComponentProps } from 'react'
import { UserMenu } from '~/web/auth/components/user-menu'
import { useMyVenues } from '~/web/venue-portal/api/get-my-venues'
import { portalPaths } from '~/web/venue-portal/portal-paths'

export function AccountMenu(props: Omit<ComponentProps<typeof UserMenu>, 'venuePortal'>) {
  const venues = useMyVenues()
  return <UserMenu {...props} venuePortal={venues.data?.length ? portalPaths.home() : null} />
}
