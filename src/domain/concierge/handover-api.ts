// A person from the concierge team takes a conversation with Callie over, in the same thread:
// POST /api/concierge/conversations/:id/handover (the contact the team answers, prefilled from the
// account when signed in), the staff console's GET /api/staff/conversations/:id, POST …/messages
// and POST …/release, and the frames the live socket (GET /api/concierge/conversations/:id/live)
// pushes to the planner and to staff.
import { z } from 'zod'
import { text } from '../text-field'
import { emailField, LONG_TEXT_MAX, NAME_MAX, optionalPhoneField, optionalText, requiredText } from '../fields'
import { CALLIE_TEXT_MAX } from './conversation-limits'
import {
  CONVERSATION_MESSAGES,
  conversationViewSchema,
  threadTextField,
  type ConversationStatus,
  type Message,
} from './conversation-api'

export const HANDOVER_MESSAGES = {
  name: 'Please tell us your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  /** A second "Talk to a person" while the team has the thread (409). */
  alreadyWithStaff: 'Our concierge team already has this conversation; a person will answer you here.',
  closed: 'This conversation is closed. Please start a new one.',
  /** "Hand back to Callie" when she already has it (409). */
  alreadyWithCallie: 'This conversation is already with Callie.',
} as const

/** The lines the thread shows when the team takes it, joins it again, or hands it back. */
export const HANDOVER_LINES = {
  handedOver:
    'You asked for a person from our concierge team. They have this conversation and your brief, and will answer you here; we emailed you a link back to it.',
  joined: 'A person from our concierge team has joined the conversation; Callie is paused.',
  released: 'Callie is back. Our concierge team can still read this conversation.',
} as const

export const handoverBodySchema = z.strictObject({
  name: requiredText(HANDOVER_MESSAGES.name, NAME_MAX),
  email: emailField(HANDOVER_MESSAGES.email),
  phone: optionalPhoneField(HANDOVER_MESSAGES.phone),
  note: optionalText(LONG_TEXT_MAX),
})
export type HandoverBody = z.input<typeof handoverBodySchema>

/** GET /api/staff/conversations/:id: the thread as the planner sees it, and who to answer. */
export const staffConversationViewSchema = conversationViewSchema.extend({
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
})
export type StaffConversationView = z.infer<typeof staffConversationViewSchema>

/** POST /api/staff/conversations/:id/messages: the same text rules as the planner's field. */
export const staffMessageBodySchema = z.strictObject({
  text: threadTextField({
    text: 'Please write your reply to the planner.',
    tooLong: `Please keep a reply to ${CALLIE_TEXT_MAX.toLocaleString('en-US')} characters.`,
    control: CONVERSATION_MESSAGES.control,
  }),
})

/** GET …/live: the session as `?token=` (browsers cannot set headers on a WebSocket), or the emailed link's key. */
export const conversationLiveQuerySchema = z.object({
  token: text().max(100).optional(),
  key: text().max(100).optional(),
})

/** What the live socket pushes: a message added to the thread, or its new status. */
export type ConversationLiveFrame =
  { type: 'message'; message: Message } | { type: 'status'; status: ConversationStatus }

/** Close codes of the live socket, as the team chat's (domain/events/chat.ts). */
export const CONVERSATION_LIVE_CLOSE = { unauthorized: 4401 } as const
