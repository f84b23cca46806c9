// Row ids as requests carry them. Every table's id is a PostgreSQL serial (int4), so an id beyond
// 2,147,483,647 names nothing and must be refused before it reaches a query, where it would fail.
import { z } from 'zod'

export const MAX_ID = 2_147_483_647

/** A row id in a JSON body: a whole number from 1 to MAX_ID. */
export function idField(message = 'Must be a valid id') {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message)
}

/**
 * A row id in a path or query string: canonical decimal only ('7', never '007', '7.0', '7e0',
 * '0x7' or ' 7'), so one id has one URL, and within MAX_ID.
 */
export function pathIdField(message = 'Must be a valid id') {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, message))
}
