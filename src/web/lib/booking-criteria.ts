// The search's criteria travel with the planner in the URL:
// from a result card to the venue page, the booking wizard and the booking page, and back to the
// results. The venue and booking pages carry the whole search query unchanged, so "Back to results"
// restores it exactly (filters and sort included); only these four keys are read and written here.
import { isValidTime } from '~/domain/time-constants'
import { isoToLocalDate, localDateToIso } from './dates'

export type BookingCriteria = {
  location?: string
  /** yyyy-mm-dd */
  date?: string
  /** 'h:mm AM/PM' */
  time?: string
  guests?: number
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && localDateToIso(isoToLocalDate(s)) === s

/** Lenient: a malformed value in a shared link is ignored, not an error. */
export function criteriaFromParams(params: URLSearchParams): BookingCriteria {
  const location = params.get('location')?.trim()
  const date = params.get('date') ?? ''
  const time = params.get('time') ?? ''
  const guests = /^\d{1,4}$/.test(params.get('guests') ?? '') ? Number(params.get('guests')) : undefined
  return {
    location: location || undefined,
    date: isDate(date) ? date : undefined,
    time: isValidTime(time) ? time : undefined,
    guests: guests && guests > 0 ? guests : undefined,
  }
}

/** The same query with these criteria set (or removed when undefined). */
export function withCriteria(params: URLSearchParams, criteria: BookingCriteria): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(criteria) as [keyof BookingCriteria, string | number | undefined][]) {
    if (value === undefined || value === '') next.delete(key)
    else next.set(key, String(value))
  }
  return next
}

/** A query came from a search when it names where or when (a bare venue link has none). */
export const cameFromSearch = (params: URLSearchParams) =>
  params.has('location') || params.has('date') || params.has('guests')

/** '?a=b' or '' */
export const queryString = (params: URLSearchParams | string | undefined) => {
  const s = typeof params === 'string' ? params.replace(/^\?/, '') : (params?.toString() ?? '')
  return s ? `?${s}` : ''
}
