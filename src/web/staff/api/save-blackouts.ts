// PUT /api/staff/venues/:id/blackouts {dates, reason?}: replaces the blackout dates from today on.
import { api } from '~/web/lib/api'
import { staffApiPaths, type StaffVenue } from '../staff-paths'
import { useVenueMutation } from './use-venue-mutation'

export type BlackoutsInput = { dates: string[]; reason?: string }

export const saveBlackouts = (id: number, input: BlackoutsInput) =>
  api.put<StaffVenue>(staffApiPaths.blackouts(id), input)

export const useSaveBlackouts = (id: number) => useVenueMutation((input: BlackoutsInput) => saveBlackouts(id, input))
