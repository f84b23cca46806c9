import type { EventStatus } from '~/domain/events/event-status'
import { cn } from '~/web/lib/cn'

const LABEL: Record<EventStatus, string> = { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled' }

// Green, grey, red, each pairing AA in both themes (the dark theme mirrors these tokens).
const TONE: Record<EventStatus, string> = {
  upcoming: 'border-sage-600/30 bg-sage-100 text-sage-700',
  past: 'border-ink-200 bg-ivory-200 text-ink-700',
  cancelled: 'border-red-200 bg-red-50 text-red-950',
}

export function EventStatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  return (
    <span
      data-testid="event-status"
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[status],
        className,
      )}
    >
      {LABEL[status]}
    </span>
  )
}
