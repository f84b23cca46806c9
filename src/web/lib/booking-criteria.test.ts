import { describe, expect, it } from 'vitest'
import { cameFromSearch, criteriaFromParams, queryString, withCriteria } from './booking-criteria'

const params = (query: string) => new URLSearchParams(query)

describe('criteriaFromParams', () => {
  it('reads where, when and how many from a search link', () => {
    expect(criteriaFromParams(params('location=Chicago%2C%20IL&date=2030-03-14&time=7%3A30%20PM&guests=24'))).toEqual({
      location: 'Chicago, IL',
      date: '2030-03-14',
      time: '7:30 PM',
      guests: 24,
    })
  })

  it('ignores what a shared link got wrong instead of failing', () => {
    expect(criteriaFromParams(params('location=%20%20&date=2030-02-30&time=7pm&guests=lots'))).toEqual({
      location: undefined,
      date: undefined,
      time: undefined,
      guests: undefined,
    })
    expect(criteriaFromParams(params(''))).toEqual({})
  })

  it.each([
    ['date', '14/03/2030'],
    ['date', '2030-3-14'],
    ['time', '7:10 PM'],
    ['time', '13:00 PM'],
    ['guests', '0'],
    ['guests', '-5'],
    ['guests', '12.5'],
    ['guests', '12345'],
  ])('drops %s=%j', (key, value) => {
    expect(criteriaFromParams(params(`${key}=${encodeURIComponent(value)}`))[key as 'date']).toBeUndefined()
  })

  it('keeps a guest count outside 8-60: the page, not the link, says what a venue can seat', () => {
    expect(criteriaFromParams(params('guests=75')).guests).toBe(75)
    expect(criteriaFromParams(params('guests=4')).guests).toBe(4)
  })
})

describe('withCriteria', () => {
  it('sets and removes the criteria and keeps every other key (filters, sort) as it was', () => {
    const before = params('location=Chicago&vibe=elegant&sort=price&guests=10')
    const next = withCriteria(before, { guests: 24, date: '2030-03-14', location: undefined, time: '' })
    expect(next.toString()).toBe('vibe=elegant&sort=price&guests=24&date=2030-03-14')
    // The query it was given is not changed.
    expect(before.toString()).toBe('location=Chicago&vibe=elegant&sort=price&guests=10')
  })

  it('round-trips with criteriaFromParams', () => {
    const criteria = { location: 'Austin, TX', date: '2030-11-02', time: '6:00 PM', guests: 40 }
    expect(criteriaFromParams(withCriteria(new URLSearchParams(), criteria))).toEqual(criteria)
  })
})

describe('cameFromSearch and queryString', () => {
  it('a query came from a search when it names where or when, not for a bare venue link', () => {
    expect(cameFromSearch(params('location=Chicago'))).toBe(true)
    expect(cameFromSearch(params('date=2030-03-14'))).toBe(true)
    expect(cameFromSearch(params('guests=12'))).toBe(true)
    expect(cameFromSearch(params('time=7%3A00%20PM&sort=price'))).toBe(false)
    expect(cameFromSearch(params(''))).toBe(false)
  })

  it("writes '?query' or nothing", () => {
    expect(queryString(params('a=b&c=d'))).toBe('?a=b&c=d')
    expect(queryString('?a=b')).toBe('?a=b')
    expect(queryString('a=b')).toBe('?a=b')
    expect(queryString('')).toBe('')
    expect(queryString('?')).toBe('')
    expect(queryString(new URLSearchParams())).toBe('')
    expect(queryString(undefined)).toBe('')
  })
})
