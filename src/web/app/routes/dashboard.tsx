import type { QueryClient } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { RequireSession } from '~/web/auth/components/require-session'
import { VerifyEmailNotice } from '~/web/auth/components/verify-email-notice'
import { myBookingsQueryOptions, useMyBookings } from '~/web/bookings/api/get-my-bookings'
import { MyBookings } from '~/web/bookings/components/my-bookings'
import { myBriefsQueryOptions, useMyBriefs } from '~/web/briefs/api/get-my-briefs'
import { MyBriefs } from '~/web/briefs/components/my-briefs'
import { eventsQueryOptions } from '~/web/events/api/get-events'
import { EventsOverview } from '~/web/events/components/events-overview'
import { paymentSummariesQueryOptions } from '~/web/payments/api/get-payment-summaries'
import { EventPaymentSummary } from '~/web/payments/components/event-payment-summary'
import { useSession } from '~/web/lib/get-user'

/**
 * /dashboard: signed-in users only. Rendered on the server as its loading state (the heading and
 * the events' skeleton: the session is the browser's), so it paints from the HTML. Once hydrated,
 * what sits around the events (the address reminder, her requests, her briefs) is read with them
 * and shown in the same render, in place of the skeleton, so that nothing already on screen moves.
 */
export function DashboardPage() {
  return (
    <RequireSession>
      <title>My Events · Bountiful</title>
      <Dashboard />
    </RequireSession>
  )
}

/**
 * What the page reads once the session is known, started before hydration when a session is stored
 * (router.tsx's sessionPrefetch): the cards then render whole, payments included, at once.
 */
export const prefetchDashboard = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(eventsQueryOptions),
    client.prefetchQuery(myBookingsQueryOptions),
    client.prefetchQuery(myBriefsQueryOptions),
    client.prefetchQuery(paymentSummariesQueryOptions),
  ])

function Dashboard() {
  const session = useSession()
  const bookings = useMyBookings()
  const briefs = useMyBriefs()
  const loading = !session.user && session.status !== 'error' ? true : bookings.isPending || briefs.isPending
  // Shown with the events, in the same deferred render (EventsOverview).
  const loadingDeferred = useDeferredValue(loading)
  const briefsShown = !loading && !loadingDeferred
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <EventsOverview
        loading={loading}
        cardExtra={(event) => <EventPaymentSummary eventId={event.id} describedBy={`event-${event.id}-name`} />}
        beforeEvents={
          <>
            {/* The notice renders nothing once the address is confirmed: no gap left behind. */}
            <div className="empty:hidden">
              <VerifyEmailNotice />
            </div>
            {/* Requests not confirmed yet, in the booking's one vocabulary: nothing while there are none. */}
            <div className="empty:hidden">
              <MyBookings />
            </div>
          </>
        }
      />
      {/* The briefs sent to several venues: nothing while there are none. */}
      {briefsShown && (
        <div className="mt-10 empty:hidden">
          <MyBriefs />
        </div>
      )}
    </div>
  )
}
