import { describe, expect, it } from 'vitest'
import {
  clockToTime,
  isValidDateString,
  minutesToTime,
  SEARCH_HOURS,
  SEARCH_MINUTES,
  timeToClock,
} from './time-constants'

describe('the clock form the database stores', () => {
  it('writes midnight, noon and the afternoon on the 24-hour clock', () => {
    expect(timeToClock('12:00 AM')).toBe('00:00')
    expect(timeToClock('12:45 AM')).toBe('00:45')
    expect(timeToClock('9:15 AM')).toBe('09:15')
    expect(timeToClock('12:30 PM')).toBe('12:30')
    expect(timeToClock('7:00 PM')).toBe('19:00')
    expect(timeToClock('11:45 PM')).toBe('23:45')
  })

  it('reads what PostgreSQL returns back into the form every screen shows', () => {
    expect(clockToTime('00:00:00')).toBe('12:00 AM')
    expect(clockToTime('12:30:00')).toBe('12:30 PM')
    expect(clockToTime('19:00:00')).toBe('7:00 PM')
    expect(clockToTime('21:30')).toBe('9:30 PM')
    expect(() => clockToTime('7:00 PM')).toThrow(/Invalid clock time/)
  })

  it('round-trips every time a planner can pick', () => {
    const all = SEARCH_HOURS.flatMap((h) => SEARCH_MINUTES.flatMap((m) => [`${h}:${m} AM`, `${h}:${m} PM`]))
    expect(all).toHaveLength(96)
    for (const time of all) expect(clockToTime(`${timeToClock(time)}:00`)).toBe(time)
    // The clock form sorts as the day runs, which is why the database can order by it.
    const byClock = [...all].sort((a, b) => timeToClock(a).localeCompare(timeToClock(b)))
    expect(byClock).toEqual(Array.from({ length: 96 }, (_, i) => minutesToTime(i * 15)))
  })
})

describe('isValidDateString', () => {
  it('takes real calendar dates written yyyy-mm-dd', () => {
    expect(isValidDateString('2030-06-15')).toBe(true)
    expect(isValidDateString('2028-02-29')).toBe(true)
  })

  it('refuses impossible dates and other spellings', () => {
    for (const s of [
      '2030-02-30',
      '2029-02-29',
      '2030-13-01',
      '2030-00-10',
      '2030-6-15',
      '15/06/2030',
      '',
      '2030-06-15T00:00',
    ])
      expect(isValidDateString(s)).toBe(false)
  })
})
