// A venue's cancellation terms: the steps its policies and its quotes carry (cancelling at least so
// many days ahead refunds so much), as typed and in plain words.
import { z } from 'zod'
import { integerField } from '../fields'

/** One step of a venue's cancellation terms: cancelling at least `daysBefore` days ahead refunds `refundPct` %. */
export type CancellationTerm = { daysBefore: number; refundPct: number }

export const CANCELLATION_TERMS_MAX = 10

export const CANCELLATION_TERMS_MESSAGES = {
  terms: `Cancellation terms: at most ${CANCELLATION_TERMS_MAX} steps, each with whole days from 0 to 365 and a refund from 0 to 100 %`,
  termsOrder: 'Cancellation terms: one step per number of days',
} as const
const TERMS = CANCELLATION_TERMS_MESSAGES.terms

export const cancellationTermSchema = z.object({
  daysBefore: integerField({ min: 0, max: 365, required: TERMS, tooSmall: TERMS, tooBig: TERMS }),
  refundPct: integerField({ min: 0, max: 100, required: TERMS, tooSmall: TERMS, tooBig: TERMS }),
})

/** A venue's cancellation terms as typed (its policies, and a quote's terms). */
export const cancellationTermsField = z
  .array(cancellationTermSchema, { error: CANCELLATION_TERMS_MESSAGES.terms })
  .max(CANCELLATION_TERMS_MAX, CANCELLATION_TERMS_MESSAGES.terms)
  .refine(
    (terms) => new Set(terms.map((t) => t.daysBefore)).size === terms.length,
    CANCELLATION_TERMS_MESSAGES.termsOrder,
  )
  // Stored and shown from the earliest cancellation (most days before) to the latest.
  .transform((terms) => [...terms].sort((a, b) => b.daysBefore - a.daysBefore))

const dayWords = (n: number) => (n === 1 ? '1 day' : `${n} days`)

/**
 * Each step as the range of days it covers, e.g. "Full refund if you cancel 14 or more days before;
 * 50% back if you cancel 7 to 13 days before; no refund after that."
 */
export function cancellationText(terms: readonly CancellationTerm[]): string {
  if (!terms.length) return 'No refund if you cancel.'
  const sorted = [...terms].sort((a, b) => b.daysBefore - a.daysBefore)
  const parts = sorted.map((t, i) => {
    const back = t.refundPct === 100 ? 'full refund' : t.refundPct === 0 ? 'no refund' : `${t.refundPct}% back`
    const until = i === 0 ? null : sorted[i - 1].daysBefore - 1
    const when =
      until === null
        ? t.daysBefore === 0
          ? 'up to the day of the event'
          : `${t.daysBefore} or more days before`
        : t.daysBefore === until
          ? t.daysBefore === 0
            ? 'on the day of the event'
            : `${dayWords(t.daysBefore)} before`
          : t.daysBefore === 0
            ? `up to ${dayWords(until)} before, or on the day`
            : `${t.daysBefore} to ${until} days before`
    return `${back} if you cancel ${when}`
  })
  const last = sorted[sorted.length - 1]
  const after = last.daysBefore > 0 && last.refundPct > 0 ? '; no refund after that' : ''
  const text = parts.join('; ') + after
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}
