// Event tasks (the title must be non-blank).
import { z } from 'zod'
import { idField } from '../id-field'
import { text } from '../text-field'

export const TASK_TITLE_MAX = 200
export const TASK_DESCRIPTION_MAX = 2000

export const TASK_MESSAGES = {
  titleRequired: 'Title is required',
  assigneeNotMember: 'Tasks can only be assigned to the host or a co-host of this event',
  notFound: 'Task not found',
} as const

const titleField = text({ error: TASK_MESSAGES.titleRequired })
  .trim()
  .min(1, TASK_MESSAGES.titleRequired)
  .max(TASK_TITLE_MAX, `Title must be at most ${TASK_TITLE_MAX} characters`)
const descriptionField = z.preprocess(
  (v) => (v === null ? '' : v),
  text().trim().max(TASK_DESCRIPTION_MAX, `Description must be at most ${TASK_DESCRIPTION_MAX} characters`),
)
/** 'me', a member's user id, or null for nobody. */
const assigneeField = z.union([z.literal('me'), idField(), z.null()], {
  error: TASK_MESSAGES.assigneeNotMember,
})

export const createTaskSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  assignedTo: assigneeField.optional(),
})
export type CreateTaskInput = z.infer<typeof createTaskSchema>

export const updateTaskSchema = z.object({
  title: titleField.optional(),
  description: descriptionField.optional(),
  assignedTo: assigneeField.optional(),
  completed: z.boolean({ error: 'completed must be true or false' }).optional(),
})
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  assignedTo: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  completed: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
})
export type Task = z.infer<typeof taskSchema>

export const taskListSchema = z.object({ tasks: z.array(taskSchema) })
export type TaskList = z.infer<typeof taskListSchema>
