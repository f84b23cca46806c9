// Callie's soft preferences: how well a venue that CAN host the event fits what the planner asked
// for. Every weight and mapping is here, in the open, so a recommendation can always be explained.
// Hard constraints (city, capacity, date, notice, dietary) live in recommend-venues.ts.
import type { VenueType } from '../options'
import {
  budgetOption,
  wantedCuisines,
  type ConciergeBudget,
  type ConciergeOccasion,
  type ConciergePreferences,
  type ConciergeTimeSlot,
  type ConciergeVibe,
  type Cuisine,
} from './preferences'

/** What the engine needs to know about a venue. */
export type ConciergeVenue = {
  id: number
  name: string
  citySlug: string
  type: string
  minGuests: number
  maxGuests: number
  pricePerPerson: number
  cuisines: readonly string[]
  /** SEARCH_VIBES ids: elegant, casual, corporate, trendy, romantic, outdoor. */
  vibes: readonly string[]
  dietary: readonly string[]
  features: readonly string[]
  experiences: readonly string[]
  minNoticeHours: number
  rating: number
}

/** Points out of 100 for each soft preference. They sum to 100. */
export const SCORE_WEIGHTS = {
  budget: 30,
  cuisine: 20,
  vibe: 15,
  occasion: 15,
  timeOfDay: 10,
  rating: 10,
} as const
export type ScoreComponent = keyof typeof SCORE_WEIGHTS

/**
 * A venue may cost at most this much more than the top of the chosen budget tier (hard: beyond it
 * Callie does not suggest the venue; within it the venue is shown as "above your budget").
 */
export const BUDGET_STRETCH = 0.25

/** The most a planner would pay per person in a tier (null: no ceiling). */
export function budgetCeiling(budget: ConciergeBudget): number | null {
  const { max } = budgetOption(budget)
  return max === null ? null : Math.floor(max * (1 + BUDGET_STRETCH))
}

/** Which side of the tier a price per person is: under, within or above it. */
export function budgetSide(price: number, budget: ConciergeBudget): 'under' | 'within' | 'above' {
  const { min, max } = budgetOption(budget)
  if (price < min) return 'under'
  return max === null || price <= max ? 'within' : 'above'
}

/** 1 within the tier; a little less below it; falling to 0 at the stretch ceiling above it. */
export function budgetFit(price: number, budget: ConciergeBudget): number {
  const { min, max } = budgetOption(budget)
  if (price >= min && (max === null || price <= max)) return 1
  if (price < min) return Math.max(0.5, 1 - (0.5 * (min - price)) / min)
  const over = (price - max!) / (max! * BUDGET_STRETCH)
  return Math.max(0, 0.6 * (1 - over))
}

/** Cuisines close enough that one is a fair stand-in for another. */
export const CUISINE_FAMILIES: readonly (readonly string[])[] = [
  ['Italian', 'French', 'Mediterranean', 'Spanish', 'Greek'],
  ['Mediterranean', 'Greek', 'Middle Eastern'],
  ['Japanese', 'Korean', 'Chinese', 'Thai', 'Vietnamese', 'Fusion'],
  ['Indian', 'Thai'],
  ['American', 'Steakhouse', 'Barbecue', 'Seafood'],
  ['Mexican', 'Spanish'],
]
export const RELATED_CUISINE = 0.4

export function cuisineFit(venue: Pick<ConciergeVenue, 'cuisines' | 'dietary'>, cuisine: Cuisine): number {
  if (cuisine === 'No Preference') return 1
  if (venue.cuisines.includes(cuisine)) return 1
  // A kitchen with a full vegan menu serves a plant-based dinner even without the label.
  if (cuisine === 'Vegetarian/Vegan' && venue.dietary.includes('vegan')) return 0.6
  const related = CUISINE_FAMILIES.some((f) => f.includes(cuisine) && venue.cuisines.some((c) => f.includes(c)))
  return related ? RELATED_CUISINE : 0
}

/** Concierge vibes onto the venue vibe ids (SEARCH_VIBES), with partial credit for near neighbours. */
export const VIBE_MAP: Readonly<Record<ConciergeVibe, Readonly<Record<string, number>>>> = {
  'Elegant & Upscale': { elegant: 1, romantic: 0.5, corporate: 0.3 },
  'Casual & Relaxed': { casual: 1, outdoor: 0.5, trendy: 0.3 },
  'Modern & Trendy': { trendy: 1, elegant: 0.3 },
  'Cozy & Intimate': { romantic: 1, casual: 0.5 },
  'Vibrant & Energetic': { trendy: 0.8, casual: 0.5 },
  'Rustic & Charming': { outdoor: 0.7, casual: 0.6, romantic: 0.5 },
  'Corporate & Professional': { corporate: 1, elegant: 0.5 },
  'Creative & Artistic': { trendy: 0.8, romantic: 0.3 },
  'Outdoor & Natural': { outdoor: 1 },
}

export function vibeFit(venue: Pick<ConciergeVenue, 'vibes' | 'features'>, vibe: ConciergeVibe): number {
  const map = VIBE_MAP[vibe]
  let best = venue.vibes.reduce((m, v) => Math.max(m, map[v] ?? 0), 0)
  // Outdoor seating is part of an outdoor vibe even when the venue is not tagged outdoor.
  if (vibe === 'Outdoor & Natural' && venue.features.includes('outdoor')) best = Math.max(best, 0.6)
  return best
}

/**
 * What makes a venue suited to an occasion: experiences it is known for, features and venue types,
 * each worth a share; the shares of every signal the venue has are added (capped at 1).
 * 'Other' is neutral: every venue gets full marks.
 */
export type OccasionSignal = { experience?: string; feature?: string; type?: VenueType; points: number; phrase: string }
export const OCCASION_SIGNALS: Readonly<Record<ConciergeOccasion, readonly OccasionSignal[]>> = {
  'Business Dinner': [
    { experience: 'executive-dinners', points: 0.6, phrase: 'known for executive dinners' },
    { feature: 'private-room', points: 0.4, phrase: 'a private room' },
  ],
  'Team Building': [
    { type: 'unique-venue', points: 0.5, phrase: 'a one-of-a-kind space for a team' },
    { feature: 'bar', points: 0.3, phrase: 'a full bar' },
    { feature: 'outdoor', points: 0.2, phrase: 'outdoor space' },
  ],
  'Corporate Event': [
    { feature: 'av-equipment', points: 0.4, phrase: 'AV equipment' },
    { experience: 'executive-dinners', points: 0.3, phrase: 'known for executive dinners' },
    { type: 'hotel', points: 0.3, phrase: 'a hotel events team' },
  ],
  'Birthday Celebration': [
    { experience: 'private-dining', points: 0.5, phrase: 'private dining' },
    { feature: 'bar', points: 0.3, phrase: 'a full bar' },
    { feature: 'dance-floor', points: 0.2, phrase: 'a dance floor' },
  ],
  Anniversary: [
    { experience: 'private-dining', points: 0.6, phrase: 'private dining' },
    { type: 'hidden-gem', points: 0.4, phrase: 'a hidden gem' },
  ],
  'Wedding Reception': [
    { feature: 'dance-floor', points: 0.5, phrase: 'a dance floor' },
    { experience: 'private-dining', points: 0.3, phrase: 'private dining' },
    { type: 'unique-venue', points: 0.2, phrase: 'a one-of-a-kind space' },
  ],
  'Product Launch': [
    { experience: 'brand-activations', points: 0.7, phrase: 'suited to brand activations' },
    { feature: 'av-equipment', points: 0.3, phrase: 'AV equipment' },
  ],
  Conference: [
    { experience: 'conference-groups', points: 0.6, phrase: 'set up for conference groups' },
    { type: 'convention-center', points: 0.2, phrase: 'a convention center' },
    { feature: 'av-equipment', points: 0.2, phrase: 'AV equipment' },
  ],
  'Holiday Party': [
    { feature: 'bar', points: 0.4, phrase: 'a full bar' },
    { feature: 'dance-floor', points: 0.3, phrase: 'a dance floor' },
    { experience: 'private-dining', points: 0.3, phrase: 'private dining' },
  ],
  'Networking Event': [
    { feature: 'bar', points: 0.5, phrase: 'a full bar' },
    { experience: 'brand-activations', points: 0.3, phrase: 'room to mingle' },
    { feature: 'av-equipment', points: 0.2, phrase: 'AV equipment' },
  ],
  Fundraiser: [
    { feature: 'av-equipment', points: 0.4, phrase: 'AV equipment' },
    { feature: 'dance-floor', points: 0.2, phrase: 'a dance floor' },
    { type: 'hotel', points: 0.4, phrase: 'a hotel events team' },
  ],
  Other: [],
}

const hasSignal = (v: Pick<ConciergeVenue, 'experiences' | 'features' | 'type'>, s: OccasionSignal) =>
  (s.experience !== undefined && v.experiences.includes(s.experience)) ||
  (s.feature !== undefined && v.features.includes(s.feature)) ||
  (s.type !== undefined && v.type === s.type)

export function occasionFit(
  venue: Pick<ConciergeVenue, 'experiences' | 'features' | 'type'>,
  occasion: ConciergeOccasion,
) {
  const signals = OCCASION_SIGNALS[occasion]
  if (signals.length === 0) return { fit: 1, phrases: [] as string[] }
  const matched = signals.filter((s) => hasSignal(venue, s))
  return {
    fit: Math.min(
      1,
      matched.reduce((t, s) => t + s.points, 0),
    ),
    phrases: matched.map((s) => s.phrase),
  }
}

/**
 * Time of day, kept honest: we hold no opening hours, only what kinds of venues usually serve a
 * slot (hotels do breakfast, bars make a happy hour). Dinner suits everyone.
 */
export function timeOfDayFit(venue: Pick<ConciergeVenue, 'type' | 'features'>, slot: ConciergeTimeSlot): number {
  const bar = venue.features.includes('bar')
  const byType = (t: Partial<Record<string, number>>, fallback: number) => t[venue.type] ?? fallback
  switch (slot) {
    case 'breakfast':
      return byType({ hotel: 1, restaurant: 0.6, 'convention-center': 0.6 }, 0.3)
    case 'brunch':
      return byType({ restaurant: 1, hotel: 1, 'hidden-gem': 0.6, 'unique-venue': 0.5 }, 0.3)
    case 'lunch':
      return byType({ restaurant: 1, hotel: 0.8, 'convention-center': 0.8 }, 0.6)
    case 'afternoon':
      return byType({ 'unique-venue': 1, hotel: 0.8, 'convention-center': 0.8, restaurant: 0.6 }, 0.5)
    case 'happy-hour':
      return bar ? 1 : 0.4
    case 'dinner':
      return byType({ 'convention-center': 0.7 }, 1)
    case 'late-night':
      return bar || venue.features.includes('dance-floor') ? 1 : venue.type === 'hidden-gem' ? 0.8 : 0.4
  }
}

/** Ratings run 3 to 5 in practice: 3 or less scores 0, 5 scores 1. */
export const ratingFit = (rating: number) => Math.min(1, Math.max(0, (rating - 3) / 2))

export type ScoreBreakdown = Record<ScoreComponent, number>

export type VenueScore = {
  /** 0..100, an integer. */
  score: number
  /** Each component's share (0..1) before weighting. */
  fit: ScoreBreakdown
  occasionPhrases: string[]
}

/** The best fit among every cuisine the planner named ('Italian or Japanese'). */
export function cuisinesFit(
  venue: Pick<ConciergeVenue, 'cuisines' | 'dietary'>,
  prefs: Pick<ConciergePreferences, 'cuisine' | 'cuisines'>,
): number {
  return Math.max(...wantedCuisines(prefs).map((c) => cuisineFit(venue, c)))
}

export function scoreVenue(
  venue: ConciergeVenue,
  prefs: Pick<ConciergePreferences, 'budget' | 'cuisine' | 'cuisines' | 'vibe' | 'occasion' | 'time'>,
): VenueScore {
  const occasion = occasionFit(venue, prefs.occasion)
  const fit: ScoreBreakdown = {
    budget: budgetFit(venue.pricePerPerson, prefs.budget),
    cuisine: cuisinesFit(venue, prefs),
    vibe: vibeFit(venue, prefs.vibe),
    occasion: occasion.fit,
    timeOfDay: timeOfDayFit(venue, prefs.time),
    rating: ratingFit(venue.rating),
  }
  const total = (Object.keys(SCORE_WEIGHTS) as ScoreComponent[]).reduce((t, k) => t + SCORE_WEIGHTS[k] * fit[k], 0)
  return { score: Math.min(100, Math.max(0, Math.round(total))), fit, occasionPhrases: occasion.phrases }
}

const VIBE_WORDS: Record<string, string> = {
  elegant: 'elegant',
  casual: 'relaxed',
  corporate: 'professional',
  trendy: 'modern and trendy',
  romantic: 'cozy and intimate',
  outdoor: 'outdoors',
}

/**
 * "Seats 40 in a private room; Italian; $85 per person, within your budget": the capacity, the two
 * strongest matches, the price against the budget and any compromise on cuisine.
 */
export function explainScore(
  venue: ConciergeVenue,
  prefs: Pick<
    ConciergePreferences,
    'budget' | 'cuisine' | 'cuisines' | 'vibe' | 'occasion' | 'time' | 'groupSize' | 'dietaryRestrictions'
  >,
  { fit, occasionPhrases }: VenueScore,
): string {
  const wanted = wantedCuisines(prefs)
  const anyCuisine = wanted.includes('No Preference')
  const served =
    wanted.find((c) => venue.cuisines.includes(c)) ?? wanted.find((c) => cuisineFit(venue, c) === 1) ?? prefs.cuisine
  const privateRoom = venue.features.includes('private-room')
  const parts: string[] = [`Seats ${prefs.groupSize}${privateRoom ? ' in a private room' : ''}`]

  type Strength = { weight: number; text: string }
  const strengths: Strength[] = []
  if (!anyCuisine && fit.cuisine === 1) strengths.push({ weight: SCORE_WEIGHTS.cuisine, text: served })
  if (fit.vibe >= 0.8) {
    const tag = venue.vibes.find((v) => (VIBE_MAP[prefs.vibe][v] ?? 0) >= 0.8) ?? 'outdoor'
    strengths.push({ weight: SCORE_WEIGHTS.vibe * fit.vibe, text: VIBE_WORDS[tag] ?? tag })
  }
  const occasionPhrase = occasionPhrases.find((p) => !(privateRoom && p === 'a private room'))
  if (prefs.occasion !== 'Other' && fit.occasion >= 0.5 && occasionPhrase) {
    strengths.push({ weight: SCORE_WEIGHTS.occasion * fit.occasion, text: occasionPhrase })
  }
  // Dietary needs are already guaranteed (a hard constraint); said early because planners ask first.
  if (prefs.dietaryRestrictions.length) {
    strengths.push({ weight: SCORE_WEIGHTS.cuisine - 1, text: `${listText(prefs.dietaryRestrictions)} menus` })
  }
  if (venue.rating >= 4.7)
    strengths.push({ weight: SCORE_WEIGHTS.rating * fit.rating, text: `rated ${venue.rating.toFixed(1)}` })
  strengths.sort((a, b) => b.weight - a.weight)
  parts.push(...strengths.slice(0, 2).map((s) => s.text))

  parts.push(`$${venue.pricePerPerson} per person, ${budgetSide(venue.pricePerPerson, prefs.budget)} your budget`)

  if (!anyCuisine && fit.cuisine < 1) {
    const serves = venue.cuisines.length ? `serves ${listText(venue.cuisines.slice(0, 2))}` : 'no set cuisine'
    parts.push(`not ${orText(wanted)} (${serves})`)
  }
  return parts.join('; ')
}

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** 'Italian or Japanese'. */
export function orText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`
}
