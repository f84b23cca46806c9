// Event tasks: host and co-hosts alike may list, add, edit, complete and delete them.
import { and, asc, eq, sql } from 'drizzle-orm'
import { TASK_MESSAGES, type CreateTaskInput, type Task, type UpdateTaskInput } from '~/domain/events/task'
import type { Db, Tx } from '../db/client'
import { eventMembers, tasks, users } from '../db/schema'
import { fieldError, notFound } from '../lib/errors'
import { findEventForMember } from './event-access'
import { fullName, iso } from './event-records'
import { notifyEventChanged } from './chat-notify'

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  assignedTo: tasks.assignedToUserId,
  firstName: users.firstName,
  lastName: users.lastName,
  completed: tasks.completed,
  createdAt: tasks.createdAt,
  completedAt: tasks.completedAt,
}

type TaskRow = {
  id: number
  title: string
  description: string
  assignedTo: number | null
  firstName: string | null
  lastName: string | null
  completed: boolean
  createdAt: Date
  completedAt: Date | null
}

const toTask = (r: TaskRow): Task => ({
  id: r.id,
  title: r.title,
  description: r.description,
  assignedTo: r.assignedTo,
  assigneeName: r.assignedTo === null ? null : fullName(r),
  completed: r.completed,
  createdAt: iso(r.createdAt)!,
  completedAt: iso(r.completedAt),
})

function selectTasks(db: Db | Tx, eventId: number, taskId?: number) {
  return db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assignedToUserId))
    .where(taskId === undefined ? eq(tasks.eventId, eventId) : and(eq(tasks.eventId, eventId), eq(tasks.id, taskId)))
}

/** 'me' → the caller; a user id must be a member of the event; null → nobody. */
async function resolveAssignee(
  db: Db | Tx,
  eventId: number,
  userId: number,
  assignedTo: 'me' | number | null,
): Promise<number | null> {
  if (assignedTo === null) return null
  const id = assignedTo === 'me' ? userId : assignedTo
  const [member] = await db
    .select({ userId: eventMembers.userId })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, id)))
  if (!member) throw fieldError('assignedTo', TASK_MESSAGES.assigneeNotMember)
  return id
}

export async function listTasks({ db, eventId, userId }: { db: Db; eventId: number; userId: number }): Promise<Task[]> {
  await findEventForMember({ db, eventId, userId })
  const rows = await selectTasks(db, eventId).orderBy(asc(tasks.createdAt), asc(tasks.id))
  return rows.map(toTask)
}

async function oneTask(db: Db | Tx, eventId: number, taskId: number): Promise<Task> {
  const [row] = await selectTasks(db, eventId, taskId)
  if (!row) throw notFound(TASK_MESSAGES.notFound)
  return toTask(row)
}

export async function createTask({
  db,
  eventId,
  userId,
  input,
}: {
  db: Db
  eventId: number
  userId: number
  input: CreateTaskInput
}): Promise<Task> {
  await findEventForMember({ db, eventId, userId })
  const assignee = await resolveAssignee(db, eventId, userId, input.assignedTo ?? null)
  const [created] = await db
    .insert(tasks)
    .values({
      eventId,
      title: input.title,
      description: input.description ?? '',
      assignedToUserId: assignee,
      createdBy: userId,
    })
    .returning({ id: tasks.id })
  await notifyEventChanged(db, eventId, 'tasks')
  return oneTask(db, eventId, created.id)
}

export async function updateTask({
  db,
  eventId,
  taskId,
  userId,
  input,
}: {
  db: Db
  eventId: number
  taskId: number
  userId: number
  input: UpdateTaskInput
}): Promise<Task> {
  await findEventForMember({ db, eventId, userId })
  const assignee =
    input.assignedTo === undefined ? undefined : await resolveAssignee(db, eventId, userId, input.assignedTo)
  const [updated] = await db
    .update(tasks)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(assignee !== undefined ? { assignedToUserId: assignee } : {}),
      ...(input.completed !== undefined
        ? {
            completed: input.completed,
            // Keep the first completion time when a completed task is saved again.
            completedAt: input.completed ? sql`coalesce(${tasks.completedAt}, now())` : null,
          }
        : {}),
      // An empty PATCH still has to be a valid UPDATE.
      id: sql`${tasks.id}`,
    })
    .where(and(eq(tasks.eventId, eventId), eq(tasks.id, taskId)))
    .returning({ id: tasks.id })
  if (!updated) throw notFound(TASK_MESSAGES.notFound)
  await notifyEventChanged(db, eventId, 'tasks')
  return oneTask(db, eventId, taskId)
}

export async function deleteTask({
  db,
  eventId,
  taskId,
  userId,
}: {
  db: Db
  eventId: number
  taskId: number
  userId: number
}): Promise<void> {
  await findEventForMember({ db, eventId, userId })
  const deleted = await db
    .delete(tasks)
    .where(and(eq(tasks.eventId, eventId), eq(tasks.id, taskId)))
    .returning({ id: tasks.id })
  if (!deleted.length) throw notFound(TASK_MESSAGES.notFound)
  await notifyEventChanged(db, eventId, 'tasks')
}
