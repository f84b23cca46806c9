// The consultation dialog 'Book a Call with Callie': POST /api/consultations.
import { z } from 'zod'
import {
  emailField,
  integerField,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalChoiceField,
  optionalPhoneField,
  optionalText,
  requiredText,
  SHORT_TEXT_MAX,
  venueIdField,
} from '../fields'
import { boundedDateField } from '../date-fields'

/** Consultations take any group from 1 to 1000 (large groups come here). */
export const CONSULTATION_MIN_GROUP = 1
export const CONSULTATION_MAX_GROUP = 1000

export const CONSULTATION_MESSAGES = {
  name: 'Name is required',
  email: 'Invalid email address',
  eventType: 'Event type is required',
  location: 'Location is required',
  groupSizeRequired: 'Group size is required',
  groupSizeMin: `Group size must be at least ${CONSULTATION_MIN_GROUP}`,
  groupSizeMax: `Group size must be at most ${CONSULTATION_MAX_GROUP}`,
  vibeOccasion: 'Vibe / occasion is required',
  preferredDate: 'Please select a date',
  phone: 'Please enter a valid phone number',
  preferredCallTime: 'Please choose a time of day for the call',
} as const

/** When the planner would like Callie's team to call (in her own timezone). */
export const CALL_TIMES = [
  { value: 'morning', label: 'Morning (9 AM-12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12-5 PM)' },
  { value: 'evening', label: 'Evening (5-8 PM)' },
  { value: 'anytime', label: 'Any time' },
] as const
const CALL_TIME_IDS = CALL_TIMES.map((c) => c.value) as [
  (typeof CALL_TIMES)[number]['value'],
  ...(typeof CALL_TIMES)[number]['value'][],
]
export const callTimeLabel = (value: string | undefined) => CALL_TIMES.find((c) => c.value === value)?.label

export const consultationSchema = z.object({
  name: requiredText(CONSULTATION_MESSAGES.name, NAME_MAX),
  email: emailField(CONSULTATION_MESSAGES.email),
  /** Free text, not an option set. */
  eventType: requiredText(CONSULTATION_MESSAGES.eventType, SHORT_TEXT_MAX),
  location: requiredText(CONSULTATION_MESSAGES.location, SHORT_TEXT_MAX),
  groupSize: integerField({
    min: CONSULTATION_MIN_GROUP,
    max: CONSULTATION_MAX_GROUP,
    required: CONSULTATION_MESSAGES.groupSizeRequired,
    tooSmall: CONSULTATION_MESSAGES.groupSizeMin,
    tooBig: CONSULTATION_MESSAGES.groupSizeMax,
  }),
  vibeOccasion: requiredText(CONSULTATION_MESSAGES.vibeOccasion, LONG_TEXT_MAX),
  preferredDate: boundedDateField(CONSULTATION_MESSAGES.preferredDate),
  phone: optionalPhoneField(CONSULTATION_MESSAGES.phone),
  preferredCallTime: optionalChoiceField(CALL_TIME_IDS, CONSULTATION_MESSAGES.preferredCallTime),
  /** Asked about one venue ('Inquire About This Venue'): its notice, blackouts and capacity apply. */
  venueId: z.preprocess((v) => (v === null || v === '' ? undefined : v), venueIdField.optional()),
  notes: optionalText(LONG_TEXT_MAX),
  /** The client's clock (ISO); kept for reference, the server stores its own time. */
  timestamp: optionalText(64),
  /** Which trigger opened the dialog. */
  source: optionalText(64).transform((s) => s ?? 'consultation_modal'),
})
export type ConsultationInput = z.input<typeof consultationSchema>
export type ConsultationRequest = z.output<typeof consultationSchema>

export const CONSULTATION_SUCCESS_MESSAGE =
  "Thanks, Callie will be in touch! We'll reach out within 24 hours to discuss your event details."
