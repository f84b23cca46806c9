// On the dashboard: the planner's booking requests that are not events yet (sent, quoted,
// accepted and awaiting confirmation, expired, not available), each with its one label and what
// she can do next. A confirmed booking is an event, listed under My Events.
import { useId } from 'react'
import type { BookingStage } from '~/domain/bookings/lifecycle'
import type { MyBooking } from '~/domain/bookings/my-bookings-api'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { formatDisplayDate } from '~/web/lib/dates'
import { useMyBookings } from '../api/get-my-bookings'

const SHOWN: readonly BookingStage[] = ['requested', 'quoted', 'accepted', 'expired', 'declined']

const badgeVariant = (stage: BookingStage) =>
  stage === 'quoted' ? 'sage' : stage === 'declined' || stage === 'expired' ? 'outline' : 'secondary'

export function MyBookings() {
  const ids = useId()
  const bookings = useMyBookings()
  if (bookings.isPending) return <Skeleton className="h-24 w-full" aria-hidden />
  if (bookings.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p className="text-ink-800">We couldn't load your requests.</p>
        <Button variant="outline" size="sm" onClick={() => bookings.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  const shown = bookings.data.bookings.filter((b) => SHOWN.includes(b.booking.stage))
  if (shown.length === 0) return null
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3">
      <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold text-ink-900">
        Your requests
      </h2>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Your requests">
        {shown.map((b) => (
          <BookingItem key={b.reference} booking={b} />
        ))}
      </ul>
    </section>
  )
}

function BookingItem({ booking: b }: { booking: MyBooking }) {
  return (
    <li className="grid gap-1 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
        {b.venue?.name ?? 'Booking request'}
        {b.date ? ` · ${formatDisplayDate(b.date)}` : ''}
        <Badge variant={badgeVariant(b.booking.stage)} data-testid="booking-stage">
          {b.booking.label}
        </Badge>
      </p>
      <p className="text-sm text-ink-600">
        <span className="font-mono">{b.reference}</span>
        {b.time ? ` · ${b.time}` : ''}
        {b.guests ? ` · ${b.guests} guests` : ''}
      </p>
      <p className="text-sm text-ink-700">
        {b.booking.nextStep}
        {b.booking.stage === 'quoted' ? ' Open it from the email we sent you.' : ''}
      </p>
    </li>
  )
}
