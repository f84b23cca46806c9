// The concierge preferences form (docs/product.md, "Callie"), group size 8 to 60. One schema for the web form, POST /api/concierge/recommendations
// and the preferences inside a concierge booking.
//
// Budget and time are sent as option values ('premium', 'dinner'); their labels
// ('$$$ - Premium ($50-100 per person)', 'Dinner (6-9 PM)') are accepted too and read as the value,
// so a client that posts what it shows is not rejected. Location is an active city as 'Name, ST'
// (a city name alone, any case, is read as its label).
import { z } from 'zod'
import { text } from '../text-field'
import {
  ACTIVE_CITIES,
  cityLabel,
  comingSoonCityMessage,
  cityQueryOf,
  matchCity,
  unsupportedCityMessage,
} from '../cities'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import {
  CONCIERGE_BUDGETS,
  CONCIERGE_OCCASIONS,
  CONCIERGE_TIME_SLOTS,
  CONCIERGE_VIBES,
  CUISINES,
  DIETARY_IDS,
  FEATURE_IDS,
  TIME_SLOT_START,
  type Dietary,
} from '../options'
import {
  dateField,
  emailField,
  integerField,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalPhoneField,
  optionalText,
} from '../fields'
import { dateBounds, DATE_TOO_FAR_MESSAGE, PAST_DATE_MESSAGE } from '../date-bounds'
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
  exactTime: 'Please enter a time such as 7:30 PM.',
  cuisines: 'Please choose cuisines from the list.',
  features: 'Please choose must-haves from the list.',
} as const

/** What the planner typed to Callie, kept with the request (PARSE_TEXT_MAX of the parser). */
export const PLANNER_TEXT_MAX = 1000

export type ConciergeBudget = (typeof CONCIERGE_BUDGETS)[number]['value']
export type ConciergeTimeSlot = (typeof CONCIERGE_TIME_SLOTS)[number]['value']
export type ConciergeOccasion = (typeof CONCIERGE_OCCASIONS)[number]
export type ConciergeVibe = (typeof CONCIERGE_VIBES)[number]
export type Cuisine = (typeof CUISINES)[number]

export const CONCIERGE_BUDGET_IDS = CONCIERGE_BUDGETS.map((b) => b.value) as [ConciergeBudget, ...ConciergeBudget[]]
export const CONCIERGE_TIME_SLOT_IDS = CONCIERGE_TIME_SLOTS.map((s) => s.value) as [
  ConciergeTimeSlot,
  ...ConciergeTimeSlot[],
]
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

const locationField = text({ error: CONCIERGE_MESSAGES.location })
  .trim()
  .min(1, CONCIERGE_MESSAGES.location)
  .max(200, CONCIERGE_MESSAGES.location)
  .transform((s, ctx) => {
    const match = matchCity(s)
    if (match.kind === 'active') return cityLabel(match.city)
    const q = cityQueryOf(s)
    ctx.addIssue({
      code: 'custom',
      message: !q
        ? CONCIERGE_MESSAGES.location
        : match.kind === 'coming_soon'
          ? comingSoonCityMessage(match.city.name)
          : unsupportedCityMessage(match.typed),
    })
    return z.NEVER
  })

/** Not before the earliest "today" among our cities; the service re-checks in the city's own timezone. */
const notPastDate = dateField(CONCIERGE_MESSAGES.date)
  .refine((d) => !isValidDateString(d) || d >= earliestSearchDate({ now: new Date() }), CONCIERGE_MESSAGES.pastDate)
  .refine((d) => !isValidDateString(d) || d <= dateBounds().latest, DATE_TOO_FAR_MESSAGE)

const dietaryField = z.preprocess(
  (v) =>
    v === undefined || v === null || v === ''
      ? []
      : typeof v === 'string'
        ? v
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : v,
  z
    .array(z.enum(DIETARY_IDS, { error: CONCIERGE_MESSAGES.dietary }), { error: CONCIERGE_MESSAGES.dietary })
    .max(DIETARY_IDS.length, CONCIERGE_MESSAGES.dietary)
    .transform((list) => [...new Set(list)] as Dietary[]),
)

/** '7:30 PM', '12:00 AM'. */
export const CLOCK_TIME_RE = /^(?:[1-9]|1[0-2]):[0-5]\d (?:AM|PM)$/

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

export const conciergePreferencesSchema = z.object({
  occasion: z.preprocess(
    labelOf(CONCIERGE_OCCASIONS),
    z.enum(CONCIERGE_OCCASIONS, { error: CONCIERGE_MESSAGES.occasion }),
  ),
  groupSize: integerField({
    min: MIN_GUESTS,
    max: MAX_GUESTS,
    required: CONCIERGE_MESSAGES.groupSize,
    tooSmall: CONCIERGE_MESSAGES.groupSizeMin,
    tooBig: CONCIERGE_MESSAGES.groupSizeMax,
  }),
  budget: z.preprocess(
    optionValueOf(CONCIERGE_BUDGETS),
    z.enum(CONCIERGE_BUDGET_IDS, { error: CONCIERGE_MESSAGES.budget }),
  ),
  cuisine: z.preprocess(labelOf(CUISINES), z.enum(CUISINES, { error: CONCIERGE_MESSAGES.cuisine })),
  vibe: z.preprocess(labelOf(CONCIERGE_VIBES), z.enum(CONCIERGE_VIBES, { error: CONCIERGE_MESSAGES.vibe })),
  location: locationField,
  date: notPastDate,
  time: z.preprocess(
    optionValueOf(CONCIERGE_TIME_SLOTS),
    z.enum(CONCIERGE_TIME_SLOT_IDS, { error: CONCIERGE_MESSAGES.time }),
  ),
  dietaryRestrictions: dietaryField,
  specialRequests: optionalText(LONG_TEXT_MAX),
  // Read from the planner's own words (parse-concierge-request.ts); the form carries them along.
  /** The time she asked for ('7:30 PM'), kept rather than rounded to the slot. */
  exactTime: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(CLOCK_TIME_RE, CONCIERGE_MESSAGES.exactTime).optional(),
  ),
  /** Every cuisine she named ('Italian or Japanese'); `cuisine` is the first of them. */
  cuisines: z
    .array(z.enum(CUISINES, { error: CONCIERGE_MESSAGES.cuisines }), { error: CONCIERGE_MESSAGES.cuisines })
    .max(6, CONCIERGE_MESSAGES.cuisines)
    .optional(),
  /** Must-haves: a venue without every one of them is not recommended. */
  features: z
    .array(z.enum(FEATURE_IDS, { error: CONCIERGE_MESSAGES.features }), { error: CONCIERGE_MESSAGES.features })
    .max(FEATURE_IDS.length, CONCIERGE_MESSAGES.features)
    .optional(),
  plannerText: optionalText(PLANNER_TEXT_MAX),
  // Contact details are only required when booking (concierge-book.ts); here they are optional but checked.
  name: optionalText(NAME_MAX),
  email: z.preprocess(blankToUndefined, emailField(CONCIERGE_MESSAGES.email).optional()),
  phone: optionalPhoneField(CONCIERGE_MESSAGES.phone),
})
export type ConciergePreferences = z.output<typeof conciergePreferencesSchema>

export const budgetOption = (value: ConciergeBudget) => CONCIERGE_BUDGETS.find((b) => b.value === value)!
export const timeSlotOption = (value: ConciergeTimeSlot) => CONCIERGE_TIME_SLOTS.find((s) => s.value === value)!

/** Minutes after midnight of '7:30 PM'. */
export function clockMinutes(time: string): number {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)
  if (!m) return Number.NaN
  return ((Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0)) * 60 + Number(m[2])
}

/** 1170 → '7:30 PM'. */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24
  const m = minutes % 60
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/**
 * When the event starts: the time the planner asked for, or the slot's start. An exact time outside
 * the chosen slot (she changed the slot afterwards) gives way to the slot.
 */
export function startTimeOf(prefs: Pick<ConciergePreferences, 'time' | 'exactTime'>): string {
  if (prefs.exactTime) {
    const at = clockMinutes(prefs.exactTime)
    const [from, to] = TIME_SLOT_WINDOW[prefs.time]
    if ((at >= from && at <= to) || (prefs.time === 'late-night' && at < 60)) return prefs.exactTime
  }
  return TIME_SLOT_START[prefs.time]
}

/** Each slot's window in minutes (its label's hours); late night runs past midnight. */
export const TIME_SLOT_WINDOW: Readonly<Record<ConciergeTimeSlot, readonly [number, number]>> = {
  breakfast: [7 * 60, 10 * 60],
  brunch: [10 * 60, 13 * 60],
  lunch: [11 * 60 + 30, 14 * 60 + 30],
  afternoon: [14 * 60 + 30, 17 * 60],
  'happy-hour': [16 * 60, 18 * 60],
  dinner: [18 * 60, 21 * 60],
  'late-night': [21 * 60, 24 * 60 + 59],
}

/** Every cuisine the planner would take, the chosen one first. */
export const wantedCuisines = (prefs: Pick<ConciergePreferences, 'cuisine' | 'cuisines'>): Cuisine[] => [
  ...new Set([prefs.cuisine, ...(prefs.cuisines ?? [])]),
]
