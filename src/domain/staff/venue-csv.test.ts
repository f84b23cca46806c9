import { describe, expect, it } from 'vitest'
import { readVenueCsvHeader, readVenueCsvRow, VENUE_CSV_COLUMN_NAMES, VENUE_CSV_MESSAGES } from './venue-csv'
import { VENUE_MESSAGES } from '../venues/venue-input'

const header = readVenueCsvHeader(VENUE_CSV_COLUMN_NAMES)
const columns = header.ok ? header.columns : []
const good: Record<string, string> = {
  slug: 'the-loft-sf',
  name: 'The Loft',
  city: 'San Francisco',
  address: '1 Market St, San Francisco, CA 94105',
  lat: '37.79',
  lng: '-122.39',
  type: 'unique-venue',
  serviceType: 'Event Space',
  description: 'A loft.',
  minGuests: '10',
  maxGuests: '60',
  pricePerPerson: '95',
  cuisines: 'Italian|French',
  vibes: 'trendy | elegant',
  dietary: '',
  features: 'private-room|bar',
  amenities: 'Projector|Coat check',
  minNoticeHours: '',
  suggestedAddOns: 'Wine pairing',
  experiences: 'brand-activations',
}
const row = (over: Record<string, string> = {}) => columns.map((c) => ({ ...good, ...over })[c] ?? '')

describe('venue CSV header', () => {
  it('accepts the documented columns in any case and order', () => {
    expect(
      readVenueCsvHeader([
        'Slug',
        'NAME',
        'city',
        'address',
        'lat',
        'lng',
        'type',
        'service type',
        'minGuests',
        'maxGuests',
        'pricePerPerson',
      ]),
    ).toMatchObject({ ok: true })
  })
  it('refuses unknown, doubled and missing required columns', () => {
    expect(readVenueCsvHeader([...VENUE_CSV_COLUMN_NAMES, 'colour'])).toEqual({
      ok: false,
      message: VENUE_CSV_MESSAGES.unknownColumns(['colour']),
    })
    expect(readVenueCsvHeader([...VENUE_CSV_COLUMN_NAMES, 'name'])).toEqual({
      ok: false,
      message: VENUE_CSV_MESSAGES.duplicateColumns(['name']),
    })
    expect(readVenueCsvHeader(['slug', 'name'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('city, address, lat'),
    })
  })
})

describe('venue CSV rows', () => {
  it('turns a good row into a venue input: city names, lists split on |, defaults for blanks', () => {
    const r = readVenueCsvRow(columns, row())
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.venue).toMatchObject({
      slug: 'the-loft-sf',
      citySlug: 'san-francisco',
      lat: 37.79,
      minGuests: 10,
      pricePerPerson: 95,
      cuisines: ['Italian', 'French'],
      vibes: ['trendy', 'elegant'],
      dietary: [],
      minNoticeHours: 48,
      experiences: ['brand-activations'],
    })
  })

  it('reports each bad cell under its column name', () => {
    const r = readVenueCsvRow(
      columns,
      row({
        city: 'Gotham',
        lat: 'north',
        minGuests: '50',
        maxGuests: '20',
        vibes: 'loud',
        type: '',
        slug: 'Not A Slug',
      }),
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual({
      slug: VENUE_MESSAGES.slug,
      city: VENUE_MESSAGES.city,
      lat: VENUE_MESSAGES.lat,
      type: VENUE_MESSAGES.type,
      vibes: expect.stringContaining('Unknown vibe'),
    })
    // min > max is reported once the cells themselves are fine
    const order = readVenueCsvRow(columns, row({ minGuests: '50', maxGuests: '20' }))
    expect(order).toMatchObject({ ok: false, errors: { maxGuests: VENUE_MESSAGES.guestsOrder } })
  })

  it('needs a slug', () => {
    expect(readVenueCsvRow(columns, row({ slug: '' }))).toMatchObject({
      ok: false,
      errors: { slug: VENUE_CSV_MESSAGES.slugRequired },
    })
  })
})
