import { describe, expect, it } from 'vitest'
import { searchSummary, todayInZone } from './search-summary'

describe('searchSummary', () => {
  it("stands for the form in one line: 'Chicago · Dec 3 · 7:30 PM · 14 guests'", () => {
    expect(
      searchSummary(new URLSearchParams('location=Chicago%2C%20IL&date=2030-12-03&time=7%3A30%20PM&guests=14')),
    ).toBe('Chicago · Dec 3 · 7:30 PM · 14 guests')
  })

  it('shows the location as typed and leaves out what is not set; a time without a date says nothing', () => {
    expect(searchSummary(new URLSearchParams('location=chi%20town'))).toBe('chi town')
    expect(searchSummary(new URLSearchParams('time=7%3A30%20PM&guests=75'))).toBe('60 guests')
    expect(searchSummary(new URLSearchParams('date=2030-12-03'))).toBe('Dec 3')
  })

  it('is null without criteria, and for criteria it cannot read', () => {
    expect(searchSummary(new URLSearchParams(''))).toBeNull()
    expect(searchSummary(new URLSearchParams('sort=price&vibe=elegant'))).toBeNull()
    expect(searchSummary(new URLSearchParams('date=someday&time=7%3A30%20PM'))).toBeNull()
  })
})

describe('todayInZone', () => {
  it("is the calendar date in that timezone, 'yyyy-mm-dd'", () => {
    const instant = new Date('2030-03-15T03:30:00Z')
    expect(todayInZone('UTC', instant)).toBe('2030-03-15')
    expect(todayInZone('America/Los_Angeles', instant)).toBe('2030-03-14')
    expect(todayInZone('Asia/Tokyo', instant)).toBe('2030-03-15')
    expect(todayInZone('Pacific/Kiritimati', new Date('2030-03-14T11:00:00Z'))).toBe('2030-03-15')
  })
})
