// Team Collaboration tab: who has what (open and done tasks per person).
import { useId } from 'react'
import type { EventMember } from '~/domain/events/event'
import { Card } from '~/web/components/ui/card'
import { useTasks } from '../api/get-tasks'
import { assigneeLabel } from '../lib/team'

export function TaskAssignmentOverview({
  eventId,
  members,
  myId,
}: {
  eventId: number
  members: EventMember[]
  myId: number
}) {
  const tasks = useTasks(eventId)
  const headingId = useId()
  const rows = new Map<string, { open: number; done: number }>()
  for (const m of [...members].sort((a, b) => (a.role === b.role ? 0 : a.role === 'host' ? -1 : 1))) {
    rows.set(assigneeLabel({ assignedTo: m.userId }, members, myId), { open: 0, done: 0 })
  }
  for (const t of tasks.data ?? []) {
    const key = assigneeLabel(t, members, myId)
    const row = rows.get(key) ?? { open: 0, done: 0 }
    if (t.completed) row.done += 1
    else row.open += 1
    rows.set(key, row)
  }
  return (
    <Card className="grid content-start gap-4 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-3">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
          Task Assignments
        </h2>
        {tasks.isPending ? (
          <p className="text-ink-600">Loading tasks...</p>
        ) : !tasks.data?.length ? (
          <p className="text-ink-600">No tasks created yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ivory-300 text-ink-700">
                <th scope="col" className="py-2 font-medium">
                  Person
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  To Do
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Completed
                </th>
              </tr>
            </thead>
            <tbody>
              {[...rows].map(([name, r]) => (
                <tr key={name} className="border-b border-ivory-200 last:border-0">
                  <th scope="row" className="py-2 font-medium text-ink-900">
                    {name}
                  </th>
                  <td className="py-2 text-right text-ink-800">{r.open}</td>
                  <td className="py-2 text-right text-ink-800">{r.done}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Card>
  )
}
