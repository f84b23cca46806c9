// The count at the door: on the day the host, a co-host or the venue's manager checks
// guests in from a phone, by name from the list or by each guest's door code (shown with a QR code
// on the guest's RSVP page); walk-ins are added and checked in at once. One record for both sides:
// each check-in is timestamped and attributed, undo keeps the row, and the count is the headcount
// the final bill uses.
import { z } from 'zod'
import { idField } from '../id-field'
import { NAME_MAX, optionalText, requiredText } from '../fields'
import { text } from '../text-field'

export const DOOR_MESSAGES = {
  codeOrGuest: 'Scan or type a guest’s door code, or choose a guest from the list',
  codeNotFound: 'No guest of this event has that door code. Check the code, or find the guest by name.',
  guestNotFound: 'Guest not found',
  notCheckedIn: 'This guest is not checked in.',
  cancelled: 'This event was cancelled.',
  walkInName: 'Please give the walk-in’s name',
} as const

/** Door codes: 8 letters and digits without look-alikes (no I, L, O, U), as Crockford's base 32. */
export const DOOR_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const DOOR_CODE_LENGTH = 8

/**
 * What a scan or the keyboard gave, as a code: the RSVP link itself (its `guest` token, which the
 * server turns into the code), or the code typed with spaces, dashes or in lower case.
 */
export function readDoorInput(raw: string): { token: string } | { code: string } | null {
  const s = raw.trim()
  const link = /[?&]guest=([A-Za-z0-9_-]{20,64})/.exec(s)
  if (link) return { token: link[1] }
  const code = s
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (c) => (c === 'O' ? '0' : '1'))
  if (code.length !== DOOR_CODE_LENGTH || [...code].some((c) => !DOOR_CODE_ALPHABET.includes(c))) return null
  return { code }
}

export const checkInSchema = z
  .object({
    guestId: idField(DOOR_MESSAGES.guestNotFound).optional(),
    code: text().max(500, DOOR_MESSAGES.codeNotFound).optional(),
  })
  .refine((v) => (v.guestId === undefined) !== (v.code === undefined), {
    message: DOOR_MESSAGES.codeOrGuest,
    path: ['code'],
  })
export type CheckInInput = z.infer<typeof checkInSchema>

export const AFFILIATION_MAX = 120
export const affiliationField = optionalText(AFFILIATION_MAX)

export const walkInSchema = z.object({
  name: requiredText(DOOR_MESSAGES.walkInName, NAME_MAX),
  affiliation: affiliationField,
})
export type WalkInInput = z.infer<typeof walkInSchema>

export const doorGuestSchema = z.object({
  id: z.number(),
  name: z.string(),
  affiliation: z.string().nullable(),
  rsvp: z.string().nullable(),
  walkIn: z.boolean(),
  checkedIn: z
    .object({
      at: z.string(),
      /** Who checked the guest in (a name; "the venue" side shows as its manager's name). */
      by: z.string().nullable(),
    })
    .nullable(),
})

export const doorSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  venueName: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  /** Guests checked in now: the headcount the final bill uses. */
  count: z.number().int().min(0),
  /** The agreed headcount (the accepted quote's), when there is one. */
  guaranteeGuests: z.number().int().nullable(),
  guests: z.array(doorGuestSchema),
})
export type Door = z.infer<typeof doorSchema>

/** What a check-in did, said with the guest's name: a scan of a code already used names who it was. */
export const checkInOutcomeText = (o: { name: string; alreadyCheckedIn: boolean }) =>
  o.alreadyCheckedIn ? `${o.name} is already checked in.` : `${o.name} checked in.`

/** A check-in's answer: the door as it now stands, and whom the code or tap was for. */
export const checkInResultSchema = doorSchema.extend({
  outcome: z.object({
    guestId: z.number(),
    name: z.string(),
    /** The guest was checked in before this request (another phone, a second scan). */
    alreadyCheckedIn: z.boolean(),
    message: z.string(),
  }),
})
export type CheckInResult = z.infer<typeof checkInResultSchema>
