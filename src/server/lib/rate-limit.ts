// Per-client-address limit for the public form endpoints (RATE_LIMIT_PUBLIC_FORMS a minute).
import type { Config } from '../config'

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.'

/** The route `config.rateLimit` of a public form; each route counts on its own. */
export function publicFormRateLimit(config: Pick<Config, 'RATE_LIMIT_PUBLIC_FORMS'>) {
  return {
    max: config.RATE_LIMIT_PUBLIC_FORMS,
    timeWindow: 60_000,
    errorResponseBuilder: (_req: unknown, ctx: { statusCode: number }) =>
      Object.assign(new Error(RATE_LIMITED_MESSAGE), { statusCode: ctx.statusCode }),
  }
}
