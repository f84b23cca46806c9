// "Ask Callie in your own words": free text → the concierge preferences, plus what was understood
// and, plainly, what was not. The rule throughout: never guess. A field is filled only when the
// text states it; anything vague or contradictory ("a few people", "next month-ish", "Italian or
// French") stays empty with a sentence saying why, and the planner fills it in the form.
import { CITIES, type City } from '../cities'
import { CONCIERGE_TIME_SLOTS, FEATURE_OPTIONS, type Feature } from '../options'
import { clockText, TIME_SLOT_WINDOW, type ConciergeTimeSlot } from './preferences'
import {
  emptyReaderBrief,
  type ParsedPreferences,
  type PreferenceField,
  type ReaderBrief,
  type ReaderSlot,
} from './reader/brief'
import { readBudget } from './reader/budget'
import { readPlace } from './reader/city'
import { readClockTime } from './reader/clock-time'
import { readDate } from './reader/date'
import { readGroupSize } from './reader/group-size'
import { readRuledOut } from './reader/negation'
import { numbersInWords } from './reader/numbers'
import { readNoPreference, readSoftWishes, SAYS_ANYTHING } from './reader/preferences-said'
import { takeInOrder, takeVocabulary, Text } from './reader/text'
import {
  OCCASION_PHRASES,
  CUISINE_PHRASES,
  DIETARY_PHRASES,
  VIBE_PHRASES,
  FEATURE_PHRASES,
  MEAL_PHRASES,
  VAGUE_TIME_PHRASES,
} from './reader/vocabulary'
import { listText, orText } from './score-venue'

export const PARSE_TEXT_MAX = 1000

export type ParsedConciergeRequest = ReaderBrief & {
  preferences: ParsedPreferences
  /** One line per field read from the text ("Group of 24", "Chicago, IL"). */
  understood: string[]
  /** Plain sentences for what could not be read or was left for the planner to choose. */
  notUnderstood: string[]
  /** Why a place she named was not read as the city (not one of ours yet, or more than one). */
  cityNote?: string
}

export type ParseOptions = {
  /** The planner's today ('yyyy-mm-dd'): relative dates count from it and never land before it. */
  today: string
  cities?: readonly City[]
  /**
   * The slot Callie just asked about, when the text answers her question: "anything" or "no
   * preference" then says the planner does not mind that slot.
   */
  asked?: ReaderSlot
}

const UNDERSTOOD_ORDER = [
  'Occasion:',
  'Group of',
  'City:',
  'Date:',
  'Time:',
  'Budget:',
  'Cuisine:',
  'Dietary needs:',
  'Must have:',
  'Not needed:',
  'Would like:',
  'Vibe:',
  'Not:',
  'No preference:',
]

const featureLabel = (f: Feature) => FEATURE_OPTIONS.find((o) => o.value === f)!.label
const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '')
/** "birthday" said for 'Birthday Celebration' needs no echo; "bachelorette" for 'Wedding Reception' does. */
const sameWords = (said: string, label: string) => norm(label).includes(norm(said)) || norm(said).includes(norm(label))

const slotLabel = (s: ConciergeTimeSlot) => CONCIERGE_TIME_SLOTS.find((x) => x.value === s)!.label

/** Requests that between them run every phrase regex of the reader and of chrono's date parsers. */
const WARM_UP_TEXTS = [
  'Birthday dinner for twenty-four in Brooklyn on the evening of Jan 28 at 7:30pm, no seafood, nothing too fancy, no private room needed, $4,500 total, vegan and gluten-free, we need parking, ideally a patio, any cuisine is fine, no budget limit',
  "Valentine's Day brunch for 20-25 people in Chicago or Boston, $60 per person, around 11, Japanese or Italian, not on a Friday, lively, a view would be nice",
  'team offsite next Friday for a dozen coworkers in Miami Beach, 2k total, halal, anything but sushi, the 14th, quiet',
]

/**
 * Runs the reader over requests that use every one of its phrase regexes, twice: V8 compiles a regex
 * at its first run and again, to machine code, at its second (reader/text.ts). The server calls it
 * at start-up so the first planner does not wait for the compilation.
 */
export function warmUpReader(today = '2027-01-13'): void {
  for (let run = 0; run < 2; run++) for (const text of WARM_UP_TEXTS) parseConciergeRequest(text, { today })
}

export function parseConciergeRequest(
  input: string,
  { today, cities = CITIES, asked }: ParseOptions,
): ParsedConciergeRequest {
  const raw = input.slice(0, PARSE_TEXT_MAX)
  const text = new Text(numbersInWords(raw))
  const lower = text.value.toLowerCase()
  const preferences: ParsedPreferences = {}
  const understood: string[] = []
  const notUnderstood: string[] = []
  const explained = new Set<PreferenceField>()
  let cityNote: string | undefined
  const refuse = (field: PreferenceField, message: string) => {
    notUnderstood.push(message)
    explained.add(field)
    if (field === 'location') cityNote ??= message
  }

  const brief = emptyReaderBrief()
  // What she does not mind and what she rules out come first, so that "no seafood" is never read
  // as Seafood nor "no private room needed" as a private room.
  brief.noPreference = readNoPreference(text)
  if (asked && SAYS_ANYTHING.test(raw) && !brief.noPreference.includes(asked)) brief.noPreference.push(asked)
  const ruledOut = readRuledOut(text)
  brief.exclusions = ruledOut.exclusions
  brief.softWishes = [...ruledOut.softWishes, ...readSoftWishes(raw)].filter((w, i, all) => all.indexOf(w) === i)

  // Budget first: "$90 a head" must not become a group of 90.
  const total = readBudget(text, preferences, understood, refuse)
  if (total) brief.budgetTotal = total.total
  if (brief.noPreference.includes('budget') && !preferences.budget && !total) understood.push('No preference: budget')
  readGroupSize(text, total, preferences, understood, refuse)
  const { slot: clock, minutes: exactMinutes } = readClockTime(text, lower)
  readDate(text, today, preferences, understood, refuse)

  // Must-haves are read without taking the words: "outdoor patio" is also a vibe.
  const features = takeInOrder(new Text(text.value), FEATURE_PHRASES).filter(
    (f) => !brief.exclusions.features.includes(f.value),
  )
  if (features.length) {
    preferences.features = features.map((f) => f.value)
    brief.mustHaves = preferences.features
    understood.push(
      `Must have: ${listText(features.map((f) => featureLabel(f.value) + (sameWords(f.said, featureLabel(f.value)) ? '' : ` ("${f.said}")`)))}`,
    )
  }

  const occasions = takeInOrder(text, OCCASION_PHRASES)
  if (occasions.length === 1) {
    const [{ value, said }] = occasions
    preferences.occasion = value
    understood.push(`Occasion: ${value}${sameWords(said, value) ? '' : ` (you said "${said}")`}`)
  } else if (occasions.length > 1) {
    refuse(
      'occasion',
      `You mentioned more than one occasion (${listText(occasions.map((o) => o.value))}); pick the one that fits best`,
    )
  }

  // Several cuisines ("Italian or Japanese") are all kept: any of them is a match.
  const cuisines = takeInOrder(text, CUISINE_PHRASES)
    .map((c) => c.value)
    .filter((c) => !brief.exclusions.cuisines.includes(c))
  if (brief.noPreference.includes('cuisines') && !cuisines.length) cuisines.push('No Preference')
  const named =
    cuisines.includes('No Preference') && cuisines.length > 1 ? cuisines.filter((c) => c !== 'No Preference') : cuisines
  if (named.length >= 1) {
    preferences.cuisine = named[0]
    if (named.length > 1) preferences.cuisines = named
    understood.push(`Cuisine: ${orText(named)}`)
    if (named.includes('No Preference') && !brief.noPreference.includes('cuisines')) brief.noPreference.push('cuisines')
  }

  const dietary = takeVocabulary(text, DIETARY_PHRASES)
  if (dietary.length) {
    preferences.dietaryRestrictions = dietary
    understood.push(`Dietary needs: ${listText(dietary)}`)
  }

  const vibes = takeVocabulary(text, VIBE_PHRASES).filter((v) => !brief.exclusions.vibes.includes(v))
  if (vibes.length === 1) {
    preferences.vibe = vibes[0]
    understood.push(`Vibe: ${vibes[0]}`)
  } else if (vibes.length > 1) {
    refuse('vibe', `You described more than one vibe (${listText(vibes)}); pick the one that matters most`)
  }

  // Cities last: by now cuisines, vibes and dates are blanked out and cannot pass for a city.
  const neighbourhood = readPlace(text, cities, preferences, understood, refuse)
  if (neighbourhood) brief.neighbourhood = neighbourhood

  // Time: a meal named outright wins; else a clock time; else "evening", "afternoon"...
  const meals = takeVocabulary(new Text(lower), MEAL_PHRASES)
  if (meals.length > 1)
    refuse('time', `You mentioned more than one time of day (${listText(meals.map(slotLabel))}); pick one`)
  else if (!meals.length && clock === 'unclear')
    refuse('time', "I couldn't tell the time (two different times, or outside our service hours)")
  else {
    const slot =
      meals[0] ?? (clock !== 'unclear' ? clock : undefined) ?? takeVocabulary(new Text(lower), VAGUE_TIME_PHRASES)[0]
    if (slot) {
      preferences.time = slot
      // The time she said is kept as asked ("around 7:30pm" stays 7:30 PM), when it fits the meal.
      const [from, to] = TIME_SLOT_WINDOW[slot]
      if (
        exactMinutes !== undefined &&
        ((exactMinutes >= from && exactMinutes <= to) || (slot === 'late-night' && exactMinutes < 60))
      ) {
        preferences.exactTime = clockText(exactMinutes)
        understood.push(`Time: ${preferences.exactTime}, ${slotLabel(slot)}`)
      } else {
        understood.push(`Time: ${slotLabel(slot)}`)
      }
    }
  }

  const missing: [PreferenceField, string][] = [
    ['occasion', "I couldn't tell the occasion"],
    ['groupSize', "I couldn't tell the group size"],
    ['location', "I couldn't tell which city"],
    ['date', "I couldn't tell the date"],
    ['time', "I couldn't tell the time"],
    ['budget', "I couldn't tell the budget"],
    ['cuisine', "I couldn't tell the cuisine"],
    ['vibe', "I couldn't tell the vibe"],
  ]
  sayRuledOut(brief, ruledOut.notNeeded, understood)
  const minded = (field: PreferenceField) =>
    !brief.noPreference.includes(field === 'cuisine' ? 'cuisines' : (field as ReaderSlot))
  for (const [field, message] of missing) {
    if (preferences[field] === undefined && !explained.has(field) && minded(field)) notUnderstood.push(message)
  }
  // Shown back in the order of the form.
  const rank = (line: string) => UNDERSTOOD_ORDER.findIndex((p) => line.startsWith(p))
  understood.sort((x, y) => rank(x) - rank(y))
  return { ...brief, preferences, understood, notUnderstood, ...(cityNote ? { cityNote } : {}) }
}

/** What she ruled out and what she does not need, said back. */
function sayRuledOut(brief: ReaderBrief, notNeeded: string[], understood: string[]) {
  const { cuisines, features, vibes } = brief.exclusions
  const not = [
    ...cuisines,
    ...features.map(featureLabel),
    ...vibes.filter((v) => v !== 'Outdoor & Natural' || !features.includes('outdoor')),
  ]
  if (not.length) understood.push(`Not: ${listText(not)}`)
  if (notNeeded.length) understood.push(`Not needed: ${listText(notNeeded)}`)
  if (brief.softWishes.length) understood.push(`Would like: ${listText(brief.softWishes)}`)
  const others = brief.noPreference.filter((s) => s !== 'budget' && s !== 'cuisines')
  if (others.length) understood.push(`No preference: ${listText(others)}`)
}
