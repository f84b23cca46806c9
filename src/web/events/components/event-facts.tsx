import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as clockIcon from 'lucide-react/icons/clock'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as storeIcon from 'lucide-react/icons/store'
import * as usersIcon from 'lucide-react/icons/users'
import type { ReactNode } from 'react'
import type { EventSummary } from '~/domain/events/event'
import { formatDisplayDate } from '~/web/lib/dates'

const CalendarDays = lucideIcon(calendarDaysIcon)
const Clock = lucideIcon(clockIcon)
const MapPin = lucideIcon(mapPinIcon)
const Store = lucideIcon(storeIcon)
const Users = lucideIcon(usersIcon)

type Facts = Pick<EventSummary, 'venueName' | 'date' | 'time' | 'location' | 'guestCount'>

// Whole class names, so Tailwind finds them in the source.
const ICON_TONE = {
  muted: '[&_svg]:text-ink-500',
  accent: '[&_svg]:text-terracotta-600',
} as const

/** Venue, date, time, place and head count of an event: on its card and in its page's header. */
export function EventFacts({
  event,
  className,
  iconTone,
}: {
  event: Facts
  className: string
  iconTone: keyof typeof ICON_TONE
}) {
  const fact = (icon: ReactNode, term: string, value: string) => (
    <div className={`flex items-start gap-2 [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 ${ICON_TONE[iconTone]}`}>
      {icon}
      <dt className="sr-only">{term}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  )
  return (
    <dl className={className}>
      {event.venueName && fact(<Store aria-hidden />, 'Venue', event.venueName)}
      {fact(<CalendarDays aria-hidden />, 'Date', formatDisplayDate(event.date))}
      {fact(<Clock aria-hidden />, 'Time', event.time)}
      {fact(<MapPin aria-hidden />, 'Location', event.location)}
      {fact(<Users aria-hidden />, 'Guests', `${event.guestCount} guests`)}
    </dl>
  )
}
