// Dietary needs with how many guests each ("Vegan × 3, Gluten-Free × 2"), as a booking request
// carries them, and one reader of what any stored request says of its guests' diets: the counts
// when it has them, else the list (a brief's, a concierge booking's) or the words she wrote, as
// they read before counts existed.
import { z } from 'zod'
import { MAX_GUESTS } from '../guests'
import { DIETARY_IDS, dietaryLabel } from '../options'

export const DIETARY_COUNT_MESSAGES = {
  diet: 'Unknown dietary need',
  guests: 'How many guests: a whole number, at least 1',
  repeated: 'Each dietary need once, with how many guests',
  overGroup: (guests: number) => `At most ${guests}: your group's size`,
  overTotal: (total: number, guests: number) =>
    `These counts add up to ${total} guests, more than your group of ${guests}`,
} as const

const guestsOfDiet = z
  .number({ error: DIETARY_COUNT_MESSAGES.guests })
  .int(DIETARY_COUNT_MESSAGES.guests)
  .min(1, DIETARY_COUNT_MESSAGES.guests)
  .max(MAX_GUESTS, DIETARY_COUNT_MESSAGES.overGroup(MAX_GUESTS))

/**
 * The counts, each diet once with a whole number of guests (numeric strings from a form read as
 * numbers). Against the group's size (each and their total at most the guest count): dietaryCountErrors.
 */
export const dietaryCountsField = z
  .array(
    z.object({
      diet: z.enum(DIETARY_IDS, { error: DIETARY_COUNT_MESSAGES.diet }),
      guests: z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), guestsOfDiet),
    }),
    { error: DIETARY_COUNT_MESSAGES.repeated },
  )
  .max(DIETARY_IDS.length, DIETARY_COUNT_MESSAGES.repeated)
  .refine((xs) => new Set(xs.map((x) => x.diet)).size === xs.length, DIETARY_COUNT_MESSAGES.repeated)
  .default([])

/** Field errors (`${field}.${i}.guests`, `${field}`) when a count or their sum is more than the group. */
export function dietaryCountErrors(
  counts: readonly { guests: number }[],
  guests: number,
  field = 'dietaryCounts',
): Record<string, string> {
  const errors: Record<string, string> = {}
  counts.forEach((c, i) => {
    if (c.guests > guests) errors[`${field}.${i}.guests`] = DIETARY_COUNT_MESSAGES.overGroup(guests)
  })
  const total = counts.reduce((sum, c) => sum + c.guests, 0)
  if (!Object.keys(errors).length && total > guests) errors[field] = DIETARY_COUNT_MESSAGES.overTotal(total, guests)
  return errors
}

/** 'Vegan × 3, Gluten-Free × 2'; null when there are none. */
export function dietaryCountsText(counts: readonly { diet: string; guests: number }[]): string | null {
  return counts.length ? counts.map((c) => `${dietaryLabel(c.diet)} × ${c.guests}`).join(', ') : null
}

const isCount = (c: unknown): c is { diet: string; guests: number } =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as { diet?: unknown }).diet === 'string' &&
  Number.isInteger((c as { guests?: unknown }).guests)

const wordsOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
const listOf = (v: unknown) =>
  Array.isArray(v) && v.length
    ? v
        .filter((d): d is string => typeof d === 'string')
        .map(dietaryLabel)
        .join(', ')
    : null

/**
 * What a stored request says of its guests' diets, in words: the counts (with her own words after
 * them, when she also wrote some); a request without counts reads as before: its list of diets by
 * label (a brief's `dietary`, a concierge booking's `dietaryRestrictions`) or what she wrote.
 */
export function dietaryNeedsOf(details: unknown): string | null {
  if (!details || typeof details !== 'object') return null
  const d = details as { dietaryCounts?: unknown; dietaryRestrictions?: unknown; dietary?: unknown }
  const counts = Array.isArray(d.dietaryCounts) ? dietaryCountsText(d.dietaryCounts.filter(isCount)) : null
  const words = wordsOf(d.dietaryRestrictions) ?? listOf(d.dietaryRestrictions) ?? listOf(d.dietary)
  return [counts, words].filter(Boolean).join('; ') || null
}
