import { describe, expect, it } from 'vitest'
import { addMonths, monthDays, monthLabel } from './month'

describe('calendar months', () => {
  it('steps across year ends', () => {
    expect(addMonths('2030-12', 1)).toBe('2031-01')
    expect(addMonths('2030-01', -1)).toBe('2029-12')
    expect(addMonths('2030-06', 0)).toBe('2030-06')
  })
  it('lists the days of a month and where the 1st falls', () => {
    const feb = monthDays('2028-02')
    expect(feb.days).toHaveLength(29)
    expect(feb.days[0]).toBe('2028-02-01')
    expect(feb.leading).toBe(2) // 1 February 2028 is a Tuesday
  })
  it('names the month', () => {
    expect(monthLabel('2030-06')).toBe('June 2030')
  })
})
