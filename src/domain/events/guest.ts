// Guest list and RSVP: bodies and answers of /api/dashboard/events/:id/guests and the
// public RSVP page. Parsing and counting rules live in guest-list.ts.
import { z } from 'zod'
import { idField } from '../id-field'
import { text } from '../text-field'
import { EMAIL_MAX, NAME_MAX, optionalText } from '../fields'
import { GUEST_LIST_MAX_LINES, GUEST_MESSAGES, RSVP_VALUES } from './guest-list'
import { guestDetailsSchema } from '../kitchen/guest-details'
import {
  changeRequestSchema,
  conflictSchema,
  guestDetailsResponseSchema,
  menuResponseSchema,
} from '../kitchen/kitchen-api'

export const DIETARY_MAX_ITEMS = 10
export const NOTES_MAX = 1000

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

const guestEmailField = z.preprocess(
  blankToNull,
  text()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, GUEST_MESSAGES.invalidEmail)
    .pipe(z.email(GUEST_MESSAGES.invalidEmail))
    .nullable()
    .optional(),
)
const guestNameField = text({ error: GUEST_MESSAGES.nameRequired })
  .trim()
  .min(1, GUEST_MESSAGES.nameRequired)
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
const dietaryField = z
  .array(text().max(60, 'Each dietary restriction must be at most 60 characters'), {
    error: 'Dietary restrictions must be a list',
  })
  .max(DIETARY_MAX_ITEMS, `At most ${DIETARY_MAX_ITEMS} dietary restrictions`)
const notesField = z.preprocess(
  (v) => (v === null ? '' : v),
  text().trim().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`),
)

/** One guest, or a pasted list `{ text }` read one guest per line. */
export const addGuestsSchema = z
  .object({
    text: text().max(50_000, 'The pasted list is too long').optional(),
    name: text().optional(),
    email: z.unknown().optional(),
    dietary: dietaryField.optional(),
    notes: notesField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.text !== undefined) {
      if (v.text.split(/\r\n|\r|\n/).filter((l) => l.trim()).length > GUEST_LIST_MAX_LINES) {
        ctx.addIssue({ code: 'custom', path: ['text'], message: GUEST_MESSAGES.tooManyLines })
      }
      return
    }
    const name = guestNameField.safeParse(v.name)
    if (!name.success) ctx.addIssue({ code: 'custom', path: ['name'], message: name.error.issues[0].message })
    const email = guestEmailField.safeParse(v.email)
    if (!email.success) ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0].message })
  })
  .transform((v) =>
    v.text !== undefined
      ? { kind: 'list' as const, text: v.text }
      : {
          kind: 'one' as const,
          guest: {
            name: guestNameField.parse(v.name),
            email: guestEmailField.parse(v.email) ?? null,
            dietary: v.dietary ?? [],
            notes: v.notes ?? '',
          },
        },
  )
export type AddGuestsInput = z.infer<typeof addGuestsSchema>

export const updateGuestSchema = z.object({
  name: guestNameField.optional(),
  email: guestEmailField,
  dietary: dietaryField.optional(),
  notes: notesField.optional(),
  /** Company or organisation, for the expense packet's attendee list; '' clears it. */
  affiliation: z
    .preprocess((v) => (v === null ? '' : v), text().trim().max(120, 'Affiliation must be at most 120 characters'))
    .optional(),
  /** The host may record an answer given in person or by phone; null clears it. */
  rsvp: z.enum(RSVP_VALUES, { error: 'Answer must be yes, no or maybe' }).nullable().optional(),
})
export type UpdateGuestInput = z.infer<typeof updateGuestSchema>

export const inviteGuestsSchema = z.object({
  /** Which guests to email; all guests with an email when absent. */
  guestIds: z
    .array(idField('guestIds must be a list of guest ids'), { error: 'guestIds must be a list of guest ids' })
    .max(1000)
    .optional(),
})

export const guestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  dietary: z.array(z.string()),
  notes: z.string(),
  affiliation: z.string().nullable(),
  rsvp: z.enum(RSVP_VALUES).nullable(),
  respondedAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  /** The guest's own RSVP link, for the host to share another way. */
  rsvpUrl: z.string(),
})
export type Guest = z.infer<typeof guestSchema>

export const headcountSchema = z.object({
  yes: z.number().int(),
  maybe: z.number().int(),
  no: z.number().int(),
  noAnswer: z.number().int(),
  total: z.number().int(),
})

export const guestListSchema = z.object({
  guests: z.array(guestSchema),
  headcount: headcountSchema,
  dietary: z.array(z.object({ restriction: z.string(), count: z.number().int() })),
})
export type GuestList = z.infer<typeof guestListSchema>

export const addGuestsResponseSchema = z.object({ guests: z.array(guestSchema) })
export type AddGuestsResponse = z.infer<typeof addGuestsResponseSchema>

export const inviteGuestsResponseSchema = z.object({
  sent: z.number().int(),
  /** Guests asked for but not emailed because they have no email address. */
  skipped: z.array(z.object({ id: z.number().int(), name: z.string() })),
})

// Public RSVP page (/e/{publicId}?guest={token}): no sign-in, nothing private.

export const publicEventSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  venueName: z.string().nullable(),
  location: z.string(),
  status: z.enum(['upcoming', 'past', 'cancelled']),
  guest: z
    .object({
      name: z.string(),
      rsvp: z.enum(RSVP_VALUES).nullable(),
      dietary: z.array(z.string()),
      notes: z.string(),
      /** Shown with its QR code: scanned or typed at the door to check the guest in. */
      doorCode: z.string(),
      /** Allergies, course choices and a companion. */
      details: guestDetailsResponseSchema,
    })
    .nullable(),
  /** With ?guest=: what the kitchen needs from her (null without a guest). */
  kitchen: z
    .object({
      /** The booked package's menu; null when the booking has none (or there is no booking). */
      menu: menuResponseSchema.nullable(),
      /** When answers lock (the venue's final-details deadline), or null. */
      detailsDueAt: z.string().nullable(),
      /** The event's timezone: the deadline is said on the venue's clock, not the guest's. */
      timezone: z.string(),
      detailsLocked: z.boolean(),
      /** Her latest change request after the deadline, and where it stands. */
      changeRequest: changeRequestSchema.nullable(),
      /** Dishes she (or her companion) is served that contain something she named. */
      conflicts: z.array(conflictSchema),
    })
    .nullable(),
})
export type PublicEvent = z.infer<typeof publicEventSchema>

/** GET /api/public/events/:publicId and POST …/rsvp: any text; one that names no event is a 404. */
export const publicEventParamsSchema = z.object({ publicId: text() })

/** ?guest= is the guest's own RSVP token: the page then shows that guest's name and answer. */
export const publicEventQuerySchema = z.object({ guest: text().optional() })
/** The guest's own RSVP token: the "Add to calendar" file is theirs. */
export const guestCalendarQuerySchema = z.object({ guest: text() })

export const RSVP_MESSAGES = {
  answerRequired: 'Please choose yes, no or maybe',
  invitationNotFound: 'Invitation not found',
} as const

export const rsvpSchema = z.object({
  token: text({ error: RSVP_MESSAGES.invitationNotFound }),
  answer: z.enum(RSVP_VALUES, { error: RSVP_MESSAGES.answerRequired }),
  dietary: dietaryField.optional(),
  notes: z.preprocess((v) => (v === null ? undefined : v), optionalText(NOTES_MAX)),
  details: guestDetailsSchema.optional(),
})
export type RsvpInput = z.infer<typeof rsvpSchema>

/** The answer of an RSVP: the guest as the public page shows them now. */
export const rsvpResponseSchema = z.object({
  guest: publicEventSchema.shape.guest.unwrap(),
  kitchen: publicEventSchema.shape.kitchen.unwrap(),
  /** After the final-details deadline: the answer was sent to the venue as a change request. */
  message: z.string().nullable(),
})
export type RsvpResponse = z.infer<typeof rsvpResponseSchema>
