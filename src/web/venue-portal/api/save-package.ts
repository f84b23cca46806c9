// POST /api/venue-portal/venues/:venueId/packages, or PATCH …/packages/:packageId for an existing one.
import type { PackageCreate, VenuePackage } from '~/domain/venue-portal/venue-portal-api'
import { api } from '~/web/lib/api'
import { portalApiPaths } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

export const savePackage = ({
  venueId,
  packageId,
  input,
}: {
  venueId: number
  packageId: number | null
  input: PackageCreate
}) =>
  packageId === null
    ? api.post<VenuePackage>(portalApiPaths.packages(venueId), input)
    : api.patch<VenuePackage>(portalApiPaths.package(venueId, packageId), input)

export const useSavePackage = (venueId: number, packageId: number | null) =>
  usePortalMutation(venueId, (input: PackageCreate) => savePackage({ venueId, packageId, input }))
