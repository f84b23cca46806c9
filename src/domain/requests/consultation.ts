// The consultation dialog 'Book a Call with Callie' (spec §2, §3, §5): POST /api/consultations.
import { z } from 'zod'
import {
  dateField, emailField, integerField, LONG_TEXT_MAX, NAME_MAX, optionalText, requiredText, SHORT_TEXT_MAX,
} from './fields'

/** DESIGN.md §2: consultations take any group from 1 to 1000 (large groups come here). */
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
} as const

export const consultationSchema = z.object({
  name: requiredText(CONSULTATION_MESSAGES.name, NAME_MAX),
  email: emailField(CONSULTATION_MESSAGES.email),
  /** Free text (spec §3). */
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
  preferredDate: dateField(CONSULTATION_MESSAGES.preferredDate),
  notes: optionalText(LONG_TEXT_MAX),
  /** The client's clock (ISO); kept for reference, the server stores its own time. */
  timestamp: optionalText(64),
  /** Which trigger opened the dialog. */
  source: optionalText(64).transform((s) => s ?? 'consultation_modal'),
})
export type ConsultationInput = z.input<typeof consultationSchema>
export type ConsultationRequest = z.output<typeof consultationSchema>

export const CONSULTATION_SUCCESS_MESSAGE = "Thanks, Callie will be in touch! We'll reach out within 24 hours to discuss your event details."
