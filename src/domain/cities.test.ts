import { describe, expect, it } from 'vitest'
import { CITIES, CITY_ALIASES, comingSoonCityMessage, matchCity, unsupportedCityMessage } from './cities'
import { foldPlaceName } from './place-name'

const slugOf = (location: string) => {
  const m = matchCity(location)
  return m.kind === 'unsupported' ? null : m.city.slug
}

describe('matchCity', () => {
  it.each([
    ['Chicago', 'chicago'],
    ['chicago, IL, USA', 'chicago'],
    ['SAN FRAN', 'san-francisco'],
    ['san-francisco', 'san-francisco'],
    ['New York City', 'new-york'],
    ['Las Vegas NV', 'las-vegas'],
  ])('finds %j by name, slug or prefix, uncorrected', (location, slug) => {
    const m = matchCity(location)
    expect(m.kind === 'unsupported' ? null : [m.city.slug, m.corrected]).toEqual([slug, undefined])
  })

  it.each([
    ['SF', 'san-francisco'],
    ['sf, ca', 'san-francisco'],
    ['NYC', 'new-york'],
    ['ny', 'new-york'],
    ['Brooklyn', 'new-york'],
    ['Vegas', 'las-vegas'],
    ['LA', 'los-angeles'],
    ['L.A.', 'los-angeles'],
    ['Philly', 'philadelphia'],
    ['DC', 'washington'],
    ['Washington, D.C.', 'washington'],
    ['Washington DC', 'washington'],
  ])('resolves the alias %j', (location, slug) => {
    const m = matchCity(location)
    expect(m.kind === 'unsupported' ? null : m.city.slug).toBe(slug)
  })

  it('marks an alias as such (the results page names the city it means)', () => {
    expect(matchCity('NYC')).toMatchObject({ kind: 'active', corrected: 'alias', typed: 'NYC' })
    expect(matchCity('LA')).toMatchObject({ kind: 'coming_soon', corrected: 'alias' })
  })

  it.each([
    ['Chicgo', 'chicago'],
    ['Chciago', 'chicago'],
    ['chicgo, il', 'chicago'],
    ['Seatle', 'seattle'],
    ['Bostn', 'boston'],
    ['San Fransisco', 'san-francisco'],
    ['Phillidelphia', 'philadelphia'],
    ['Miama', 'miami'],
  ])('corrects the typo %j', (location, slug) => {
    expect(matchCity(location)).toMatchObject({ city: { slug }, corrected: 'typo' })
  })

  it.each(['Springfield', 'Denton', 'Toledo', 'Rome', 'St Louis', 'Saint Louis', 'Chi', 'Xyz'])(
    'leaves %j unsupported (not close enough to any of ours)',
    (location) => {
      if (location === 'Chi') return expect(slugOf(location)).toBe('chicago') // a prefix, not a typo
      expect(matchCity(location)).toMatchObject({ kind: 'unsupported' })
    },
  )

  it('keeps what was typed, case and all, and the lower-cased query', () => {
    expect(matchCity('  St  Louis , MO')).toEqual({ kind: 'unsupported', query: 'st louis', typed: 'St Louis' })
  })

  it('prefers an active city at the same step', () => {
    // 'san' is a prefix of San Francisco and San Diego (active) only.
    expect(matchCity('san').kind).toBe('active')
    expect(matchCity('Austin')).toMatchObject({ kind: 'coming_soon', city: { slug: 'austin' } })
  })

  it('never has an alias that is another city of ours', () => {
    const names = new Set(CITIES.map((c) => foldPlaceName(c.name)))
    for (const aliases of Object.values(CITY_ALIASES)) for (const a of aliases) expect(names.has(a)).toBe(false)
  })
})

describe('city messages', () => {
  it('echo the text as typed, not upper-cased', () => {
    expect(unsupportedCityMessage('Springfield')).toBe(
      "Springfield is not yet available. Currently, we're only in select cities.",
    )
    expect(comingSoonCityMessage('Austin')).toBe('Austin is coming soon! Please try one of our active cities.')
  })
})

describe('foldPlaceName', () => {
  it('reads St., Saint, Ft. and Mt. the same way, only before another word', () => {
    expect(foldPlaceName('St. Louis')).toBe('saint louis')
    expect(foldPlaceName('Saint Louis')).toBe('saint louis')
    expect(foldPlaceName('st louis')).toBe('saint louis')
    expect(foldPlaceName('Ft. Worth')).toBe(foldPlaceName('Fort Worth'))
    expect(foldPlaceName('Mt Vernon')).toBe('mount vernon')
    expect(foldPlaceName('St')).toBe('st')
    expect(foldPlaceName('Stamford')).toBe('stamford')
  })
})
