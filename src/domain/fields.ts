// Field builders shared by the request schemas, so one rule (and one message) exists once.
import { z } from 'zod'
import { MAX_ID } from './id-field'
import { text } from './text-field'
// Not ./time (date-fns) nor ./date-bounds (the cities, time zones): a form of text fields (log-in,
// sign-up) loads this module and zod alone. The date fields that need those are ./date-fields.ts.
import { DATE_RE, isValidDateString, TIME_RE } from './time-constants'

export const NAME_MAX = 120
export const EMAIL_MAX = 254
export const PHONE_MAX = 32
export const SHORT_TEXT_MAX = 200
export const LONG_TEXT_MAX = 5000

/** A blank optional field arrives as '' (or null) from a form: treat it as absent. */
export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v

const tooLong = (max: number) => `Must be at most ${max} characters`

/** Required text: trimmed, not blank, one message for missing and blank. */
export function requiredText(message: string, max: number = SHORT_TEXT_MAX) {
  return text({ error: message }).trim().min(1, message).max(max, tooLong(max))
}

/** Optional text: trimmed; '' and null become absent. */
export function optionalText(max: number = LONG_TEXT_MAX) {
  return z.preprocess(blankToUndefined, text().trim().max(max, tooLong(max)).optional())
}

export const INVALID_EMAIL = 'Invalid email address'

export function emailField(message: string = INVALID_EMAIL) {
  return text({ error: message }).trim().max(EMAIL_MAX, tooLong(EMAIL_MAX)).pipe(z.email(message))
}

/** The digits of a phone number ('(415) 555-0100' has 10). */
export const phoneDigits = (s: string) => s.replace(/\D/g, '').length

/**
 * A phone number with at least 10 digits. Counting digits (not characters) keeps
 * '(415) 555-0100' valid and 'call me pls' invalid.
 */
export function phoneField(message: string, requiredMessage: string = message) {
  return text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(PHONE_MAX, tooLong(PHONE_MAX))
    .refine((s) => /^[0-9+().\-\s/x]*$/i.test(s) && phoneDigits(s) >= 10, message)
}

export function optionalPhoneField(message: string) {
  return z.preprocess(blankToUndefined, phoneField(message).optional())
}

/** A calendar date 'yyyy-mm-dd' that exists. Past dates are checked where the timezone is known. */
export function dateField(message: string) {
  return text({ error: message }).trim().regex(DATE_RE, message).refine(isValidDateString, message)
}

/** 'h:mm AM/PM' on the 15-minute grid. */
export function timeField(message: string) {
  return text({ error: message }).trim().regex(TIME_RE, message)
}

export function optionalTimeField(message: string) {
  return z.preprocess(blankToUndefined, timeField(message).optional())
}

/** One of a fixed set of values; the same message for missing and unknown. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message })
}

export function optionalChoiceField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional())
}

/** A whole number in [min, max]; numeric strings from form inputs are accepted. */
export function integerField({
  min,
  max,
  required,
  tooSmall,
  tooBig,
}: {
  min: number
  max: number
  required: string
  tooSmall: string
  tooBig: string
}) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: required }).int(required).min(min, tooSmall).max(max, tooBig),
  )
}

/** The venue a request is about: a positive id (numeric strings accepted). */
/** A venue package chosen by the planner; optional. */
export const venuePackageIdField = z
  .number({ error: 'Package not found' })
  .int('Package not found')
  .positive('Package not found')
  .max(2_147_483_647, 'Package not found')
  .optional()

export const venueIdField = integerField({
  min: 1,
  max: MAX_ID,
  required: 'Venue is required',
  tooSmall: 'Venue is required',
  tooBig: 'Venue is required',
})

/** An instant booking as the planner is told of it: its stage (lifecycle.ts) and what is due next. */
export const instantBookingSchema = z.object({
  stageLabel: z.string(),
  nextStep: z.string(),
  /** The deposit and booking fee: due now when the payment schedule is open, else when it opens. */
  dueNowCents: z.number().int(),
  /** The deposit instalment's due day once the schedule is open; null until then. */
  dueOn: z.string().nullable(),
  allInCents: z.number().int(),
})
export type InstantBooking = z.infer<typeof instantBookingSchema>

/** What every accepted request answers (201). */
export const requestAcceptedSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
  message: z.string(),
  /** True when the request was confirmed at once (a package with instant book). */
  instantBooked: z.boolean().optional(),
  /** With an instant booking: where it stands and what is due next, as written. */
  booking: instantBookingSchema.optional(),
})
export type RequestAccepted = z.infer<typeof requestAcceptedSchema>
