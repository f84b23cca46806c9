// The calendar of every form that books a venue (booking card, wizard, booking page): the days the
// server would refuse (past, beyond two years, blackouts, inside the venue's notice, all in the
// venue's timezone) are disabled, and the reason is written under the calendar and read out with
// each disabled day.
//
// Everything it shows is in the venue's calendar, its "today" included: react-day-picker's own
// today is the machine's, so a venue page rendered on a server in UTC and hydrated in a browser in
// Chicago marked different days in the evening (a hydration mismatch), and a visitor far from the
// venue saw "today" on a day the venue's bounds call yesterday or tomorrow.
import type { ComponentProps } from 'react'
import { labelDayButton } from 'react-day-picker'
import { todayIn } from '~/domain/time'
import { firstBookableDate, noticeMessage, unavailableReasons, type RequestVenue } from '~/domain/requests/venue-rules'
import { Calendar } from '~/web/components/ui/calendar'
import { formatDisplayDate, isoToLocalDate, localDateToIso } from '~/web/lib/dates'

export type CalendarVenue = Pick<RequestVenue, 'timezone' | 'minNoticeHours' | 'blackoutDates'>

type Props = {
  venue: CalendarVenue
  /** yyyy-mm-dd or '' */
  value: string
  onChange: (value: string) => void
  /** Ties the reasons to the calendar's group (aria-describedby). */
  notesId: string
} & Pick<ComponentProps<typeof Calendar>, 'autoFocus'>

/** `reasonOf` for a day, asked once per day: a disabled day is asked twice (whether it is, then its label). */
function rememberedReasons(reasonOf: (iso: string) => string | null): (d: Date) => string | null {
  const reasons = new Map<string, string | null>()
  return (d) => {
    const iso = localDateToIso(d)
    let reason = reasons.get(iso)
    if (reason === undefined) {
      reason = reasonOf(iso)
      reasons.set(iso, reason)
    }
    return reason
  }
}

export function VenueDateCalendar({ venue, value, onChange, notesId, autoFocus }: Props) {
  const now = new Date()
  const reasons = unavailableReasons(venue, now)
  const { earliest, latest } = reasons.bounds
  const first = firstBookableDate(venue, now, reasons)
  const reasonOf = rememberedReasons(reasons.reasonOf)
  const selected = value ? isoToLocalDate(value) : undefined
  return (
    <>
      <Calendar
        mode="single"
        today={isoToLocalDate(todayIn(venue.timezone, now))}
        autoFocus={autoFocus}
        selected={selected}
        defaultMonth={selected ?? (first ? isoToLocalDate(first) : undefined)}
        onSelect={(d) => onChange(d ? localDateToIso(d) : '')}
        disabled={(d) => reasonOf(d) !== null}
        startMonth={isoToLocalDate(earliest)}
        endMonth={isoToLocalDate(latest)}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const reason = modifiers.disabled ? reasonOf(date) : null
            return `${labelDayButton(date, modifiers, options, dateLib)}${reason ? `, unavailable: ${reason}` : ''}`
          },
        }}
      />
      <VenueDateNotes id={notesId} venue={venue} first={first} />
    </>
  )
}

function VenueDateNotes({ id, venue, first }: { id: string; venue: CalendarVenue; first: string | null }) {
  const notes: string[] = []
  if (venue.minNoticeHours > 0 && first)
    notes.push(`${noticeMessage(venue.minNoticeHours)}: the first date you can book is ${formatDisplayDate(first)}.`)
  if (venue.blackoutDates.length) notes.push('Struck-through days are not available at this venue.')
  if (!first) notes.push('No dates are open in the next two years. Ask our concierge for help.')
  return (
    <p id={id} className="px-2 pb-2 text-xs text-ink-600">
      {notes.join(' ') || 'Dates up to two years ahead.'}
    </p>
  )
}
