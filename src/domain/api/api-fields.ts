// What the staff console's contracts (/api/staff/*) share: path ids, paging, optional dates and
// flags in query strings, a person's name, and the bare { ok: true } answer.
import { z } from 'zod'
import { pathIdField } from '../id-field'
import { dateField } from '../fields'

export const STAFF_PAGE_MAX = 100
export const NOTE_MAX = 2000

export const DATE_MESSAGE = 'Use a date like 2030-06-15'
export const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), dateField(DATE_MESSAGE).optional())
export const boolParam = z
  .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional())
  .transform((v) => (v === undefined ? undefined : v === 'true'))
export const pageLimit = (def: number) => z.coerce.number().int().min(1).max(STAFF_PAGE_MAX).default(def)
export const pageOffset = z.coerce.number().int().min(0).max(1_000_000).default(0)

export const idParamsSchema = z.object({ id: pathIdField() })
export const userIdParamsSchema = z.object({ userId: pathIdField() })

export const personSchema = z.object({ id: z.number().int(), name: z.string() })

/** The answer of a write that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) })
