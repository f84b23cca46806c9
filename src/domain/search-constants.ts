// Search constants without zod or date-fns, so the web app can import them without shipping
// the validation schemas to every page (search-criteria.ts re-exports them).
export const BUDGET_MIN = 30
export const BUDGET_MAX = 500
export const BUDGET_STEP = 10
export const BUDGET_DEFAULT: [number, number] = [50, 200]
export const SEARCH_PAGE_SIZE = 20
export const SEARCH_MAX_PAGE_SIZE = 100

/** The query keys the web app writes into /search and passes to the API (spec §2, plus experienceType, lastMinute, type). */
export const SEARCH_PARAM_KEYS = [
  'location', 'date', 'time', 'guests', 'budget', 'vibe', 'dietary', 'features', 'lastMinute', 'experienceType', 'type',
] as const
