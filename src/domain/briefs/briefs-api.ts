// The brief's contracts, under /api/briefs: send one brief to up to 5 venues, read the
// comparison of their answers (signed link or the owner's session), accept one quote. Money in
// requests is dollars as typed (like the booking forms); cents in answers.
import { z } from 'zod'
import { bookingStageSchema } from '../bookings/booking-stage-api'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { idField } from '../id-field'
import { DIETARY_IDS, WIZARD_EVENT_TYPES } from '../options'
import { proposalLineSchema, PROPOSAL_STATUSES } from '../proposals/staff-proposal-api'
import { moneyFieldOrMissing, PROPOSAL_MESSAGE_MAX } from '../proposals/proposal-totals'
import {
  choiceField,
  emailField,
  integerField,
  LONG_TEXT_MAX,
  NAME_MAX,
  optionalPhoneField,
  optionalText,
  requiredText,
  timeField,
} from '../fields'
import { alternativeDatesField, boundedDateField } from '../date-fields'
import { WIZARD_EVENT_TYPE_IDS } from '../requests/booking-wizard'
import { text } from '../text-field'
import { BRIEF_ALTERNATIVE_DATES_MAX, BRIEF_STATUSES, BRIEF_VENUES_MAX } from './briefs'
import { QUOTE_ITEM_IDS, quoteItemLabel } from '../proposals/quote-items'
import { cancellationTermOutSchema } from '../proposals/quote-terms-api'
import { agreementToSignSchema, signatureSchema } from '../bookings/agreement-api'

export const BRIEF_MESSAGES = {
  venues: 'Choose at least one venue',
  tooManyVenues: `A brief goes to at most ${BRIEF_VENUES_MAX} venues`,
  duplicateVenue: 'Each venue can be on the brief only once',
  venueNotFound: 'This venue is not taking requests',
  /** A field error on `venueIds.<index>`: which venue does not fit and why. */
  venueMisfit: (venueName: string, reason: string) => `${venueName}: ${reason}`,
  occasion: 'Occasion is required',
  date: 'Please select a date',
  alternativeDates: `Up to ${BRIEF_ALTERNATIVE_DATES_MAX} other dates, each different from the first`,
  time: 'Please select a time',
  guestsRequired: 'Guest count is required',
  guestsMin: `At least ${MIN_GUESTS} guests required`,
  guestsMax: `Maximum ${MAX_GUESTS} guests allowed`,
  name: 'Name is required',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  dietary: 'Unknown dietary need',
  mustHaves: 'Unknown must-have',
  notFound: 'This brief link is not valid. Please use the latest link we emailed you.',
  notOpen: 'A quote has already been accepted for this brief.',
  quoteNotFound: 'This quote is not part of the brief',
  quoteClosed: 'This quote is no longer open. Please choose another one.',
  quoteExpired: 'This quote has expired. Ask the venue for a new one, or choose another.',
  sent: "We've sent your brief to each venue. We'll email you as their quotes come in.",
  draftSaved: 'Your brief is saved, not sent. Share the vote with your group, then send it to the venues you choose.',
  /** POST /api/briefs/drafts without a session (401): the vote needs an organiser who can come back. */
  signInForVote: 'Sign in to let your group vote first: the vote needs an organiser who can come back to it.',
  alreadySent: 'This brief has already been sent to the venues.',
  notSentYet: 'This brief has not been sent yet. Send it to the venues first.',
  cannotDiscard: 'This brief has been sent to the venues, so it can no longer be discarded.',
  notOnDraft: 'This venue is not on the brief',
  notAnOption: 'This date is not one of the brief’s options',
  sendDates: 'Each date can go out once: the first date and up to two others',
} as const

const noDuplicates = <T>(xs: readonly T[]) => new Set(xs).size === xs.length

// ---- POST /api/briefs ------------------------------------------------------------------------

/**
 * The brief. Besides this shape, the server checks each venue as booking requests do (capacity,
 * notice and blackouts on `date` in the venue's city; `alternativeDates` within today … two years
 * there): a venue that does not fit is a 400 with `errors['venueIds.<i>']` = "<Venue>: <why>".
 * Send an Idempotency-Key header as every form does.
 */
export const briefInputSchema = z.object({
  venueIds: z
    .array(idField('Venue is required'), { error: BRIEF_MESSAGES.venues })
    .min(1, BRIEF_MESSAGES.venues)
    .max(BRIEF_VENUES_MAX, BRIEF_MESSAGES.tooManyVenues)
    .refine(noDuplicates, BRIEF_MESSAGES.duplicateVenue),
  occasion: choiceField(WIZARD_EVENT_TYPE_IDS, BRIEF_MESSAGES.occasion),
  date: boundedDateField(BRIEF_MESSAGES.date),
  alternativeDates: alternativeDatesField(BRIEF_MESSAGES.date, BRIEF_MESSAGES.alternativeDates),
  time: timeField(BRIEF_MESSAGES.time),
  guests: integerField({
    min: MIN_GUESTS,
    max: MAX_GUESTS,
    required: BRIEF_MESSAGES.guestsRequired,
    tooSmall: BRIEF_MESSAGES.guestsMin,
    tooBig: BRIEF_MESSAGES.guestsMax,
  }),
  /** Dollars per guest, all in; optional. */
  budgetPerPerson: moneyFieldOrMissing('Budget per person'),
  dietary: z
    .array(z.enum(DIETARY_IDS, { error: BRIEF_MESSAGES.dietary }), { error: BRIEF_MESSAGES.dietary })
    .max(DIETARY_IDS.length, BRIEF_MESSAGES.dietary)
    .default([])
    .transform((xs) => [...new Set(xs)]),
  /** What every quote should include; the comparison flags a quote that lacks one. */
  mustHaves: z
    .array(z.enum(QUOTE_ITEM_IDS, { error: BRIEF_MESSAGES.mustHaves }), { error: BRIEF_MESSAGES.mustHaves })
    .max(QUOTE_ITEM_IDS.length, BRIEF_MESSAGES.mustHaves)
    .default([])
    .transform((xs) => [...new Set(xs)]),
  notes: optionalText(LONG_TEXT_MAX),
  name: requiredText(BRIEF_MESSAGES.name, NAME_MAX),
  email: emailField(BRIEF_MESSAGES.email),
  phone: optionalPhoneField(BRIEF_MESSAGES.phone),
})
export type BriefInput = z.input<typeof briefInputSchema>
export type BriefRequest = z.output<typeof briefInputSchema>

/** 201 (and the same body on an idempotent replay). The comparison link is in the planner's email only. */
export const briefCreatedSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
  message: z.string(),
  /** One booking request per venue, in the brief's order. */
  requests: z.array(z.object({ venueId: z.number().int(), venueName: z.string(), reference: z.string() })),
})
export type BriefCreated = z.infer<typeof briefCreatedSchema>

// ---- POST /api/briefs/drafts: "let my group vote first" (signed in) ------------------------------

/**
 * The same body as POST /api/briefs, checked the same way, stored as a DRAFT: no request, no email,
 * nothing in any venue's or the team's inbox. Its group vote is open at once (`voteUrl`).
 */
export const briefDraftCreatedSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
  message: z.string(),
  voteUrl: z.string(),
})
export type BriefDraftCreated = z.infer<typeof briefDraftCreatedSchema>

// ---- POST /api/briefs/:ref/send: a draft goes out (its owner, signed in) --------------------------

/**
 * Which of the draft's venues and date options go out: `date` (one of the draft's dates) becomes the
 * brief's date, `alternativeDates` its other dates. The vote closes and the brief is sent as POST
 * /api/briefs sends one (same checks, `venueIds.<i>` naming a venue that no longer fits); 201
 * `BriefCreated`. 409 once sent. Send an Idempotency-Key header.
 */
export const briefSendSchema = z
  .object({
    venueIds: z
      .array(idField(BRIEF_MESSAGES.notOnDraft), { error: BRIEF_MESSAGES.venues })
      .min(1, BRIEF_MESSAGES.venues)
      .max(BRIEF_VENUES_MAX, BRIEF_MESSAGES.tooManyVenues)
      .refine(noDuplicates, BRIEF_MESSAGES.duplicateVenue),
    date: boundedDateField(BRIEF_MESSAGES.date),
    alternativeDates: z
      .array(boundedDateField(BRIEF_MESSAGES.date), { error: BRIEF_MESSAGES.sendDates })
      .max(BRIEF_ALTERNATIVE_DATES_MAX, BRIEF_MESSAGES.sendDates)
      .refine(noDuplicates, BRIEF_MESSAGES.sendDates)
      .default([]),
  })
  .refine((v) => !v.alternativeDates.includes(v.date), {
    message: BRIEF_MESSAGES.sendDates,
    path: ['alternativeDates'],
  })
export type BriefSend = z.input<typeof briefSendSchema>

// ---- GET /api/briefs (the signed-in planner's briefs, for her dashboard) ----------------------

export const briefSummarySchema = z.object({
  reference: z.string(),
  status: z.enum(BRIEF_STATUSES),
  occasionLabel: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  /** A draft: the venues the group votes on; sent: the venues it went to. */
  venueCount: z.number().int(),
  /** Venues whose quote is open now. */
  quoteCount: z.number().int(),
  /** Once a quote is accepted: where that booking stands (accepted is not yet confirmed). */
  booking: bookingStageSchema.nullable(),
  createdAt: z.string(),
})
export type BriefSummary = z.infer<typeof briefSummarySchema>
export const myBriefsResponseSchema = z.object({ briefs: z.array(briefSummarySchema) })

// ---- GET /api/briefs/:ref?token=… ---------------------------------------------------------------

/** Path: /api/briefs/:ref. `token` (query) is the emailed signed link's; the owner signed in needs none. */
export const briefParamsSchema = z.object({ ref: text().trim().max(20) })
export const briefTokenQuerySchema = z.object({ token: text().trim().max(100).optional() })

/**
 * waiting: no answer yet; quoted: an open quote; offered_other_date: the venue offered another date
 * or time; declined: by the venue, or politely for the venue once another quote was accepted;
 * booked: the planner accepted this venue's quote.
 */
export const BRIEF_VENUE_STATES = ['waiting', 'quoted', 'offered_other_date', 'declined', 'booked'] as const

/**
 * The reason written on the other venues' requests when the planner accepts one venue's quote: the
 * venue and staff read it as it is; the planner's comparison says it in her words.
 */
export const BRIEF_NOT_CHOSEN_REASON = 'The planner chose another venue for this brief.'
export type BriefVenueState = (typeof BRIEF_VENUE_STATES)[number]

/** How a quote is priced, in the planner's words: what drives its total. */
export const QUOTE_STRUCTURES = ['per_person', 'minimum_spend', 'room_fee'] as const

export const quoteItemSchema = z.object({ id: z.string(), label: z.string() })

export const briefQuoteSchema = z.object({
  proposalId: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  /** Past its valid-until date: shown, marked, not acceptable. */
  expired: z.boolean(),
  validUntil: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  packageName: z.string().nullable(),
  structure: z.enum(QUOTE_STRUCTURES),
  /** For the brief's guest count, by computeAllIn (src/domain/pricing/all-in.ts). */
  guests: z.number().int(),
  lines: z.array(proposalLineSchema),
  /** The venue's total (what the payment schedule charges the venue's part on). */
  totalCents: z.number().int(),
  bookingFeeCents: z.number().int(),
  /** totalCents + bookingFeeCents: what the planner pays in all. */
  allInCents: z.number().int(),
  /** The venue's total per guest: the comparison's sort key. */
  perGuestCents: z.number().int(),
  /** allInCents per guest. */
  allInPerGuestCents: z.number().int(),
  /** The minimum-spend top-up (0 when the guests' spend reaches it). */
  minimumSpendTopUpCents: z.number().int(),
  serviceChargePct: z.number(),
  /** True when the quote lists the service charge as included (no service line is added). */
  serviceIncluded: z.boolean(),
  included: z.array(quoteItemSchema),
  /** Items at least one other open quote includes and this one does not. */
  notIncludedButOthersDo: z.array(quoteItemSchema),
  /** The brief's must-haves this quote does not include. */
  missingMustHaves: z.array(quoteItemSchema),
  depositPct: z.number(),
  depositCents: z.number().int(),
  /** "A 25% deposit ($1,250.00) when you accept." */
  depositText: z.string(),
  cancellationTerms: z.array(cancellationTermOutSchema),
  /** "Full refund if you cancel 14 or more days before; 50% back if you cancel 7 to 13 days before; no refund after that." */
  cancellationText: z.string(),
  message: z.string().nullable(),
  /** While it can be accepted: the agreement accepting it signs (its text and SHA-256); else null. */
  agreement: agreementToSignSchema.nullable(),
})
export type BriefQuote = z.infer<typeof briefQuoteSchema>

export const briefVenueSchema = z.object({
  venueId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** 'City, ST' */
  location: z.string(),
  photoUrl: z.string().nullable(),
  /** "Usually replies within 3 hours", or null until the venue has enough answers. */
  responseTime: z.string().nullable(),
  requestReference: z.string(),
  state: z.enum(BRIEF_VENUE_STATES),
  /** offered_other_date: what the venue can do instead. */
  offer: z.object({ date: z.string(), time: z.string(), message: z.string().nullable() }).nullable(),
  /** declined: the venue's reason (or that the planner chose another venue). */
  declineReason: z.string().nullable(),
  /** Where this venue's booking stands, in the one lifecycle's words (the accepted one's tells the truth about confirmation). */
  booking: bookingStageSchema,
  quote: briefQuoteSchema.nullable(),
})
export type BriefVenue = z.infer<typeof briefVenueSchema>

/** A draft's venue: on the shortlist, not asked yet. */
export const draftVenueSchema = z.object({
  venueId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  location: z.string(),
  photoUrl: z.string().nullable(),
})
export type DraftVenue = z.infer<typeof draftVenueSchema>

export const briefComparisonSchema = z.object({
  reference: z.string(),
  status: z.enum(BRIEF_STATUSES),
  occasion: z.string(),
  occasionLabel: z.string(),
  date: z.string(),
  alternativeDates: z.array(z.string()),
  time: z.string(),
  guests: z.number().int(),
  budgetPerPersonCents: z.number().int().nullable(),
  dietary: z.array(z.string()),
  mustHaves: z.array(quoteItemSchema),
  notes: z.string().nullable(),
  plannerName: z.string(),
  createdAt: z.string(),
  /** The matrix's rows: every item any quote includes or the brief must have, in QUOTE_ITEMS order. */
  items: z.array(quoteItemSchema),
  /**
   * Quoted venues first, by perGuestCents (cheapest first), expired quotes after the open ones;
   * then offered_other_date, waiting, declined.
   */
  venues: z.array(briefVenueSchema),
  /** A draft (status 'draft') has no request yet: its venues, in the brief's order; empty once sent. */
  draftVenues: z.array(draftVenueSchema),
  /** The slowest venue's response promise (their portal setting): each answers within this many hours. */
  answerWithinHours: z.number().int(),
  /** The group vote, if the organiser shared one. */
  vote: z.object({ url: z.string(), closed: z.boolean(), voterCount: z.number().int() }).nullable(),
})
export type BriefComparison = z.infer<typeof briefComparisonSchema>

// ---- POST /api/briefs/:ref/accept?token=… ------------------------------------------------------

/**
 * Accept one venue's quote: it becomes the booking (the proposal flow: the hold is booked, the
 * request confirmed, the event on the planner's dashboard); every other venue's open request of the
 * brief is declined politely by email and its hold released, in one transaction. 200: the
 * comparison as it now stands. 409 when the brief is booked or the quote is closed or expired.
 */
/** Accepting signs the quote's agreement as the page showed it: the name typed and its hash. */
export const briefAcceptSchema = z.object({
  proposalId: idField(BRIEF_MESSAGES.quoteNotFound),
  note: optionalText(PROPOSAL_MESSAGE_MAX),
  ...signatureSchema.shape,
})
export type BriefAccept = z.infer<typeof briefAcceptSchema>

export const quoteItemLabelOf = (id: string) => ({ id, label: quoteItemLabel(id) })
export const occasionLabel = (id: string) => WIZARD_EVENT_TYPES.find((t) => t.value === id)?.label ?? id
