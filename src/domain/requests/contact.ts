// The contact page form (our own form, posting to our API): POST /api/contact.
import { z } from 'zod'
import {
  emailField,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalPhoneField,
  optionalText,
  requiredText,
  SHORT_TEXT_MAX,
} from '../fields'

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Invalid email address',
  phone: 'Please enter a valid phone number',
  message: 'Message is required',
} as const

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name, NAME_MAX),
  email: emailField(CONTACT_MESSAGES.email),
  phone: optionalPhoneField(CONTACT_MESSAGES.phone),
  subject: optionalText(SHORT_TEXT_MAX),
  message: requiredText(CONTACT_MESSAGES.message, LONG_TEXT_MAX),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactRequest = z.output<typeof contactSchema>

export const CONTACT_SUCCESS_MESSAGE = "Thanks for reaching out! We'll reply within 24 hours."
