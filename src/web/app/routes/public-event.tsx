import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as calendarXIcon from 'lucide-react/icons/calendar-x'
import * as clockIcon from 'lucide-react/icons/clock'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as storeIcon from 'lucide-react/icons/store'
import type { ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { RSVP_MESSAGES } from '~/domain/events/guest'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { usePublicEvent } from '~/web/events/api/get-public-event'
import { DoorCode } from '~/web/events/components/door-code'
import { EventStatusBadge } from '~/web/events/components/event-status-badge'
import { RsvpForm } from '~/web/events/components/rsvp-form'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { paths } from '~/web/lib/paths'

const CalendarDays = lucideIcon(calendarDaysIcon)
const CalendarX = lucideIcon(calendarXIcon)
const Clock = lucideIcon(clockIcon)
const MapPin = lucideIcon(mapPinIcon)
const Store = lucideIcon(storeIcon)

/** /e/:publicId (no sign-in): the event's public page; with ?guest= that guest's RSVP form. */
export function PublicEventPage() {
  const { publicId = '' } = useParams()
  const [params] = useSearchParams()
  const guestToken = params.get('guest')
  const event = usePublicEvent(publicId, guestToken)

  if (event.isPending) {
    return (
      <div className="mx-auto grid max-w-2xl gap-4 px-4 py-16" aria-busy="true">
        <p className="sr-only" role="status">
          Loading event...
        </p>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-48 w-full" />
      </div>
    )
  }
  if (event.isError) {
    // The event exists but the RSVP link's guest does not (removed from the list, or a mistyped link).
    const invitationGone = isApiError(event.error) && event.error.code === 'guest_not_found'
    return (
      <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
        <title>Event not found · Bountiful</title>
        <CalendarX className="size-12 text-terracotta-600" aria-hidden />
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {invitationGone ? RSVP_MESSAGES.invitationNotFound : 'Event not found'}
        </h1>
        <p className="text-ink-700">
          {invitationGone
            ? 'This RSVP link is not valid any more. Please ask the host for a new one.'
            : "This event doesn't exist, or the link is incomplete. Please check the link you were sent."}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.home()}>Go to the home page</Link>
        </Button>
      </div>
    )
  }

  const e = event.data
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:py-16">
      <title>{`${e.name} · Bountiful`}</title>
      <div className="grid gap-6 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8">
        <div className="grid gap-3">
          <p className="text-sm font-medium tracking-wide text-terracotta-700 uppercase">You're invited</p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold break-words text-ink-900 sm:text-4xl">{e.name}</h1>
            <EventStatusBadge status={e.status} className="text-sm" />
          </div>
        </div>
        <dl className="grid gap-2 text-ink-800">
          <Fact icon={<CalendarDays aria-hidden />} term="Date" value={formatDisplayDate(e.date)} />
          <Fact icon={<Clock aria-hidden />} term="Time" value={e.time} />
          {e.venueName && <Fact icon={<Store aria-hidden />} term="Venue" value={e.venueName} />}
          <Fact icon={<MapPin aria-hidden />} term="Location" value={e.location} />
        </dl>
        {/* Above her answer: the first thing she needs on her phone at the door. */}
        {e.status !== 'cancelled' && e.guest?.rsvp === 'yes' && <DoorCode code={e.guest.doorCode} />}
        {e.status === 'cancelled' ? (
          <p role="status" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-950">
            {EVENT_MESSAGES.cancelled}
          </p>
        ) : e.guest ? (
          <section aria-labelledby="rsvp-heading" className="grid gap-4 border-t border-ivory-300 pt-6">
            <h2 id="rsvp-heading" className="font-display text-2xl font-semibold text-ink-900">
              Hi {e.guest.name}, can you come?
            </h2>
            {e.status === 'past' ? (
              <p className="text-ink-700">This event has already taken place.</p>
            ) : (
              <RsvpForm publicId={e.publicId} token={guestToken ?? ''} guest={e.guest} kitchen={e.kitchen} />
            )}
          </section>
        ) : (
          <p className="border-t border-ivory-300 pt-6 text-ink-700">
            To answer, open the personal RSVP link from your invitation email.
          </p>
        )}
      </div>
    </div>
  )
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="flex items-start gap-2.5 [&_svg]:mt-1 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-terracotta-600">
      {icon}
      <dt className="sr-only">{term}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  )
}
