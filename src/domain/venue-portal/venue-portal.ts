// The venue portal's vocabulary: who a venue's accounts are, what spaces it has and how a
// date is held for a planner. The database schema imports these lists; the rules that use them sit
// beside the contracts (…-api.ts) in this folder.
import { timeToMinutes } from '../time-constants'

export const VENUE_MEMBER_ROLES = ['owner', 'manager'] as const
export type VenueMemberRole = (typeof VENUE_MEMBER_ROLES)[number]

export const MANAGER_INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const

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

/** held: a quote waits for the planner; booked: she accepted; released/expired: the slot is free again. */
export const HOLD_STATUSES = ['held', 'booked', 'released', 'expired'] as const
export type HoldStatus = (typeof HOLD_STATUSES)[number]
/** The statuses that occupy a slot (the partial unique index lists the same two). */
export const LIVE_HOLD_STATUSES = ['held', 'booked'] as const satisfies readonly HoldStatus[]

export const DEFAULT_HOLD_HOURS = 72

export const HOLD_MESSAGES = {
  slotTaken: 'This space is already held or booked for that date and time. Please offer another date or space.',
} as const

/** One step of a venue's cancellation terms: cancelling at least `daysBefore` days ahead refunds `refundPct` %. */
export type CancellationTerm = { daysBefore: number; refundPct: number }

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay() of the event's date. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const

/** The weekday of a 'yyyy-mm-dd' date (0 = Sunday). */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()
