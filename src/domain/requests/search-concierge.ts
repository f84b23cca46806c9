// The concierge form on an empty search: POST /api/concierge/requests.
import { z } from 'zod'
import {
  emailField,
  integerField,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalText,
  optionalTimeField,
  phoneField,
  requiredText,
  SHORT_TEXT_MAX,
} from '../fields'
import { optionalBoundedDateField } from '../date-fields'

export const SEARCH_CONCIERGE_MESSAGES = {
  name: 'Name is required',
  email: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phone: 'Please enter a valid phone number',
  details: 'Please tell us about your event',
} as const

/** What the planner searched for, sent along so the concierge starts where the search ended. */
export const searchSummarySchema = z.object({
  location: optionalText(SHORT_TEXT_MAX),
  date: optionalBoundedDateField('Invalid date'),
  time: optionalTimeField('Invalid time'),
  guests: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    integerField({
      min: 1,
      max: 1000,
      required: 'Invalid number of guests',
      tooSmall: 'Invalid number of guests',
      tooBig: 'Invalid number of guests',
    }).optional(),
  ),
})

export const searchConciergeSchema = z.object({
  name: requiredText(SEARCH_CONCIERGE_MESSAGES.name, NAME_MAX),
  email: emailField(SEARCH_CONCIERGE_MESSAGES.email),
  phone: phoneField(SEARCH_CONCIERGE_MESSAGES.phone, SEARCH_CONCIERGE_MESSAGES.phoneRequired),
  details: requiredText(SEARCH_CONCIERGE_MESSAGES.details, LONG_TEXT_MAX),
  ...searchSummarySchema.shape,
})
export type SearchConciergeInput = z.input<typeof searchConciergeSchema>
export type SearchConciergeRequest = z.output<typeof searchConciergeSchema>

export const SEARCH_CONCIERGE_SUCCESS_MESSAGE = 'Thank you for your request! Our team will contact you within 24 hours.'
