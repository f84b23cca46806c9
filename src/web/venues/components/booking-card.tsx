import { ShieldCheck } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { clampGuests, DEFAULT_GUESTS, venueGuestLimit } from '~/domain/guests'
import { VENUE_CARD_TIMES } from '~/domain/time-constants'
import type { VenueDetail } from '~/domain/venue'
import { Button } from '~/web/components/ui/button'
import { Calendar } from '~/web/components/ui/calendar'
import { Label } from '~/web/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/web/components/ui/select'
import { isoToLocalDate, localDateToIso, startOfTodayLocal } from '~/web/lib/dates'
import { Rating } from './rating'

// The wizard (form library, schemas, estimate) loads when the planner asks for it.
const loadWizard = () => import('~/web/requests/components/booking-wizard')
const BookingWizardDialog = lazy(() => loadWizard().then((m) => ({ default: m.BookingWizardDialog })))

/** Price, date (past and blackout days disabled), time and guests; carried into the booking request. */
export function BookingCard({ venue }: { venue: VenueDetail }) {
  const id = useId()
  const limit = venueGuestLimit(venue.maxGuests)
  const minGuests = Math.min(Math.max(1, venue.minGuests), limit)
  const [date, setDate] = useState<Date | undefined>()
  const [time, setTime] = useState<string>(VENUE_CARD_TIMES[2])
  const [guests, setGuests] = useState(() => clampGuests(DEFAULT_GUESTS, { min: minGuests, max: limit }))
  const blackouts = venue.blackoutDates.map(isoToLocalDate)
  const guestOptions = Array.from({ length: limit - minGuests + 1 }, (_, i) => minGuests + i)
  const dateParam = date ? localDateToIso(date) : undefined
  const [wizard, setWizard] = useState<{ open: boolean; session: number } | null>(null)

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-lift"
    >
      <h2 id={`${id}-title`} className="sr-only">
        Book {venue.name}
      </h2>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-ink-600">
          <span className="font-display text-3xl font-semibold text-ink-900">${Math.round(venue.pricePerPerson)}</span>{' '}
          / person
        </p>
        <Rating value={venue.rating} />
      </div>
      <div className="mt-5 grid gap-4">
        <div className="grid gap-2">
          <span className="text-sm font-medium text-ink-800" id={`${id}-date`}>
            Date
          </span>
          <div
            className="flex justify-center rounded-2xl border border-ivory-300"
            role="group"
            aria-labelledby={`${id}-date`}
          >
            <Calendar
              mode="single"
              selected={date}
              onSelect={setDate}
              disabled={[{ before: startOfTodayLocal() }, ...blackouts]}
              startMonth={startOfTodayLocal()}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-time`}>Time</Label>
            <Select value={time} onValueChange={setTime}>
              <SelectTrigger id={`${id}-time`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VENUE_CARD_TIMES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {t}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-guests`}>Guests</Label>
            <Select value={String(guests)} onValueChange={(v) => setGuests(Number(v))}>
              <SelectTrigger id={`${id}-guests`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {guestOptions.map((n) => (
                  <SelectItem key={n} value={String(n)}>
                    {n} guests
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <Button
          size="lg"
          className="mt-1 w-full"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadWizard()}
          onFocus={() => void loadWizard()}
          onClick={() => setWizard((w) => ({ open: true, session: (w?.session ?? 0) + (w?.open === false ? 1 : 0) }))}
        >
          Request to Book
        </Button>
        {wizard && (
          <Suspense fallback={null}>
            <BookingWizardDialog
              key={wizard.session}
              venue={venue}
              defaults={{ date: dateParam, time, guests }}
              open={wizard.open}
              onOpenChange={(open) => setWizard((w) => (w ? { ...w, open } : w))}
            />
          </Suspense>
        )}
        <p className="flex items-center justify-center gap-1.5 text-sm text-ink-600">
          <ShieldCheck className="size-4 text-sage-600" aria-hidden /> You won't be charged yet
        </p>
      </div>
    </section>
  )
}
