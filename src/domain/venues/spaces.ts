// A venue's spaces and the slots of a day each can be held for, and the weekdays its packages run
// on. The database schema imports these lists; the venue portal edits spaces and packages with them.
import { timeToMinutes } from '../time-constants'

export const SPACE_KINDS = ['private_room', 'semi_private', 'buyout'] as const
export type SpaceKind = (typeof SPACE_KINDS)[number]

/**
 * A space takes at most one event per slot of a day: a daytime event (starting before 4 PM) and an
 * evening one. Discrete slots let the database refuse a double booking with a plain partial unique
 * index (docs/decisions/0014-venue-portal.md).
 */
export const SLOTS = ['daytime', 'evening'] as const
export type Slot = (typeof SLOTS)[number]
const EVENING_FROM_MINUTES = 16 * 60

/** '7:30 PM' → 'evening'; '12:00 PM' → 'daytime'. */
export const slotOf = (time: string): Slot => (timeToMinutes(time) >= EVENING_FROM_MINUTES ? 'evening' : 'daytime')

/** The slots' hours of the day in minutes, [from, to): what a busy time in a synced calendar overlaps. */
export const SLOT_MINUTES: Readonly<Record<Slot, readonly [number, number]>> = {
  daytime: [0, EVENING_FROM_MINUTES],
  evening: [EVENING_FROM_MINUTES, 24 * 60],
}

/** A slot as the portal names a closure of it: "Closed (evening, from 4 PM)". */
export const SLOT_LABELS: Readonly<Record<Slot, string>> = {
  daytime: 'daytime, before 4 PM',
  evening: 'evening, from 4 PM',
}

/**
 * Whether a closed day blocks a question: `closed` is the slot it closes (null: the whole day, as
 * every day closed by hand), `asked` the slot asked about (undefined: the day, any slot). The one
 * rule search, Callie, requests, instant book and quotes apply (docs/decisions/0021-calendar-sync.md).
 */
export const closureBlocks = (closed: Slot | null, asked: Slot | undefined): boolean =>
  closed === null || asked === undefined || closed === asked

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay() of the event's date. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const

/** The weekday of a 'yyyy-mm-dd' date (0 = Sunday). */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()
