// The partner application form ('Apply to Partner'): POST /api/partners/applications.
import { z } from 'zod'
import {
  choiceField,
  emailField,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalPhoneField,
  requiredText,
  SHORT_TEXT_MAX,
} from '../fields'

export const PARTNER_TYPES = [
  { value: 'restaurant-venue', label: 'Restaurant / Venue' },
  { value: 'event-planner', label: 'Event Planner' },
  { value: 'corporate', label: 'Corporate' },
] as const
export const PARTNER_TYPE_IDS = PARTNER_TYPES.map((p) => p.value) as [
  (typeof PARTNER_TYPES)[number]['value'],
  ...(typeof PARTNER_TYPES)[number]['value'][],
]

export const PARTNER_MESSAGES = {
  partnerType: 'Please select a partner type',
  organization: 'Organization is required',
  contactName: 'Contact name is required',
  email: 'Invalid email address',
  phone: 'Please enter a valid phone number',
  city: 'City is required',
  message: 'Message is required',
} as const

export const partnerApplicationSchema = z.object({
  partnerType: choiceField(PARTNER_TYPE_IDS, PARTNER_MESSAGES.partnerType),
  organization: requiredText(PARTNER_MESSAGES.organization, SHORT_TEXT_MAX),
  contactName: requiredText(PARTNER_MESSAGES.contactName, NAME_MAX),
  email: emailField(PARTNER_MESSAGES.email),
  phone: optionalPhoneField(PARTNER_MESSAGES.phone),
  city: requiredText(PARTNER_MESSAGES.city, SHORT_TEXT_MAX),
  message: requiredText(PARTNER_MESSAGES.message, LONG_TEXT_MAX),
})
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>
export type PartnerApplicationRequest = z.output<typeof partnerApplicationSchema>

export const PARTNER_SUCCESS_MESSAGE =
  "Thanks for applying to partner with Bountiful! We'll be in touch within 24 hours."
