import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as userPlusIcon from 'lucide-react/icons/user-plus'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { EventSummary } from '~/domain/events/event'
import { Button } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { eventPaths } from '../event-paths'
import { EventFacts } from './event-facts'
import { EventStatusBadge } from './event-status-badge'
import { TaskProgress } from './progress-bar'

const UserPlus = lucideIcon(userPlusIcon)

/** One event on /dashboard; `layout` follows the Grid/List toggle; `extra` is another feature's line (payments). */
export function EventCard({
  event,
  layout,
  extra,
}: {
  event: EventSummary
  layout: 'grid' | 'list'
  extra?: ReactNode
}) {
  const headingId = `event-${event.id}-name`
  return (
    <article
      aria-labelledby={headingId}
      data-testid="event-card"
      className={cn(
        'grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft',
        layout === 'list' && 'md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto] md:items-center',
      )}
    >
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
            {event.name}
          </h2>
          <EventStatusBadge status={event.status} />
        </div>
        <EventFacts event={event} iconTone="muted" className="grid gap-1.5 text-sm text-ink-700" />
        {extra}
      </div>
      <div className="grid content-start gap-2">
        <TaskProgress completed={event.tasks.completed} total={event.tasks.total} />
        <p className="flex items-center gap-1.5 text-sm text-ink-700">
          <UserPlus className="size-4 text-ink-500" aria-hidden />
          {event.coHosts === 1 ? '1 co-host' : `${event.coHosts} co-hosts`}
          {event.role === 'cohost' && (
            <span className="ml-auto text-xs font-medium text-terracotta-700">You're a co-host</span>
          )}
        </p>
      </div>
      <Button asChild variant="outline" className={cn(layout === 'grid' && 'w-full')}>
        <Link to={eventPaths.event(event.id)} aria-describedby={headingId}>
          View Details
        </Link>
      </Button>
    </article>
  )
}
