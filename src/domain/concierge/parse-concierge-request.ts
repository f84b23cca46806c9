// "Ask Callie in your own words": free text → the concierge preferences, plus what was understood
// and, plainly, what was not. The rule throughout: never guess. A field is filled only when the
// text states it; anything vague or contradictory ("a few people", "next month-ish", "Italian or
// French") stays empty with a sentence saying why, and the planner fills it in the form.
import * as chrono from 'chrono-node'
import { addMonths, format, parse } from 'date-fns'
import { CITIES, cityLabel, type City } from '../cities'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import {
  CONCIERGE_BUDGETS,
  CONCIERGE_TIME_SLOTS,
  CUISINES,
  FEATURE_OPTIONS,
  type Dietary,
  type Feature,
} from '../options'
import {
  clockText,
  TIME_SLOT_WINDOW,
  type ConciergeBudget,
  type ConciergeOccasion,
  type ConciergePreferences,
  type ConciergeTimeSlot,
  type ConciergeVibe,
  type Cuisine,
} from './preferences'
import { emptyReaderBrief, type ReaderBrief } from './reader/brief'
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
}

export type ParseOptions = {
  /** The planner's today ('yyyy-mm-dd'): relative dates count from it and never land before it. */
  today: string
  cities?: readonly City[]
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
  'Vibe:',
]

/** The text with consumed phrases blanked out (same length), so one phrase feeds one field. */
class Text {
  value: string
  constructor(value: string) {
    this.value = value
  }
  /** Every match of `re` (global), blanked out after reading. */
  take(re: RegExp): RegExpExecArray[] {
    const found = [...this.value.matchAll(re)] as RegExpExecArray[]
    for (const m of found)
      this.value = this.value.slice(0, m.index) + ' '.repeat(m[0].length) + this.value.slice(m.index + m[0].length)
    return found
  }
  has(re: RegExp): boolean {
    return re.test(this.value)
  }
}

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
    .replace(new RegExp(`\\b(?:a|one)\\s+hundred(?:\\s+and)?(?:\\s+(${NUMBER_WORD}))?\\b`, 'gi'), (_m, rest?: string) =>
      String(100 + (rest ? (wordToNumber(rest) ?? 0) : 0)),
    )
    .replace(new RegExp(`\\b(${NUMBER_WORD}|a)\\s+dozen\\b`, 'gi'), (_m, n: string) =>
      String(12 * (n.toLowerCase() === 'a' ? 1 : (wordToNumber(n) ?? 1))),
    )
    .replace(new RegExp(`\\b${NUMBER_WORD}\\b`, 'gi'), (m) => String(wordToNumber(m) ?? m))
}

// ---------------------------------------------------------------------------------------------
// Vocabularies: phrase (a regex source, matched case-insensitively on word boundaries) → value.

const PEOPLE = `(?:people|persons?|guests?|pax|attendees|folks|colleagues|co-?workers|friends|employees|clients|execs|executives|ppl|diners|adults|of us|heads|covers)`
const NOT_A_GROUP = `(?:[:.]\\d|\\s*(?:am|pm|a\\.m|p\\.m|o'?clock|\\$|%|hours?|hrs?|days?|nights?|weeks?|months?|minutes?|mins?|years?|st|nd|rd|th|dollars|bucks|usd|per|a head|each|pp)\\b)`
const PER_PERSON = `(?:(?:\\/\\s*|\\ba\\s+|\\ban\\s+|\\bper\\s+)(?:head|person|guest|plate|pax|cover|attendee)\\b|pp\\b|p\\.p\\.?|\\beach\\b)`

// Occasions outside the option set go to the nearest one (engagement → wedding, farewell →
// corporate); the planner's own word is said back beside it and her text is kept with the request.
const OCCASION_PHRASES: readonly [string, ConciergeOccasion][] = [
  ['business (?:dinner|lunch|meal)', 'Business Dinner'],
  ['client (?:dinner|lunch|meal|entertainment)', 'Business Dinner'],
  ['exec(?:utive)? (?:dinner|lunch)', 'Business Dinner'],
  ['board (?:dinner|meeting)', 'Business Dinner'],
  ['investor dinner', 'Business Dinner'],
  ['partner dinner', 'Business Dinner'],
  ['sales dinner', 'Business Dinner'],
  ['leadership dinner', 'Business Dinner'],
  ['team[ -]?building', 'Team Building'],
  ['team off-?site', 'Team Building'],
  ['off-?site', 'Team Building'],
  ['team outing', 'Team Building'],
  ['team bonding', 'Team Building'],
  ['team (?:dinner|lunch|meal|night out|celebration)', 'Team Building'],
  ['department (?:dinner|lunch|outing)', 'Team Building'],
  ['staff (?:dinner|lunch|outing)', 'Team Building'],
  ['farewell(?: party| dinner| drinks| lunch)?', 'Corporate Event'],
  ['going[ -]away (?:party|dinner)', 'Corporate Event'],
  ['send-?off', 'Corporate Event'],
  ['leaving (?:do|party|drinks|dinner)', 'Corporate Event'],
  ['retirement(?: party| dinner)?', 'Corporate Event'],
  ['promotion (?:party|dinner|celebration)', 'Corporate Event'],
  ['(?:company|work|office) anniversary', 'Corporate Event'],
  ['(?:new hire|onboarding) (?:dinner|lunch|welcome)', 'Corporate Event'],
  ['kick-?off(?: dinner| party| event)?', 'Corporate Event'],
  ['award(?:s)? (?:dinner|night|ceremony)', 'Corporate Event'],
  ['recruiting (?:dinner|event)', 'Corporate Event'],
  ['engagement(?: party| dinner| celebration)?', 'Wedding Reception'],
  ['bachelorette(?: party)?', 'Wedding Reception'],
  ['bachelor(?: party)?', 'Wedding Reception'],
  ['hen (?:party|do|night)', 'Wedding Reception'],
  ['stag (?:party|do|night)', 'Wedding Reception'],
  ['bridal shower', 'Wedding Reception'],
  ['welcome dinner', 'Wedding Reception'],
  ['vow renewal', 'Anniversary'],
  ['graduation(?: party| dinner| celebration)?', 'Birthday Celebration'],
  ['grad (?:party|dinner)', 'Birthday Celebration'],
  ['baby shower', 'Birthday Celebration'],
  ['reunion', 'Birthday Celebration'],
  ['celebration dinner', 'Birthday Celebration'],
  ['(?:quince(?:añera|anera)?|sweet 16|bar mitzvah|bat mitzvah)', 'Birthday Celebration'],
  ['book launch', 'Product Launch'],
  ['press (?:dinner|event)', 'Product Launch'],
  ['brand (?:dinner|event|activation)', 'Product Launch'],
  ['(?:client|customer) appreciation', 'Networking Event'],
  ['industry (?:dinner|night|event)', 'Networking Event'],
  ['happy hour mixer', 'Networking Event'],
  ['corporate (?:event|dinner|party|gathering)', 'Corporate Event'],
  ['company (?:event|dinner|party)', 'Corporate Event'],
  ['work event', 'Corporate Event'],
  ['\\d*(?:st|nd|rd|th)? ?birthday', 'Birthday Celebration'],
  ['b-?day', 'Birthday Celebration'],
  ['anniversary', 'Anniversary'],
  ['date night', 'Anniversary'],
  ['wedding(?: reception)?', 'Wedding Reception'],
  ['rehearsal dinner', 'Wedding Reception'],
  ['product launch', 'Product Launch'],
  ['launch(?: party| event| dinner)?', 'Product Launch'],
  ['conference', 'Conference'],
  ['summit', 'Conference'],
  ['convention', 'Conference'],
  [
    '(?:holiday|christmas|xmas|festive|year-?end|end[ -]of[ -](?:the[ -])?year) (?:party|dinner|celebration|get-?together)',
    'Holiday Party',
  ],
  ['holiday', 'Holiday Party'],
  ['christmas', 'Holiday Party'],
  ['thanksgiving (?:dinner|lunch|party)', 'Holiday Party'],
  ["new year'?s? (?:eve )?(?:party|dinner)", 'Holiday Party'],
  ['friendsgiving', 'Holiday Party'],
  ['networking(?: event| dinner| night)?', 'Networking Event'],
  ['mixer', 'Networking Event'],
  ['meet-?up', 'Networking Event'],
  ['fundrais(?:er|ing)(?: dinner| event| gala)?', 'Fundraiser'],
  ['gala', 'Fundraiser'],
  ['charity (?:dinner|event)', 'Fundraiser'],
  ['benefit dinner', 'Fundraiser'],
  ['donor dinner', 'Fundraiser'],
]

const CUISINE_PHRASES: readonly [string, Cuisine][] = [
  ['korean (?:bbq|barbe?cue)', 'Korean'],
  ['vegan (?:restaurant|place|spot)', 'Vegetarian/Vegan'],
  ['vegetarian (?:restaurant|place|spot)', 'Vegetarian/Vegan'],
  ['no (?:cuisine )?preference', 'No Preference'],
  ['any (?:cuisine|food|kind of food)', 'No Preference'],
  ['anything goes', 'No Preference'],
  ...CUISINES.filter((c) => c !== 'No Preference' && c !== 'Vegetarian/Vegan').map(
    (c) => [c.toLowerCase(), c] as [string, Cuisine],
  ),
  ['sushi', 'Japanese'],
  ['ramen', 'Japanese'],
  ['izakaya', 'Japanese'],
  ['omakase', 'Japanese'],
  ['tapas', 'Spanish'],
  ['paella', 'Spanish'],
  ['bbq', 'Barbecue'],
  ['barbeque', 'Barbecue'],
  ['smokehouse', 'Barbecue'],
  ['steak ?house', 'Steakhouse'],
  ['steaks?', 'Steakhouse'],
  ['chophouse', 'Steakhouse'],
  ['dim sum', 'Chinese'],
  ['cantonese', 'Chinese'],
  ['s[zi]e?chuan', 'Chinese'],
  ['tacos?', 'Mexican'],
  ['taqueria', 'Mexican'],
  ['pizza', 'Italian'],
  ['pasta', 'Italian'],
  ['trattoria', 'Italian'],
  ['pho', 'Vietnamese'],
  ['banh mi', 'Vietnamese'],
  ['mezze', 'Middle Eastern'],
  ['lebanese', 'Middle Eastern'],
  ['persian', 'Middle Eastern'],
  ['turkish', 'Middle Eastern'],
  ['falafel', 'Middle Eastern'],
  ['oysters?', 'Seafood'],
  ['raw bar', 'Seafood'],
  ['burgers?', 'American'],
  ['brasserie', 'French'],
  ['bistro', 'French'],
]

const DIETARY_PHRASES: readonly [string, Dietary][] = [
  ['vegetarians?', 'vegetarian'],
  ['veggies?', 'vegetarian'],
  ['meat-?free', 'vegetarian'],
  ['meatless', 'vegetarian'],
  ['vegans?', 'vegan'],
  ['plant-?based', 'vegan'],
  ['gluten[ -]?free', 'gluten-free'],
  ['gf', 'gluten-free'],
  ['c[o]?eliacs?', 'gluten-free'],
  ['no gluten', 'gluten-free'],
  ['gluten intoleran\\w*', 'gluten-free'],
  ['dairy[ -]?free', 'dairy-free'],
  ['no dairy', 'dairy-free'],
  ['lactose[ -](?:free|intoleran\\w*)', 'dairy-free'],
  ['nut[ -]?free', 'nut-free'],
  ['(?:pea|tree )?nut allerg\\w*', 'nut-free'],
  ['no nuts', 'nut-free'],
  ['kosher', 'kosher'],
  ['halal', 'halal'],
]

const VIBE_PHRASES: readonly [string, ConciergeVibe][] = [
  ['fine[ -]dining', 'Elegant & Upscale'],
  ['elegant', 'Elegant & Upscale'],
  ['upscale', 'Elegant & Upscale'],
  ['fancy', 'Elegant & Upscale'],
  ['classy', 'Elegant & Upscale'],
  ['sophisticated', 'Elegant & Upscale'],
  ['swanky', 'Elegant & Upscale'],
  ['posh', 'Elegant & Upscale'],
  ['casual', 'Casual & Relaxed'],
  ['relaxed', 'Casual & Relaxed'],
  ['laid[ -]back', 'Casual & Relaxed'],
  ['low[ -]key', 'Casual & Relaxed'],
  ['chill', 'Casual & Relaxed'],
  ['informal', 'Casual & Relaxed'],
  ['trendy', 'Modern & Trendy'],
  ['modern', 'Modern & Trendy'],
  ['hip', 'Modern & Trendy'],
  ['stylish', 'Modern & Trendy'],
  ['chic', 'Modern & Trendy'],
  ['co[sz]y', 'Cozy & Intimate'],
  ['intimate', 'Cozy & Intimate'],
  ['romantic', 'Cozy & Intimate'],
  ['quiet', 'Cozy & Intimate'],
  ['lively', 'Vibrant & Energetic'],
  ['vibrant', 'Vibrant & Energetic'],
  ['energetic', 'Vibrant & Energetic'],
  ['buzzy', 'Vibrant & Energetic'],
  ['high[ -]energy', 'Vibrant & Energetic'],
  ['rustic', 'Rustic & Charming'],
  ['charming', 'Rustic & Charming'],
  ['farmhouse', 'Rustic & Charming'],
  ['quaint', 'Rustic & Charming'],
  ['professional', 'Corporate & Professional'],
  ['corporate', 'Corporate & Professional'],
  ['business-?like', 'Corporate & Professional'],
  ['creative', 'Creative & Artistic'],
  ['artsy', 'Creative & Artistic'],
  ['artistic', 'Creative & Artistic'],
  ['arty', 'Creative & Artistic'],
  ['gallery', 'Creative & Artistic'],
  ['outdoors?', 'Outdoor & Natural'],
  ['outside', 'Outdoor & Natural'],
  ['al ?fresco', 'Outdoor & Natural'],
  ['garden', 'Outdoor & Natural'],
  ['patio', 'Outdoor & Natural'],
  ['rooftop', 'Outdoor & Natural'],
  ['terrace', 'Outdoor & Natural'],
  ['open[ -]air', 'Outdoor & Natural'],
]

/** Must-haves: a venue without them is not recommended, so only plain statements count. */
const FEATURE_PHRASES: readonly [string, Feature][] = [
  ['private (?:dining )?room', 'private-room'],
  ['private space', 'private-room'],
  ['rooftop', 'outdoor'],
  ['roof ?deck', 'outdoor'],
  ['patio', 'outdoor'],
  ['terrace', 'outdoor'],
  ['al fresco', 'outdoor'],
  ['outdoor (?:seating|space|dining|area)', 'outdoor'],
  ['outside seating', 'outdoor'],
  ['projector', 'av-equipment'],
  ['a screen', 'av-equipment'],
  ['(?:a )?mic(?:rophone)?s?', 'av-equipment'],
  ['a/?v(?: equipment| setup)?', 'av-equipment'],
  ['audio[ -]visual', 'av-equipment'],
  ['presentation', 'av-equipment'],
  ['dance ?floor', 'dance-floor'],
  ['dancing', 'dance-floor'],
  ['full bar', 'bar'],
  ['open bar', 'bar'],
  ['cocktail bar', 'bar'],
  ['parking', 'parking'],
  ['valet', 'parking'],
  ['wheelchair(?: accessible| access)?', 'wheelchair'],
  ['step-?free', 'wheelchair'],
]

const MEAL_PHRASES: readonly [string, ConciergeTimeSlot][] = [
  ['breakfast', 'breakfast'],
  ['brunch', 'brunch'],
  ['lunch(?:eon)?', 'lunch'],
  ['happy hour', 'happy-hour'],
  ['after[ -]work drinks', 'happy-hour'],
  ['late[ -]night', 'late-night'],
  ['dinner', 'dinner'],
  ['supper', 'dinner'],
]
const VAGUE_TIME_PHRASES: readonly [string, ConciergeTimeSlot][] = [
  ['morning', 'breakfast'],
  ['afternoon', 'afternoon'],
  ['evening', 'dinner'],
  ['tonight', 'dinner'],
  ['night', 'dinner'],
]

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

const rx = (source: string) => new RegExp(`\\b(?:${source})\\b`, 'gi')

/** Distinct values of every phrase found, longest phrases first so "team offsite" beats "offsite". */
function takeVocabulary<V>(text: Text, phrases: readonly [string, V][]): V[] {
  const ordered = [...phrases].sort((a, b) => b[0].length - a[0].length)
  const found: V[] = []
  for (const [source, value] of ordered) {
    if (text.take(rx(source)).length && !found.includes(value)) found.push(value)
  }
  return found
}

/** Each value found, in the order the text says them, with the words that said it. */
function takeInOrder<V>(text: Text, phrases: readonly [string, V][]): { value: V; said: string }[] {
  const ordered = [...phrases].sort((a, b) => b[0].length - a[0].length)
  const hits: { value: V; said: string; index: number }[] = []
  for (const [source, value] of ordered) {
    for (const m of text.take(rx(source))) hits.push({ value, said: m[0].trim(), index: m.index })
  }
  hits.sort((a, b) => a.index - b.index)
  const seen = new Set<V>()
  return hits.filter((h) => !seen.has(h.value) && seen.add(h.value))
}

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

export function parseConciergeRequest(input: string, { today, cities = CITIES }: ParseOptions): ParsedConciergeRequest {
  const raw = input.slice(0, PARSE_TEXT_MAX)
  const text = new Text(numbersInWords(raw))
  const lower = text.value.toLowerCase()
  const preferences: ParsedPreferences = {}
  const understood: string[] = []
  const notUnderstood: string[] = []
  const explained = new Set<Field>()
  const refuse = (field: Field, message: string) => {
    notUnderstood.push(message)
    explained.add(field)
  }

  // Budget first: "$90 a head" must not become a group of 90.
  const total = readBudget(text, preferences, understood, refuse)
  readGroupSize(text, total, preferences, understood, refuse)
  const { slot: clock, minutes: exactMinutes } = readClockTime(text, lower)
  readDate(text, today, preferences, understood, refuse)

  // Must-haves are read without taking the words: "outdoor patio" is also a vibe.
  const features = takeInOrder(new Text(text.value), FEATURE_PHRASES)
  if (features.length) {
    preferences.features = features.map((f) => f.value)
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
  const cuisines = takeInOrder(text, CUISINE_PHRASES).map((c) => c.value)
  const named =
    cuisines.includes('No Preference') && cuisines.length > 1 ? cuisines.filter((c) => c !== 'No Preference') : cuisines
  if (named.length >= 1) {
    preferences.cuisine = named[0]
    if (named.length > 1) preferences.cuisines = named
    understood.push(`Cuisine: ${orText(named)}`)
  }

  const dietary = takeVocabulary(text, DIETARY_PHRASES)
  if (dietary.length) {
    preferences.dietaryRestrictions = dietary
    understood.push(`Dietary needs: ${listText(dietary)}`)
  }

  const vibes = takeVocabulary(text, VIBE_PHRASES)
  if (vibes.length === 1) {
    preferences.vibe = vibes[0]
    understood.push(`Vibe: ${vibes[0]}`)
  } else if (vibes.length > 1) {
    refuse('vibe', `You described more than one vibe (${listText(vibes)}); pick the one that matters most`)
  }

  // Cities last: by now cuisines, vibes and dates are blanked out and cannot pass for a city.
  readCity(text, cities, preferences, understood, refuse)

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
  for (const [field, message] of missing) {
    if (preferences[field] === undefined && !explained.has(field)) notUnderstood.push(message)
  }
  // Shown back in the order of the form.
  const rank = (line: string) => UNDERSTOOD_ORDER.findIndex((p) => line.startsWith(p))
  understood.sort((x, y) => rank(x) - rank(y))
  return { ...emptyReaderBrief(), mustHaves: preferences.features ?? [], preferences, understood, notUnderstood }
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
  const AMOUNT = `\\$?\\s*(\\d{1,4})(?:\\s*(?:-|–|to)\\s*\\$?\\s*(\\d{1,4}))?\\s*(?:dollars|bucks|usd)?\\s*`
  const perPerson = text.take(new RegExp(`${AMOUNT}${PER_PERSON}`, 'gi'))
  const totals = text.take(
    /(?:total budget(?: of| is)?\s*)?\$\s*(\d{1,3}(?:,\d{3})+|\d{1,6})(k)?\s*(?:dollars)?\s*(?:total|in total|overall|all[ -]in|for (?:the )?(?:whole )?(?:group|everyone))?/gi,
  )
  const amounts: { perPerson: number; said: string }[] = []
  for (const m of perPerson) {
    const hi = toInt(m[2] ?? m[1])
    amounts.push({ perPerson: hi, said: `$${m[2] ? `${m[1]}-${m[2]}` : m[1]} per person` })
  }
  for (const m of totals) {
    const value = toInt(m[1]) * (m[2] ? 1000 : 1)
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
  for (const m of text.take(new RegExp(`\\b(\\d{1,4})\\s*(?:-|–|to)\\s*(\\d{1,4})\\s+${PEOPLE}\\b`, 'gi'))) {
    sizes.push({ n: Math.max(Number(m[1]), Number(m[2])), said: `${m[1]}-${m[2]}` })
  }
  for (const m of text.take(new RegExp(`\\b(?:between\\s+)?(\\d{1,4})\\s+and\\s+(\\d{1,4})\\s+${PEOPLE}\\b`, 'gi'))) {
    sizes.push({ n: Math.max(Number(m[1]), Number(m[2])), said: `${m[1]}-${m[2]}` })
  }
  for (const m of text.take(new RegExp(`\\b(\\d{1,4})\\s+(?:(?:hungry|total|more|or so)\\s+)?${PEOPLE}\\b`, 'gi')))
    sizes.push({ n: Number(m[1]) })
  const lead = `(?:for|party of|group of|table for|team of|headcount(?: of| is)?|group size(?: of| is)?|we are|we're|there are|there will be|there'll be)`
  for (const m of text.take(
    new RegExp(
      `\\b${lead}\\s+(?:about|around|roughly|approximately|approx\\.?|~)?\\s*(\\d{1,4})\\b(?!${NOT_A_GROUP})(?!\\s+(?:vegans?|vegetarians?|veggies?|kosher|halal|gluten|dairy|nut|gf|coeliacs?|celiacs?)\\b)`,
      'gi',
    ),
  )) {
    sizes.push({ n: Number(m[1]) })
  }
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
  const bare = new RegExp(
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
  const results = chrono.parse(text.value, { instant: ref }, { forwardDate: true })
  const dates: string[] = []
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
    for (const m of text.value.matchAll(
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
    understood.push(`Date: ${dateText(dates[0])}`)
    return
  }
  if (pastSaid) return refuse('date', `That date (${pastSaid}) has already passed`)
  const v = vague.exec(text.value)
  if (v) refuse('date', `I couldn't pin down a date from "${v[0].replace(/^-/, '')}"; please pick a day`)
}

const dateText = (d: string) => format(parse(d, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEEE, MMMM d, yyyy')

function readCity(text: Text, cities: readonly City[], prefs: ParsedPreferences, understood: string[], refuse: Refuse) {
  const found: City[] = []
  const ordered = [...cities].sort((a, b) => b.name.length - a.name.length)
  for (const c of ordered) {
    const names = [c.name.toLowerCase().replace(/\s+/g, '\\s+'), ...(CITY_ALIASES[c.slug] ?? [])]
    const hits = text.take(new RegExp(`(?<![\\w.])(?:${names.join('|')})(?:\\s*,\\s*${c.state})?(?![\\w])`, 'gi'))
    // "LA" only in capitals, never "la" in running text.
    if (c.slug === 'los-angeles') hits.push(...text.take(/(?<![\w.])LA(?![\w.])/g))
    if (hits.length && !found.includes(c)) found.push(c)
  }
  if (found.length > 1)
    return refuse('location', `You mentioned more than one city (${listText(found.map((c) => c.name))}); which one?`)
  if (found.length === 1) {
    const c = found[0]
    if (c.status === 'active') {
      prefs.location = cityLabel(c)
      understood.push(`City: ${cityLabel(c)}`)
    } else {
      refuse('location', `${c.name} is coming soon, but we can't book there yet; please pick one of our active cities`)
    }
    return
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
}
