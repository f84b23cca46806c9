import { describe, expect, it } from 'vitest'
import { dateInDays } from '../search-dates'
import { bookingWizardSchema } from './booking-wizard'
import { addYearsToDate, DATE_TOO_FAR_MESSAGE, dateBounds, dateBoundsError } from '../date-bounds'
import { PAST_DATE_MESSAGE, PAST_TIME_MESSAGE } from '../date-bounds'
import {
  alternativeDateErrors,
  dateUnavailableReason,
  earliestStartOn,
  firstBookableDate,
  noticeText,
  unavailableReasons,
  venueRequestErrors,
} from './venue-rules'

const la = {
  minGuests: 8,
  maxGuests: 40,
  timezone: 'America/Los_Angeles',
  suggestedAddOns: ['Wine pairing'],
  minNoticeHours: 0,
  blackoutDates: [] as string[],
}
const ny = { ...la, timezone: 'America/New_York' }
// 05:00 UTC on June 15: still June 14 (10 PM) in Los Angeles, already 1 AM June 15 in New York.
const now = new Date('2025-06-15T05:00:00Z')
const fields = (date: string, time = '7:00 PM', guests = 20, addOns: string[] = []) => ({
  guests: { field: 'guestCount', value: guests },
  date: { field: 'date', value: date },
  time: { field: 'time', value: time },
  addOns: { field: 'addOns', value: addOns },
})

describe('venueRequestErrors', () => {
  it('judges "past" in the venue city timezone', () => {
    expect(venueRequestErrors(la, fields('2025-06-14', '11:30 PM'), now)).toEqual({})
    expect(venueRequestErrors(ny, fields('2025-06-14', '11:30 PM'), now)).toEqual({ date: PAST_DATE_MESSAGE })
  })

  it('refuses a time already gone today', () => {
    expect(venueRequestErrors(la, fields('2025-06-14', '9:00 PM'), now)).toEqual({ time: PAST_TIME_MESSAGE })
  })

  it('caps guests at the venue capacity (and never above 60)', () => {
    expect(venueRequestErrors(la, fields('2025-07-01', '7:00 PM', 41), now)).toEqual({
      guestCount: 'This venue can accommodate up to 40 guests',
    })
    expect(venueRequestErrors({ ...la, maxGuests: 200 }, fields('2025-07-01', '7:00 PM', 60), now)).toEqual({})
  })

  it('knows only the venue own suggested add-ons', () => {
    expect(venueRequestErrors(la, fields('2025-07-01', '7:00 PM', 20, ['ai-addon-0', 'av-equipment']), now)).toEqual({})
    expect(venueRequestErrors(la, fields('2025-07-01', '7:00 PM', 20, ['ai-addon-1']), now)).toEqual({
      addOns: 'Unknown add-on',
    })
  })
})

describe('minimum notice, blackouts, group size and the two-year horizon', () => {
  // Monday June 16, 2025, 3:00 PM in Chicago.
  const monday = new Date('2025-06-16T20:00:00Z')
  const chi = { ...la, timezone: 'America/Chicago', minNoticeHours: 72, blackoutDates: ['2025-06-25'], minGuests: 12 }

  it('disables a day when even its last start is inside the notice window', () => {
    expect(dateUnavailableReason(chi, '2025-06-18', monday)).toBe("Needs 72 hours' notice")
    // Thursday 11:45 PM is 80.75 hours away: the day can be booked, from 3:00 PM.
    expect(dateUnavailableReason(chi, '2025-06-19', monday)).toBeNull()
    expect(earliestStartOn(chi, '2025-06-19', monday)).toBe('3:00 PM')
    expect(earliestStartOn(chi, '2025-06-20', monday)).toBe('12:00 AM')
  })

  it('refuses a time on the first bookable day that is still too soon, on the time field', () => {
    expect(venueRequestErrors(chi, fields('2025-06-19', '11:00 AM', 20), monday)).toEqual({
      time: "Needs 72 hours' notice: on Jun 19, 2025 the earliest start is 3:00 PM",
    })
    expect(venueRequestErrors(chi, fields('2025-06-19', '7:30 PM', 20), monday)).toEqual({})
    expect(venueRequestErrors(chi, fields('2025-06-17', '7:30 PM', 20), monday)).toEqual({
      date: "Needs 72 hours' notice",
    })
  })

  it('refuses a blackout date and a group below the venue minimum', () => {
    expect(venueRequestErrors(chi, fields('2025-06-25', '7:00 PM', 20), monday)).toEqual({
      date: 'Not available on this date',
    })
    expect(venueRequestErrors(chi, fields('2025-06-26', '7:00 PM', 10), monday)).toEqual({
      guestCount: 'This venue hosts groups of at least 12 guests',
    })
  })

  it('refuses dates beyond two years in the venue timezone', () => {
    expect(venueRequestErrors(chi, fields('2027-06-16', '7:00 PM', 20), monday)).toEqual({})
    expect(venueRequestErrors(chi, fields('2027-06-17', '7:00 PM', 20), monday)).toEqual({ date: DATE_TOO_FAR_MESSAGE })
    expect(venueRequestErrors(chi, fields('9999-12-31', '7:00 PM', 20), monday)).toEqual({ date: DATE_TOO_FAR_MESSAGE })
    expect(venueRequestErrors(chi, fields('1900-01-01', '7:00 PM', 20), monday)).toEqual({ date: PAST_DATE_MESSAGE })
  })

  it('writes notice in hours up to three days, then in days', () => {
    expect([noticeText(1), noticeText(48), noticeText(72), noticeText(96), noticeText(100)]).toEqual([
      "1 hour's",
      "48 hours'",
      "72 hours'",
      "4 days'",
      "100 hours'",
    ])
  })
})

describe('date bounds without a venue', () => {
  it('span the earliest to the latest "today" among our cities, plus two years', () => {
    // 05:00 UTC: June 14 in Los Angeles, June 15 in New York.
    expect(dateBounds({ now })).toEqual({ earliest: '2025-06-14', latest: '2027-06-15' })
    expect(dateBoundsError('1900-01-01', { now })).toBe(PAST_DATE_MESSAGE)
    expect(dateBoundsError('9999-12-31', { now })).toBe(DATE_TOO_FAR_MESSAGE)
    expect(dateBoundsError('2027-06-15', { now })).toBeNull()
    expect(addYearsToDate('2028-02-29', 2)).toBe('2030-02-28')
  })

  it('are part of every request schema', () => {
    const base = {
      venueId: 1,
      eventType: 'birthday',
      guestCount: 24,
      time: '7:15 PM',
      budget: 'luxury',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '415.555.0100',
    }
    for (const [date, message] of [
      ['9999-12-31', DATE_TOO_FAR_MESSAGE],
      ['1900-01-01', PAST_DATE_MESSAGE],
    ]) {
      const result = bookingWizardSchema.safeParse({ ...base, date })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['date', message]])
    }
  })
})

describe('bookingWizardSchema', () => {
  it('reads form values (numeric strings, blanks) and drops client totals', () => {
    const inAMonth = dateInDays('America/Los_Angeles', 30)
    const parsed = bookingWizardSchema.parse({
      venueId: '12',
      eventType: 'birthday',
      guestCount: '24',
      date: inAMonth,
      time: '7:15 PM',
      budget: 'luxury',
      addOns: ['av-equipment', 'av-equipment'],
      name: ' Ana ',
      email: ' ana@example.com ',
      phone: '415.555.0100',
      companyName: '',
      estimatedTotal: 5,
    })
    expect(parsed).toEqual({
      venueId: 12,
      eventType: 'birthday',
      guestCount: 24,
      date: inAMonth,
      time: '7:15 PM',
      budget: 'luxury',
      alternativeDates: [],
      addOns: ['av-equipment'],
      dietaryCounts: [],
      name: 'Ana',
      email: 'ana@example.com',
      phone: '415.555.0100',
    })
  })
})

describe('alternativeDateErrors', () => {
  const venue = { ...la, minNoticeHours: 72, blackoutDates: ['2025-07-04'] }
  const check = (dates: string[]) =>
    alternativeDateErrors(venue, { field: 'alternativeDates', first: '2025-07-01', dates }, now)

  it('accepts other days the venue takes', () => {
    expect(check(['2025-07-02', '2025-07-03'])).toEqual({})
  })

  it('names each date that is the first one, repeated, blacked out or too soon for the notice', () => {
    expect(check(['2025-07-01', '2025-07-04'])).toEqual({
      'alternativeDates.0': 'Choose a date other than your first choice',
      'alternativeDates.1': 'Not available on this date',
    })
    expect(check(['2025-07-02', '2025-07-02'])).toEqual({
      'alternativeDates.1': 'This date is already among your other dates',
    })
    // 72 hours from 10 PM June 14 in Los Angeles: June 16 is too soon even at its last start.
    expect(check(['2025-06-16'])).toEqual({ 'alternativeDates.0': "Needs 72 hours' notice" })
    expect(check(['2025-06-13'])).toEqual({ 'alternativeDates.0': PAST_DATE_MESSAGE })
  })
})

describe("a calendar's days (unavailableReasons)", () => {
  const venues = [
    { ...la, minNoticeHours: 0 },
    { ...ny, minNoticeHours: 48, blackoutDates: ['2025-06-17', '2025-06-18', '2027-06-14'] },
    { ...la, timezone: 'Asia/Tokyo', minNoticeHours: 200, blackoutDates: ['2025-06-25'] },
  ]
  const instants = [now, new Date('2025-06-16T20:00:00Z'), new Date('2025-11-02T08:30:00Z')]

  it('gives each day the reason dateUnavailableReason gives it, and the same first bookable day', () => {
    for (const venue of venues)
      for (const at of instants) {
        const { bounds, reasonOf } = unavailableReasons(venue, at)
        const days = [dateInDays('UTC', -3, at), addYearsToDate(bounds.latest, 0), dateInDays('UTC', 800, at)]
        for (let i = -3; i < 40; i++) days.push(dateInDays(venue.timezone, i, at))
        for (const day of days)
          expect(reasonOf(day), `${venue.timezone} ${day}`).toBe(dateUnavailableReason(venue, day, at))
        let first: string | null = null
        for (let i = 0; i < 40 && !first; i++) {
          const day = dateInDays(venue.timezone, i, at)
          if (!dateUnavailableReason(venue, day, at)) first = day
        }
        expect(firstBookableDate(venue, at)).toBe(first)
      }
  })
})
