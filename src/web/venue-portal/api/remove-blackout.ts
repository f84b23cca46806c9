// DELETE /api/venue-portal/venues/:venueId/blackouts/:date[?spaceId=] (no spaceId: the venue-wide one)
import { api } from '~/web/lib/api'
import { portalApiPaths } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

type Removal = { date: string; spaceId: number | null }

export const removeBlackout = ({ venueId, date, spaceId }: Removal & { venueId: number }) =>
  api.delete<void>(portalApiPaths.blackout(venueId, date, spaceId))

export const useRemoveBlackout = (venueId: number) =>
  usePortalMutation(venueId, (removal: Removal) => removeBlackout({ venueId, ...removal }))
