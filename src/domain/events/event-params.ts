// The path ids of /api/dashboard/events/:id/…: any text here, because an id that is not a row's
// names nothing (404, parsePathId in the server), not a bad request; hence no length limit either.
import { z } from 'zod'
import { text } from '../text-field'

const pathId = text()

export const eventParamsSchema = z.object({ id: pathId })
export const taskParamsSchema = z.object({ id: pathId, taskId: pathId })
export const guestParamsSchema = z.object({ id: pathId, guestId: pathId })
export const invitationParamsSchema = z.object({ id: pathId, invitationId: pathId })
export const coHostParamsSchema = z.object({ id: pathId, userId: pathId })
