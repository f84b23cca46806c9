// The last-minute rule (docs/product.md): a venue can take a group within the next 48 hours when its
// minimum notice allows it and nothing blocks those hours. The search filters on the same rule in SQL
// (src/server/venues/venue-sql.ts); tests hold the two together.
import { localDateIn } from '../time'

export const LAST_MINUTE_HOURS = 48

export type LastMinuteWindow = { from: string; to: string }

/** The local dates ('yyyy-mm-dd', inclusive) that the next 48 hours touch in a timezone. */
export function lastMinuteWindow(timezone: string, now: Date = new Date()): LastMinuteWindow {
  const t = now.getTime()
  return { from: localDateIn(timezone, t), to: localDateIn(timezone, t + LAST_MINUTE_HOURS * 3_600_000) }
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
  return isLastMinuteWithin(lastMinuteWindow(timezone, now), { minNoticeHours, blackoutDates })
}

/** The same rule for a window already worked out (a page of venues shares one per timezone). */
export function isLastMinuteWithin(
  { from, to }: LastMinuteWindow,
  { minNoticeHours, blackoutDates }: { minNoticeHours: number; blackoutDates: readonly string[] },
): boolean {
  if (minNoticeHours > LAST_MINUTE_HOURS) return false
  // 'yyyy-mm-dd' strings compare in date order.
  return !blackoutDates.some((d) => d >= from && d <= to)
}
