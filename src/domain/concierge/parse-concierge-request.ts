// "Ask Callie in your own words": free text → the concierge preferences, plus what was understood
// and, plainly, what was not. The rule throughout: never guess. A field is filled only when the
// text states it; anything vague or contradictory ("a few people", "next month-ish", "Italian or
// French") stays empty with a sentence saying why, and the planner fills it in the form.
import * as chrono from 'chrono-node'
import { addDays, addMonths, format, parse } from 'date-fns'
import { CITIES, cityLabel, type City } from '../cities'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { CONCIERGE_BUDGETS, CONCIERGE_TIME_SLOTS, CUISINES, FEATURE_OPTIONS, type Feature } from '../options'
import {
  clockText,
  TIME_SLOT_WINDOW,
  type ConciergeBudget,
  type ConciergePreferences,
  type ConciergeTimeSlot,
} from './preferences'
import { emptyReaderBrief, type ReaderBrief, type ReaderSlot } from './reader/brief'
import { readHolidays } from './reader/holidays'
import { readRuledOut } from './reader/negation'
import { findPlaces } from './reader/places'
import { readNoPreference, readSoftWishes, SAYS_ANYTHING } from './reader/preferences-said'
import { allMatches, regExp, takeInOrder, takeVocabulary, Text } from './reader/text'
import {
  PEOPLE,
  NOT_A_GROUP,
  PER_PERSON,
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

type Field = keyof ParsedPreferences

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

// ---------------------------------------------------------------------------------------------
// Numbers in words

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const UNIT_RE = UNITS.slice(1, 10).join('|')

function wordToNumber(w: string): number | undefined {
  const s = w
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()
  const unit = UNITS.indexOf(s)
  if (unit >= 0) return unit
  const [t, u] = s.split(' ')
  const tens = TENS.indexOf(t)
  if (tens < 2) return undefined
  if (u === undefined) return tens * 10
  const ones = UNITS.indexOf(u)
  return ones >= 1 && ones <= 9 ? tens * 10 + ones : undefined
}

const NUMBER_WORD = `(?:(?:${TENS.slice(2).join('|')})(?:[\\s-](?:${UNIT_RE}))?|${UNITS.slice(1).join('|')})`

/** "twenty-four" → "24", "two dozen" → "24", "a hundred and twenty" → "120". */
export function numbersInWords(text: string): string {
  return text
    .replace(regExp(`\\b(?:a|one)\\s+hundred(?:\\s+and)?(?:\\s+(${NUMBER_WORD}))?\\b`, 'gi'), (_m, rest?: string) =>
      String(100 + (rest ? (wordToNumber(rest) ?? 0) : 0)),
    )
    .replace(regExp(`\\b(${NUMBER_WORD}|a)\\s+dozen\\b`, 'gi'), (_m, n: string) =>
      String(12 * (n.toLowerCase() === 'a' ? 1 : (wordToNumber(n) ?? 1))),
    )
    .replace(regExp(`\\b${NUMBER_WORD}\\b`, 'gi'), (m) => String(wordToNumber(m) ?? m))
}

// ---------------------------------------------------------------------------------------------
// Vocabularies: phrase (a regex source, matched case-insensitively on word boundaries) → value.

const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'new-york': ['nyc', 'new york city', 'manhattan'],
  'san-francisco': ['sf', 'san fran'],
  'las-vegas': ['vegas'],
  'napa-valley': ['napa'],
  'los-angeles': ['l\\.a\\.'],
  washington: ['d\\.?c\\.?', 'washington d\\.?c\\.?'],
  philadelphia: ['philly'],
}

const NOT_CITY_WORDS = new Set([
  ...[
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ],
  ...[
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'the',
    'a',
    'an',
    'our',
    'my',
    'town',
    'mind',
  ],
  ...['next', 'this', 'last', 'callie', 'i', 'we', 'it', 'and', 'or', 'with', 'for'],
  ...CUISINES.map((c) => c.toLowerCase()),
])

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
)

// ---------------------------------------------------------------------------------------------

const budgetTierOf = (perPerson: number): ConciergeBudget =>
  CONCIERGE_BUDGETS.find((b) => b.max !== null && perPerson <= b.max)?.value ?? 'luxury'
const budgetLabel = (b: ConciergeBudget) => CONCIERGE_BUDGETS.find((x) => x.value === b)!.label
const featureLabel = (f: Feature) => FEATURE_OPTIONS.find((o) => o.value === f)!.label
const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '')
/** "birthday" said for 'Birthday Celebration' needs no echo; "bachelorette" for 'Wedding Reception' does. */
const sameWords = (said: string, label: string) => norm(label).includes(norm(said)) || norm(said).includes(norm(label))

const slotLabel = (s: ConciergeTimeSlot) => CONCIERGE_TIME_SLOTS.find((x) => x.value === s)!.label
const toInt = (s: string) => Number(s.replace(/,/g, ''))

/** Minutes after midnight → the slot that holds them (a time in two slots goes to the later meal). */
export function slotAt(minutes: number): ConciergeTimeSlot | undefined {
  if (minutes >= 21 * 60 || minutes < 60) return 'late-night'
  if (minutes >= 18 * 60) return 'dinner'
  if (minutes >= 16 * 60) return 'happy-hour'
  if (minutes >= 14 * 60 + 30) return 'afternoon'
  if (minutes >= 11 * 60 + 30) return 'lunch'
  if (minutes >= 10 * 60) return 'brunch'
  if (minutes >= 7 * 60) return 'breakfast'
  return undefined
}

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
  const explained = new Set<Field>()
  let cityNote: string | undefined
  const refuse = (field: Field, message: string) => {
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

  const missing: [Field, string][] = [
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
  const minded = (field: Field) =>
    !brief.noPreference.includes(field === 'cuisine' ? 'cuisines' : (field as ReaderSlot))
  for (const [field, message] of missing) {
    if (preferences[field] === undefined && !explained.has(field) && minded(field)) notUnderstood.push(message)
  }
  // Shown back in the order of the form.
  const rank = (line: string) => UNDERSTOOD_ORDER.findIndex((p) => line.startsWith(p))
  understood.sort((x, y) => rank(x) - rank(y))
  return { ...brief, preferences, understood, notUnderstood, ...(cityNote ? { cityNote } : {}) }
}

type Refuse = (field: Field, message: string) => void

type PendingTotal = { total: number; said: string }

/** Reads the budget; a total ("$3,000 total") is returned to be divided by the group size. */
function readBudget(
  text: Text,
  prefs: ParsedPreferences,
  understood: string[],
  refuse: Refuse,
): PendingTotal | undefined {
  const AMOUNT = `(?:between\\s+)?\\$?\\s*(\\d{1,4})(?:\\s*(?:-|–|to|and)\\s*\\$?\\s*(\\d{1,4}))?\\s*(?:dollars|bucks|usd)?\\s*`
  const perPerson = text.take(regExp(`${AMOUNT}${PER_PERSON}`, 'gi'))
  const totals = text.take(
    /(?:total budget(?: of| is)?\s*)?\$\s*(\d{1,3}(?:,\d{3})+|\d{1,6})(k)?\s*(?:dollars)?\s*(?:total|in total|overall|all[ -]in|for (?:the )?(?:whole )?(?:group|everyone))?/gi,
  )
  // "2k total", "5 grand for everyone": a total without the dollar sign.
  totals.push(
    ...text.take(
      /\b(\d{1,3}(?:\.\d)?)\s*(k|grand)\s*(?:total|in total|overall|all[ -]in|for (?:the )?(?:whole )?(?:group|team|everyone))/gi,
    ),
  )
  const amounts: { perPerson: number; said: string }[] = []
  for (const m of perPerson) {
    const hi = toInt(m[2] ?? m[1])
    amounts.push({ perPerson: hi, said: `$${m[2] ? `${m[1]}-${m[2]}` : m[1]} per person` })
  }
  for (const m of totals) {
    const value = Math.round(Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1))
    const statedTotal = /total|overall|all[ -]in|group|everyone/i.test(m[0])
    if (!statedTotal && value <= 300) {
      amounts.push({ perPerson: value, said: `$${value} (read as per person)` })
    } else {
      amounts.push({ perPerson: -value, said: `$${value.toLocaleString('en-US')}` })
    }
  }
  const tierWords = takeVocabulary(text, [
    ['luxury', 'luxury'],
    ['high[ -]end', 'luxury'],
    ['no expense spared', 'luxury'],
    ['splurge', 'luxury'],
    ['lavish', 'luxury'],
    ['premium', 'premium'],
    ['mid[ -]?range', 'premium'],
    ['moderate', 'moderate'],
    ['affordable', 'moderate'],
    ['budget[ -]friendly', 'moderate'],
    ['cheap', 'moderate'],
    ['inexpensive', 'moderate'],
    ['(?:nothing|not)(?: too| very| overly| that| super)? (?:expensive|pricey|spendy|costly)', 'moderate'],
  ] as [string, ConciergeBudget][])
  const dollarSigns = text
    .take(/(?<![\w$])(\${2,4})(?![\w$])/g)
    .map((m) => (['moderate', 'premium', 'luxury'] as const)[m[1].length - 2])

  if (amounts.length > 1) {
    refuse('budget', 'I saw more than one budget; which one is per person?')
    return undefined
  }
  if (amounts.length === 1) {
    const a = amounts[0]
    if (a.perPerson < 0) return { total: -a.perPerson, said: a.said }
    setBudget(prefs, understood, a.perPerson, a.said, refuse)
    return undefined
  }
  const tiers = [...new Set([...tierWords, ...dollarSigns])]
  if (tiers.length === 1) {
    prefs.budget = tiers[0]
    understood.push(`Budget: ${budgetLabel(tiers[0])}`)
  } else if (tiers.length > 1) refuse('budget', 'I saw more than one budget range; pick one')
  return undefined
}

function setBudget(prefs: ParsedPreferences, understood: string[], perPerson: number, said: string, refuse: Refuse) {
  if (perPerson <= 0) return refuse('budget', "I couldn't tell the budget")
  const tier = budgetTierOf(perPerson)
  prefs.budget = tier
  const low = CONCIERGE_BUDGETS[0].min
  understood.push(
    `Budget: ${budgetLabel(tier)}, from ${said}${perPerson < low ? ` (our lowest range starts at $${low} per person)` : ''}`,
  )
}

function readGroupSize(
  text: Text,
  total: PendingTotal | undefined,
  prefs: ParsedPreferences,
  understood: string[],
  refuse: Refuse,
) {
  const sizes: { n: number; said?: string }[] = []
  for (const m of text.take(/\b(?:for\s+)?(\d{1,2})\s+couples\b/gi))
    sizes.push({ n: 2 * Number(m[1]), said: `${m[1]} couples` })
  for (const m of text.take(regExp(`\\b(\\d{1,4})\\s*(?:-|–|to)\\s*(\\d{1,4})\\s+${PEOPLE}\\b`, 'gi'))) {
    sizes.push({ n: Math.max(Number(m[1]), Number(m[2])), said: `${m[1]}-${m[2]}` })
  }
  for (const m of text.take(regExp(`\\b(?:between\\s+)?(\\d{1,4})\\s+and\\s+(\\d{1,4})\\s+${PEOPLE}\\b`, 'gi'))) {
    sizes.push({ n: Math.max(Number(m[1]), Number(m[2])), said: `${m[1]}-${m[2]}` })
  }
  for (const m of text.take(regExp(`\\b(\\d{1,4})\\s+(?:(?:hungry|total|more|or so)\\s+)?${PEOPLE}\\b`, 'gi')))
    sizes.push({ n: Number(m[1]) })
  const lead = `(?:for|party of|group of|table for|team of|headcount(?: of| is)?|group size(?: of| is)?|we are|we're|we'll be|we will be|there are|there will be|there'll be|expecting)`
  for (const m of text.take(
    regExp(`\\b${lead}\\s+(\\d{1,4})\\s*(?:-|–|to)\\s*(\\d{1,4})\\b(?!${NOT_A_GROUP})`, 'gi'),
  )) {
    sizes.push({ n: Math.max(Number(m[1]), Number(m[2])), said: `${m[1]}-${m[2]}` })
  }
  for (const m of text.take(
    regExp(
      `\\b${lead}\\s+(?:about|around|roughly|approximately|approx\\.?|~)?\\s*(\\d{1,4})\\b(?!${NOT_A_GROUP})(?!\\s+(?:vegans?|vegetarians?|veggies?|kosher|halal|gluten|dairy|nut|gf|coeliacs?|celiacs?)\\b)`,
      'gi',
    ),
  )) {
    sizes.push({ n: Number(m[1]) })
  }
  // "two of us are vegan" beside "16 people" is part of the group, not its size.
  const inRange = sizes.filter((s) => s.n >= MIN_GUESTS)
  if (inRange.length && inRange.length < sizes.length) sizes.splice(0, sizes.length, ...inRange)
  const distinct = [...new Set(sizes.map((s) => s.n))]
  if (distinct.length > 1) {
    if (total) refuse('budget', `I couldn't tell the budget per person from ${total.said}`)
    return refuse('groupSize', `I saw more than one group size (${listText(distinct.map(String))}); how many guests?`)
  }
  if (distinct.length === 0) {
    if (
      /\b(?:a few|a couple(?: of)?|several|some|a bunch of|a handful of|lots of|a lot of|many|a big|a large|a small|a good number of)\b/i.test(
        text.value,
      )
    ) {
      refuse('groupSize', "I couldn't tell the group size (how many guests exactly?)")
    }
    if (total) refuse('budget', `I couldn't tell the budget per person from ${total.said} without the group size`)
    return
  }
  const n = distinct[0]
  const said = sizes[0].said
  if (n > MAX_GUESTS)
    refuse('groupSize', `Group of ${n} is above our ${MAX_GUESTS}-guest limit; a consultation can help`)
  else if (n < MIN_GUESTS) refuse('groupSize', `Group of ${n} is below our ${MIN_GUESTS}-guest minimum`)
  else {
    prefs.groupSize = n
    understood.push(said ? `Group of ${n} (the top of ${said}, so everyone fits)` : `Group of ${n}`)
  }
  if (total) {
    const perPerson = Math.round(total.total / n)
    setBudget(prefs, understood, perPerson, `${total.said} for ${n} guests (about $${perPerson} per person)`, refuse)
  }
}

/**
 * A clock time ("7pm", "around 7", "at 7:30", "19:45", "noon") → its slot, and the time itself when
 * only one was said. Bare hours read as afternoon/evening unless the text says morning.
 */
function readClockTime(
  text: Text,
  lower: string,
): { slot: ConciergeTimeSlot | 'unclear' | undefined; minutes?: number } {
  const morning = /\b(?:breakfast|brunch|morning)\b/.test(lower)
  const minutes: number[] = []
  for (const m of text.take(/\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?!\w)/gi)) {
    const h = Number(m[1]) % 12
    minutes.push((m[3].toLowerCase().startsWith('p') ? h + 12 : h) * 60 + Number(m[2] ?? 0))
  }
  for (const m of text.take(/\b(noon|midday|midnight)\b/gi))
    minutes.push(m[1].toLowerCase() === 'midnight' ? 0 : 12 * 60)
  const bare = regExp(
    `\\b(?:(?:at|around|about|by|from|starting at|start at|~)\\s+(\\d{1,2})(?::(\\d{2}))?(?:\\s*o'?clock)?\\b(?!\\s*(?:${PEOPLE}|%|dollars|bucks|per|pp|each|a head|st|nd|rd|th)\\b)|(\\d{1,2}):(\\d{2})\\b|(\\d{1,2})\\s*o'?clock\\b)`,
    'gi',
  )
  for (const m of text.take(bare)) {
    const hour = Number(m[1] ?? m[3] ?? m[5])
    const min = Number(m[2] ?? m[4] ?? 0)
    if (hour > 23 || min > 59) continue
    if (hour >= 13 || hour === 0) minutes.push(hour * 60 + min)
    else if (hour === 12) minutes.push(12 * 60 + min)
    else if (morning && hour >= 6) minutes.push(hour * 60 + min)
    else minutes.push((hour + 12) * 60 + min)
  }
  if (!minutes.length) return { slot: undefined }
  const slots = [...new Set(minutes.map(slotAt))]
  if (slots.length > 1 || slots[0] === undefined) return { slot: 'unclear' }
  const distinct = [...new Set(minutes)]
  return { slot: slots[0], minutes: distinct.length === 1 ? distinct[0] : undefined }
}

function readDate(text: Text, today: string, prefs: ParsedPreferences, understood: string[], refuse: Refuse) {
  const vague =
    /\b(?:sometime|some time|soon|asap|whenever|flexible|-ish|ish|weekend|later this|this (?:summer|fall|autumn|winter|spring)|next (?:month|year|week)(?!\s+\w+day\b)|in the (?:summer|fall|autumn|winter|spring))\b/i
  const ref = parse(today, 'yyyy-MM-dd', new Date(2000, 0, 1))
  ref.setHours(12)
  const holidays = readHolidays(text.value, today)
  // Holidays are dated here, not by chrono; "the evening of Jan 28" is Jan 28 (its slot is read with the time).
  let forChrono = weekFrom(text.value, today)
    .replace(/\bnot (?:on )?(?:a |the )?\w+days?\b/gi, (m) => ' '.repeat(m.length))
    .replace(/\b(?:the\s+)?(?:morning|afternoon|evening|night)\s+of\b/gi, (m) => ' '.repeat(m.length))
  for (const h of holidays)
    forChrono = forChrono.slice(0, h.index) + ' '.repeat(h.length) + forChrono.slice(h.index + h.length)
  const results = chrono.parse(forChrono, { instant: ref }, { forwardDate: true })
  const dates: string[] = holidays.map((h) => h.date).filter((d, i, all) => all.indexOf(d) === i)
  let pastSaid: string | undefined
  for (const r of results) {
    if (/weekend/i.test(r.text)) continue
    if (!r.start.isCertain('day') && !r.start.isCertain('weekday')) continue
    const d = format(new Date(r.start.get('year')!, r.start.get('month')! - 1, r.start.get('day')!), 'yyyy-MM-dd')
    if (d < today) pastSaid = r.text
    else if (!dates.includes(d)) dates.push(d)
  }
  // "the 14th": the next 14th from today.
  if (dates.length === 0) {
    for (const m of allMatches(
      text.value,
      /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:floor|street|avenue|ave|birthday|anniversary))/gi,
    )) {
      const day = Number(m[1])
      for (let k = 0; k < 3; k++) {
        const month = addMonths(parse(today.slice(0, 8) + '01', 'yyyy-MM-dd', new Date(2000, 0, 1)), k)
        const candidate = new Date(month.getFullYear(), month.getMonth(), day)
        const d = format(candidate, 'yyyy-MM-dd')
        if (candidate.getDate() === day && d >= today) {
          if (!dates.includes(d)) dates.push(d)
          break
        }
      }
    }
  }
  if (dates.length > 1) return refuse('date', `I saw more than one date (${listText(dates.map(dateText))}); which day?`)
  if (dates.length === 1) {
    prefs.date = dates[0]
    const holiday = holidays.find((h) => h.date === dates[0])
    understood.push(`Date: ${holiday ? `${holiday.name}, ` : ''}${dateText(dates[0])}`)
    return
  }
  if (pastSaid) return refuse('date', `That date (${pastSaid}) has already passed`)
  const v = vague.exec(text.value)
  if (v) refuse('date', `I couldn't pin down a date from "${v[0].replace(/^-/, '')}"; please pick a day`)
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** "a week from Friday" → that date written out, which chrono reads. */
function weekFrom(value: string, today: string): string {
  return value.replace(
    /\ba week (?:from|after) (?:this |next )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/gi,
    (m, day: string) => {
      const base = parse(today, 'yyyy-MM-dd', new Date(2000, 0, 1))
      const ahead = (WEEKDAYS.indexOf(day.toLowerCase()) - base.getDay() + 7) % 7 || 7
      return format(addDays(base, ahead + 7), 'MMMM d').padEnd(m.length, ' ')
    },
  )
}

const dateText = (d: string) => format(parse(d, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEEE, MMMM d, yyyy')

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

/**
 * The city, from its name or from a neighbourhood or landmark of it ("Brooklyn" → New York). A name
 * several cities share needs the city beside it. Returns the neighbourhood, said as the planner would.
 */
function readPlace(
  text: Text,
  cities: readonly City[],
  prefs: ParsedPreferences,
  understood: string[],
  refuse: Refuse,
): string | undefined {
  const places = findPlaces(text.value)
  for (const p of places)
    text.value = text.value.slice(0, p.index) + ' '.repeat(p.length) + text.value.slice(p.index + p.length)
  const named = readCity(text, cities, prefs, understood, refuse)
  if (!places.length) return undefined
  const active = new Set(cities.filter((c) => c.status === 'active').map((c) => c.slug))
  if (named) {
    const inCity = places.find((p) => p.citySlugs.includes(named.slug))
    const line = understood.findIndex((l) => l.startsWith('City:'))
    if (inCity && line >= 0) understood[line] += ` (${inCity.name})`
    return inCity?.name
  }
  if (explainedLocation(understood, prefs)) return undefined
  const slugs = [...new Set(places.flatMap((p) => p.citySlugs))].filter((s) => active.has(s))
  if (slugs.length === 1) {
    const city = cities.find((c) => c.slug === slugs[0])!
    const place = places.find((p) => p.citySlugs.includes(city.slug))!
    prefs.location = cityLabel(city)
    understood.push(`City: ${cityLabel(city)} (${place.name})`)
    return place.name
  }
  if (slugs.length > 1) {
    const names = slugs.map((s) => cities.find((c) => c.slug === s)!.name)
    refuse('location', `${listText(places.map((p) => p.name))} could be in ${orText(names)}; which city?`)
  }
  return undefined
}

const explainedLocation = (understood: string[], prefs: ParsedPreferences) =>
  prefs.location !== undefined || understood.some((l) => l.startsWith('City:'))

/** The city named in the text, if one of ours (active or not). */
function readCity(
  text: Text,
  cities: readonly City[],
  prefs: ParsedPreferences,
  understood: string[],
  refuse: Refuse,
): City | undefined {
  const found: City[] = []
  const ordered = [...cities].sort((a, b) => b.name.length - a.name.length)
  for (const c of ordered) {
    const names = [c.name.toLowerCase().replace(/\s+/g, '\\s+'), ...(CITY_ALIASES[c.slug] ?? [])]
    const hits = text.take(regExp(`(?<![\\w.])(?:${names.join('|')})(?:\\s*,\\s*${c.state})?(?![\\w])`, 'gi'))
    // "LA" only in capitals, never "la" in running text.
    if (c.slug === 'los-angeles') hits.push(...text.take(/(?<![\w.])LA(?![\w.])/g))
    if (hits.length && !found.includes(c)) found.push(c)
  }
  if (found.length > 1) {
    refuse('location', `You mentioned more than one city (${listText(found.map((c) => c.name))}); which one?`)
    return found[0]
  }
  if (found.length === 1) {
    const c = found[0]
    if (c.status === 'active') {
      prefs.location = cityLabel(c)
      understood.push(`City: ${cityLabel(c)}`)
    } else {
      refuse('location', `${c.name} is coming soon, but we can't book there yet; please pick one of our active cities`)
    }
    return c
  }
  const withState = /\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*),\s*([A-Z]{2})\b/.exec(text.value)
  const afterIn = /\b(?:in|near)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)/.exec(text.value)
  const candidate = withState && US_STATES.has(withState[2]) ? withState[1] : afterIn?.[1]
  // "in Springfield next Friday" → 'Springfield': the capitalised words up to the first non-place word.
  const words: string[] = []
  for (const w of candidate?.split(/\s+/) ?? []) {
    if (NOT_CITY_WORDS.has(w.toLowerCase())) break
    words.push(w)
  }
  if (words.length) refuse('location', `'${words.join(' ')}' isn't one of our cities yet`)
  return undefined
}
