// Every in-app URL is built here, so a route rename is one edit.
import type { VENUE_TYPES } from '~/domain/options'

export type VenueCategorySlug = (typeof VENUE_TYPES)[number]['slug']

export const paths = {
  home: () => '/',
  plan: () => '/#plan',
  search: (query = '') => `/search${query && !query.startsWith('?') ? `?${query}` : query}`,
  venue: (id: number | string) => `/venues/${id}`,
  venueBook: (id: number | string, params?: { date?: string; time?: string; guests?: number }) => {
    const qs = new URLSearchParams()
    if (params?.date) qs.set('date', params.date)
    if (params?.time) qs.set('time', params.time)
    if (params?.guests) qs.set('guests', String(params.guests))
    const s = qs.toString()
    return `/venues/${id}/book${s ? `?${s}` : ''}`
  },
  venueCategory: (slug: VenueCategorySlug) => `/venues/${slug}`,
  concierge: () => '/concierge',
  login: () => '/login',
  signup: () => '/signup',
  about: () => '/about',
  partners: () => '/partners',
  brandActivations: () => '/experiences/brand-activations',
} as const

/** API endpoints (issue 2 contract). */
export const apiPaths = {
  cities: () => '/api/cities',
  config: () => '/api/config',
  featuredVenues: () => '/api/venues/featured',
  cityVenues: (city: string) => `/api/venues/city/${encodeURIComponent(city.toLowerCase())}`,
  searchVenues: (query: string) => `/api/venues/search${query ? `?${query}` : ''}`,
  venue: (id: number | string, enhance = false) => `/api/venues/${id}${enhance ? '?enhance=true' : ''}`,
  placeSuggestions: (query: string) => `/api/places/suggestions?query=${encodeURIComponent(query)}`,
  experience: (id: number | string) => `/api/experiences/${id}`,
} as const
