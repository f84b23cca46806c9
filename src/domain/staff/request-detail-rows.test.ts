import { describe, expect, it } from 'vitest'
import { requestDetailRows } from './request-detail-rows'

const core = {
  name: 'Dana Planner',
  email: 'dana@example.com',
  phone: null,
  cityName: 'Chicago',
  eventDate: '2027-03-12',
  eventTime: '7:30 PM',
  guests: 24,
}
const text = (rows: ReturnType<typeof requestDetailRows>) => rows.map((r) => `${r.label}: ${r.text}`)

describe('requestDetailRows: what staff read of a request, labelled', () => {
  it("names a wizard request's options by their labels, the venue's suggestions by name, hours said", () => {
    const rows = requestDetailRows(
      { ...core, kind: 'booking' },
      {
        eventType: 'corporate',
        budget: 'premium',
        addOns: ['ai-addon-0', 'ai-addon-1', 'extended-hours', 'premium-bar'],
        extendedHours: 3,
        guestCount: 24,
        date: '2027-03-12',
        specialRequests: 'A quiet corner',
      },
      { suggestedAddOns: ['Wine pairing', 'Private sommelier'] },
    )
    expect(text(rows)).toEqual([
      'Event type: Corporate Event',
      'Package: Premium Package',
      'Add-ons: Wine pairing, Private sommelier, Extended Hours (3 hours), Premium Bar Package',
      'Special requests: A quiet corner',
    ])
    expect(text(rows).join('\n')).not.toMatch(/ai-addon|premium\b|corporate\b/)
  })

  it("names a concierge booking's budget band, must-haves and dietary needs; writes dates as dates", () => {
    const rows = requestDetailRows(
      { ...core, kind: 'concierge_booking' },
      {
        budget: 'premium',
        features: ['private-room'],
        dietaryRestrictions: ['vegan'],
        alternativeDates: ['2027-03-19'],
      },
    )
    expect(text(rows)).toEqual([
      'Budget: $$$ - Premium ($50-100 per person)',
      'Must have: Private Room',
      'Dietary restrictions: Vegan',
      'Other dates: Mar 19, 2027',
    ])
  })

  it("says a wizard request's dietary counts by label, her own words beside them", () => {
    const rows = requestDetailRows(
      { ...core, kind: 'booking' },
      {
        dietaryCounts: [
          { diet: 'vegan', guests: 3 },
          { diet: 'gluten-free', guests: 2 },
        ],
        dietaryRestrictions: 'One shellfish allergy',
      },
    )
    expect(text(rows)).toEqual([
      'Dietary needs: Vegan × 3, Gluten-Free × 2',
      'Dietary restrictions: One shellfish allergy',
    ])
  })
})
