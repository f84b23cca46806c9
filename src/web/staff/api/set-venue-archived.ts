// POST /api/staff/venues/:id/archive | unarchive
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import type { StaffVenue } from '~/domain/staff/staff-venue-api'
import { useVenueMutation } from './use-venue-mutation'

export const setVenueArchived = (id: number, archived: boolean) =>
  api.post<StaffVenue>(staffApiPaths.archive(id, archived))

export const useSetVenueArchived = (id: number) =>
  useVenueMutation((archived: boolean) => setVenueArchived(id, archived))
