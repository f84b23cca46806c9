// POST /api/staff/venues/:id/archive | unarchive
import { api } from '~/web/lib/api'
import { staffApiPaths, type StaffVenue } from '../staff-paths'
import { useVenueMutation } from './use-venue-mutation'

export const setVenueArchived = (id: number, archived: boolean) =>
  api.post<StaffVenue>(staffApiPaths.archive(id, archived))

export const useSetVenueArchived = (id: number) =>
  useVenueMutation((archived: boolean) => setVenueArchived(id, archived))
