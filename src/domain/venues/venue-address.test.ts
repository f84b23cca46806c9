import { describe, expect, it } from 'vitest'
import { venueAddressLine } from './venue-address'

describe('venueAddressLine', () => {
  it('writes an address that already names its city and state once', () => {
    expect(venueAddressLine('Lincoln Park, Chicago, IL 60614', 'Chicago, IL')).toBe('Lincoln Park, Chicago, IL 60614')
    expect(venueAddressLine('10 Demo St, Chicago, IL', 'Chicago, IL')).toBe('10 Demo St, Chicago, IL')
    expect(venueAddressLine('1 Davis St, Evanston, IL 60201', 'Chicago, IL')).toBe('1 Davis St, Evanston, IL 60201')
  })
  it('adds the city and state to an address that names only the street', () => {
    expect(venueAddressLine('10 Main St', 'Chicago, IL')).toBe('10 Main St, Chicago, IL')
  })
})
