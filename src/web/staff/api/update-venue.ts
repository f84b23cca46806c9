// PATCH /api/staff/venues/:id (any subset of the fields)
import type { VenuePatchInput } from '~/domain/venues/venue-input'
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import type { StaffVenue } from '~/domain/staff/staff-venue-api'
import { useVenueMutation } from './use-venue-mutation'

export const updateVenue = (id: number, input: VenuePatchInput) => api.patch<StaffVenue>(staffApiPaths.venue(id), input)

export const useUpdateVenue = (id: number) => useVenueMutation((input: VenuePatchInput) => updateVenue(id, input))
