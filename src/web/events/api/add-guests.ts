// POST /api/dashboard/events/:id/guests: one guest, or a pasted list { text } (per-line errors
// come back as errors['line.N']).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { addGuestsSchema, AddGuestsResponse } from '~/domain/events/guest'
import { api } from '~/web/lib/api'
import { eventApiPaths } from '../event-paths'
import { invalidateGuests } from './get-guests'

export type AddGuestsBody = z.input<typeof addGuestsSchema>

export const addGuests = (id: number, body: AddGuestsBody) =>
  api.post<AddGuestsResponse>(eventApiPaths.guests(id), body)

export function useAddGuests(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddGuestsBody) => addGuests(id, body),
    onSuccess: () => invalidateGuests(queryClient, id),
  })
}
