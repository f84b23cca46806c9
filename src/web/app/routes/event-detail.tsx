import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useParams } from 'react-router'
import { useSession } from '~/web/lib/get-user'
import { RequireSession } from '~/web/auth/components/require-session'
import { Skeleton } from '~/web/components/ui/skeleton'
import { useEvent } from '~/web/events/api/get-event'
import { EventDetailView } from '~/web/events/components/event-detail-view'
import { EventNotFound } from '~/web/events/components/event-not-found'
import { isApiError } from '~/web/lib/api'
import { useEventPaymentSummary } from '~/web/payments/api/get-payment-summaries'
import { EventPaymentSummary } from '~/web/payments/components/event-payment-summary'
import { paymentsKeys, paymentsPaths } from '~/web/payments/payments-paths'
import { EventFinalBill } from '~/web/events/components/event-final-bill'
import { EventKitchenSheet } from '~/web/events/components/event-kitchen-sheet'
import { agreementBases } from '~/web/bookings/bookings-paths'
import { briefsKeys } from '~/web/briefs/briefs-paths'
import { AgreementPanel } from '~/web/bookings/components/agreement-panel'
import { EventDoorLink } from '~/web/events/components/event-door-link'

/** /dashboard/events/:id: members only; anything else reads 'Event not found'. */
export function EventDetailPage() {
  return (
    <RequireSession>
      <EventDetailRoute />
    </RequireSession>
  )
}

function EventDetailRoute() {
  const { id = '' } = useParams()
  if (!/^\d{1,10}$/.test(id)) return <EventNotFound />
  return <EventPage key={id} id={Number(id)} />
}

function EventPage({ id }: { id: number }) {
  const event = useEvent(id)
  const session = useSession()
  const payments = useEventPaymentSummary(id)
  const queryClient = useQueryClient()
  useRefreshOnStatusChange(event.data?.status)
  if (event.isError) {
    if (isApiError(event.error) && (event.error.status === 404 || event.error.status === 403)) return <EventNotFound />
    return (
      <div role="alert" className="mx-auto grid max-w-xl gap-3 px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold text-ink-900">Something went wrong</h1>
        <p className="text-ink-700">We couldn't load this event. Please reload the page.</p>
      </div>
    )
  }
  if (!event.data || !session.user) return <EventSkeleton />
  return (
    <EventDetailView
      event={event.data}
      myId={session.user.id}
      headerExtra={
        <>
          <EventPaymentSummary eventId={event.data.id} />
          {event.data.booked && event.data.status !== 'cancelled' && <EventDoorLink eventId={event.data.id} />}
          {event.data.venueId !== null && <EventKitchenSheet eventId={event.data.id} />}
          <EventFinalBill
            event={event.data}
            billable={Boolean(payments) && event.data.status === 'past'}
            paymentsHref={paymentsPaths.eventPayments(event.data.id)}
            onSettled={() => void queryClient.invalidateQueries({ queryKey: paymentsKeys.all })}
          />
          {event.data.booked && <AgreementPanel base={agreementBases.planner(event.data.id)} reader="planner" />}
        </>
      }
    />
  )
}

/**
 * The event's status moved while the page was open (the host cancelled it here, or a member did and
 * the live channel said so): its payments and the host's briefs changed with it on the server, and
 * queries are never stale on their own, so the line under the event would still say "$633.60 due"
 * on a cancelled booking, and the dashboard's brief "Confirmed".
 */
function useRefreshOnStatusChange(status: string | undefined) {
  const queryClient = useQueryClient()
  const seen = useRef(status)
  useEffect(() => {
    if (seen.current !== undefined && status !== undefined && status !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all })
      void queryClient.invalidateQueries({ queryKey: briefsKeys.myBriefs })
    }
    seen.current = status
  }, [status, queryClient])
}

function EventSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading event...
      </p>
      <Skeleton className="h-9 w-96 max-w-full" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-10 w-80 max-w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  )
}
