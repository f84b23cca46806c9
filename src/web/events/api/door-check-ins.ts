// The door's writes: check a guest in (by the list, or by a typed or scanned door code), undo a
// check-in, add a walk-in. Each answers with the whole door, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CheckInInput, CheckInResult, Door, walkInSchema } from '~/domain/events/door'
import { api } from '~/web/lib/api'
import { eventApiPaths, eventKeys } from '../event-paths'

export type WalkInBody = z.input<typeof walkInSchema>

function useDoorWrite<TInput, TDoor extends Door>(id: number, write: (input: TInput) => Promise<TDoor>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (door) => queryClient.setQueryData(eventKeys.door(id), door),
  })
}

/** Answers the door and whom the code or tap was for (`outcome`: checked in now, or already). */
export const useCheckIn = (id: number) =>
  useDoorWrite(id, (input: CheckInInput) => api.post<CheckInResult>(eventApiPaths.checkIns(id), input))

export const useUndoCheckIn = (id: number) =>
  useDoorWrite(id, (guestId: number) => api.delete<Door>(eventApiPaths.checkIn(id, guestId)))

export const useAddWalkIn = (id: number) =>
  useDoorWrite(id, (body: WalkInBody) => api.post<Door>(eventApiPaths.walkIns(id), body))
