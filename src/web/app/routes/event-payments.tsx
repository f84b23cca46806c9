import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import { Link, useParams } from 'react-router'
import { RequireSession } from '~/web/auth/components/require-session'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { useEvent } from '~/web/events/api/get-event'
import { useGuests } from '~/web/events/api/get-guests'
import { EventNotFound } from '~/web/events/components/event-not-found'
import { eventPaths } from '~/web/events/event-paths'
import { BookingPaymentsView } from '~/web/payments/components/booking-payments-view'
import { isApiError } from '~/web/lib/api'

const ArrowLeft = lucideIcon(arrowLeftIcon)

/** /dashboard/events/:id/payments: the booking's payments, for the event's members (the host acts). */
export function EventPaymentsPage() {
  return (
    <RequireSession>
      <EventPaymentsRoute />
    </RequireSession>
  )
}

function EventPaymentsRoute() {
  const { id = '' } = useParams()
  if (!/^\d{1,10}$/.test(id)) return <EventNotFound />
  return <EventPayments key={id} id={Number(id)} />
}

function EventPayments({ id }: { id: number }) {
  const event = useEvent(id)
  const guests = useGuests(id)
  if (event.isError) {
    if (isApiError(event.error) && (event.error.status === 404 || event.error.status === 403)) return <EventNotFound />
    return (
      <div role="alert" className="mx-auto grid max-w-xl gap-3 px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold text-ink-900">Something went wrong</h1>
        <p className="text-ink-700">We couldn't load this event. Please reload the page.</p>
      </div>
    )
  }
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to={eventPaths.event(id)}>
            <ArrowLeft aria-hidden /> Back to the event
          </Link>
        </Button>
      </div>
      {event.data ? (
        <BookingPaymentsView
          eventId={id}
          eventName={event.data.name}
          isHost={event.data.role === 'host'}
          guests={guests.data?.guests.map((g) => ({ id: g.id, name: g.name, confirmed: g.rsvp === 'yes' }))}
        />
      ) : (
        <div aria-busy="true" className="grid gap-4">
          <p className="sr-only" role="status">
            Loading payments…
          </p>
          <Skeleton className="h-10 w-96 max-w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      )}
    </div>
  )
}
