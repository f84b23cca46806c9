// The inputs and outputs of Callie's tools (src/server/concierge/tools): what the built-in engine,
// a language model and outside agents (MCP) send and read. Schemas only; the server runs them.
import { z } from 'zod'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { CONCIERGE_VIBES, DIETARY_IDS, FEATURE_IDS } from '../options'
import { DATE_RE, isValidDateString } from '../time-constants'
import { BRIEF_CUISINES } from './callie-brief'
import { venueCardSchema } from './conversation-api'
import { CLOCK_TIME_RE } from './preferences'

const venueId = z.number().int().positive().max(2_147_483_647).describe('A venue id returned by search_venues')
const groupSize = z.number().int().min(MIN_GUESTS).max(MAX_GUESTS).describe('Number of guests')
const date = z
  .string()
  .regex(DATE_RE, 'A date as yyyy-mm-dd')
  .refine(isValidDateString, 'Not a date on the calendar')
  .describe('Event date, yyyy-mm-dd')
const time = z.string().regex(CLOCK_TIME_RE, "A time such as '7:00 PM'").describe("Start time such as '7:00 PM'")

export const CONSTRAINT_IDS = ['capacity', 'date', 'cuisines', 'dietary', 'mustHaves', 'exclusions'] as const
export type ConstraintId = (typeof CONSTRAINT_IDS)[number]

export const searchVenuesInputSchema = z.strictObject({
  city: z.string().min(1).max(100).describe("One of our cities, e.g. 'Chicago' or 'Chicago, IL'"),
  groupSize,
  date: date.optional(),
  time: time.optional(),
  budget: z.enum(['moderate', 'premium', 'luxury']).optional().describe('Per-person budget band (ranks only)'),
  budgetTotal: z.number().int().positive().optional().describe('Whole-event budget in dollars (ranks only)'),
  cuisines: z.array(z.enum(BRIEF_CUISINES)).max(6).optional().describe('Any of these cuisines'),
  excludeCuisines: z.array(z.enum(BRIEF_CUISINES)).max(19).optional().describe('Never these cuisines'),
  mustHaves: z.array(z.enum(FEATURE_IDS)).max(7).optional().describe('Every one required'),
  excludeFeatures: z.array(z.enum(FEATURE_IDS)).max(7).optional().describe('None of these'),
  dietary: z.array(z.enum(DIETARY_IDS)).max(7).optional().describe('Dietary needs the venue must cater for'),
  vibe: z.enum(CONCIERGE_VIBES).optional().describe('Ranks only'),
  excludeVibes: z
    .array(z.enum(CONCIERGE_VIBES))
    .max(CONCIERGE_VIBES.length)
    .optional()
    .describe('Vibes she ruled out (ranks only)'),
  softWishes: z.array(z.string().max(80)).max(10).optional().describe('Words that rank venues mentioning them'),
  limit: z.number().int().min(1).max(10).optional(),
})
export type SearchVenuesInput = z.infer<typeof searchVenuesInputSchema>

const alternativeSchema = z.object({ venue: venueCardSchema, differences: z.array(z.string()) })

export const searchVenuesOutputSchema = z.object({
  /** The city searched, 'Chicago, IL'; null when the city is not one of ours. */
  city: z.string().nullable(),
  venues: z.array(venueCardSchema),
  /** How many venues fit in all (up to 200). */
  total: z.number().int(),
  /** Distinct cuisines among the venues that fit (what a cuisine question would choose from). */
  cuisinesAmong: z.array(z.string()),
  /** Set when nothing fits: which constraints emptied the search and what comes closest. */
  noMatch: z
    .object({
      reasons: z.array(z.string()),
      /** Each constraint that, dropped alone, lets venues through, with how many. */
      relaxations: z.array(z.object({ constraint: z.enum(CONSTRAINT_IDS), count: z.number().int() })),
      alternatives: z.array(alternativeSchema),
      /** Nearby dates (within two weeks) on which venues fit everything else. */
      otherDates: z.array(z.string()),
      /** The nearest other city where venues fit, if any. */
      nearbyCity: z.object({ label: z.string(), count: z.number().int() }).nullable(),
    })
    .nullable(),
})
export type SearchVenuesOutput = z.infer<typeof searchVenuesOutputSchema>

export const venueQuestionSchema = z.strictObject({
  venueId,
  groupSize: groupSize.optional(),
  date: date.optional(),
  time: time.optional(),
})

export const availabilityInputSchema = z.strictObject({
  venueId,
  groupSize,
  date: date.optional(),
  time: time.optional(),
  privateRoom: z.boolean().optional().describe('Only a room for the group alone (never semi-private)'),
})

export const availabilityOutputSchema = z.object({
  venue: venueCardSchema,
  available: z.boolean().nullable(),
  reasons: z.array(z.string()),
  spaces: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      capacity: z.number().int(),
      fits: z.boolean(),
      free: z.boolean().nullable(),
    }),
  ),
  privateRoom: z.object({
    offered: z.boolean(),
    capacity: z.number().int().nullable(),
    spaceName: z.string().nullable(),
  }),
})
export type AvailabilityOutput = z.infer<typeof availabilityOutputSchema>

/** The longest stretch free_dates reads at once: two months. */
export const FREE_DATES_MAX_DAYS = 62

export const freeDatesInputSchema = z
  .strictObject({
    venueId,
    groupSize,
    from: date.describe('First day to check, yyyy-mm-dd'),
    to: date.describe(`Last day to check, yyyy-mm-dd, at most ${FREE_DATES_MAX_DAYS} days after from`),
    time: time.optional(),
    privateRoom: z.boolean().optional().describe('Only a room for the group alone (never semi-private)'),
  })
  .refine((q) => q.from <= q.to, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < FREE_DATES_MAX_DAYS, {
    message: `At most ${FREE_DATES_MAX_DAYS} days at once`,
    path: ['to'],
  })

export const freeDatesOutputSchema = z.object({
  venue: venueCardSchema,
  /** The days read: from (or the venue's today, if later) to to. */
  from: z.string(),
  to: z.string(),
  /** The days the venue can host the group, in order. */
  free: z.array(z.string()),
  /** The other days, each with why not, as a planner reads it. */
  notFree: z.array(z.object({ date: z.string(), reason: z.string() })),
})
export type FreeDatesOutput = z.infer<typeof freeDatesOutputSchema>

export const allInInputSchema = z.strictObject({
  venueId,
  groupSize,
  packageId: z.number().int().positive().optional().describe('A package id from venue_spaces_packages'),
  date: date.optional(),
  time: time.optional(),
})

export const allInOutputSchema = z.object({
  venue: venueCardSchema,
  /** null when the venue lists no package for the group. */
  quote: z
    .object({
      packageName: z.string(),
      spaceName: z.string(),
      perGuest: z.string(),
      total: z.string(),
      /** The total in cents, to order venues by it. */
      totalCents: z.number().int(),
      lines: z.array(z.object({ label: z.string(), amount: z.string() })),
    })
    .nullable(),
  reason: z.string().nullable(),
})
export type AllInOutput = z.infer<typeof allInOutputSchema>

export const policiesOutputSchema = z.object({
  venue: venueCardSchema,
  minNoticeHours: z.number().int(),
  depositPct: z.number(),
  cancellation: z.array(z.string()),
  holdHours: z.number().int(),
  /** Sentences as Callie says them. */
  summary: z.array(z.string()),
})
export type PoliciesOutput = z.infer<typeof policiesOutputSchema>

export const responseTimeOutputSchema = z.object({
  venue: venueCardSchema,
  /** '≈ 3 hours' or null when too few requests were answered to say. */
  typical: z.string().nullable(),
  promiseHours: z.number().int(),
})
export type ResponseTimeOutput = z.infer<typeof responseTimeOutputSchema>

export const spacesOutputSchema = z.object({
  venue: venueCardSchema,
  spaces: z.array(
    z.object({ name: z.string(), kind: z.string(), seated: z.number().int(), standing: z.number().int() }),
  ),
  packages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      spaceName: z.string(),
      capacity: z.number().int(),
      included: z.array(z.string()),
      pricePerPerson: z.string(),
      days: z.string(),
    }),
  ),
})
export type SpacesOutput = z.infer<typeof spacesOutputSchema>

export const compareInputSchema = z.strictObject({
  venueIds: z.array(venueId).min(2).max(5),
  groupSize,
  date: date.optional(),
  time: time.optional(),
})

export const compareOutputSchema = z.object({
  venues: z.array(venueCardSchema),
  rows: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
})
export type CompareOutput = z.infer<typeof compareOutputSchema>

export const venueDetailsOutputSchema = z.object({
  venue: venueCardSchema,
  address: z.string(),
  amenities: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
})
export type VenueDetailsOutput = z.infer<typeof venueDetailsOutputSchema>
