// The one-line summary of a search that stands for the form on phones once results are shown.
import { typedCityOf } from '~/domain/cities'
import { formatShortDate } from '~/web/lib/dates'
import { searchValuesFromParams } from './search-params'

/** 'Chicago · Dec 3 · 7:30 PM · 14 guests' (the location as typed), or null without criteria. */
export function searchSummary(params: URLSearchParams): string | null {
  const v = searchValuesFromParams(params)
  const parts = [
    v.location && typedCityOf(v.location),
    v.date && formatShortDate(v.date),
    v.date && v.time,
    params.has('guests') && `${v.guests} guests`,
  ].filter((p): p is string => !!p)
  return parts.length ? parts.join(' · ') : null
}

/** Today's date, 'yyyy-mm-dd', in a timezone (the browser's without one). */
export function todayInZone(timeZone?: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
