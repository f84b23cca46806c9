// The venue catalogue: GET /api/staff/venues, one venue, and its blackout dates (the create and
// edit bodies are in venue-input.ts).
import { z } from 'zod'
import { text } from '../text-field'
import { optionalText } from '../fields'
import { DATE_RE } from '../time'
import { VENUE_STATUSES } from '../venues/venue'
import { DATE_MESSAGE, pageLimit, pageOffset } from '../api/api-fields'
import { staffVenuePhotoSchema } from './venue-photo-api'

export const staffVenuesQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  city: text().trim().max(60).optional(),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum([...VENUE_STATUSES, 'all'])
      .optional()
      .default('all'),
  ),
  limit: pageLimit(50),
  offset: pageOffset,
})

export const staffVenueListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  citySlug: z.string(),
  location: z.string(),
  type: z.string(),
  serviceType: z.string(),
  status: z.enum(VENUE_STATUSES),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  pricePerPerson: z.number(),
  rating: z.number(),
  reviewCount: z.number().int(),
  photoCount: z.number().int(),
  updatedAt: z.string(),
})

export const staffVenueListSchema = z.object({ venues: z.array(staffVenueListItemSchema), total: z.number().int() })
export type StaffVenueList = z.infer<typeof staffVenueListSchema>

/** Every field of the data model, with the photos and the blackouts from today on. */
export const staffVenueSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  citySlug: z.string(),
  location: z.string(),
  timezone: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  type: z.string(),
  serviceType: z.string(),
  description: z.string(),
  minGuests: z.number().int(),
  maxGuests: z.number().int(),
  pricePerPerson: z.number(),
  cuisines: z.array(z.string()),
  vibes: z.array(z.string()),
  dietary: z.array(z.string()),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  suggestedAddOns: z.array(z.string()),
  experiences: z.array(z.string()),
  minNoticeHours: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  status: z.enum(VENUE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  photos: z.array(staffVenuePhotoSchema),
  blackouts: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
})
export type StaffVenue = z.infer<typeof staffVenueSchema>

/** PUT /api/staff/venues/:id/blackouts: replaces the blackout dates from today on. */
export const blackoutsSchema = z.object({
  dates: z
    .array(text({ error: DATE_MESSAGE }).regex(DATE_RE, DATE_MESSAGE), { error: 'dates must be a list of dates' })
    .max(731, 'At most 731 dates'),
  reason: optionalText(200),
})
export type BlackoutsBody = z.output<typeof blackoutsSchema>
