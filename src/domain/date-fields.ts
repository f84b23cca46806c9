// The date fields that check a date against today and two years ahead (./date-bounds.ts: the
// cities' time zones, date-fns), apart from ./fields.ts so that forms without a date do not load them.
import { z } from 'zod'
import { ALTERNATIVE_DATE_MESSAGES, ALTERNATIVE_DATES_MAX } from './alternative-dates'
import { dateBoundsError } from './date-bounds'
import { blankToUndefined, dateField } from './fields'
import { isValidDateString } from './time-constants'

/** A real calendar date between today and two years ahead ('yyyy-mm-dd'; ./date-bounds.ts). */
export function boundedDateField(message: string, { pastMessage }: { pastMessage?: string } = {}) {
  return dateField(message).superRefine((date, ctx) => {
    if (!isValidDateString(date)) return
    const problem = dateBoundsError(date, { pastMessage })
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

export function optionalBoundedDateField(message: string) {
  return z.preprocess(blankToUndefined, boundedDateField(message).optional())
}

const noDuplicates = <T>(xs: readonly T[]) => new Set(xs).size === xs.length

/**
 * The other dates (./alternative-dates.ts): each a date within today … two years ahead, at most
 * ALTERNATIVE_DATES_MAX, none repeated. Whether each differs from the first date, and suits the
 * venue, needs the request and the venue (requests/venue-rules.ts alternativeDateErrors).
 */
export function alternativeDatesField(dateMessage: string, tooMany: string = ALTERNATIVE_DATE_MESSAGES.tooMany) {
  return z
    .array(boundedDateField(dateMessage), { error: tooMany })
    .max(ALTERNATIVE_DATES_MAX, tooMany)
    .refine(noDuplicates, tooMany)
    .default([])
}
