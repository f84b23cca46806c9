// What the reader adds to the concierge preferences: the parts of a brief a planner says in words
// and a form has no field for (what to avoid, what is only a wish, where in the city, a total).
import type { Feature } from '../../options'
import type { ConciergePreferences, ConciergeVibe, Cuisine } from '../preferences'

/**
 * The slots a planner can say she has no preference on; they are never asked again. Named as the
 * conversation brief's slots (callie-brief.ts) so a reader result lays over a brief as it is.
 */
export const READER_SLOTS = [
  'occasion',
  'groupSize',
  'location',
  'date',
  'time',
  'budget',
  'cuisines',
  'vibe',
  'dietaryRestrictions',
  'mustHaves',
] as const
export type ReaderSlot = (typeof READER_SLOTS)[number]

export type ReaderExclusions = {
  /** Never recommend these ("no seafood", "anything but sushi"). */
  cuisines: Cuisine[]
  /** Never recommend a venue for these ("no rooftop"); "no private room needed" is not one. */
  features: Feature[]
  /** Vibes she ruled out ("nothing too fancy" → Elegant & Upscale). */
  vibes: ConciergeVibe[]
}

export type ReaderBrief = {
  /** Features she needs: a venue without them is not recommended. The same list as preferences.features. */
  mustHaves: Feature[]
  exclusions: ReaderExclusions
  /** Her own words for what would be nice ("a view", "live music"): shown and used only to rank. */
  softWishes: string[]
  /** The neighbourhood or landmark she named ("Brooklyn"), its city in preferences.location. */
  neighbourhood?: string
  /** A budget stated for the whole event, in dollars ("$4,500 total"). */
  budgetTotal?: number
  noPreference: ReaderSlot[]
}

export const emptyReaderBrief = (): ReaderBrief => ({
  mustHaves: [],
  exclusions: { cuisines: [], features: [], vibes: [] },
  softWishes: [],
  noPreference: [],
})

/** The concierge preferences the reader fills, each only when the text states it. */
export type ParsedPreferences = Partial<
  Pick<
    ConciergePreferences,
    | 'occasion'
    | 'groupSize'
    | 'budget'
    | 'cuisine'
    | 'cuisines'
    | 'vibe'
    | 'location'
    | 'date'
    | 'time'
    | 'exactTime'
    | 'dietaryRestrictions'
    | 'features'
  >
>

/** A preference the reader fills. */
export type PreferenceField = keyof ParsedPreferences

/** Leaves a field empty and says why, in a sentence for the planner. */
export type Refuse = (field: PreferenceField, message: string) => void
