import { RequireSession } from '~/web/auth/components/require-session'
import { VerifyEmailNotice } from '~/web/auth/components/verify-email'
import { MyBookings } from '~/web/bookings/components/my-bookings'
import { MyBriefs } from '~/web/briefs/components/my-briefs'
import { EventsOverview } from '~/web/events/components/events-overview'
import { EventPaymentSummary } from '~/web/payments/components/event-payment-summary'

/** /dashboard: signed-in users only. */
export function DashboardPage() {
  return (
    <RequireSession>
      <title>My Events · Bountiful</title>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        {/* The notice renders nothing once the address is confirmed: no gap left behind. */}
        <div className="mb-6 empty:hidden">
          <VerifyEmailNotice />
        </div>
        <EventsOverview
          cardExtra={(event) => <EventPaymentSummary eventId={event.id} describedBy={`event-${event.id}-name`} />}
          beforeEvents={
            // Requests not confirmed yet, in the booking's one vocabulary: nothing while there are none.
            <div className="empty:hidden">
              <MyBookings />
            </div>
          }
        />
        {/* The briefs sent to several venues: nothing while there are none. */}
        <div className="mt-10 empty:hidden">
          <MyBriefs />
        </div>
      </div>
    </RequireSession>
  )
}
