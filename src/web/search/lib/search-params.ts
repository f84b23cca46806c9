// Reading a /search URL: the form's values and the API query (src/domain/search/search-criteria.ts).
import { clampGuests, DEFAULT_GUESTS } from '~/domain/guests'
import { DIETARY_IDS, EXPERIENCE_SLUGS, FEATURE_IDS, VENUE_TYPE_IDS, VIBE_IDS } from '~/domain/options'
import { BUDGET_MAX, BUDGET_MIN, SEARCH_PARAM_KEYS } from '~/domain/search/search-constants'
import { isValidDateString, isValidTime } from '~/domain/time-constants'
import type { SearchFormValues } from './search-values'

const list = (raw: string | null, allowed: readonly string[]) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s, i, all) => allowed.includes(s) && all.indexOf(s) === i)

export function parseBudget(raw: string | null): [number, number] | null {
  const m = raw ? /^(\d+)-(\d+)$/.exec(raw) : null
  if (!m) return null
  const lo = Math.max(BUDGET_MIN, Math.min(Number(m[1]), BUDGET_MAX))
  const hi = Math.max(BUDGET_MIN, Math.min(Number(m[2]), BUDGET_MAX))
  return lo <= hi ? [lo, hi] : null
}

/** Lenient: anything malformed in the URL is dropped rather than failing the page. */
export function searchValuesFromParams(params: URLSearchParams): SearchFormValues {
  const date = params.get('date') ?? ''
  const time = params.get('time') ?? ''
  const vibe = params.get('vibe') ?? ''
  return {
    location: params.get('location') ?? '',
    date: isValidDateString(date) ? date : '',
    time: isValidTime(time) ? time : '',
    guests: params.has('guests') ? clampGuests(params.get('guests')) : DEFAULT_GUESTS,
    budget: parseBudget(params.get('budget')),
    vibe: (VIBE_IDS as readonly string[]).includes(vibe) ? vibe : '',
    dietary: list(params.get('dietary'), DIETARY_IDS),
    features: list(params.get('features'), FEATURE_IDS),
  }
}

/** The API query for a /search URL: known keys only, in a fixed order (a stable cache key). */
export function apiQueryFromParams(params: URLSearchParams): string {
  const q = new URLSearchParams()
  for (const key of SEARCH_PARAM_KEYS) {
    const v = params.get(key)?.trim()
    if (!v) continue
    if (key === 'lastMinute' && v !== 'true') continue
    if (key === 'experienceType' && !(EXPERIENCE_SLUGS as readonly string[]).includes(v)) continue
    if (key === 'type' && !(VENUE_TYPE_IDS as readonly string[]).includes(v)) continue
    // A typed or stale link (guests=75) asks for what the form shows: the clamped count.
    q.set(key, key === 'guests' ? String(clampGuests(v)) : v)
  }
  return q.toString()
}
