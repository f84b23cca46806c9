// What an external iCalendar says is busy: its events (recurrences expanded, exceptions removed,
// times placed in their own zones) over the sync window, and the local dates and slots a busy
// period takes in the venue's zone (docs/decisions/0021-calendar-sync.md).
import { TZDate } from '@date-fns/tz'
import ical, { type VEvent } from 'node-ical'
import { addDaysToDate } from '~/domain/search-dates'
import { todayIn } from '~/domain/time'
import { SLOT_MINUTES, SLOTS, type Slot } from '~/domain/venues/spaces'
import { CalendarFetchError } from './calendar-fetch'

/** How far ahead a calendar's events are expanded and stored. */
export const SYNC_WINDOW_DAYS = 548
/** A calendar that expands to more than this many busy periods is cut off there (a runaway rule). */
export const MAX_BUSY_PERIODS = 5000

export type BusyPeriod =
  | { allDay: false; startsAt: Date; endsAt: Date }
  | { allDay: true; startsAt: Date; endsAt: Date; firstDate: string; lastDate: string }

const DAY_MS = 86_400_000
const DAY_MINUTES = 24 * 60

/** The calendar date node-ical gave a date-only value (it builds it at local midnight). */
const localDateOf = (d: Date) =>
  `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

const isZoneName = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

/**
 * Whether node-ical read an event's times in the server process's own zone: a floating time (no
 * TZID, no Z; node-ical uses a calendar's VTIMEZONE for it when there is one) or a TZID that is
 * neither a zone name, a Windows zone (mapped to one) nor an offset label. Those times are the
 * venue's wall-clock times, not the server's: on a server in UTC a 5 PM dinner in New York would
 * otherwise close its daytime.
 */
function readInProcessZone(tz: string | undefined, hasVTimezone: boolean): boolean {
  if (tz === undefined) return !hasVTimezone
  return !isZoneName(tz) && !/[+-]\d/.test(tz)
}

/** The same wall-clock time as `d` in the process's zone, read in `zone` instead. */
const wallTimeIn = (d: Date, zone: string) =>
  new Date(
    new TZDate(
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      d.getHours(),
      d.getMinutes(),
      d.getSeconds(),
      zone,
    ).getTime(),
  )

/**
 * The busy periods of an iCalendar text overlapping [from, from + SYNC_WINDOW_DAYS); times without
 * a zone of their own are the venue's (`zone`).
 */
export function parseBusyPeriods(text: string, now: Date, zone: string): BusyPeriod[] {
  if (!/BEGIN:VCALENDAR/i.test(text))
    throw new CalendarFetchError('The address did not answer with a calendar (no BEGIN:VCALENDAR).')
  let data: ReturnType<typeof ical.sync.parseICS>
  try {
    data = ical.sync.parseICS(text)
  } catch (err) {
    throw new CalendarFetchError(`The calendar could not be read (${(err as Error).message}).`)
  }
  const from = new Date(now.getTime() - DAY_MS)
  const to = new Date(now.getTime() + SYNC_WINDOW_DAYS * DAY_MS)
  const periods: BusyPeriod[] = []
  const hasVTimezone = Object.values(data).some((c) => c.type === 'VTIMEZONE')
  for (const component of Object.values(data)) {
    if (component.type !== 'VEVENT') continue
    const event = component as VEvent
    // Free time and cancelled events block nothing (RFC 5545 TRANSP and STATUS).
    if (event.transparency === 'TRANSPARENT' || event.status === 'CANCELLED') continue
    if (!event.start) continue
    const instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true })
    const local = readInProcessZone((event.start as Date & { tz?: string }).tz, hasVTimezone)
    for (const i of instances) {
      if (i.event.status === 'CANCELLED' || i.event.transparency === 'TRANSPARENT') continue
      const end = i.end.getTime() > i.start.getTime() ? i.end : new Date(i.start.getTime() + (i.isFullDay ? DAY_MS : 0))
      if (i.isFullDay) {
        const firstDate = localDateOf(i.start)
        // DTEND of an all-day event is the day after its last (exclusive).
        const lastDate = addDaysToDate(localDateOf(end), -1)
        periods.push({
          allDay: true,
          startsAt: i.start,
          endsAt: end,
          firstDate,
          lastDate: lastDate < firstDate ? firstDate : lastDate,
        })
      } else if (local) {
        periods.push({ allDay: false, startsAt: wallTimeIn(i.start, zone), endsAt: wallTimeIn(end, zone) })
      } else {
        periods.push({ allDay: false, startsAt: i.start, endsAt: end })
      }
      if (periods.length >= MAX_BUSY_PERIODS) return periods
    }
  }
  return periods
}

type StoredPeriod = { allDay: boolean; startsAt: Date; endsAt: Date; firstDate: string | null; lastDate: string | null }

/** A local date a busy period takes, and the slot it takes then (null: the whole day). */
export type BusySlot = { date: string; slot: Slot | null }

/** Minutes since local midnight (in `zone`) of an instant. */
function minutesIn(zone: string, at: Date): number {
  const local = new TZDate(at.getTime(), zone)
  return local.getHours() * 60 + local.getMinutes() + local.getSeconds() / 60
}

/** The slots whose hours [from, to) overlaps (a moment, from = to, takes the slot it falls in). */
function slotsCovered(from: number, to: number): Slot[] {
  return SLOTS.filter((slot) => {
    const [a, b] = SLOT_MINUTES[slot]
    return to > from ? from < b && to > a : from >= a && from < b
  })
}

/**
 * The local dates (in `zone`) a busy period takes, each with its slot: an all-day event its own
 * dates whole, whatever the zone; a timed one the slots of each local date its hours overlap (its
 * end exclusive: ending at 4 PM leaves the evening, ending at midnight the next day), the whole day
 * when it overlaps both.
 */
export function busySlotsOf(period: StoredPeriod, zone: string): BusySlot[] {
  const found: BusySlot[] = []
  if (period.allDay && period.firstDate && period.lastDate) {
    for (let d = period.firstDate; d <= period.lastDate && found.length <= SYNC_WINDOW_DAYS; d = addDaysToDate(d, 1))
      found.push({ date: d, slot: null })
    return found
  }
  const first = todayIn(zone, period.startsAt)
  const endDate = todayIn(zone, period.endsAt)
  const last = todayIn(zone, new Date(Math.max(period.startsAt.getTime(), period.endsAt.getTime() - 1)))
  for (let d = first; d <= last && found.length <= SYNC_WINDOW_DAYS; d = addDaysToDate(d, 1)) {
    const from = d === first ? minutesIn(zone, period.startsAt) : 0
    const to = d === endDate ? minutesIn(zone, period.endsAt) : DAY_MINUTES
    const slots = slotsCovered(from, Math.max(from, to))
    found.push({ date: d, slot: slots.length === 1 ? slots[0]! : null })
  }
  return found
}

/** Several busy slots of one date together: one slot, or the whole day once both are taken. */
export function mergeSlot(known: Slot | null | undefined, added: Slot | null): Slot | null {
  if (known === undefined) return added
  return known === added ? known : null
}
