// The venue as the API returns it, shared by the server (response schemas) and the web app.
import { z } from 'zod'
import { packageAllInSchema, plannerPackageSchema, plannerSpaceSchema } from './planner-packages'

export const venuePhotoSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
})

export const venueSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** 'City, ST' */
  location: z.string(),
  citySlug: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** First photo; always one of our own media URLs. */
  imageUrl: z.string(),
  type: z.string(),
  serviceType: z.string(),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  pricePerPerson: z.number(),
  cuisineTypes: z.array(z.string()),
  vibes: z.array(z.string()),
  dietary: z.array(z.string()),
  features: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
  /** Last minute (last-minute.ts): minNoticeHours <= 48 and nothing blocking the next 48 hours. */
  lastMinute: z.boolean(),
  description: z.string(),
  suggestedAddOns: z.array(z.string()),
  /**
   * Search results only: the cheapest per-guest all-in price among the venue's packages
   * that hold the searched group (10 guests without one); absent for venues without such a package.
   */
  fromPerGuestCents: z.number().int().optional(),
})
export type VenueSummary = z.infer<typeof venueSummarySchema>

export const reviewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** ISO timestamp */
  createdAt: z.string(),
})

/** GET /api/venues/{id}?enhance=true adds these. */
export const venueDetailSchema = venueSummarySchema.extend({
  address: z.string(),
  timezone: z.string(),
  minNoticeHours: z.number().int(),
  amenities: z.array(z.string()),
  experiences: z.array(z.string()),
  photos: z.array(venuePhotoSchema),
  reviews: z.array(reviewSchema),
  /** A fictional venue of the demo catalogue: its reviews and photos are illustrative. */
  isDemo: z.boolean(),
  /** Upcoming dates ('yyyy-mm-dd') the venue cannot take events. */
  blackoutDates: z.array(z.string()),
  /** The venue's packages; empty for venues that list none. */
  packages: z.array(plannerPackageSchema),
  /** The venue's spaces, largest first; empty for venues that list none. */
  spaces: z.array(plannerSpaceSchema),
  /** Each package's all-in price for the group asked (?guests=, else the venue's default group). */
  allIn: packageAllInSchema,
  /** The start times offered, the same on the page and in the wizard (its packages' hours). */
  timeSlots: z.array(z.string()),
  /**
   * Median hours from a request to its first answer over the last 90 days; null until at least
   * RESPONSE_TIME_MIN_ANSWERS requests were answered (domain/venue-portal/response-time.ts).
   */
  responseTime: z.object({ medianHours: z.number(), answered: z.number().int() }).nullable(),
})
export type VenueDetail = z.infer<typeof venueDetailSchema>

/** A page of a listing and how many venues match in all. */
export const venuePageSchema = z.object({
  venues: z.array(venueSummarySchema),
  /** Exact up to SEARCH_COUNT_CAP (or the end of the page asked for, when further); see totalCapped. */
  total: z.number().int(),
  /** Set when the count stopped at `total`: more venues than that match (shown as "1,000+"). */
  totalCapped: z.boolean().optional(),
})
export type VenuePage = z.infer<typeof venuePageSchema>

export const searchResponseSchema = venuePageSchema.extend({
  /** Set when the location is coming soon or unsupported (then venues is empty). */
  message: z.string().optional(),
  /** The city the location resolved to, and how when it was not its own name ("NYC", "Chicgo"). */
  location: z
    .object({ typed: z.string(), city: z.string(), corrected: z.enum(['alias', 'typo']).optional() })
    .optional(),
  /**
   * With no results: the searches with one filter fewer that would find venues, most first, each
   * with its count and the complete parameters of that search.
   */
  relaxations: z
    .array(
      z.object({
        filter: z.string(),
        label: z.string(),
        count: z.number().int(),
        params: z.record(z.string(), z.string()),
      }),
    )
    .optional(),
})
export type SearchResponse = z.infer<typeof searchResponseSchema>

/** GET /api/venues/city/{city}: an array, or { message, venues? }. */
export const cityVenuesResponseSchema = z.union([
  z.array(venueSummarySchema),
  z.object({ message: z.string(), venues: z.array(venueSummarySchema).optional() }),
])

/** A city of the catalogue: searchable now, or launching next. */
export const CITY_STATUSES = ['active', 'coming_soon'] as const

/** An archived venue is off the public catalogue but keeps its requests and events. */
export const VENUE_STATUSES = ['active', 'archived'] as const

export const cityResponseSchema = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.string(),
  timezone: z.string(),
  lat: z.number(),
  lng: z.number(),
  isAvailable: z.boolean(),
  comingSoon: z.boolean(),
})
export type CityDto = z.infer<typeof cityResponseSchema>

/** GET /api/venues/stats: how many real venues planners can find (demo venues are not counted). */
export const venueStatsSchema = z.object({ venues: z.number().int() })
export type VenueStats = z.infer<typeof venueStatsSchema>

export const placeSuggestionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
  /** Ours and searchable, ours and launching next, or any other US place. */
  status: z.enum([...CITY_STATUSES, 'not_served']),
  /** The query was a misspelling of this city ("Chicgo"): shown as "Did you mean Chicago, IL?". */
  didYouMean: z.boolean().optional(),
})
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>

export const experienceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
})
