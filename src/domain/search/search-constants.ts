// Search constants without zod or date-fns, so the web app can import them without shipping
// the validation schemas to every page (search-criteria.ts re-exports them).
export const BUDGET_MIN = 30
export const BUDGET_MAX = 500
export const BUDGET_STEP = 10
export const BUDGET_DEFAULT: [number, number] = [50, 200]
export const SEARCH_PAGE_SIZE = 20
export const SEARCH_MAX_PAGE_SIZE = 100

/**
 * A search counts its matches up to this many (or past the page asked for, when deeper): beyond it
 * the answer says "more than" (`totalCapped`), so a full page costs the same in a city of 2,000
 * venues as in one of 20,000.
 */
export const SEARCH_COUNT_CAP = 1000

/** '1 venue', '12 venues', '1,000+ venues' (capped: there are more than `total`); `what` for another noun. */
export function venueCountText(total: number, capped = false, what = 'venue'): string {
  // Grouped by hand, not toLocaleString: a page's first Intl formatter loads ICU's locale data,
  // tens of milliseconds on a phone while the search page hydrates.
  const n = String(total).replace(/\B(?=(\d{3})+$)/g, ',')
  if (capped) return `${n}+ ${what}s`
  return `${n} ${total === 1 ? what : `${what}s`}`
}

/** The query keys the web app writes into /search and passes to the API. */
export const SEARCH_PARAM_KEYS = [
  'location',
  'date',
  'time',
  'guests',
  'budget',
  'vibe',
  'dietary',
  'features',
  'lastMinute',
  'experienceType',
  'type',
  'sort',
] as const

/** Result orders (`sort=`); the first is the default and is left out of URLs. */
export const SEARCH_SORTS = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price', label: 'Price per person (low to high)' },
  { value: 'rating', label: 'Rating' },
  { value: 'capacity', label: 'Capacity' },
] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]['value']
export const SEARCH_SORT_IDS = SEARCH_SORTS.map((s) => s.value) as [SearchSort, ...SearchSort[]]
export const DEFAULT_SEARCH_SORT: SearchSort = 'recommended'

/** At most this many "drop one filter" counts are run for an empty result. */
export const MAX_RELAXATIONS = 8
