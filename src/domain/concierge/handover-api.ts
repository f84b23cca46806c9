// POST /api/concierge/conversations/:id/handover: the contact the concierge team answers when a
// person takes the conversation over (prefilled from the account when signed in).
import { z } from 'zod'
import { emailField, LONG_TEXT_MAX, NAME_MAX, optionalPhoneField, optionalText, requiredText } from '../requests/fields'

export const HANDOVER_MESSAGES = {
  name: 'Please tell us your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
} as const

export const handoverBodySchema = z.strictObject({
  name: requiredText(HANDOVER_MESSAGES.name, NAME_MAX),
  email: emailField(HANDOVER_MESSAGES.email),
  phone: optionalPhoneField(HANDOVER_MESSAGES.phone),
  note: optionalText(LONG_TEXT_MAX),
})
export type HandoverBody = z.input<typeof handoverBodySchema>
