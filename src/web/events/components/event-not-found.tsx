import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarXIcon from 'lucide-react/icons/calendar-x'
import { Link } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { eventPaths } from '../event-paths'

const CalendarX = lucideIcon(calendarXIcon)

/** The same screen for an event that does not exist and one the user is not part of. */
export function EventNotFound() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      <title>Event not found · Bountiful</title>
      <CalendarX className="size-12 text-terracotta-600" aria-hidden />
      <h1 className="font-display text-3xl font-semibold text-ink-900">Event not found</h1>
      <p className="text-ink-700">
        This event may not exist, or you may not have permission to view it. If someone invited you, open the link from
        their email while logged in with the invited address.
      </p>
      <Button asChild>
        <Link to={eventPaths.dashboard()}>Back to Dashboard</Link>
      </Button>
    </div>
  )
}
