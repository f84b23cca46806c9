// A venue as staff create and edit it: every field of the data model, option ids checked
// against src/domain/options.ts. Rating and review count follow from reviews; they are not edited here.
import { z } from 'zod'
import { text } from '../text-field'
import { CITIES } from '../cities'
import { slugify } from './slugify'
import {
  CUISINES,
  DIETARY_IDS,
  EXPERIENCE_SLUGS,
  FEATURE_IDS,
  SERVICE_TYPES,
  VENUE_TYPE_IDS,
  VIBE_IDS,
} from '../options'

export const VENUE_NAME_MAX = 120
export const VENUE_SLUG_MAX = 100
export const VENUE_ADDRESS_MAX = 200
export const VENUE_DESCRIPTION_MAX = 5000
export const VENUE_LIST_MAX = 30
export const VENUE_LIST_ITEM_MAX = 80
export const VENUE_GUESTS_MAX = 5000
export const VENUE_PRICE_MAX = 10_000
export const VENUE_NOTICE_MAX_HOURS = 24 * 365

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const VENUE_MESSAGES = {
  name: 'Name is required',
  slug: 'Slug must be lower-case letters, digits and single hyphens (e.g. nopa-private-room)',
  slugTaken: 'Another venue already has this slug',
  city: 'Please choose one of our cities',
  address: 'Address is required',
  lat: 'Latitude must be a number from -90 to 90',
  lng: 'Longitude must be a number from -180 to 180',
  latPrecision: 'Latitude must be 0 or have at most 6 decimals',
  lngPrecision: 'Longitude must be 0 or have at most 6 decimals',
  type: `Type must be one of: ${VENUE_TYPE_IDS.join(', ')}`,
  serviceType: `Service type must be one of: ${SERVICE_TYPES.join(', ')}`,
  minGuests: `Minimum guests must be a whole number from 1 to ${VENUE_GUESTS_MAX}`,
  maxGuests: `Maximum guests must be a whole number from 1 to ${VENUE_GUESTS_MAX}`,
  guestsOrder: 'Maximum guests must be at least the minimum',
  price: `Price per person must be a whole number of dollars from 0 to ${VENUE_PRICE_MAX}`,
  notice: `Minimum notice must be a whole number of hours from 0 to ${VENUE_NOTICE_MAX_HOURS}`,
  unknown: (what: string, values: readonly string[]) => `Unknown ${what}; choose from: ${values.join(', ')}`,
  list: `At most ${VENUE_LIST_MAX} items of at most ${VENUE_LIST_ITEM_MAX} characters each`,
  description: `Description must be at most ${VENUE_DESCRIPTION_MAX} characters`,
} as const

export const CITY_SLUGS = CITIES.map((c) => c.slug) as [string, ...string[]]

/** The slug a new venue's name gives, with room left for a '-2' suffix when it is taken. */
export const venueSlugBase = (name: string) => slugify(name, VENUE_SLUG_MAX - 8)

/** Numbers typed into a form or read from a CSV cell. */
const numeric = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v.trim())) ? Number(v.trim()) : v

const int = (min: number, max: number, message: string) =>
  z.preprocess(numeric, z.number({ error: message }).int(message).min(min, message).max(max, message))
const num = (min: number, max: number, message: string) =>
  z.preprocess(numeric, z.number({ error: message }).min(min, message).max(max, message))
/**
 * Degrees kept to 6 decimals (about 11 cm; the column holds about 7 significant digits). A value
 * that is not 0 but vanishes at that precision (1e-308) is not a place, and would underflow the column.
 */
const coordinate = (limit: number, message: string, precisionMessage: string) =>
  num(-limit, limit, message)
    .refine((v) => v === 0 || Math.abs(v) >= 5e-7, precisionMessage)
    .transform((v) => Math.round(v * 1e6) / 1e6)
const requiredLabel = (message: string, max: number) =>
  text({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`)

/** A list of option ids; duplicates dropped. */
function idList(what: string, values: readonly string[]) {
  const message = VENUE_MESSAGES.unknown(what, values)
  return z
    .array(text({ error: message }).trim(), { error: message })
    .max(VENUE_LIST_MAX, VENUE_MESSAGES.list)
    .refine((ids) => ids.every((id) => values.includes(id)), message)
    .transform((ids) => [...new Set(ids)])
}

/** A list of free-text labels (amenities, suggested add-ons). */
const labelList = z
  .array(
    text({ error: VENUE_MESSAGES.list })
      .trim()
      .min(1, VENUE_MESSAGES.list)
      .max(VENUE_LIST_ITEM_MAX, VENUE_MESSAGES.list),
    { error: VENUE_MESSAGES.list },
  )
  .max(VENUE_LIST_MAX, VENUE_MESSAGES.list)
  .transform((xs) => [...new Set(xs)])

/** Every editable field, none defaulted (PATCH takes any subset of these). */
export const venueFieldsSchema = z.object({
  name: requiredLabel(VENUE_MESSAGES.name, VENUE_NAME_MAX),
  citySlug: z.enum(CITY_SLUGS, { error: VENUE_MESSAGES.city }),
  address: requiredLabel(VENUE_MESSAGES.address, VENUE_ADDRESS_MAX),
  lat: coordinate(90, VENUE_MESSAGES.lat, VENUE_MESSAGES.latPrecision),
  lng: coordinate(180, VENUE_MESSAGES.lng, VENUE_MESSAGES.lngPrecision),
  type: z.enum(VENUE_TYPE_IDS, { error: VENUE_MESSAGES.type }),
  serviceType: z.enum(SERVICE_TYPES, { error: VENUE_MESSAGES.serviceType }),
  description: text({ error: VENUE_MESSAGES.description })
    .trim()
    .max(VENUE_DESCRIPTION_MAX, VENUE_MESSAGES.description),
  minGuests: int(1, VENUE_GUESTS_MAX, VENUE_MESSAGES.minGuests),
  maxGuests: int(1, VENUE_GUESTS_MAX, VENUE_MESSAGES.maxGuests),
  pricePerPerson: int(0, VENUE_PRICE_MAX, VENUE_MESSAGES.price),
  cuisines: idList('cuisine', CUISINES),
  vibes: idList('vibe', VIBE_IDS),
  dietary: idList('dietary option', DIETARY_IDS),
  features: idList('feature', FEATURE_IDS),
  amenities: labelList,
  minNoticeHours: int(0, VENUE_NOTICE_MAX_HOURS, VENUE_MESSAGES.notice),
  suggestedAddOns: labelList,
  experiences: idList('experience', EXPERIENCE_SLUGS),
  slug: text({ error: VENUE_MESSAGES.slug })
    .trim()
    .max(VENUE_SLUG_MAX, VENUE_MESSAGES.slug)
    .regex(SLUG_RE, VENUE_MESSAGES.slug),
})

/** Min ≤ max, checked on a whole venue (a PATCH is checked again on the merged row). */
export const venueGuestsInOrder = (v: { minGuests?: unknown; maxGuests?: unknown }) =>
  typeof v.minGuests !== 'number' || typeof v.maxGuests !== 'number' || v.maxGuests >= v.minGuests
const guestsOrderIssue = { message: VENUE_MESSAGES.guestsOrder, path: ['maxGuests'] }

const f = venueFieldsSchema.shape

/** POST /api/staff/venues: every field; the slug is generated from the name when left out. */
export const venueCreateSchema = z
  .object({
    ...f,
    slug: f.slug.optional(),
    description: f.description.default(''),
    cuisines: f.cuisines.default([]),
    vibes: f.vibes.default([]),
    dietary: f.dietary.default([]),
    features: f.features.default([]),
    amenities: f.amenities.default([]),
    minNoticeHours: f.minNoticeHours.default(48),
    suggestedAddOns: f.suggestedAddOns.default([]),
    experiences: f.experiences.default([]),
  })
  .refine(venueGuestsInOrder, guestsOrderIssue)
export type VenueCreateInput = z.output<typeof venueCreateSchema>

/** PATCH /api/staff/venues/{id}: any subset; an absent field stays as it is. Unknown fields are refused. */
export const venuePatchSchema = venueFieldsSchema.partial().strict().refine(venueGuestsInOrder, guestsOrderIssue)
export type VenuePatchInput = z.output<typeof venuePatchSchema>
