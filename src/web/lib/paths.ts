// Every in-app URL is built here, so a route rename is one edit.
import type { VENUE_TYPES } from '~/domain/options'
import { queryString } from './booking-criteria'

export type VenueCategorySlug = (typeof VENUE_TYPES)[number]['slug']

export const paths = {
  home: () => '/',
  plan: () => '/#plan',
  search: (query = '') => `/search${query && !query.startsWith('?') ? `?${query}` : query}`,
  /** `query`: the search the planner came from (booking-criteria.ts), carried along. */
  venue: (id: number | string, query?: URLSearchParams | string) => `/venues/${id}${queryString(query)}`,
  venueBook: (id: number | string, query?: URLSearchParams | string) => `/venues/${id}/book${queryString(query)}`,
  venueCategory: (slug: VenueCategorySlug) => `/venues/${slug}`,
  concierge: () => '/concierge',
  login: () => '/login',
  signup: () => '/signup',
  about: () => '/about',
  partners: () => '/partners',
  brandActivations: () => '/experiences/brand-activations',
} as const

/** API endpoints (docs/product.md). */
export const apiPaths = {
  cities: () => '/api/cities',
  config: () => '/api/config',
  /** The signed-in user (get-user.ts: every feature asks who is here). */
  user: () => '/api/auth/user',
  featuredVenues: () => '/api/venues/featured',
  venueStats: () => '/api/venues/stats',
  cityVenues: (city: string) => `/api/venues/city/${encodeURIComponent(city.toLowerCase())}`,
  searchVenues: (query: string) => `/api/venues/search${query ? `?${query}` : ''}`,
  venue: (id: number | string, enhance = false) => `/api/venues/${id}${enhance ? '?enhance=true' : ''}`,
  placeSuggestions: (query: string) => `/api/places/suggestions?query=${encodeURIComponent(query)}`,
  experience: (id: number | string) => `/api/experiences/${id}`,
} as const
