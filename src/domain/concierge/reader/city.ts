// The city: one of ours by its name or what planners call it ("NYC", "Philly"), or by a neighbourhood
// or landmark of it ("Brooklyn"). A place that is not one of our cities is named back, not guessed.
import { cityLabel, type City } from '../../cities'
import { CUISINES } from '../../options'
import { listText, orText } from '../score-venue'
import type { ParsedPreferences, Refuse } from './brief'
import { findPlaces } from './places'
import { regExp, type Text } from './text'

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

/**
 * The city, from its name or from a neighbourhood or landmark of it ("Brooklyn" → New York). A name
 * several cities share needs the city beside it. Returns the neighbourhood, said as the planner would.
 */
export function readPlace(
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
