import { describe, expect, it } from 'vitest'
import { slotOf, weekdayOf } from '../venues/spaces'
import { packageCreateSchema } from './venue-portal-api'

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

describe('the package form: a blank optional amount is 0, a bad one is a clear message', () => {
  const base = { spaceId: 1, name: 'Vault supper', pricePerPerson: '80', serviceChargePct: '20', taxPct: '10' }
  it('leaves minimum spend, room fee and gratuity blank: they are 0', () => {
    const parsed = packageCreateSchema.parse({ ...base, minimumSpend: '', roomFee: ' ', gratuityPct: '' })
    expect(parsed).toMatchObject({ pricePerPerson: 80, minimumSpend: 0, roomFee: 0, gratuityPct: 0, taxPct: 10 })
  })
  it('refuses a negative or wordy amount with the field’s message', () => {
    const result = packageCreateSchema.safeParse({ ...base, roomFee: '-5', gratuityPct: 'lots' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['roomFee', 'Room fee must be an amount in dollars from 0 to 1,000,000 with at most 2 decimals'],
      ['gratuityPct', 'Gratuity must be a percentage from 0 to 100 with at most 3 decimals'],
    ])
  })
})
