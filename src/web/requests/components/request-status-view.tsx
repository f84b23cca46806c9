// /requests/:token: one request as its planner sent it and where it stands, opened from the link
// in her confirmation email. Read-only; the link is the key, so nothing here leads to other requests.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as clockIcon from 'lucide-react/icons/clock'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as usersIcon from 'lucide-react/icons/users'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ALTERNATIVE_DATES_LABEL, alternativeDatesText } from '~/domain/alternative-dates'
import { formatCents } from '~/domain/pricing/estimate'
import { onFirstUse } from '~/domain/on-first-use'
import type { RequestView } from '~/domain/requests/request-status'
import { Skeleton } from '~/web/components/ui/skeleton'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { paths } from '~/web/lib/paths'
import { useRequestView } from '../api/get-request-view'
import { venuePhotoSources } from '~/web/lib/venue-photo-srcset'

const CalendarDays = lucideIcon(calendarDaysIcon)
const Clock = lucideIcon(clockIcon)
const MapPin = lucideIcon(mapPinIcon)
const Users = lucideIcon(usersIcon)

const received = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
)

export function RequestStatusView({ token }: { token: string }) {
  const query = useRequestView(token)
  if (query.isPending && token) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your request…
        </span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  if (query.isError || !query.data) {
    const notFound = !token || (isApiError(query.error) && query.error.status === 404)
    return (
      <div className="grid gap-3 text-center">
        <title>Your request · Bountiful</title>
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {notFound ? 'Request not found' : 'Your request could not be loaded'}
        </h1>
        <p className="text-ink-700">
          {notFound
            ? 'The link may be incomplete. Open it again from your confirmation email, or reply to that email and we will help.'
            : 'Please try again in a moment.'}
        </p>
      </div>
    )
  }
  return <RequestStatusContent request={query.data} />
}

function RequestStatusContent({ request: r }: { request: RequestView }) {
  return (
    <article className="grid gap-6" aria-labelledby="request-status-title">
      <title>{`${r.kindLabel} ${r.reference} · Bountiful`}</title>
      <header className="grid gap-2">
        <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">{r.kindLabel}</p>
        <h1 id="request-status-title" className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          Reference <span className="font-mono">{r.reference}</span>
        </h1>
        <p className="text-sm text-ink-700">Received {received().format(new Date(r.createdAt))}</p>
      </header>

      <section
        aria-labelledby="request-status-state"
        className="grid gap-1 rounded-(--radius-card) border border-terracotta-100 bg-terracotta-50 p-5"
      >
        <h2 id="request-status-state" className="text-sm font-semibold text-ink-700">
          Status: <span className="text-ink-900">{r.statusLabel}</span>
        </h2>
        <p className="text-ink-900">{r.nextStep}</p>
      </section>

      <section
        aria-labelledby="request-status-facts"
        className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
      >
        <h2 id="request-status-facts" className="font-display text-xl font-semibold text-ink-900">
          What you asked for
        </h2>
        {r.venue?.imageUrl && !r.venue.imageUrl.endsWith('.svg') && (
          <img
            {...venuePhotoSources(r.venue.imageUrl, '(min-width: 768px) 640px, 100vw')}
            alt={r.venue.name}
            loading="lazy"
            decoding="async"
            className="aspect-[16/9] w-full rounded-xl object-cover"
          />
        )}
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {r.venue && (
            <Fact icon={<MapPin className="size-4" aria-hidden />} label="Venue">
              <Link to={paths.venue(r.venue.id)} className="text-terracotta-700 underline underline-offset-4">
                {r.venue.name}
              </Link>
              {r.venue.location ? `, ${r.venue.location}` : ''}
            </Fact>
          )}
          {r.eventDate && (
            <Fact icon={<CalendarDays className="size-4" aria-hidden />} label="Date">
              {formatDisplayDate(r.eventDate)}
            </Fact>
          )}
          {r.alternativeDates.length > 0 && (
            <Fact icon={<CalendarDays className="size-4" aria-hidden />} label={ALTERNATIVE_DATES_LABEL}>
              {alternativeDatesText(r.alternativeDates, formatDisplayDate)}
            </Fact>
          )}
          {r.eventTime && (
            <Fact icon={<Clock className="size-4" aria-hidden />} label="Time">
              {r.eventTime}
            </Fact>
          )}
          {r.guests !== null && (
            <Fact icon={<Users className="size-4" aria-hidden />} label="Guests">
              {r.guests}
            </Fact>
          )}
          {r.dietary && <Fact label="Dietary needs">{r.dietary}</Fact>}
          {r.acceptedTotalCents !== null ? (
            <Fact label="Accepted total">{formatCents(r.acceptedTotalCents)} all in, as you accepted it</Fact>
          ) : (
            r.estimateCents !== null && (
              <Fact label="Estimate">{formatCents(r.estimateCents)} (final price confirmed by our team)</Fact>
            )
          )}
        </dl>
      </section>
      <p className="text-sm text-ink-700">
        Questions or changes? Reply to your confirmation email and quote {r.reference}.
      </p>
    </article>
  )
}

function Fact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <>
      <dt className="flex items-center gap-1.5 font-medium text-ink-600">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 text-ink-900">{children}</dd>
    </>
  )
}
