import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { alternativeDatesOf, alternativeDatesText } from './alternative-dates'
import { displayDate } from './time'
import { alternativeDatesField } from './date-fields'
import { dateInDays as inTz } from './search-dates'

const dateInDays = (days: number) => inTz('America/Los_Angeles', days)

const schema = z.object({ alternativeDates: alternativeDatesField('Please select a date') })
const errorsOf = (v: unknown) => {
  const r = schema.safeParse({ alternativeDates: v })
  return r.success ? null : r.error.issues.map((i) => i.message)
}

describe('alternativeDatesField', () => {
  it('takes none (left out: an empty list), one or two future dates', () => {
    expect(schema.parse({}).alternativeDates).toEqual([])
    expect(errorsOf([dateInDays(30)])).toBeNull()
    expect(errorsOf([dateInDays(30), dateInDays(31)])).toBeNull()
  })

  it('refuses a third date, a repeated one, a past or impossible one', () => {
    expect(errorsOf([dateInDays(30), dateInDays(31), dateInDays(32)])).toEqual([
      'Up to 2 other dates, each different from the first',
    ])
    expect(errorsOf([dateInDays(30), dateInDays(30)])).toEqual(['Up to 2 other dates, each different from the first'])
    expect(errorsOf(['2020-01-01'])).toEqual(['Please select a date that is today or later'])
    expect(errorsOf(['2027-02-30'])).toEqual(['Please select a date'])
    expect(errorsOf('2027-02-03')).toContain('Up to 2 other dates, each different from the first')
  })
})

describe('reading them back', () => {
  it("a stored request's dates, whatever else its details hold", () => {
    expect(alternativeDatesOf({ alternativeDates: ['2027-01-15', 'soon', 3, '2027-01-16'] })).toEqual([
      '2027-01-15',
      '2027-01-16',
    ])
    expect(alternativeDatesOf({ alternativeDates: 'tomorrow' })).toEqual([])
    expect(alternativeDatesOf(null)).toEqual([])
  })

  it('as the product writes dates, joined by "or"', () => {
    expect(alternativeDatesText(['2027-01-15', '2027-01-16'], displayDate)).toBe('Jan 15, 2027 or Jan 16, 2027')
    expect(alternativeDatesText(['2027-01-15'], displayDate)).toBe('Jan 15, 2027')
    expect(alternativeDatesText([], displayDate)).toBeNull()
  })
})
