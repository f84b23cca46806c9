// How the console words things: request kinds, hours against the promise, details.
import { RESPONSE_PROMISE_HOURS } from '~/domain/requests/response-time'
import type { RequestKindValue } from '~/domain/requests/workflow'

export const KIND_LABELS: Readonly<Record<RequestKindValue, string>> = {
  booking: 'Booking request',
  booking_page: 'Booking page request',
  concierge_booking: 'Concierge booking',
  consultation: 'Consultation',
  search_concierge: 'Search concierge',
  callie_conversation: 'Callie conversation',
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
