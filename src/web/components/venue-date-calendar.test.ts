// The venue calendar is server-rendered on a venue page and hydrated in the visitor's browser: its
// markup must not depend on the time zone of the machine drawing it, or React reports a mismatch
// whenever the server's and the visitor's dates differ (every evening in the Americas for a
// server on UTC). Its "today" is the venue's, as are its bounds and its disabled days.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VenueDateCalendar } from './venue-date-calendar'

const ORIGINAL_TZ = process.env.TZ

afterEach(() => {
  vi.useRealTimers()
  process.env.TZ = ORIGINAL_TZ
})

/** The calendar's markup at `instant`, drawn by a machine in `timeZone`. */
function drawnIn(timeZone: string, instant: string, venueTimezone = 'America/Chicago') {
  process.env.TZ = timeZone
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) })
  return renderToString(
    createElement(VenueDateCalendar, {
      venue: { timezone: venueTimezone, minNoticeHours: 0, blackoutDates: [] },
      value: '',
      onChange: () => {},
      notesId: 'notes',
    }),
  )
}

const todayCell = (html: string) => /<td[^>]*data-day="([\d-]+)"[^>]*data-today="true"/.exec(html)?.[1]

describe('the venue calendar drawn on the server and in the browser', () => {
  it.each([
    // 9:30 PM in Chicago on 24 November: already the 25th on a UTC server and in Tokyo.
    ['2026-11-25T03:30:00Z', 'America/Chicago', '2026-11-24'],
    // 8 AM in Sydney on 1 December: still 30 November in UTC and in Los Angeles (a month earlier).
    ['2026-11-30T21:00:00Z', 'Australia/Sydney', '2026-12-01'],
  ])('at %s, a venue in %s: the same markup in every time zone, today the venue’s (%s)', (instant, venueTz, today) => {
    const server = drawnIn('UTC', instant, venueTz)
    expect(todayCell(server)).toBe(today)
    for (const browser of ['America/Los_Angeles', 'America/Chicago', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      expect(drawnIn(browser, instant, venueTz), browser).toBe(server)
    }
  })
})
