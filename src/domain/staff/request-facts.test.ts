import { describe, expect, it } from 'vitest'
import { extraDetails, plannerWordsOf } from './request-facts'

const core = {
  name: 'Dana Planner',
  email: 'dana@example.com',
  phone: '(312) 555-0100',
  cityName: 'Chicago',
  eventDate: '2031-06-14',
  eventTime: '7:30 PM',
  guests: 14,
}

describe('extraDetails: each fact once on the staff request view', () => {
  it('leaves out what the header, the core rows and the venue panel already show', () => {
    const wizard = {
      venueId: 3,
      venueName: 'Maison',
      name: 'Dana Planner',
      email: 'dana@example.com',
      phone: '(312) 555-0100',
      date: '2031-06-14',
      time: '7:30 PM',
      guestCount: 14,
      eventType: 'corporate',
      budget: 'premium',
      addOns: [],
      specialRequests: 'A long table',
      companyName: 'Acme',
    }
    expect(extraDetails(core, wizard).map(([k]) => k)).toEqual([
      'eventType',
      'budget',
      'specialRequests',
      'companyName',
    ])
  })

  it('keeps what only the details say, and drops repeats under other names', () => {
    const concierge = {
      occasion: 'Team Building',
      groupSize: 14,
      location: 'Chicago, IL',
      date: '2031-06-14',
      time: 'dinner',
      exactTime: '7:30 PM',
      timeSlot: 'Dinner (6-9 PM)',
      cuisine: 'Japanese',
      cuisines: ['Japanese', 'Italian'],
      features: ['private-room'],
      plannerText: 'Team dinner around 7:30pm',
      venueName: 'Maison',
    }
    expect(extraDetails(core, concierge).map(([k]) => k)).toEqual([
      'occasion',
      'timeSlot',
      'cuisine',
      'cuisines',
      'features',
    ])
    const consultation = {
      name: 'Dana Planner',
      contactName: 'Dana Planner',
      preferredDate: '2031-06-14',
      location: 'Austin, TX',
      notes: 'Big group',
    }
    expect(extraDetails(core, consultation).map(([k]) => k)).toEqual(['location', 'notes'])
  })

  it("finds the planner's own words", () => {
    expect(plannerWordsOf({ plannerText: 'dinner for 14' })).toBe('dinner for 14')
    expect(plannerWordsOf({ plannerText: '  ' })).toBeNull()
    expect(plannerWordsOf({})).toBeNull()
  })
})
