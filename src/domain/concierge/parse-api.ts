// POST /api/concierge/parse: free text read into concierge preferences (parse-concierge-request.ts),
// saying what was and was not understood.
import { z } from 'zod'
import { CONCIERGE_OCCASIONS, CONCIERGE_VIBES, CUISINES, DIETARY_IDS, FEATURE_IDS } from '../options'
import { text } from '../text-field'
import { PARSE_TEXT_MAX } from './parse-concierge-request'
import { READER_SLOTS } from './reader/brief'
import { CONCIERGE_BUDGET_IDS, CONCIERGE_TIME_SLOT_IDS } from './preferences'

export const PARSE_TEXT_MESSAGE = 'Please tell Callie about your event'

export const parseBodySchema = z.object({
  text: text({ error: PARSE_TEXT_MESSAGE })
    .trim()
    .min(1, PARSE_TEXT_MESSAGE)
    .max(PARSE_TEXT_MAX, `Must be at most ${PARSE_TEXT_MAX} characters`),
})

export const parseResponseSchema = z.object({
  preferences: z.object({
    occasion: z.enum(CONCIERGE_OCCASIONS).optional(),
    groupSize: z.number().int().optional(),
    budget: z.enum(CONCIERGE_BUDGET_IDS).optional(),
    cuisine: z.enum(CUISINES).optional(),
    cuisines: z.array(z.enum(CUISINES)).optional(),
    vibe: z.enum(CONCIERGE_VIBES).optional(),
    location: z.string().optional(),
    date: z.string().optional(),
    time: z.enum(CONCIERGE_TIME_SLOT_IDS).optional(),
    exactTime: z.string().optional(),
    dietaryRestrictions: z.array(z.enum(DIETARY_IDS)).optional(),
    features: z.array(z.enum(FEATURE_IDS)).optional(),
  }),
  /** One line per field read from the text ("Group of 24", "Chicago, IL"). */
  understood: z.array(z.string()),
  /** Plain sentences for what could not be read or was left for the planner to choose. */
  notUnderstood: z.array(z.string()),
  // The brief's parts a form has no field for (reader/brief.ts).
  mustHaves: z.array(z.enum(FEATURE_IDS)),
  exclusions: z.object({
    cuisines: z.array(z.enum(CUISINES)),
    features: z.array(z.enum(FEATURE_IDS)),
    vibes: z.array(z.enum(CONCIERGE_VIBES)),
  }),
  softWishes: z.array(z.string()),
  neighbourhood: z.string().optional(),
  budgetTotal: z.number().optional(),
  noPreference: z.array(z.enum(READER_SLOTS)),
})
