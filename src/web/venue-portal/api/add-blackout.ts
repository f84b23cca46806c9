// POST /api/venue-portal/venues/:venueId/blackouts {date, spaceId (null: the whole venue), reason?}
import type { BlackoutInput } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { portalApiPaths } from '../portal-paths'
import type { Blackout } from './get-blackouts'
import { usePortalMutation } from './use-portal-mutation'

export const addBlackout = ({ venueId, input }: { venueId: number; input: BlackoutInput }) =>
  api.post<Blackout>(portalApiPaths.blackouts(venueId), input)

export const useAddBlackout = (venueId: number) =>
  usePortalMutation(venueId, (input: BlackoutInput) => addBlackout({ venueId, input }))
