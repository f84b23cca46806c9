// PATCH /api/venue-portal/venues/:venueId (any subset of the profile and policies).
import type { VenueProfile, VenueProfileUpdate } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { portalApiPaths } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export const updateVenueProfile = ({ venueId, input }: { venueId: number; input: VenueProfileUpdate }) =>
  api.patch<VenueProfile>(portalApiPaths.venue(venueId), input)

export const useUpdateVenueProfile = (venueId: number) =>
  usePortalMutation(venueId, (input: VenueProfileUpdate) => updateVenueProfile({ venueId, input }))
