import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chevronDownIcon from 'lucide-react/icons/chevron-down'
import * as shieldCheckIcon from 'lucide-react/icons/shield-check'
import { lazy, Suspense, useId, type ComponentProps, type Ref } from 'react'
import { clampGuests, DEFAULT_GUESTS } from '~/domain/guests'
import { bookingGuestRange, dateUnavailableReason } from '~/domain/requests/venue-rules'
import { timeToMinutes } from '~/domain/time-constants'
import { defaultVenueTime } from '~/domain/venues/planner-packages'
import type { VenueDetail } from '~/domain/venues/venue'
import { Button } from '~/web/components/ui/button'
import { Label } from '~/web/components/ui/label'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import type { BookingCriteria } from '~/web/lib/booking-criteria'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate } from '~/web/lib/dates'
import { Rating } from '~/web/components/rating'

const ChevronDown = lucideIcon(chevronDownIcon)
const ShieldCheck = lucideIcon(shieldCheckIcon)

// The wizard (form library, schemas, estimate) loads when the planner asks for it.

// The calendar (react-day-picker, its date library) is a chunk of its own: the server renders it in
// place, and the browser hydrates the rest of the page without waiting for it, then the calendar
// when its chunk has come (clicks on it meanwhile are replayed by React).
const VenueDateCalendar = lazy(() =>
  import('~/web/components/venue-date-calendar').then((m) => ({ default: m.VenueDateCalendar })),
)

/** What the card holds for the booking flow: the URL's criteria, fitted to this venue. */
export function cardSelection(venue: VenueDetail, criteria: BookingCriteria, now: Date = new Date()) {
  const { min, max } = bookingGuestRange(venue)
  const dateProblem = criteria.date ? dateUnavailableReason(venue, criteria.date, now) : null
  return {
    date: criteria.date && !dateProblem ? criteria.date : undefined,
    dateProblem,
    time: criteria.time ?? defaultVenueTime(venue.timeSlots),
    guests: clampGuests(criteria.guests ?? DEFAULT_GUESTS, { min, max }),
    guestsOutside: criteria.guests !== undefined && (criteria.guests < min || criteria.guests > max),
    min,
    max,
  }
}

/**
 * A native select: the server's page shows its value before any script runs, a phone opens its own
 * picker, and hydrating it costs nothing (a listbox rendered its whole option list again, into a
 * fragment, when the page hydrated).
 */
function CardSelect({
  onChange,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'onChange'> & { onChange: (value: string) => void }) {
  return (
    <div className="relative">
      <select
        {...props}
        onChange={(e) => onChange(e.target.value)}
        className={cn(nativeSelectClass, 'appearance-none pr-9')}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500"
        aria-hidden
      />
    </div>
  )
}

type Props = {
  venue: VenueDetail
  criteria: BookingCriteria
  /** A change of date, time or guests (written to the URL by the page). */
  onCriteriaChange: (criteria: BookingCriteria) => void
  onRequest: () => void
  /** The pointer or focus is on Request to Book: a chance to load the booking flow before the click. */
  onPrepareRequest?: () => void
  requestRef?: Ref<HTMLButtonElement>
  sectionRef?: Ref<HTMLElement>
}

/** Price, date (days the venue refuses disabled, with the reason), time and guests; carried into the booking flow. */
export function BookingCard({
  venue,
  criteria,
  onCriteriaChange,
  onRequest,
  onPrepareRequest,
  requestRef,
  sectionRef,
}: Props) {
  const id = useId()
  const selection = cardSelection(venue, criteria)
  const guestOptions = Array.from({ length: selection.max - selection.min + 1 }, (_, i) => selection.min + i)
  // The venue's slots, the wizard's too; a time carried in from the search is kept.
  const times = [...new Set([...venue.timeSlots, selection.time])].sort((a, b) => timeToMinutes(a) - timeToMinutes(b))

  return (
    <section
      ref={sectionRef}
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
            className="grid justify-items-center rounded-2xl border border-ivory-300"
            role="group"
            aria-labelledby={`${id}-date ${id}-date-value`}
            aria-describedby={`${id}-date-notes`}
          >
            <Suspense fallback={<div className="h-80 w-full" />}>
              <VenueDateCalendar
                venue={venue}
                notesId={`${id}-date-notes`}
                value={selection.date ?? ''}
                onChange={(date) => onCriteriaChange({ date: date || undefined })}
              />
            </Suspense>
          </div>
          <p id={`${id}-date-value`} className="text-sm text-ink-600" aria-live="polite">
            {selection.date
              ? formatDisplayDate(selection.date)
              : criteria.date && selection.dateProblem
                ? `${formatDisplayDate(criteria.date)} is not available: ${selection.dateProblem}. Please pick another day.`
                : 'No date selected'}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-time`}>Time</Label>
            <CardSelect id={`${id}-time`} value={selection.time} onChange={(time) => onCriteriaChange({ time })}>
              {times.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </CardSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-guests`}>Guests</Label>
            <CardSelect
              id={`${id}-guests`}
              aria-describedby={`${id}-guests-hint`}
              value={String(selection.guests)}
              onChange={(v) => onCriteriaChange({ guests: Number(v) })}
            >
              {guestOptions.map((n) => (
                <option key={n} value={String(n)}>
                  {n} guests
                </option>
              ))}
            </CardSelect>
          </div>
        </div>
        <p id={`${id}-guests-hint`} className="text-sm text-ink-600" aria-live="polite">
          {selection.guestsOutside
            ? `You searched for ${criteria.guests} guests: this venue hosts ${selection.min} to ${selection.max}.`
            : `This venue hosts ${selection.min} to ${selection.max} guests.`}
        </p>
        <Button
          ref={requestRef}
          size="lg"
          className="mt-1 w-full"
          aria-haspopup="dialog"
          onPointerEnter={onPrepareRequest}
          onFocus={onPrepareRequest}
          onClick={onRequest}
        >
          Request to Book
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-sm text-ink-600">
          <ShieldCheck className="size-4 text-sage-600" aria-hidden /> Sending a request charges nothing
        </p>
      </div>
    </section>
  )
}
