// How the console words things: request kinds, hours against the promise, details.
import { RESPONSE_PROMISE_HOURS } from '~/domain/staff/response-time'
import type { RequestKindValue } from '~/domain/requests/workflow'

export const KIND_LABELS: Readonly<Record<RequestKindValue, string>> = {
  booking: 'Booking request',
  booking_page: 'Booking page request',
  concierge_booking: 'Concierge booking',
  consultation: 'Consultation',
  search_concierge: 'Search concierge',
  contact: 'Contact message',
  partner: 'Partner application',
}

/** 0.4 → '<1 h', 5.7 → '5 h', 49 → '2 d 1 h'. */
export function hoursText(hours: number): string {
  if (hours < 1) return '<1 h'
  const whole = Math.floor(hours)
  if (whole < 48) return `${whole} h`
  return `${Math.floor(whole / 24)} d ${whole % 24} h`
}

/** '5 h of 24 h' (the response promise). */
export const ageAgainstPromise = (ageHours: number) => `${hoursText(ageHours)} of ${RESPONSE_PROMISE_HOURS} h`

/** 'camelCase_key' → 'Camel case key'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A detail value as text: lists joined, yes/no, nested objects as key: value pairs. */
export function detailText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length ? value.map(detailText).join(', ') : '—'
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${humanizeKey(k)}: ${detailText(v)}`)
      .join('; ')
  return String(value)
}
