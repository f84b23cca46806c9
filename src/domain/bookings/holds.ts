// A space's slot held for a planner while a quote waits, then booked when she accepts: the hold is
// the booking's claim on the venue's calendar (docs/decisions/0014-venue-portal.md). The database
// schema imports these lists.

/** held: a quote waits for the planner; booked: she accepted; released/expired: the slot is free again. */
export const HOLD_STATUSES = ['held', 'booked', 'released', 'expired'] as const
export type HoldStatus = (typeof HOLD_STATUSES)[number]
/** The statuses that occupy a slot (the partial unique index lists the same two). */
export const LIVE_HOLD_STATUSES = ['held', 'booked'] as const satisfies readonly HoldStatus[]

export const DEFAULT_HOLD_HOURS = 72

export const HOLD_MESSAGES = {
  slotTaken: 'This space is already held or booked for that date and time. Please offer another date or space.',
} as const
