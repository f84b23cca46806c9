// The response-time promise (24 hours, docs/product.md, unless the named venue promises otherwise:
// venues.response_hours), as the staff inbox measures it.
import type { RequestStatus } from './workflow'

export const RESPONSE_PROMISE_HOURS = 24
const HOUR_MS = 3_600_000

/** A promise in words, as planners read it: "24 hours", "36 hours", "3 days". */
export function promiseWords(hours: number): string {
  if (hours > 24 && hours % 24 === 0) return `${hours / 24} days`
  return hours === 1 ? '1 hour' : `${hours} hours`
}

/** Statuses in which an unanswered request still waits on us. */
export const AWAITING_RESPONSE_STATUSES: readonly RequestStatus[] = ['new', 'in_progress']

/** Hours since the request arrived, to one decimal. */
export function ageHours(createdAt: Date, now: Date): number {
  return Math.round(((now.getTime() - createdAt.getTime()) / HOUR_MS) * 10) / 10
}

/** `promiseHours`: the named venue's own promise (venues.response_hours), else ours. */
export function responseDueAt(createdAt: Date, promiseHours = RESPONSE_PROMISE_HOURS): Date {
  return new Date(createdAt.getTime() + promiseHours * HOUR_MS)
}

/** No first response yet, still waiting on us, and older than the promise (the venue's, or 24 hours). */
export function isOverdue(
  r: { createdAt: Date; firstResponseAt: Date | null; status: string },
  now: Date,
  promiseHours = RESPONSE_PROMISE_HOURS,
): boolean {
  return (
    r.firstResponseAt === null &&
    (AWAITING_RESPONSE_STATUSES as readonly string[]).includes(r.status) &&
    now.getTime() - r.createdAt.getTime() > promiseHours * HOUR_MS
  )
}
