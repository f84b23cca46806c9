// The group vote: the organiser shares a public link; each person says, per venue,
// approve or prefer, and per date option approve, prefer or "can't make this date". A person is
// counted once: identified by name + an email they confirm from a link, or by their event RSVP link.
// A second vote by the same person REPLACES their first (once confirmed): people change their mind,
// and the tally still counts each person once (docs/decisions/0016-briefs.md).
import { z } from 'zod'
import { optionalText } from '../fields'
import { emailField, NAME_MAX, requiredText } from '../fields'
import { text } from '../text-field'
import {
  BRIEF_ALTERNATIVE_DATES_MAX,
  BRIEF_VENUES_MAX,
  DATE_VOTE_CHOICES,
  VENUE_VOTE_CHOICES,
  VOTER_IDENTITIES,
} from './briefs'
import { dateField } from '../fields'
import { idField } from '../id-field'

export const VOTE_MESSAGES = {
  notFound: 'This vote link is not valid. Please ask the organiser for the latest link.',
  closed: 'The organiser has closed this vote.',
  name: 'Name is required',
  email: 'Invalid email address',
  identity: 'Give your email address (we send you a link to confirm your vote) or use your RSVP link',
  rsvpUnknown: 'This RSVP link is not one of the organiser’s guest lists',
  nothing: 'Choose at least one venue or date',
  unknownVenue: 'This venue is not on the shortlist',
  unknownDate: 'This date is not one of the options',
  choice: 'Choose approve, prefer or can’t make this date',
  confirmationInvalid: 'This confirmation link is not valid or has expired. Please vote again.',
  confirmationSent: 'Check your inbox: click the link we sent you to count your vote.',
  recorded: 'Thanks, your vote is counted.',
  replaced: 'Thanks, your new vote replaces your earlier one.',
  tooManyToAddress:
    'We have already sent several confirmation emails to this address in the last hour. Please use the link in the latest one, or try again in an hour.',
  tooManyForLink:
    'This vote has sent as many confirmation emails as it may in an hour. Please try again later, or ask the organiser for your RSVP link.',
} as const

/**
 * How many "Confirm your vote" emails go out per hour: to one address (whatever the vote), and from
 * one vote link (whoever holds it), so a shared link cannot be used to mail strangers.
 */
export const VOTE_CONFIRMATION_LIMITS = { perAddressPerHour: 3, perLinkPerHour: 20 } as const

// ---- POST /api/briefs/:ref/share?token=… (organiser) -------------------------------------------

/** 200: the public vote link (the same link each time: calling again does not change it). */
export const shareResponseSchema = z.object({ url: z.string(), token: z.string(), closed: z.boolean() })
export type ShareResponse = z.infer<typeof shareResponseSchema>

// ---- Public: /api/votes/:token -----------------------------------------------------------------

export const voteTokenParamsSchema = z.object({ token: text().trim().max(100) })

export const tallySchema = z.object({
  approve: z.number().int(),
  prefer: z.number().int(),
  cantMake: z.number().int(),
})
export type Tally = z.infer<typeof tallySchema>

export const voteVenueSchema = z.object({
  venueId: z.number().int(),
  name: z.string(),
  location: z.string(),
  photoUrl: z.string().nullable(),
  /** The venue's open quote per guest for the brief's guest count, when it has quoted. */
  perGuestCents: z.number().int().nullable(),
  tally: tallySchema,
})
export const voteDateSchema = z.object({ date: z.string(), time: z.string(), tally: tallySchema })

/** GET /api/votes/:token: what the group votes on and the tallies so far (cheap; the page polls it). */
export const publicVoteSchema = z.object({
  occasionLabel: z.string(),
  organiserFirstName: z.string(),
  guests: z.number().int(),
  closed: z.boolean(),
  /** The brief is a draft: the group votes before any venue is asked (no quotes yet). */
  venuesNotAsked: z.boolean(),
  venues: z.array(voteVenueSchema),
  /** The brief's date first, then its alternatives. */
  dates: z.array(voteDateSchema),
  voterCount: z.number().int(),
})
export type PublicVote = z.infer<typeof publicVoteSchema>

export const venueVoteSchema = z.object({
  venueId: idField(VOTE_MESSAGES.unknownVenue),
  choice: z.enum(VENUE_VOTE_CHOICES, { error: VOTE_MESSAGES.choice }),
})
export const dateVoteSchema = z.object({
  date: dateField(VOTE_MESSAGES.unknownDate),
  choice: z.enum(DATE_VOTE_CHOICES, { error: VOTE_MESSAGES.choice }),
})

/**
 * POST /api/votes/:token. With `email`: 202, a confirmation link is emailed and the vote counts once
 * it is followed. With `rsvpToken` (a guest's RSVP link token of one of the organiser's events):
 * 201, counted at once. Venues and dates left out get no vote from this person.
 */
export const voteInputSchema = z
  .object({
    name: requiredText(VOTE_MESSAGES.name, NAME_MAX),
    email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField(VOTE_MESSAGES.email).optional()),
    rsvpToken: optionalText(100),
    venues: z
      .array(venueVoteSchema)
      .max(BRIEF_VENUES_MAX, VOTE_MESSAGES.unknownVenue)
      .refine((xs) => new Set(xs.map((x) => x.venueId)).size === xs.length, VOTE_MESSAGES.unknownVenue)
      .default([]),
    dates: z
      .array(dateVoteSchema)
      .max(BRIEF_ALTERNATIVE_DATES_MAX + 1, VOTE_MESSAGES.unknownDate)
      .refine((xs) => new Set(xs.map((x) => x.date)).size === xs.length, VOTE_MESSAGES.unknownDate)
      .default([]),
  })
  .refine((v) => (v.email === undefined) !== (v.rsvpToken === undefined), {
    message: VOTE_MESSAGES.identity,
    path: ['email'],
  })
  .refine((v) => v.venues.length + v.dates.length > 0, { message: VOTE_MESSAGES.nothing, path: ['venues'] })
export type VoteInput = z.input<typeof voteInputSchema>

export const voteAcceptedSchema = z.object({
  status: z.enum(['confirmation_sent', 'recorded', 'replaced']),
  message: z.string(),
})
export type VoteAccepted = z.infer<typeof voteAcceptedSchema>

/**
 * POST /api/votes/:token/confirm: the emailed link is `${PUBLIC_URL}/votes/:token?confirm=<c>`;
 * the vote page posts `{ confirmation: c }`. 200 recorded/replaced; 404 when invalid or expired.
 */
export const voteConfirmSchema = z.object({ confirmation: text().trim().min(1).max(100) })

// ---- Organiser: GET /api/briefs/:ref/votes?token=…, POST /api/briefs/:ref/votes/close?token=… ---

export const voterSchema = z.object({
  name: z.string(),
  via: z.enum(VOTER_IDENTITIES),
  votedAt: z.string(),
})
/** The results, for the organiser only (voters' names, never their emails). */
export const voteResultsSchema = publicVoteSchema.extend({
  voters: z.array(voterSchema),
  /** The venue with the most prefer (then approve) votes; null with no venue votes or a tie. */
  leadingVenueId: z.number().int().nullable(),
  /** The venues equal at the top (two or more), when no single one leads; else empty. */
  tiedVenueIds: z.array(z.number().int()),
  /** The date the fewest can't make, then most prefer, then approve; null with no date votes or a tie. */
  leadingDate: z.string().nullable(),
  /** The dates equal at the top (two or more), when no single one leads; else empty. */
  tiedDates: z.array(z.string()),
})
export type VoteResults = z.infer<typeof voteResultsSchema>

// ---- Organiser: GET/POST /api/briefs/:ref/vote-invitations?token=… ------------------------------
// The vote emailed to the guests of one of the organiser's events, each with a link carrying their
// own RSVP token, so their vote counts at once without an email confirmation. A guest is invited
// once per brief; sending again reaches only the guests added since.

export const VOTE_INVITE_MESSAGES = {
  event: 'Choose one of your events',
  notYours: 'That guest list is not one of yours',
  noAccount: 'Sign in to the account that sent this brief to invite the guests of your events',
} as const

export const voteGuestListSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  date: z.string(),
  /** Guests with an email address (the only ones an invitation can reach). */
  guestsWithEmail: z.number().int(),
  /** Of those, already invited to this vote. */
  invited: z.number().int(),
})

export const voteGuestListsSchema = z.object({ lists: z.array(voteGuestListSchema) })
export type VoteGuestLists = z.infer<typeof voteGuestListsSchema>

export const voteInviteInputSchema = z.object({ eventId: idField(VOTE_INVITE_MESSAGES.event) })
export type VoteInviteInput = z.input<typeof voteInviteInputSchema>

export const voteInviteResultSchema = z.object({
  sent: z.number().int(),
  alreadyInvited: z.number().int(),
  message: z.string(),
})
export type VoteInviteResult = z.infer<typeof voteInviteResultSchema>

export function voteInviteMessage({ sent, alreadyInvited }: { sent: number; alreadyInvited: number }): string {
  const earlier =
    alreadyInvited === 0
      ? ''
      : ` ${alreadyInvited} ${alreadyInvited === 1 ? 'guest was' : 'guests were'} invited before.`
  if (sent === 0) return `Nobody new to invite from this list.${earlier}`
  return `The vote is on its way to ${sent} ${sent === 1 ? 'guest' : 'guests'}.${earlier}`
}
