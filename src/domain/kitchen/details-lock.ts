// The final-details deadline: a venue setting, hours before the event (default 72).
// Until then a guest changes her own answers; after it a change is a request the venue accepts or
// declines, and the guest and the organiser see where it stands.
import { eventStartsAt, type ZonedDateTime } from '../time'

export const DEFAULT_FINAL_DETAILS_HOURS = 72
export const FINAL_DETAILS_HOURS_MAX = 24 * 30

export const CHANGE_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number]
export const CHANGE_REQUEST_LABELS: Record<ChangeRequestStatus, string> = {
  pending: 'Waiting for the venue',
  accepted: 'Accepted by the venue',
  declined: 'Declined by the venue',
}
export type ChangeRequestDecision = 'accept' | 'decline'

export const LOCK_MESSAGES = {
  locked: (venue: string) =>
    `Final details are locked: your change was sent to ${venue} as a request, and is shown here until they answer.`,
  notPending: 'This change request has already been answered',
  changeRequestNotFound: 'Change request not found',
} as const

/** When answers lock: `hours` before the event starts; null for an event without a venue's deadline. */
export function detailsLockAt(event: ZonedDateTime, hours: number | null): Date | null {
  if (hours === null) return null
  const starts = eventStartsAt(event)
  return starts ? new Date(starts.getTime() - hours * 3_600_000) : null
}

export function areDetailsLocked(event: ZonedDateTime, hours: number | null, now: Date = new Date()): boolean {
  const at = detailsLockAt(event, hours)
  return at !== null && now.getTime() >= at.getTime()
}

/** A change request is answered once: only a pending one moves, to accepted or declined. */
export function decideChangeRequest(
  status: ChangeRequestStatus,
  decision: ChangeRequestDecision,
): ChangeRequestStatus | null {
  if (status !== 'pending') return null
  return decision === 'accept' ? 'accepted' : 'declined'
}
