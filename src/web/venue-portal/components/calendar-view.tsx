// The venue's month: per space, the closed days, the holds waiting for a planner and the bookings,
// and the bookings our concierge team confirmed with no space assigned yet (shown under every space).
// The month is in the address (?month=yyyy-mm), so the browser's back button and links work; the
// previous/next links are ordinary links, reachable by Tab, and PageUp/PageDown switch months too.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chevronLeftIcon from 'lucide-react/icons/chevron-left'
import * as chevronRightIcon from 'lucide-react/icons/chevron-right'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { CalendarHold, CalendarUnassignedBooking, VenueCalendar } from '~/domain/venue-portal/venue-portal-api'
import { SLOT_LABELS } from '~/domain/venues/spaces'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { buttonVariants } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate } from '~/web/lib/dates'
import { useCalendar } from '../api/get-calendar'
import { addMonths, currentMonth, MONTH_PATTERN, monthDays, monthLabel } from '../lib/month'
import { portalPaths } from '../portal-paths'
import { LoadFailed, Loading } from './portal-ui'

const ChevronLeft = lucideIcon(chevronLeftIcon)
const ChevronRight = lucideIcon(chevronRightIcon)

type Entry = { key: string; kind: 'closed' | 'held' | 'booked'; text: string }
const WEEK = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const KIND_CLASS: Record<Entry['kind'], string> = {
  closed: 'bg-ink-100 text-ink-800',
  held: 'bg-amber-100 text-amber-950',
  booked: 'bg-sage-100 text-sage-700',
}

const entryText = (parts: (string | null)[]) => parts.filter(Boolean).join(' · ')
const guestsText = (guests: number | null) => (guests ? `${guests} guests` : null)

const holdText = (h: CalendarHold, spaceName: string) =>
  entryText([
    h.status === 'booked' ? 'Booked' : 'Held',
    spaceName,
    h.time ?? h.slot,
    guestsText(h.guests),
    h.plannerName,
    h.reference,
  ])

const unassignedText = (b: CalendarUnassignedBooking) =>
  entryText(['Booked', 'no space assigned', b.time, guestsText(b.guests), b.plannerName, b.reference])

function entriesByDay(cal: VenueCalendar, spaceFilter: number | null): Map<string, Entry[]> {
  const spaceName = (id: number | null) =>
    id === null ? 'Whole venue' : (cal.spaces.find((s) => s.id === id)?.name ?? 'A space')
  const byDay = new Map<string, Entry[]>()
  const push = (date: string, e: Entry) => byDay.set(date, [...(byDay.get(date) ?? []), e])
  for (const b of cal.blackouts) {
    if (spaceFilter !== null && b.spaceId !== null && b.spaceId !== spaceFilter) continue
    // The reason says who closed it: the manager's note, or "Busy in <calendar>" for a synced calendar's day.
    const closed = b.slot ? `Closed (${SLOT_LABELS[b.slot]})` : 'Closed'
    push(b.date, { key: `b-${b.spaceId}`, kind: 'closed', text: entryText([closed, spaceName(b.spaceId), b.reason]) })
  }
  for (const h of cal.holds) {
    if (spaceFilter !== null && h.spaceId !== spaceFilter) continue
    if (h.status !== 'held' && h.status !== 'booked') continue
    push(h.date, { key: `h-${h.id}`, kind: h.status, text: holdText(h, spaceName(h.spaceId)) })
  }
  // Booked at the venue, in no space yet: it may need any of them, so it shows under every filter.
  for (const b of cal.unassignedBookings) {
    push(b.date, { key: `e-${b.eventId}`, kind: 'booked', text: unassignedText(b) })
  }
  return byDay
}

export function CalendarView({ venueId }: { venueId: number }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const asked = params.get('month') ?? ''
  const month = MONTH_PATTERN.test(asked) ? asked : currentMonth()
  const spaceParam = Number(params.get('space'))
  const spaceFilter = Number.isInteger(spaceParam) && spaceParam > 0 ? spaceParam : null
  const calendar = useCalendar(venueId, month)
  const to = (m: string, space = spaceFilter) =>
    `${portalPaths.calendar(venueId, m)}${space === null ? '' : `&space=${space}`}`

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return
      if (e.key === 'PageUp' || e.key === 'PageDown') {
        e.preventDefault()
        void navigate(to(addMonths(month, e.key === 'PageUp' ? -1 : 1)))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const { days, leading } = monthDays(month)
  const byDay = calendar.data ? entriesByDay(calendar.data, spaceFilter) : new Map<string, Entry[]>()
  const busyDays = days.filter((d) => byDay.has(d))

  return (
    <div className="grid gap-6">
      <title>{`Calendar, ${monthLabel(month)} · Venue portal · Bountiful`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold text-ink-900">Calendar</h1>
        {calendar.data && calendar.data.spaces.length > 1 && (
          <FormField label="Space" className="w-56">
            {(p) => (
              <select
                {...p}
                className={nativeSelectClass}
                value={spaceFilter === null ? '' : String(spaceFilter)}
                onChange={(e) => navigate(to(month, e.target.value ? Number(e.target.value) : null), { replace: true })}
              >
                <option value="">All spaces</option>
                {calendar.data.spaces.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>
      {/* On a phone the month takes the first line and the two links the next: side by side they
          were wider than a 375 px screen, and "Next month" was pushed off its edge. */}
      <nav aria-label="Months" className="flex flex-wrap items-center justify-between gap-2">
        <Link to={to(addMonths(month, -1))} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ChevronLeft aria-hidden /> <span>Previous month</span>
        </Link>
        <h2
          className="font-display text-xl font-semibold text-ink-900 max-sm:order-first max-sm:basis-full max-sm:text-center"
          aria-live="polite"
        >
          {monthLabel(month)}
        </h2>
        <Link to={to(addMonths(month, 1))} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <span>Next month</span> <ChevronRight aria-hidden />
        </Link>
      </nav>
      <p className="text-xs text-ink-600">
        Page Up and Page Down also switch months.
        {calendar.data && ` Times are the venue's (${calendar.data.timezone}).`}
      </p>
      {calendar.isPending ? (
        <Loading what="the calendar" />
      ) : calendar.isError ? (
        <LoadFailed what="The calendar" error={calendar.error} />
      ) : (
        <>
          {/* Narrow screens: the days that have something, as a list. */}
          <div className="md:hidden">
            {busyDays.length === 0 ? (
              <p className="text-ink-700">Nothing held, booked or closed this month.</p>
            ) : (
              <ul className="grid gap-3">
                {busyDays.map((d) => (
                  <li key={d} className="grid gap-1">
                    <h3 className="text-sm font-medium text-ink-900">{formatDisplayDate(d)}</h3>
                    <EntryList entries={byDay.get(d) ?? []} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <table className="hidden w-full table-fixed border-collapse text-xs md:table">
            <caption className="sr-only">{`Holds, bookings and closed days in ${monthLabel(month)}`}</caption>
            <thead>
              <tr>
                {WEEK.map((w) => (
                  <th key={w} scope="col" className="py-1 text-left font-medium text-ink-600">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(days, leading).map((week, i) => (
                <tr key={i}>
                  {week.map((d, j) => (
                    <td key={d ?? `blank-${j}`} className="h-24 border border-ivory-300 bg-white p-1 align-top">
                      {d && (
                        <>
                          <span className="block text-ink-600">{Number(d.slice(8))}</span>
                          <EntryList entries={byDay.get(d) ?? []} />
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  )
}

function weeksOf(days: string[], leading: number): (string | null)[][] {
  const cells: (string | null)[] = [...Array<null>(leading).fill(null), ...days]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
}

function EntryList({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return null
  return (
    <ul className="grid gap-1">
      {entries.map((e) => (
        <li key={e.key} className={cn('rounded-md px-1.5 py-0.5 break-words', KIND_CLASS[e.kind])}>
          {e.text}
        </li>
      ))}
    </ul>
  )
}
