// The event's tasks: To Do and Completed with counts, checkbox toggles,
// Delete after a confirm, created date and assignee.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as ellipsisIcon from 'lucide-react/icons/ellipsis'
import * as trashIcon from 'lucide-react/icons/trash'
import { DropdownMenu } from 'radix-ui'
import { useId, useRef, useState } from 'react'
import type { EventMember } from '~/domain/events/event'
import type { Task } from '~/domain/events/task'
import { buttonVariants } from '~/web/components/ui/button'
import { Card } from '~/web/components/ui/card'
import { Checkbox } from '~/web/components/ui/checkbox'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cn } from '~/web/lib/cn'
import { toast } from '~/web/lib/use-toast'
import { useDeleteTask } from '../api/delete-task'
import { useTasks } from '../api/get-tasks'
import { useUpdateTask } from '../api/update-task'
import { formatShortDate } from '../lib/event-links'
import { assigneeLabel } from '../lib/team'
import { AddTaskDialog } from './add-task-dialog'
import { ConfirmDialog } from './confirm-dialog'

const MoreHorizontal = lucideIcon(ellipsisIcon)
const Trash2 = lucideIcon(trashIcon)

type Props = { eventId: number; members: EventMember[]; myId: number; readOnly: boolean }

export function TasksPanel({ eventId, members, myId, readOnly }: Props) {
  const tasks = useTasks(eventId)
  const headingId = useId()
  const todo = tasks.data?.filter((t) => !t.completed) ?? []
  const done = tasks.data?.filter((t) => t.completed) ?? []
  return (
    <Card className="grid content-start gap-5 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
            Tasks
          </h2>
          {!readOnly && <AddTaskDialog eventId={eventId} members={members} myId={myId} />}
        </div>
        {tasks.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <p className="sr-only" role="status">
              Loading tasks...
            </p>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : tasks.isError ? (
          <p role="alert" className="text-ink-800">
            We couldn't load the tasks. Please reload the page.
          </p>
        ) : tasks.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ivory-300 px-4 py-8 text-center text-ink-600">
            No tasks created yet.
          </p>
        ) : (
          <>
            <TaskGroup title="To Do" tasks={todo} {...{ eventId, members, myId, readOnly }} />
            <TaskGroup title="Completed" tasks={done} {...{ eventId, members, myId, readOnly }} />
          </>
        )}
      </section>
    </Card>
  )
}

function TaskGroup({ title, tasks, ...rest }: Props & { title: string; tasks: Task[] }) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
        {title} ({tasks.length})
      </h3>
      {tasks.length > 0 ? (
        <ul aria-labelledby={id} className="grid gap-2">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} {...rest} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-600">{title === 'To Do' ? 'Nothing left to do.' : 'No completed tasks yet.'}</p>
      )}
    </div>
  )
}

function TaskRow({ task, eventId, members, myId, readOnly }: Props & { task: Task }) {
  const update = useUpdateTask(eventId)
  const remove = useDeleteTask(eventId)
  const [confirming, setConfirming] = useState(false)
  const actionsButton = useRef<HTMLButtonElement>(null)
  const id = useId()

  // mutateAsync, not mutate's callbacks: the row moves between groups (or goes) before they would run.
  const toggle = async (completed: boolean) => {
    try {
      await update.mutateAsync({ taskId: task.id, input: { completed } })
      toast({
        variant: 'success',
        title: 'Task Updated',
        description: `"${task.title}" ${completed ? 'marked as completed' : 'moved back to To Do'}.`,
      })
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Could not update the task. Please try again.' })
    }
  }

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(task.id)
      setConfirming(false)
      toast({ variant: 'success', title: 'Task Deleted', description: `"${task.title}" has been deleted.` })
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Could not delete the task. Please try again.' })
    }
  }

  return (
    <li className="flex items-start gap-3 rounded-xl border border-ivory-300 bg-ivory-50 p-3" data-testid="task">
      <Checkbox
        id={`${id}-check`}
        className="mt-0.5"
        checked={task.completed}
        disabled={readOnly || update.isPending}
        onCheckedChange={(v) => void toggle(v === true)}
        aria-describedby={`${id}-meta`}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label
          htmlFor={`${id}-check`}
          className={cn(
            'cursor-pointer font-medium break-words text-ink-900',
            task.completed && 'text-ink-600 line-through',
          )}
        >
          {task.title}
        </label>
        {task.description && <p className="text-sm break-words whitespace-pre-line text-ink-700">{task.description}</p>}
        <p id={`${id}-meta`} className="text-xs text-ink-600">
          Assigned to {assigneeLabel(task, members, myId)} · Created {formatShortDate(task.createdAt)}
        </p>
      </div>
      {!readOnly && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            ref={actionsButton}
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8')}
            aria-label={`Actions for ${task.title}`}
          >
            <MoreHorizontal aria-hidden />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-50 min-w-[10rem] rounded-xl border border-ivory-300 bg-white p-1 shadow-lift"
            >
              <DropdownMenu.Item
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-destructive focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-destructive data-[highlighted]:bg-red-50 [&_svg]:size-4"
                onSelect={() => setConfirming(true)}
              >
                <Trash2 aria-hidden /> Delete
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Task?"
        description={<p>Are you sure you want to delete this task?</p>}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        returnFocusTo={actionsButton}
      />
    </li>
  )
}
