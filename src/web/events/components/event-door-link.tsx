// The way to the count at the door, on a booked event's page.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as doorOpenIcon from 'lucide-react/icons/door-open'
import { Link } from 'react-router'
import { eventPaths } from '../event-paths'

const DoorOpen = lucideIcon(doorOpenIcon)

export function EventDoorLink({ eventId }: { eventId: number }) {
  return (
    <p className="flex items-start gap-2 text-sm text-ink-700">
      <DoorOpen className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden />
      <span>
        On the day, check guests in from your phone:{' '}
        <Link to={eventPaths.door(eventId)} className="font-medium text-terracotta-700 underline underline-offset-4">
          At the door
        </Link>
      </span>
    </p>
  )
}
