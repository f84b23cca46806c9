// DELETE /api/venue-portal/venues/:venueId/spaces/:spaceId (409 while it has holds or bookings to come).
import { api } from '~/web/lib/api'
import { portalApiPaths } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export const deleteSpace = ({ venueId, spaceId }: { venueId: number; spaceId: number }) =>
  api.delete<void>(portalApiPaths.space(venueId, spaceId))

export const useDeleteSpace = (venueId: number) =>
  usePortalMutation(venueId, (spaceId: number) => deleteSpace({ venueId, spaceId }))
