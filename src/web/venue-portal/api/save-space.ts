// POST /api/venue-portal/venues/:venueId/spaces, or PATCH …/spaces/:spaceId for an existing space.
import type { Space, SpaceCreate } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { portalApiPaths } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export const saveSpace = ({
  venueId,
  spaceId,
  input,
}: {
  venueId: number
  spaceId: number | null
  input: SpaceCreate
}) =>
  spaceId === null
    ? api.post<Space>(portalApiPaths.spaces(venueId), input)
    : api.patch<Space>(portalApiPaths.space(venueId, spaceId), input)

export const useSaveSpace = (venueId: number, spaceId: number | null) =>
  usePortalMutation(venueId, (input: SpaceCreate) => saveSpace({ venueId, spaceId, input }))
