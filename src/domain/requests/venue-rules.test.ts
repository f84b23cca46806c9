import { describe, expect, it } from 'vitest'
import { bookingWizardSchema } from './booking-wizard'
import { PAST_DATE_MESSAGE, PAST_TIME_MESSAGE } from './fields'
import { venueRequestErrors } from './venue-rules'

const la = { maxGuests: 40, timezone: 'America/Los_Angeles', suggestedAddOns: ['Wine pairing'] }
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
    expect(venueRequestErrors(la, fields('2025-07-01', '7:00 PM', 41), now)).toEqual({ guestCount: 'This venue can accommodate up to 40 guests' })
    expect(venueRequestErrors({ ...la, maxGuests: 200 }, fields('2025-07-01', '7:00 PM', 60), now)).toEqual({})
  })

  it('knows only the venue own suggested add-ons', () => {
    expect(venueRequestErrors(la, fields('2025-07-01', '7:00 PM', 20, ['ai-addon-0', 'av-equipment']), now)).toEqual({})
    expect(venueRequestErrors(la, fields('2025-07-01', '7:00 PM', 20, ['ai-addon-1']), now)).toEqual({ addOns: 'Unknown add-on' })
  })
})

describe('bookingWizardSchema', () => {
  it('reads form values (numeric strings, blanks) and drops client totals', () => {
    const parsed = bookingWizardSchema.parse({
      venueId: '12', eventType: 'birthday', guestCount: '24', date: '2025-07-01', time: '7:15 PM', budget: 'luxury',
      addOns: ['av-equipment', 'av-equipment'], name: ' Ana ', email: ' ana@example.com ', phone: '415.555.0100',
      companyName: '', estimatedTotal: 5,
    })
    expect(parsed).toEqual({
      venueId: 12, eventType: 'birthday', guestCount: 24, date: '2025-07-01', time: '7:15 PM', budget: 'luxury',
      addOns: ['av-equipment'], name: 'Ana', email: 'ana@example.com', phone: '415.555.0100',
    })
  })
})
