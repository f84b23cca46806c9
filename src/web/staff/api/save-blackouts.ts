// PUT /api/staff/venues/:id/blackouts {dates, reason?}: replaces the blackout dates from today on.
import { api } from '~/web/lib/api'
import { staffApiPaths } from '../staff-paths'
import type { BlackoutsBody, StaffVenue } from '~/domain/staff/staff-venue-api'
import { useVenueMutation } from './use-venue-mutation'

export const saveBlackouts = (id: number, input: BlackoutsBody) =>
  api.put<StaffVenue>(staffApiPaths.blackouts(id), input)

export const useSaveBlackouts = (id: number) => useVenueMutation((input: BlackoutsBody) => saveBlackouts(id, input))
