import { describe, expect, it } from 'vitest'
import type { City } from '~/domain/cities'
import { foldPlaceName } from '~/domain/place-name'
import { buildPlaceIndex, entriesWithPrefix, type GeoCity } from './place-index'
import { suggestPlaces } from './suggest-places'

const geo = (cityId: number, name: string, adminCode: string, population: number, country = 'US'): GeoCity => ({
  cityId,
  name,
  adminCode,
  population,
  country,
  loc: { coordinates: [-100, 40] },
})
const entries = buildPlaceIndex([
  geo(1, 'Springfield', 'IL', 114000),
  geo(2, 'Springfield', 'MO', 167000),
  geo(3, 'Spring', 'TX', 62000),
  geo(4, 'Springdale', 'AR', 81000),
  geo(5, 'Spring Valley', 'NV', 178000),
  geo(6, 'Springfield', 'ON', 5000, 'CA'),
  geo(7, 'Springvale', 'ME', 3000),
  geo(8, 'Springfield', 'IL', 2000),
  geo(9, 'Sprague', 'WA', 1000),
  geo(10, 'Cañon City', 'CO', 16000),
])
const city = (slug: string, name: string, state: string, status: City['status']): City => ({
  slug,
  name,
  state,
  status,
  timezone: 'America/Chicago',
  lat: 0,
  lng: 0,
})
const cities = [
  city('spring-lake', 'Spring Lake', 'MI', 'coming_soon'),
  city('springfield', 'Springfield', 'MO', 'active'),
]

describe('place index', () => {
  it('keeps US entries only, sorted by folded name', () => {
    expect(entries.map((e) => e.id)).toEqual([10, 9, 3, 5, 4, 2, 1, 8, 7])
  })

  it('folds case, accents and punctuation', () => {
    expect(foldPlaceName('  Cañon  City ')).toBe('canon city')
    expect(foldPlaceName('Washington, D.C.')).toBe('washington d c')
  })

  it('finds every entry with a prefix by binary search', () => {
    expect(entriesWithPrefix(entries, 'springf').map((e) => e.id)).toEqual([2, 1, 8])
    expect(entriesWithPrefix(entries, 'spring ').map((e) => e.id)).toEqual([5])
    expect(entriesWithPrefix(entries, 'zz')).toEqual([])
    expect(entriesWithPrefix(entries, 'a')).toEqual([])
  })
})

describe('suggestPlaces', () => {
  it('lists active cities of ours, then coming soon, then others by population', () => {
    expect(suggestPlaces({ query: 'spr', entries, cities }).map((s) => s.placeId)).toEqual([
      'city:springfield',
      'city:spring-lake',
      'geonames:5',
      'geonames:1',
      'geonames:4',
      'geonames:3',
      'geonames:7',
      'geonames:9',
    ])
  })

  it('shows one suggestion per name and state, and never duplicates ours', () => {
    const list = suggestPlaces({ query: 'springfield', entries, cities })
    expect(list.map((s) => s.description)).toEqual(['Springfield, MO, USA', 'Springfield, IL, USA'])
    expect(list[1].placeId).toBe('geonames:1')
  })

  it('caps the list', () => {
    expect(suggestPlaces({ query: 'sp', entries, cities, max: 3 })).toHaveLength(3)
  })

  it('needs two characters after trimming', () => {
    expect(suggestPlaces({ query: ' s ', entries, cities })).toEqual([])
  })

  it('matches accent-insensitively', () => {
    expect(suggestPlaces({ query: 'canon', entries, cities: [] })).toEqual([
      {
        placeId: 'geonames:10',
        description: 'Cañon City, CO, USA',
        mainText: 'Cañon City',
        secondaryText: 'CO, USA',
        status: 'not_served',
      },
    ])
  })

  it('labels each suggestion with its status', () => {
    const list = suggestPlaces({ query: 'spr', entries, cities })
    expect(list.slice(0, 3).map((s) => s.status)).toEqual(['active', 'coming_soon', 'not_served'])
  })

  it('puts the city a misspelling means first, as a did-you-mean', () => {
    const ours = [city('springfield', 'Springfield', 'MO', 'active')]
    expect(suggestPlaces({ query: 'Sprinfgield', entries, cities: ours })[0]).toEqual({
      placeId: 'city:springfield',
      description: 'Springfield, MO, USA',
      mainText: 'Springfield',
      secondaryText: 'MO, USA',
      status: 'active',
      didYouMean: true,
    })
  })
})
