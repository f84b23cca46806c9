// DELETE /api/venue-portal/venues/:venueId/packages/:packageId
import { api } from '~/web/lib/api'
import { portalApiPaths } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export const deletePackage = ({ venueId, packageId }: { venueId: number; packageId: number }) =>
  api.delete<void>(portalApiPaths.package(venueId, packageId))

export const useDeletePackage = (venueId: number) =>
  usePortalMutation(venueId, (packageId: number) => deletePackage({ venueId, packageId }))
