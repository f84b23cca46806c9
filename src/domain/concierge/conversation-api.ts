// Callie's conversation over HTTP: what the server stores and answers, the web renders, and the
// engines (built-in and model) produce. Every part that shows a venue, a price or availability
// carries data a tool returned in the same conversation; the server drops any other.
import { z } from 'zod'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { dateField, integerField, venueIdField } from '../fields'
import { isStorableText, text } from '../text-field'
import { venueSummarySchema } from '../venues/venue'
import { BRIEF_SLOTS, briefChipSchema, briefPatchSchema, callieBriefSchema, sentBriefPatchSchema } from './callie-brief'
import { CALLIE_TEXT_MAX } from './conversation-limits'

export const CONVERSATION_MESSAGES = {
  text: 'Please write a message to Callie.',
  tooLong: `Please keep a message to ${CALLIE_TEXT_MAX.toLocaleString('en-US')} characters.`,
  control: 'Your message contains characters we cannot read; please retype it.',
  oneOf: 'Please send either a message or a change to the brief, not both.',
  notFound: 'Conversation not found',
} as const

// Tab and newline are text; every other control character (and NUL, lone surrogates) is refused.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** A message of the thread: 1..2000 characters after trimming, no control characters. */
export const threadTextField = (messages: { text: string; tooLong: string; control: string }) =>
  z
    .string({ error: messages.text })
    .refine((s) => !CONTROL.test(s) && isStorableText(s), { error: messages.control, abort: true })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, messages.text).max(CALLIE_TEXT_MAX, messages.tooLong))

/** What a planner writes to Callie. */
export const plannerTextField = threadTextField(CONVERSATION_MESSAGES)

export const CONVERSATION_STATUSES = ['callie', 'with_staff', 'closed'] as const
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number]
export const MESSAGE_AUTHORS = ['planner', 'callie', 'staff', 'system'] as const
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number]
export const ENGINE_NAMES = ['builtin', 'model'] as const
export type EngineName = (typeof ENGINE_NAMES)[number]

/** A venue as Callie shows it: the search tool's summary, its all-in price and availability. */
export const venueCardSchema = z.object({
  venue: venueSummarySchema,
  /** The all-in price of the venue's cheapest package that fits the brief (same function as proposals). */
  allIn: z
    .object({
      perGuest: z.string(),
      total: z.string(),
      packageName: z.string(),
      spaceName: z.string(),
    })
    .nullable(),
  /** For the brief's date and group; null when no date was given. */
  available: z.boolean().nullable(),
  /** Why it fits, or why not ("Fully booked on Fri, Jan 28"). */
  reason: z.string().nullable(),
})
export type VenueCard = z.infer<typeof venueCardSchema>

export const ACTION_KINDS = ['shortlist', 'request', 'brief', 'consultation', 'handover'] as const

const choiceSchema = z.object({
  label: z.string(),
  /** What the web sends as the planner's text when the choice is pressed. */
  value: z.string(),
  /** The same choice as a brief edit, when it is one (the web may send this instead of the text). */
  briefPatch: sentBriefPatchSchema.optional(),
})

export const partSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), slot: z.enum(BRIEF_SLOTS), choices: z.array(choiceSchema) }),
  z.object({
    type: z.literal('venues'),
    venues: z.array(venueCardSchema),
    /**
     * Some of the venues listed before, picked by a question about them ("which of these has a
     * private room?"): not a new list, so "the second one" still means the second of that list.
     */
    narrowed: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('venue-answer'),
    venue: venueCardSchema,
    /** ok: the answer to a yes-or-no question (a private room for the group, free on the date); null for a plain fact (the notice, the deposit, a price). */
    facts: z.array(z.object({ label: z.string(), value: z.string(), ok: z.boolean().nullable() })),
  }),
  z.object({
    type: z.literal('comparison'),
    venues: z.array(venueCardSchema),
    rows: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
  }),
  z.object({
    type: z.literal('no-match'),
    reasons: z.array(z.string()),
    alternatives: z.array(z.object({ venue: venueCardSchema, differences: z.array(z.string()) })),
    suggestions: z.array(z.object({ label: z.string(), briefPatch: sentBriefPatchSchema })),
  }),
  z.object({
    type: z.literal('actions'),
    actions: z.array(z.object({ kind: z.enum(ACTION_KINDS), label: z.string(), venueIds: z.array(z.number().int()) })),
  }),
])
export type Part = z.infer<typeof partSchema>
export type PartOf<T extends Part['type']> = Extract<Part, { type: T }>

export const messageSchema = z.object({
  id: z.number().int(),
  author: z.enum(MESSAGE_AUTHORS),
  /** A staff member's first name; null for the planner, Callie and system lines. */
  authorName: z.string().nullable(),
  text: z.string(),
  /** ISO timestamp */
  createdAt: z.string(),
  parts: z.array(partSchema),
})
export type Message = z.infer<typeof messageSchema>

export const searchContextSchema = z.object({
  city: text().trim().max(200).optional(),
  date: dateField('Please give the date as yyyy-mm-dd.').optional(),
  guests: integerField({
    min: MIN_GUESTS,
    max: MAX_GUESTS,
    required: 'Please give the number of guests.',
    tooSmall: `Guests must be at least ${MIN_GUESTS}`,
    tooBig: `Guests must be at most ${MAX_GUESTS}`,
  }).optional(),
  time: text().trim().max(20).optional(),
})

/**
 * The context as stored and answered: plain values (the request's schema above trims and parses,
 * and a response cannot be encoded back through a transform).
 */
export const conversationContextSchema = z.object({
  venueId: z.number().int().optional(),
  venueName: z.string().optional(),
  search: z
    .object({
      city: z.string().optional(),
      date: z.string().optional(),
      guests: z.number().int().optional(),
      time: z.string().optional(),
    })
    .optional(),
})
export type ConversationContext = z.infer<typeof conversationContextSchema>

export const conversationViewSchema = z.object({
  id: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  brief: callieBriefSchema,
  chips: z.array(briefChipSchema),
  context: conversationContextSchema.nullable(),
  messages: z.array(messageSchema),
  /** The staff console request once handed over. */
  requestId: z.number().int().nullable(),
  /** The engine that answered the latest turn. */
  engine: z.enum(ENGINE_NAMES),
})
export type ConversationView = z.infer<typeof conversationViewSchema>

/** POST /api/concierge/conversations */
export const createConversationBodySchema = z.strictObject({
  context: z
    .strictObject({
      venueId: venueIdField.optional(),
      search: searchContextSchema.strict().optional(),
    })
    .optional(),
  text: plannerTextField.optional(),
})
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>

/** POST /api/concierge/conversations/:id/messages: a message, or a change to the brief. */
export const postMessageBodySchema = z
  .strictObject({ text: plannerTextField.optional(), brief: briefPatchSchema.optional() })
  .refine((b) => (b.text === undefined) !== (b.brief === undefined), {
    error: CONVERSATION_MESSAGES.oneOf,
    path: ['text'],
  })
export type PostMessageBody = z.infer<typeof postMessageBodySchema>

export const turnResponseSchema = z.object({
  conversation: conversationViewSchema,
  /** The messages this turn added: the planner's, then Callie's reply (none while with staff). */
  added: z.array(messageSchema),
})
export type TurnResponse = z.infer<typeof turnResponseSchema>

export const conversationListSchema = z.object({
  conversations: z.array(
    z.object({
      id: z.string(),
      status: z.enum(CONVERSATION_STATUSES),
      /** ISO timestamp */
      updatedAt: z.string(),
      /** The first line of the latest message. */
      preview: z.string(),
    }),
  ),
})
export type ConversationList = z.infer<typeof conversationListSchema>

export const conversationParamsSchema = z.object({ id: z.string().max(100) })
/** `key`: the emailed link's, for a thread opened in another browser. */
export const conversationQuerySchema = z.object({ key: z.string().max(100).optional() })
