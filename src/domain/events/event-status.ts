// An event's status as every screen shows it. Only 'cancelled' is stored; 'past' follows from the
// event's date and time in its own timezone, so it never needs a job to flip it.
import { eventStartsAt, todayIn } from '../time'

export const EVENT_STATUS_VALUES = ['upcoming', 'past', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUS_VALUES)[number]

/** What the events table stores: `past` is never stored, it follows from the date and time. */
export const STORED_EVENT_STATUSES = ['upcoming', 'cancelled'] as const satisfies readonly EventStatus[]

export type EventTiming = {
  date: string
  time: string
  timezone: string
  /** The stored status: 'upcoming' or 'cancelled'. */
  status: 'upcoming' | 'cancelled'
}

/** Cancelled wins; otherwise the event is past from the minute it starts. */
export function eventStatus(e: EventTiming, now: Date = new Date()): EventStatus {
  if (e.status === 'cancelled') return 'cancelled'
  const startsAt = eventStartsAt(e)
  return startsAt && startsAt.getTime() <= now.getTime() ? 'past' : 'upcoming'
}

/** A new event may not be dated before today where it happens. */
export function isBeforeToday(date: string, timezone: string, now: Date = new Date()): boolean {
  return date < todayIn(timezone, now)
}
