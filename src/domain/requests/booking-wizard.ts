// The booking wizard (four steps on a venue): POST /api/venues/book.
import { z } from 'zod'
import { text } from '../text-field'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { EXTENDED_HOURS, FIXED_ADD_ONS, PACKAGES, WIZARD_EVENT_TYPES } from '../options'
import {
  choiceField,
  emailField,
  integerField,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalText,
  phoneField,
  requiredText,
  SHORT_TEXT_MAX,
  timeField,
  venueIdField,
  venuePackageIdField,
} from '../fields'
import { alternativeDatesField, boundedDateField } from '../date-fields'
import { AI_ADD_ON_RE, UNKNOWN_ADD_ON } from './add-on-ids'
import { instantBookAgreedField } from '../bookings/instant-book-agreement'
import { dietaryCountsField } from './dietary-counts'

export const WIZARD_EVENT_TYPE_IDS = WIZARD_EVENT_TYPES.map((t) => t.value) as [
  (typeof WIZARD_EVENT_TYPES)[number]['value'],
  ...(typeof WIZARD_EVENT_TYPES)[number]['value'][],
]
export const PACKAGE_IDS = PACKAGES.map((p) => p.value) as [
  (typeof PACKAGES)[number]['value'],
  ...(typeof PACKAGES)[number]['value'][],
]
export type PackageId = (typeof PACKAGE_IDS)[number]

const FIXED_ADD_ON_IDS: ReadonlySet<string> = new Set(FIXED_ADD_ONS.map((a) => a.id))
/** The one fixed add-on priced per hour. */
export const EXTENDED_HOURS_ID = FIXED_ADD_ONS.find((a) => a.per === 'hour')!.id

export const WIZARD_MESSAGES = {
  eventType: 'Event type is required',
  guestCountRequired: 'Guest count is required',
  guestCountMin: `At least ${MIN_GUESTS} guests required`,
  guestCountMax: `Maximum ${MAX_GUESTS} guests allowed`,
  date: 'Please select a date',
  time: 'Please select a time',
  budget: 'Budget is required',
  extendedHours: `Extended hours must be ${EXTENDED_HOURS.min} to ${EXTENDED_HOURS.max}`,
  name: 'Name is required',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
} as const

const addOnsField = z
  .array(text().max(40), { error: UNKNOWN_ADD_ON })
  .max(FIXED_ADD_ONS.length + 20, UNKNOWN_ADD_ON)
  .default([])
  .superRefine((ids, ctx) => {
    if (ids.some((id) => !FIXED_ADD_ON_IDS.has(id) && !AI_ADD_ON_RE.test(id)))
      ctx.addIssue({ code: 'custom', message: UNKNOWN_ADD_ON })
  })
  .transform((ids) => [...new Set(ids)])

/** Step fields, so the web wizard can validate one step at a time with the same rules. */
export const wizardEventStepSchema = z.object({
  eventType: choiceField(WIZARD_EVENT_TYPE_IDS, WIZARD_MESSAGES.eventType),
  guestCount: integerField({
    min: MIN_GUESTS,
    max: MAX_GUESTS,
    required: WIZARD_MESSAGES.guestCountRequired,
    tooSmall: WIZARD_MESSAGES.guestCountMin,
    tooBig: WIZARD_MESSAGES.guestCountMax,
  }),
})

export const wizardDateStepSchema = z.object({
  date: boundedDateField(WIZARD_MESSAGES.date),
  time: timeField(WIZARD_MESSAGES.time),
  /** Up to two other dates that would suit her, each checked against the venue as `date` is. */
  alternativeDates: alternativeDatesField(WIZARD_MESSAGES.date),
})

export const wizardBudgetStepSchema = z.object({
  budget: choiceField(PACKAGE_IDS, WIZARD_MESSAGES.budget),
  /** One of the venue's own packages, when it lists any. */
  packageId: venuePackageIdField,
  addOns: addOnsField,
  /**
   * Hours of "Extended Hours" (priced per hour): read and stored only when that add-on is chosen
   * (bookingWizardHours), 1 when it is and none were given.
   */
  extendedHours: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    integerField({
      min: EXTENDED_HOURS.min,
      max: EXTENDED_HOURS.max,
      required: WIZARD_MESSAGES.extendedHours,
      tooSmall: WIZARD_MESSAGES.extendedHours,
      tooBig: WIZARD_MESSAGES.extendedHours,
    }).optional(),
  ),
  /** How many guests keep each diet; each and their sum at most the group (dietaryCountErrors). */
  dietaryCounts: dietaryCountsField,
  /** Anything else of her guests' diets, in her words (allergies, a diet not listed). */
  dietaryRestrictions: optionalText(LONG_TEXT_MAX),
  specialRequests: optionalText(LONG_TEXT_MAX),
})

export const wizardContactStepSchema = z.object({
  name: requiredText(WIZARD_MESSAGES.name, NAME_MAX),
  email: emailField(WIZARD_MESSAGES.email),
  phone: phoneField(WIZARD_MESSAGES.phone),
  companyName: optionalText(SHORT_TEXT_MAX),
})

/**
 * The whole wizard payload. The server adds what needs the venue: its capacity, its timezone
 * (no past dates) and its suggested add-ons (see venue-rules.ts). A client total is never read.
 */
export const bookingWizardSchema = z.object({
  venueId: venueIdField,
  /** Informational only: the server uses the venue's own name. */
  venueName: optionalText(SHORT_TEXT_MAX),
  ...wizardEventStepSchema.shape,
  ...wizardDateStepSchema.shape,
  ...wizardBudgetStepSchema.shape,
  ...wizardContactStepSchema.shape,
  /** The planner agreed to the instant-book terms shown; without it, no instant book. */
  instantBookAgreed: instantBookAgreedField,
})
export type BookingWizardInput = z.input<typeof bookingWizardSchema>
export type BookingWizardRequest = z.output<typeof bookingWizardSchema>

/** The hours of "Extended Hours" a request asks for: only when she chose it (1 unless she said). */
export function bookingWizardHours(input: Pick<BookingWizardRequest, 'addOns' | 'extendedHours'>): number | undefined {
  if (!input.addOns.includes(EXTENDED_HOURS_ID)) return undefined
  return input.extendedHours ?? EXTENDED_HOURS.default
}

/** `replyWithin`: the venue's response promise in words ("24 hours", "3 days"). */
export const bookingWizardSuccessMessage = (replyWithin: string) =>
  `We'll review your request and get back to you within ${replyWithin} to confirm details.`
