import { describe, expect, it } from 'vitest'
import { BUDGET_MAX, BUDGET_MIN } from '~/domain/search/search-constants'
import { apiQueryFromParams, parseBudget, searchValuesFromParams } from './search-params'
import { emptySearchValues, paramsFromSearchValues, type SearchFormValues } from './search-values'

const params = (query: string) => new URLSearchParams(query)

describe('parseBudget', () => {
  it("reads 'low-high' within the slider's range", () => {
    expect(parseBudget('50-200')).toEqual([50, 200])
    expect(parseBudget(`${BUDGET_MIN}-${BUDGET_MAX}`)).toEqual([BUDGET_MIN, BUDGET_MAX])
    expect(parseBudget('80-80')).toEqual([80, 80])
  })

  it('clamps each end into the range', () => {
    expect(parseBudget('0-9999')).toEqual([BUDGET_MIN, BUDGET_MAX])
    expect(parseBudget('10-20')).toEqual([BUDGET_MIN, BUDGET_MIN])
  })

  it.each([null, '', '200-50', '50', '50-', '-50-200', 'cheap', '50-200-300', '5e1-200'])('refuses %j', (raw) => {
    expect(parseBudget(raw)).toBeNull()
  })
})

describe('searchValuesFromParams', () => {
  it('reads every criterion of a /search URL into the form', () => {
    const v = searchValuesFromParams(
      params(
        'location=Chicago%2C%20IL&date=2030-03-14&time=7%3A30%20PM&guests=24&budget=50-200&vibe=elegant&dietary=vegan,kosher&features=bar,parking',
      ),
    )
    expect(v).toEqual({
      location: 'Chicago, IL',
      date: '2030-03-14',
      time: '7:30 PM',
      guests: 24,
      budget: [50, 200],
      vibe: 'elegant',
      dietary: ['vegan', 'kosher'],
      features: ['bar', 'parking'],
    } satisfies SearchFormValues)
  })

  it('gives the empty form for an empty URL', () => {
    expect(searchValuesFromParams(params(''))).toEqual(emptySearchValues())
  })

  it('drops what is malformed and keeps the rest', () => {
    const v = searchValuesFromParams(
      params(
        'location=Austin&date=2030-02-30&time=25%3A00&vibe=noisy&dietary=vegan,,paleo,vegan&features=%20bar%20,helipad',
      ),
    )
    expect(v).toMatchObject({
      location: 'Austin',
      date: '',
      time: '',
      vibe: '',
      dietary: ['vegan'],
      features: ['bar'],
    })
  })

  it('clamps the guest count to 8-60, and a missing or unreadable one is the default 10', () => {
    expect(searchValuesFromParams(params('guests=75')).guests).toBe(60)
    expect(searchValuesFromParams(params('guests=3')).guests).toBe(8)
    expect(searchValuesFromParams(params('guests=many')).guests).toBe(10)
    expect(searchValuesFromParams(params('')).guests).toBe(10)
  })
})

describe('apiQueryFromParams', () => {
  it('passes the known keys in a fixed order, whatever the order of the URL (a stable cache key)', () => {
    const a = apiQueryFromParams(params('sort=price&guests=20&location=Chicago&vibe=elegant'))
    const b = apiQueryFromParams(params('vibe=elegant&location=Chicago&sort=price&guests=20'))
    expect(a).toBe('location=Chicago&guests=20&vibe=elegant&sort=price')
    expect(b).toBe(a)
  })

  it('leaves out unknown keys, blank values and flags that are not on', () => {
    expect(apiQueryFromParams(params('location=%20&utm_source=mail&lastMinute=false&page=3'))).toBe('')
    expect(apiQueryFromParams(params('lastMinute=true'))).toBe('lastMinute=true')
  })

  it('keeps only known experiences and venue types', () => {
    expect(apiQueryFromParams(params('experienceType=brand-activations&type=hotel'))).toBe(
      'experienceType=brand-activations&type=hotel',
    )
    expect(apiQueryFromParams(params('experienceType=skydiving&type=castle'))).toBe('')
  })

  it('asks for the guest count the form shows: a stale or typed link is clamped', () => {
    expect(apiQueryFromParams(params('guests=75'))).toBe('guests=60')
    expect(apiQueryFromParams(params('guests=2'))).toBe('guests=8')
  })
})

describe('paramsFromSearchValues', () => {
  it('writes only the criteria that are set, and always the guest count', () => {
    expect(paramsFromSearchValues(emptySearchValues()).toString()).toBe('guests=10')
    const values: SearchFormValues = {
      location: '  Chicago, IL ',
      date: '2030-03-14',
      time: '7:30 PM',
      guests: 24,
      budget: [50, 200],
      vibe: 'elegant',
      dietary: ['vegan', 'kosher'],
      features: ['bar'],
    }
    expect(Object.fromEntries(paramsFromSearchValues(values))).toEqual({
      location: 'Chicago, IL',
      date: '2030-03-14',
      time: '7:30 PM',
      guests: '24',
      budget: '50-200',
      vibe: 'elegant',
      dietary: 'vegan,kosher',
      features: 'bar',
    })
  })

  it('carries the switches and the sort of the page, and nothing else of it', () => {
    const carry = params('lastMinute=true&experienceType=brand-activations&type=hotel&sort=price&page=4&vibe=casual')
    expect(Object.fromEntries(paramsFromSearchValues(emptySearchValues(), carry))).toEqual({
      guests: '10',
      lastMinute: 'true',
      experienceType: 'brand-activations',
      type: 'hotel',
      sort: 'price',
    })
  })

  it('round-trips with searchValuesFromParams', () => {
    const values: SearchFormValues = {
      location: 'Denver, CO',
      date: '2031-01-09',
      time: '6:15 PM',
      guests: 60,
      budget: [30, 500],
      vibe: 'casual',
      dietary: ['gluten-free'],
      features: ['private-room', 'wheelchair'],
    }
    expect(searchValuesFromParams(paramsFromSearchValues(values))).toEqual(values)
  })
})
