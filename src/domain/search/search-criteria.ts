// Search criteria: the query string of /search and of GET /api/venues/search.
import { z } from 'zod'
import { text } from '../text-field'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { DIETARY_IDS, EXPERIENCE_SLUGS, FEATURE_IDS, VENUE_TYPE_IDS, VIBE_IDS } from '../options'
import { isValidDateString, isValidTime } from '../time'

import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_SORT_IDS } from './search-constants'

export * from './search-constants'

const commaList = <T extends string>(ids: readonly [T, ...T[]], what: string) =>
  text()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(text()).superRefine((list, ctx) => {
        const unknown = list.filter((x) => !ids.includes(x as T))
        if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown ${what}: ${unknown.join(', ')}` })
      }),
    )
    .transform((list) => [...new Set(list)] as T[])

const intParam = (name: string, min: number, max: number) =>
  text()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))

export const budgetParam = text()
  .regex(/^\d+-\d+$/, "Budget must look like 'low-high', for example 50-200")
  .transform((s) => s.split('-').map(Number) as [number, number])
  .refine(([lo, hi]) => lo <= hi, 'Budget low must not exceed high')

/** Raw query-string shape; every field optional and a string, as URLs carry them. */
export const searchQuerySchema = z.object({
  location: text().trim().max(200).optional(),
  date: text().refine(isValidDateString, 'Date must be a real date in the format yyyy-mm-dd').optional(),
  time: text().refine(isValidTime, "Time must look like '7:30 PM' (minutes 00, 15, 30 or 45)").optional(),
  guests: intParam('Guests', MIN_GUESTS, MAX_GUESTS).optional(),
  budget: budgetParam.optional(),
  vibe: z.enum(VIBE_IDS, { message: `Vibe must be one of: ${VIBE_IDS.join(', ')}` }).optional(),
  dietary: commaList(DIETARY_IDS, 'dietary option').optional(),
  features: commaList(FEATURE_IDS, 'feature').optional(),
  lastMinute: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  experienceType: z.enum(EXPERIENCE_SLUGS, { message: `Unknown experience type` }).optional(),
  type: z.enum(VENUE_TYPE_IDS, { message: `Type must be one of: ${VENUE_TYPE_IDS.join(', ')}` }).optional(),
  sort: z.enum(SEARCH_SORT_IDS, { message: `Sort must be one of: ${SEARCH_SORT_IDS.join(', ')}` }).optional(),
  limit: intParam('Limit', 1, SEARCH_MAX_PAGE_SIZE).optional(),
  offset: intParam('Offset', 0, 1_000_000).optional(),
})
export type SearchCriteria = z.output<typeof searchQuerySchema>

/**
 * The criteria as the search reads them: defaults filled in, lists sorted, settings that change
 * nothing left out (a time without a date, lastMinute=false, an empty list). Two URLs that mean
 * the same search give equal criteria, so they share one cached answer.
 */
export function normaliseCriteria(c: SearchCriteria): SearchCriteria {
  const list = <T extends string>(xs: T[] | undefined) => (xs?.length ? [...xs].sort() : undefined)
  return {
    location: c.location || undefined,
    date: c.date,
    time: c.date ? c.time : undefined,
    guests: c.guests,
    budget: c.budget,
    vibe: c.vibe,
    dietary: list(c.dietary),
    features: list(c.features),
    lastMinute: c.lastMinute || undefined,
    experienceType: c.experienceType,
    type: c.type,
    sort: c.sort ?? 'recommended',
    limit: c.limit ?? SEARCH_PAGE_SIZE,
    offset: c.offset ?? 0,
  }
}

/** The URL parameters of parsed criteria (paging left out): how a relaxed search is linked to. */
export function paramsOfCriteria(c: SearchCriteria): Record<string, string> {
  const p: Record<string, string> = {}
  if (c.location) p.location = c.location
  if (c.date) p.date = c.date
  if (c.date && c.time) p.time = c.time
  if (c.guests !== undefined) p.guests = String(c.guests)
  if (c.budget) p.budget = `${c.budget[0]}-${c.budget[1]}`
  if (c.vibe) p.vibe = c.vibe
  if (c.dietary?.length) p.dietary = c.dietary.join(',')
  if (c.features?.length) p.features = c.features.join(',')
  if (c.lastMinute) p.lastMinute = 'true'
  if (c.experienceType) p.experienceType = c.experienceType
  if (c.type) p.type = c.type
  if (c.sort && c.sort !== 'recommended') p.sort = c.sort
  return p
}
