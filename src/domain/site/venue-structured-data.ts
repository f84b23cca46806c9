// schema.org JSON-LD for a venue page, built the same way by the server (HTML it sends) and the web app.
import { priceRangeSymbol } from './public-pages'

export type StructuredVenue = {
  id: number
  name: string
  description: string
  location: string
  address?: string
  type: string
  lat: number
  lng: number
  pricePerPerson: number
  rating: number
  reviewCount: number
  maxGuests: number
  imageUrl: string
}

const SCHEMA_TYPE: Record<string, string> = { restaurant: 'Restaurant', hotel: 'Hotel' }

/** `origin` is the public origin (no trailing slash); relative image URLs become absolute. */
export function venueJsonLd(v: StructuredVenue, origin: string): Record<string, unknown> {
  const [city = '', region = ''] = v.location.split(',').map((s) => s.trim())
  const street = v.address?.split(',')[0]?.trim()
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[v.type] ?? 'EventVenue',
    '@id': `${origin}/venues/${v.id}`,
    name: v.name,
    description: v.description,
    url: `${origin}/venues/${v.id}`,
    image: absoluteUrl(v.imageUrl, origin),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: city,
      addressRegion: region,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: v.lat, longitude: v.lng },
    priceRange: priceRangeSymbol(v.pricePerPerson),
    maximumAttendeeCapacity: v.maxGuests,
    ...(v.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(v.rating * 10) / 10,
            reviewCount: v.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

export const absoluteUrl = (url: string, origin: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`

/** JSON for a <script type="application/ld+json">: '<' escaped so no '</script>' can end it early. */
export const serializeJsonLd = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
