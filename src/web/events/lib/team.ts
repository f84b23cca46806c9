import type { EventDetail, EventMember } from '~/domain/events/event'
import type { Task } from '~/domain/events/task'

/** Who a task is assigned to, in the product's words: Unassigned, You (Host) / You, a name, Unknown. */
export function assigneeLabel(
  task: Pick<Task, 'assignedTo'>,
  members: readonly EventMember[],
  myId: number | undefined,
): string {
  if (task.assignedTo === null) return 'Unassigned'
  const member = members.find((m) => m.userId === task.assignedTo)
  if (task.assignedTo === myId) return member?.role === 'host' ? 'You (Host)' : 'You'
  if (!member) return 'Unknown'
  return member.role === 'host' ? `${member.name} (Host)` : member.name
}

export const coHostsOf = (event: Pick<EventDetail, 'members'>) => event.members.filter((m) => m.role === 'cohost')
