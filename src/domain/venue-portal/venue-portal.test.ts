import { describe, expect, it } from 'vitest'
import { slotOf, weekdayOf } from './venue-portal'

describe('slotOf', () => {
  it('puts starts from 4 PM on in the evening slot, earlier ones in the daytime slot', () => {
    expect(['12:00 AM', '11:45 AM', '12:00 PM', '3:45 PM'].map(slotOf)).toEqual(Array(4).fill('daytime'))
    expect(['4:00 PM', '7:30 PM', '11:45 PM'].map(slotOf)).toEqual(Array(3).fill('evening'))
  })
})

describe('weekdayOf', () => {
  it('reads the weekday of the calendar date, whatever the machine timezone', () => {
    expect(weekdayOf('2026-11-22')).toBe(0) // a Sunday
    expect(weekdayOf('2026-11-28')).toBe(6)
  })
})
