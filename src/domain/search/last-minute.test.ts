import { describe, expect, it } from 'vitest'
import { isLastMinute, isLastMinuteWithin, lastMinuteWindow } from './last-minute'

const LA = 'America/Los_Angeles'
// 2025-06-10 09:00 in Los Angeles (16:00 UTC).
const now = new Date('2025-06-10T16:00:00Z')

describe('lastMinuteWindow', () => {
  it('covers the local dates the next 48 hours touch', () => {
    expect(lastMinuteWindow(LA, now)).toEqual({ from: '2025-06-10', to: '2025-06-12' })
  })

  it('uses the timezone of the city, not the server', () => {
    // 2025-06-11 02:00 UTC is still June 10 in Los Angeles, already June 10 22:00 in New York.
    const lateUtc = new Date('2025-06-11T02:00:00Z')
    expect(lastMinuteWindow(LA, lateUtc)).toEqual({ from: '2025-06-10', to: '2025-06-12' })
    expect(lastMinuteWindow('Asia/Tokyo', lateUtc)).toEqual({ from: '2025-06-11', to: '2025-06-13' })
  })
})

describe('isLastMinute', () => {
  const base = { timezone: LA, now, blackoutDates: [] as string[] }
  it('needs a minimum notice of at most 48 hours', () => {
    expect(isLastMinute({ ...base, minNoticeHours: 0 })).toBe(true)
    expect(isLastMinute({ ...base, minNoticeHours: 48 })).toBe(true)
    expect(isLastMinute({ ...base, minNoticeHours: 49 })).toBe(false)
  })

  it('is off when a blackout falls in the next 48 hours', () => {
    for (const d of ['2025-06-10', '2025-06-11', '2025-06-12']) {
      expect(isLastMinute({ ...base, minNoticeHours: 24, blackoutDates: [d] }), d).toBe(false)
    }
  })

  it('ignores blackouts before today and after the window', () => {
    expect(
      isLastMinute({ ...base, minNoticeHours: 24, blackoutDates: ['2025-06-09', '2025-06-13', '2026-01-01'] }),
    ).toBe(true)
  })
})

describe('isLastMinuteWithin', () => {
  it('is isLastMinute with the window worked out once', () => {
    const window = lastMinuteWindow(LA, now)
    for (const minNoticeHours of [0, 48, 49]) {
      for (const blackoutDates of [[], ['2025-06-11'], ['2025-06-13']]) {
        expect(isLastMinuteWithin(window, { minNoticeHours, blackoutDates })).toBe(
          isLastMinute({ timezone: LA, now, minNoticeHours, blackoutDates }),
        )
      }
    }
  })
})
