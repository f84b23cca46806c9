// The booking's agreement: the terms both sides agreed, rendered once as plain text so
// that what the planner reads, what she signs (its SHA-256) and the PDF both sides download are the
// same words. A later change is a change order: the terms it would make, and what it changes.
import { formatCents } from '../pricing/estimate'
import { displayDate } from '../time'
import type { AllInAmounts } from '../pricing/all-in'

export type AgreementLine = { label: string; cents: number }

/** Everything the agreement says, as stored with each version. Money in integer cents. */
export type AgreementTerms = {
  reference: string
  plannerName: string
  venueName: string
  venueLocation: string
  date: string
  time: string
  guests: number
  packageName: string | null
  lines: AgreementLine[]
  /** What the venue charges, all in. */
  venueTotalCents: number
  bookingFeeCents: number
  /** venueTotalCents + bookingFeeCents: the payment schedule's sum. */
  allInCents: number
  perGuestCents: number
  depositCents: number
  cancellationTerms: string
  included: string[]
}

export const AGREEMENT_TITLE = 'Booking agreement'

/** The agreement as the planner reads it, signs it and downloads it: one line per row, in order. */
export function renderAgreement(t: AgreementTerms, version: number): string {
  const rows = [
    `${AGREEMENT_TITLE} ${t.reference}, version ${version}`,
    '',
    `Planner: ${t.plannerName}`,
    `Venue: ${t.venueName}, ${t.venueLocation}`,
    `Date: ${displayDate(t.date)}`,
    `Time: ${t.time}`,
    `Guests: ${t.guests}`,
    ...(t.packageName ? [`Package: ${t.packageName}`] : []),
    '',
    'Price',
    ...t.lines.map((l) => `${l.label}: ${formatCents(l.cents)}`),
    `Total, all in: ${formatCents(t.allInCents)}`,
    `Per guest: ${formatCents(t.perGuestCents)}`,
    `Deposit: ${formatCents(t.depositCents)}`,
    ...(t.included.length ? [`Included: ${t.included.join(', ')}`] : []),
    '',
    `Cancellation: ${t.cancellationTerms}`,
  ]
  return rows.join('\n')
}

/** The parts of an agreement a change order may change, with the words both sides read. */
export const AGREEMENT_FIELDS = {
  guests: 'Guests',
  date: 'Date',
  time: 'Time',
  packageName: 'Package',
  price: 'Total, all in',
} as const
export type AgreementField = keyof typeof AGREEMENT_FIELDS

export type AgreementChange = { field: AgreementField; label: string; from: string; to: string }

const shown: Record<AgreementField, (t: AgreementTerms) => string> = {
  guests: (t) => String(t.guests),
  date: (t) => displayDate(t.date),
  time: (t) => t.time,
  packageName: (t) => t.packageName ?? 'None',
  price: (t) => formatCents(t.allInCents),
}

/** What changed from one version of the terms to the next, in the order of AGREEMENT_FIELDS. */
export function agreementDiff(before: AgreementTerms, after: AgreementTerms): AgreementChange[] {
  return (Object.keys(AGREEMENT_FIELDS) as AgreementField[]).flatMap((field) => {
    const from = shown[field](before)
    const to = shown[field](after)
    return from === to ? [] : [{ field, label: AGREEMENT_FIELDS[field], from, to }]
  })
}

/** What a change order asks for: only the fields it changes. Price per person in cents. */
export type ChangeOrderChanges = {
  guests?: number
  date?: string
  time?: string
  packageName?: string
  pricePerPersonCents?: number
}

/** The booking's current terms with a change order's changes: the amounts the price is computed from. */
export function changedAmounts(amounts: AllInAmounts, changes: ChangeOrderChanges): AllInAmounts {
  return {
    ...amounts,
    guests: changes.guests ?? amounts.guests,
    pricePerPersonCents: changes.pricePerPersonCents ?? amounts.pricePerPersonCents,
  }
}

/** Who may propose a change order, and who answers each side's. */
export const CHANGE_ORDER_SIDES = ['planner', 'venue', 'staff'] as const
export type ChangeOrderSide = (typeof CHANGE_ORDER_SIDES)[number]
export const CHANGE_ORDER_STATUSES = ['proposed', 'accepted', 'declined'] as const

/** The other side accepts: the venue answers the planner; the planner answers the venue and our staff. */
export const answeringSideOf = (proposedBy: ChangeOrderSide): ChangeOrderSide =>
  proposedBy === 'planner' ? 'venue' : 'planner'

export const AGREEMENT_MESSAGES = {
  stale: 'The terms changed since this page was opened. Please read the agreement again, then sign the version shown.',
  noAgreement: 'This booking has no signed agreement yet, so it cannot be changed here.',
  openChangeOrder: 'A change to this booking is already waiting for an answer.',
  notOpen: 'This change has already been answered.',
  notYourSide: 'The other side answers this change.',
  nothingChanged: 'Please change at least one of the guests, date, time, package or price.',
  cancelled: 'This booking is cancelled, so it cannot be changed.',
  signerName: 'Please type your full name to sign',
  slotTaken: 'The venue’s space is already booked at that date and time.',
} as const
