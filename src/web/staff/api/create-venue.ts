// POST /api/staff/venues
import type { VenueCreateInput } from '~/domain/venues/venue-input'
import type { z } from 'zod'
import type { venueCreateSchema } from '~/domain/venues/venue-input'
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import type { StaffVenue } from '~/domain/staff/staff-venue-api'
import { useVenueMutation } from './use-venue-mutation'

export type VenueCreateBody = z.input<typeof venueCreateSchema> | VenueCreateInput

export const createVenue = (input: VenueCreateBody) => api.post<StaffVenue>(staffApiPaths.venues(), input)

export const useCreateVenue = () => useVenueMutation(createVenue)
