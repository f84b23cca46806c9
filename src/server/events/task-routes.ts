// The host dashboard's tasks of an event.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eventParamsSchema, taskParamsSchema } from '~/domain/events/event-params'
import { noContentSchema } from '~/domain/api/no-content'
import { createTaskSchema, TASK_MESSAGES, taskListSchema, taskSchema, updateTaskSchema } from '~/domain/events/task'
import { signedInUser } from '../auth/auth-plugin'
import { parsePathId } from './event-access'
import { createTask, deleteTask, listTasks, updateTask } from './tasks'
import { dashboardErrors, eventId } from './dashboard-route-schemas'

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/events/:id/tasks',
    {
      schema: {
        summary: "The event's tasks, oldest first",
        tags: ['tasks'],
        params: eventParamsSchema,
        response: { 200: taskListSchema, ...dashboardErrors },
      },
    },
    async (req) => ({ tasks: await listTasks({ db, eventId: eventId(req.params.id), userId: signedInUser(req).id }) }),
  )

  app.post(
    '/events/:id/tasks',
    {
      schema: {
        summary: 'Add a task',
        tags: ['tasks'],
        params: eventParamsSchema,
        body: createTaskSchema,
        response: { 201: taskSchema, ...dashboardErrors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createTask({ db, eventId: eventId(req.params.id), userId: signedInUser(req).id, input: req.body })),
  )

  app.patch(
    '/events/:id/tasks/:taskId',
    {
      schema: {
        summary: 'Edit, assign or complete a task',
        tags: ['tasks'],
        params: taskParamsSchema,
        body: updateTaskSchema,
        response: { 200: taskSchema, ...dashboardErrors },
      },
    },
    (req) =>
      updateTask({
        db,
        eventId: eventId(req.params.id),
        taskId: parsePathId(req.params.taskId, TASK_MESSAGES.notFound),
        userId: signedInUser(req).id,
        input: req.body,
      }),
  )

  app.delete(
    '/events/:id/tasks/:taskId',
    {
      schema: {
        summary: 'Delete a task',
        tags: ['tasks'],
        params: taskParamsSchema,
        response: { 204: noContentSchema, ...dashboardErrors },
      },
    },
    async (req, reply) => {
      await deleteTask({
        db,
        eventId: eventId(req.params.id),
        taskId: parsePathId(req.params.taskId, TASK_MESSAGES.notFound),
        userId: signedInUser(req).id,
      })
      return reply.code(204).send(null)
    },
  )
}
