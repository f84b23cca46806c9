import { useParams } from 'react-router'
import { RequireSession } from '~/web/auth/components/require-session'
import { Skeleton } from '~/web/components/ui/skeleton'
import { useDoor } from '~/web/events/api/get-door'
import { DoorView } from '~/web/events/components/door-view'
import { EventNotFound } from '~/web/events/components/event-not-found'
import { isApiError } from '~/web/lib/api'

/**
 * /dashboard/events/:id/door: the count at the door, for the host, co-hosts and the venue's
 * managers. It reads only the door's API, which says who may (a manager is not an event member).
 */
export function EventDoorPage() {
  return (
    <RequireSession>
      <EventDoorRoute />
    </RequireSession>
  )
}

function EventDoorRoute() {
  const { id = '' } = useParams()
  if (!/^\d{1,10}$/.test(id)) return <EventNotFound />
  return <EventDoor key={id} id={Number(id)} />
}

function EventDoor({ id }: { id: number }) {
  const door = useDoor(id)
  if (door.data) return <DoorView eventId={id} door={door.data} />
  if (door.isError) {
    if (isApiError(door.error) && door.error.status === 404) return <EventNotFound />
    return (
      <div role="alert" className="mx-auto grid max-w-xl gap-3 px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold text-ink-900">Something went wrong</h1>
        <p className="text-ink-700">We couldn't load the guest list. Please reload the page.</p>
      </div>
    )
  }
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the guest list…
      </p>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  )
}
