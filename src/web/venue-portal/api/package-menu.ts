// GET and PUT /api/venue-portal/venues/:venueId/packages/:packageId/menu: a package's courses,
// their dishes, each dish's allergens and diets. `{ courses: [] }` removes the menu.
import { useQuery } from '@tanstack/react-query'
import type { Menu } from '~/domain/kitchen/menu'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { portalApiPaths, portalKeys } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export function usePackageMenu(venueId: number, packageId: number) {
  const token = useSessionToken()
  return useQuery({
    queryKey: portalKeys.packageMenu(venueId, packageId),
    queryFn: () => api.get<Menu>(portalApiPaths.packageMenu(venueId, packageId)),
    enabled: Boolean(token),
  })
}

export const useSavePackageMenu = (venueId: number, packageId: number) =>
  usePortalMutation(venueId, (menu: Menu) => api.put<Menu>(portalApiPaths.packageMenu(venueId, packageId), menu))
