// The concierge preferences form (spec §2 'Concierge page', §3, §5 'Concierge preferences'), group
// size per DESIGN.md §2 (8 to 60). One schema for the web form, POST /api/concierge/recommendations
// and the preferences inside a concierge booking.
//
// Budget and time are sent as option values ('premium', 'dinner'); their labels
// ('$$$ - Premium ($50-100 per person)', 'Dinner (6-9 PM)') are accepted too and read as the value,
// so a client that posts what it shows is not rejected. Location is an active city as 'Name, ST'
// (a city name alone, any case, is read as its label).
import { z } from 'zod'
import { ACTIVE_CITIES, cityLabel, comingSoonCityMessage, cityQueryOf, matchCity, unsupportedCityMessage } from '../cities'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import {
  CONCIERGE_BUDGETS, CONCIERGE_OCCASIONS, CONCIERGE_TIME_SLOTS, CONCIERGE_VIBES, CUISINES, DIETARY_IDS, type Dietary,
} from '../options'
import {
  dateField, emailField, integerField, LONG_TEXT_MAX, NAME_MAX, optionalPhoneField, optionalText, PAST_DATE_MESSAGE,
} from '../requests/fields'
import { earliestSearchDate } from '../search-dates'
import { isValidDateString } from '../time'

export const CONCIERGE_MESSAGES = {
  occasion: 'Please select an occasion.',
  groupSize: 'Please specify your group size.',
  groupSizeMin: `Group size must be at least ${MIN_GUESTS} people`,
  groupSizeMax: `Group size must be at most ${MAX_GUESTS} people`,
  budget: 'Please select your budget range.',
  cuisine: 'Please select a cuisine preference.',
  vibe: 'Please select your desired vibe.',
  location: 'Please select a location.',
  date: 'Please select a date.',
  pastDate: PAST_DATE_MESSAGE,
  time: 'Please select a time.',
  dietary: 'Please choose dietary needs from the list.',
  email: 'Invalid email address',
  phone: 'Please enter a valid phone number',
} as const

export type ConciergeBudget = (typeof CONCIERGE_BUDGETS)[number]['value']
export type ConciergeTimeSlot = (typeof CONCIERGE_TIME_SLOTS)[number]['value']
export type ConciergeOccasion = (typeof CONCIERGE_OCCASIONS)[number]
export type ConciergeVibe = (typeof CONCIERGE_VIBES)[number]
export type Cuisine = (typeof CUISINES)[number]

export const CONCIERGE_BUDGET_IDS = CONCIERGE_BUDGETS.map((b) => b.value) as [ConciergeBudget, ...ConciergeBudget[]]
export const CONCIERGE_TIME_SLOT_IDS = CONCIERGE_TIME_SLOTS.map((s) => s.value) as [ConciergeTimeSlot, ...ConciergeTimeSlot[]]
/** The locations the form offers: active cities as 'Name, ST'. */
export const CONCIERGE_LOCATIONS = ACTIVE_CITIES.map(cityLabel)

/** '$$$ - Premium ($50-100 per person)' or 'premium' → 'premium'; anything else unchanged. */
function optionValueOf(options: readonly { value: string; label: string }[]) {
  return (v: unknown) => {
    if (typeof v !== 'string') return v
    const s = v.trim().toLowerCase()
    return options.find((o) => o.value === s || o.label.toLowerCase() === s)?.value ?? v
  }
}

/** Case-insensitive match onto a fixed list of labels ('italian' → 'Italian'). */
function labelOf(labels: readonly string[]) {
  return (v: unknown) => {
    if (typeof v !== 'string') return v
    const s = v.trim().toLowerCase()
    return labels.find((l) => l.toLowerCase() === s) ?? v
  }
}

const locationField = z
  .string({ error: CONCIERGE_MESSAGES.location })
  .trim()
  .min(1, CONCIERGE_MESSAGES.location)
  .max(200, CONCIERGE_MESSAGES.location)
  .transform((s, ctx) => {
    const match = matchCity(s)
    if (match.kind === 'active') return cityLabel(match.city)
    const q = cityQueryOf(s)
    ctx.addIssue({
      code: 'custom',
      message: !q ? CONCIERGE_MESSAGES.location : match.kind === 'coming_soon' ? comingSoonCityMessage(q) : unsupportedCityMessage(q),
    })
    return z.NEVER
  })

/** Not before the earliest "today" among our cities; the service re-checks in the city's own timezone. */
const notPastDate = dateField(CONCIERGE_MESSAGES.date).refine(
  (d) => !isValidDateString(d) || d >= earliestSearchDate({ now: new Date() }),
  CONCIERGE_MESSAGES.pastDate,
)

const dietaryField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',').map((x) => x.trim()).filter(Boolean) : v),
  z
    .array(z.enum(DIETARY_IDS, { error: CONCIERGE_MESSAGES.dietary }), { error: CONCIERGE_MESSAGES.dietary })
    .max(DIETARY_IDS.length, CONCIERGE_MESSAGES.dietary)
    .transform((list) => [...new Set(list)] as Dietary[]),
)

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

export const conciergePreferencesSchema = z.object({
  occasion: z.preprocess(labelOf(CONCIERGE_OCCASIONS), z.enum(CONCIERGE_OCCASIONS, { error: CONCIERGE_MESSAGES.occasion })),
  groupSize: integerField({
    min: MIN_GUESTS,
    max: MAX_GUESTS,
    required: CONCIERGE_MESSAGES.groupSize,
    tooSmall: CONCIERGE_MESSAGES.groupSizeMin,
    tooBig: CONCIERGE_MESSAGES.groupSizeMax,
  }),
  budget: z.preprocess(optionValueOf(CONCIERGE_BUDGETS), z.enum(CONCIERGE_BUDGET_IDS, { error: CONCIERGE_MESSAGES.budget })),
  cuisine: z.preprocess(labelOf(CUISINES), z.enum(CUISINES, { error: CONCIERGE_MESSAGES.cuisine })),
  vibe: z.preprocess(labelOf(CONCIERGE_VIBES), z.enum(CONCIERGE_VIBES, { error: CONCIERGE_MESSAGES.vibe })),
  location: locationField,
  date: notPastDate,
  time: z.preprocess(optionValueOf(CONCIERGE_TIME_SLOTS), z.enum(CONCIERGE_TIME_SLOT_IDS, { error: CONCIERGE_MESSAGES.time })),
  dietaryRestrictions: dietaryField,
  specialRequests: optionalText(LONG_TEXT_MAX),
  // Contact details are only required when booking (spec §5); here they are optional but checked.
  name: optionalText(NAME_MAX),
  email: z.preprocess(blankToUndefined, emailField(CONCIERGE_MESSAGES.email).optional()),
  phone: optionalPhoneField(CONCIERGE_MESSAGES.phone),
})
export type ConciergePreferencesInput = z.input<typeof conciergePreferencesSchema>
export type ConciergePreferences = z.output<typeof conciergePreferencesSchema>

export const budgetOption = (value: ConciergeBudget) => CONCIERGE_BUDGETS.find((b) => b.value === value)!
export const timeSlotOption = (value: ConciergeTimeSlot) => CONCIERGE_TIME_SLOTS.find((s) => s.value === value)!

/**
 * The clock time a slot is checked against a venue's minimum notice: its start, the earliest
 * moment the group could arrive, so a venue that passes here has enough notice for the whole slot.
 */
export const TIME_SLOT_START: Readonly<Record<ConciergeTimeSlot, string>> = {
  breakfast: '7:00 AM',
  brunch: '10:00 AM',
  lunch: '11:30 AM',
  afternoon: '2:30 PM',
  'happy-hour': '4:00 PM',
  dinner: '6:00 PM',
  'late-night': '9:00 PM',
}
