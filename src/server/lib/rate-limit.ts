// Per-client-address limits: the public form endpoints (RATE_LIMIT_PUBLIC_FORMS a minute), counted
// in the database (rate-limit-store.ts) so they hold across instances, and, more generous, search,
// place suggestions and Callie's recommendations (RATE_LIMIT_SEARCH a minute), counted in each
// instance's memory: a database write per search cost more than a cached answer, and a limit
// against scraping and floods does not need to be exact across instances.
import type { Config } from '../config'
import { AppError } from './errors'

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.'

/** The route `config.rateLimit` of a public form; each route counts on its own. */
export function publicFormRateLimit(config: Pick<Config, 'RATE_LIMIT_PUBLIC_FORMS'>) {
  return perMinute(config.RATE_LIMIT_PUBLIC_FORMS)
}

/** The route `config.rateLimit` of search, place suggestions and the concierge; each route on its own. */
export function searchRateLimit(config: Pick<Config, 'RATE_LIMIT_SEARCH'>) {
  return { ...perMinute(config.RATE_LIMIT_SEARCH), countIn: 'memory' as const }
}

/**
 * Answers "not found" (an unknown API route, an unknown page): against scanners walking paths,
 * which cost a page render or an error body each. Known pages are never counted.
 */
export function notFoundRateLimit(config: Pick<Config, 'RATE_LIMIT_NOT_FOUND'>) {
  return { ...perMinute(config.RATE_LIMIT_NOT_FOUND), countIn: 'memory' as const }
}

function perMinute(max: number) {
  return {
    max,
    countIn: 'database' as 'database' | 'memory',
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError('rate_limited', RATE_LIMITED_MESSAGE),
  }
}
