// The prepared email of the booking request page (spec §7): an optional copy the planner may
// send; the request itself is already stored (DESIGN.md §2).
import { isoToLocalDate } from '~/web/lib/dates'

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' })

export type BookingEmail = {
  venueName: string
  date: string
  time: string
  numGuests: number
  eventType: string
  name: string
  email: string
  phone: string
  specialRequests?: string
  reference: string
}

export function bookingEmailBody(b: BookingEmail): string {
  return [
    'Booking Request Details:',
    '',
    `Reference: ${b.reference}`,
    `Venue: ${b.venueName}`,
    `Date: ${longDate.format(isoToLocalDate(b.date))}`,
    `Time: ${b.time}`,
    `Number of Guests: ${b.numGuests}`,
    `Event Type: ${b.eventType}`,
    '',
    'Contact Information:',
    `Name: ${b.name}`,
    `Email: ${b.email}`,
    `Phone: ${b.phone}`,
    '',
    'Special Requests:',
    b.specialRequests?.trim() || 'None',
  ].join('\n')
}

export function bookingMailto(to: string, b: BookingEmail): string {
  const subject = `Booking Request for ${b.venueName}`
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(bookingEmailBody(b))}`
}
