// The last-minute rule (DESIGN.md §2): a venue can take a group within the next 48 hours when its
// minimum notice allows it and nothing blocks those hours. The search filters on the same rule in SQL
// (src/server/venues/venue-sql.ts); tests hold the two together.
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

export const LAST_MINUTE_HOURS = 48

/** The local dates ('yyyy-mm-dd', inclusive) that the next 48 hours touch in a timezone. */
export function lastMinuteWindow(timezone: string, now: Date = new Date()): { from: string; to: string } {
  const local = (t: number) => format(new TZDate(t, timezone), 'yyyy-MM-dd')
  return { from: local(now.getTime()), to: local(now.getTime() + LAST_MINUTE_HOURS * 3_600_000) }
}

export function isLastMinute({
  minNoticeHours,
  blackoutDates,
  timezone,
  now = new Date(),
}: {
  minNoticeHours: number
  /** Dates ('yyyy-mm-dd') the venue cannot take events; any range, order irrelevant. */
  blackoutDates: readonly string[]
  timezone: string
  now?: Date
}): boolean {
  if (minNoticeHours > LAST_MINUTE_HOURS) return false
  const { from, to } = lastMinuteWindow(timezone, now)
  // 'yyyy-mm-dd' strings compare in date order.
  return !blackoutDates.some((d) => d >= from && d <= to)
}
