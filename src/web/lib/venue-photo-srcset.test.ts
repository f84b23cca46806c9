import { describe, expect, it } from 'vitest'
import { venuePhotoSources } from './venue-photo-srcset'

describe('venuePhotoSources', () => {
  it('lists the 400, 800 and 1200 px variants of one of our photos, 800 as the fallback', () => {
    expect(venuePhotoSources('/media/venues/main/the-loft.webp', '100vw')).toEqual({
      src: '/media/venues/main/the-loft.webp?w=800',
      srcSet:
        '/media/venues/main/the-loft.webp?w=400 400w, /media/venues/main/the-loft.webp?w=800 800w, /media/venues/main/the-loft.webp?w=1200 1200w',
      sizes: '100vw',
      width: 1200,
      height: 800,
    })
  })

  it("uses an uploaded photo's own size for width and height", () => {
    const s = venuePhotoSources('/media/uploads/7/abc-1600.webp', '96px', { width: 1600, height: 1200 })
    expect(s).toMatchObject({ src: '/media/uploads/7/abc-1600.webp?w=800', width: 1600, height: 1200 })
    expect(s.srcSet).toContain('/media/uploads/7/abc-1600.webp?w=400 400w')
  })

  it('leaves the SVG placeholder and URLs of other sites as they are', () => {
    expect(venuePhotoSources('/media/placeholder-venue.svg', '100vw')).toEqual({
      src: '/media/placeholder-venue.svg',
      width: 1200,
      height: 800,
    })
    expect(venuePhotoSources('https://example.com/a.webp', '100vw', { width: null, height: null })).toEqual({
      src: 'https://example.com/a.webp',
      width: 1200,
      height: 800,
    })
  })
})
