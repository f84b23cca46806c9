// /booking-drafts/:token: a booking request an outside assistant drafted for the planner, opened
// from her email. It says what will be sent and to whom; "Send this request" sends it (once), as the
// booking request page would. The link is the key, so nothing here leads to other requests.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as clockIcon from 'lucide-react/icons/clock'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as usersIcon from 'lucide-react/icons/users'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { BookingDraftView } from '~/domain/requests/booking-draft'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { Skeleton } from '~/web/components/ui/skeleton'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { useConfirmBookingDraft } from '../api/confirm-booking-draft'
import { useBookingDraft } from '../api/get-booking-draft'

const CalendarDays = lucideIcon(calendarDaysIcon)
const Clock = lucideIcon(clockIcon)
const MapPin = lucideIcon(mapPinIcon)
const Users = lucideIcon(usersIcon)

export function BookingDraftView({ token }: { token: string }) {
  const query = useBookingDraft(token)
  if (query.isPending && token) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your booking request…
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
        <title>Your booking request · Bountiful</title>
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {notFound ? 'Booking request not found' : 'Your booking request could not be loaded'}
        </h1>
        <p className="text-ink-700">
          {notFound ? 'The link may be incomplete. Open it again from your email.' : 'Please try again in a moment.'}
        </p>
      </div>
    )
  }
  return <DraftContent token={token} draft={query.data} />
}

function DraftContent({ token, draft: d }: { token: string; draft: BookingDraftView }) {
  const send = useConfirmBookingDraft(token)
  const [phone, setPhone] = useState('')
  const error = send.error
  const phoneError = isApiError(error) ? error.fieldErrors.phone : undefined
  const otherError =
    error && !phoneError
      ? isApiError(error)
        ? (error.serverMessage ?? 'Your request could not be sent. Please try again.')
        : 'Your request could not be sent. Please try again.'
      : undefined
  const sentReference = send.data?.reference ?? d.reference

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    send.mutate(d.phone ? undefined : phone)
  }

  return (
    <article className="grid gap-6" aria-labelledby="booking-draft-title">
      <title>{`Booking request to ${d.venue.name} · Bountiful`}</title>
      <header className="grid gap-2">
        <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Booking request</p>
        <h1 id="booking-draft-title" className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {d.status === 'sent' || send.isSuccess ? 'Your request is sent' : `Send this request to ${d.venue.name}?`}
        </h1>
      </header>

      <section
        aria-live="polite"
        className="grid gap-1 rounded-(--radius-card) border border-terracotta-100 bg-terracotta-50 p-5 text-ink-900"
      >
        {send.isSuccess ? (
          <p>{send.data.message}</p>
        ) : d.status === 'sent' ? (
          <p>This request was already sent (reference {sentReference}).</p>
        ) : d.status === 'expired' ? (
          <p>
            This draft has expired and was not sent. Ask your assistant to prepare it again, or book from the venue
            page.
          </p>
        ) : (
          <p>
            An assistant you use prepared this request. Nothing has been sent to {d.venue.name} yet: it is sent only
            when you press “Send this request”.
          </p>
        )}
        {sentReference && (
          <p className="text-sm">
            Reference <span className="font-mono">{sentReference}</span>
          </p>
        )}
      </section>

      <section
        aria-labelledby="booking-draft-facts"
        className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
      >
        <h2 id="booking-draft-facts" className="font-display text-xl font-semibold text-ink-900">
          What will be sent
        </h2>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          <Fact icon={<MapPin className="size-4" aria-hidden />} label="Venue">
            {d.venue.name}, {d.venue.location}
          </Fact>
          <Fact icon={<CalendarDays className="size-4" aria-hidden />} label="Date">
            {formatDisplayDate(d.date)}
          </Fact>
          <Fact icon={<Clock className="size-4" aria-hidden />} label="Time">
            {d.time}
          </Fact>
          <Fact icon={<Users className="size-4" aria-hidden />} label="Guests">
            {d.guests}
          </Fact>
          <Fact label="Event type">{d.eventType}</Fact>
          <Fact label="Name">{d.name}</Fact>
          <Fact label="Email">{d.email}</Fact>
          {d.phone && <Fact label="Phone">{d.phone}</Fact>}
          <Fact label="Notes for the venue">{d.notes ?? 'None'}</Fact>
        </dl>
      </section>

      {d.status === 'pending' && !send.isSuccess && (
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {!d.phone && (
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor="booking-draft-phone">Your phone number</Label>
              <Input
                id="booking-draft-phone"
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                aria-invalid={phoneError ? true : undefined}
                aria-describedby={phoneError ? 'booking-draft-phone-error' : undefined}
              />
              {phoneError && (
                <p id="booking-draft-phone-error" className="text-sm text-destructive">
                  {phoneError}
                </p>
              )}
            </div>
          )}
          {otherError && (
            <p role="alert" className="text-sm text-destructive">
              {otherError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send this request'}
            </Button>
          </div>
        </form>
      )}
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
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </>
  )
}
