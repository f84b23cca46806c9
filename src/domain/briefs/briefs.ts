// One brief, several venues: the vocabulary the schema, the contracts and the comparison
// share. A brief is stored once (reference BF-…) and fans out into one booking request per venue;
// each venue's quote is a proposal carrying the terms below, so it is accepted, held and confirmed
// by the proposal flow (docs/decisions/0016-briefs.md).
import { ALTERNATIVE_DATES_MAX } from '../alternative-dates'

/** A brief goes to at most this many venues; an account's shortlist holds as many. */
export const BRIEF_VENUES_MAX = 5
/** Besides its date, a brief may name up to this many other dates the group could do (as any request). */
export const BRIEF_ALTERNATIVE_DATES_MAX = ALTERNATIVE_DATES_MAX

/**
 * draft: saved, not sent (the organiser's group votes first; no venue has been asked); open: sent,
 * waiting for quotes or a choice; booked: the planner accepted one venue's quote.
 */
export const BRIEF_STATUSES = ['draft', 'open', 'booked'] as const

/** A voter's say on one venue: fine by me, or my favourite. */
/** The brief a request belongs to, as create-brief stores it in the request's details ('BF-…'). */
export function briefReferenceOf(details: unknown): string | null {
  const ref = (details as { briefReference?: unknown } | null | undefined)?.briefReference
  return typeof ref === 'string' ? ref : null
}

export const VENUE_VOTE_CHOICES = ['approve', 'prefer'] as const
export type VenueVoteChoice = (typeof VENUE_VOTE_CHOICES)[number]
/** A voter's say on one date option; cant_make: "I can't make this date". */
export const DATE_VOTE_CHOICES = ['approve', 'prefer', 'cant_make'] as const
export type DateVoteChoice = (typeof DATE_VOTE_CHOICES)[number]

/** How a voter proved who they are: a confirmed email link, or their event RSVP link. */
export const VOTER_IDENTITIES = ['email', 'rsvp'] as const

/** A vote's confirmation link works this long. */
export const VOTE_CONFIRMATION_HOURS = 72

/** What a voter chose (stored as is on the voter's row; a later vote replaces it whole). */
export type VoteChoices = {
  venues: { venueId: number; choice: VenueVoteChoice }[]
  dates: { date: string; choice: DateVoteChoice }[]
}
