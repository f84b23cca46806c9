// Shares: the organiser splits an instalment between themselves and guests. However it
// is split, the shares sum exactly to the instalment: rounding never loses or invents a cent.
import { allocateByWeights, assertCents, sumCents } from '../pricing/money'

export type Share = { payer: string; amountCents: number }

export const SHARE_MESSAGES = {
  noPayers: 'Choose at least one person to share with',
  duplicate: 'Each person can have only one share',
  tooMuch: 'The shares add up to more than the amount due',
} as const

function checkPayers(payers: readonly string[]) {
  if (payers.length === 0) throw new RangeError(SHARE_MESSAGES.noPayers)
  if (new Set(payers).size !== payers.length) throw new RangeError(SHARE_MESSAGES.duplicate)
}

/** Equal shares; the odd cents go one each to the first payers in the list. */
export function splitEqually(instalmentCents: number, payers: readonly string[]): Share[] {
  checkPayers(payers)
  const parts = allocateByWeights(
    assertCents(instalmentCents),
    payers.map(() => 1),
  )
  return payers.map((payer, i) => ({ payer, amountCents: parts[i] }))
}

/**
 * Amounts the organiser set for some payers; whatever they leave is the organiser's own share
 * (left out when it is zero). Setting more than the instalment is refused.
 */
export function splitBySetAmounts(instalmentCents: number, set: readonly Share[], organiser: string): Share[] {
  assertCents(instalmentCents)
  checkPayers([...set.map((s) => s.payer)])
  set.forEach((s) => assertCents(s.amountCents, `share of ${s.payer}`))
  const rest = instalmentCents - sumCents(set.map((s) => s.amountCents))
  if (rest < 0) throw new RangeError(SHARE_MESSAGES.tooMuch)
  const others = set.filter((s) => s.payer !== organiser && s.amountCents > 0)
  const own = sumCents(set.filter((s) => s.payer === organiser).map((s) => s.amountCents)) + rest
  return own > 0 ? [...others, { payer: organiser, amountCents: own }] : others
}

/** What the organiser pays at the due date: the instalment less what was already paid towards it. */
export function coverTheRest(instalmentCents: number, paidCents: readonly number[]): number {
  assertCents(instalmentCents)
  paidCents.forEach((p) => assertCents(p, 'payment'))
  return Math.max(0, instalmentCents - sumCents(paidCents))
}

/**
 * What a payer may still pay towards an instalment: anyone at most what is left of it, a guest also
 * at most what is left of their share. Checkouts are priced by it, and a payment that completes
 * is kept only up to it (so "cover the rest" is priced when paid, not when opened).
 */
export function stillOwed({
  instalmentCents,
  paidTowardsCents,
  share,
}: {
  instalmentCents: number
  /** Paid towards the instalment so far, by everyone. */
  paidTowardsCents: number
  /** A guest's share and what that guest paid of it; absent for the organiser. */
  share?: { amountCents: number; paidCents: number }
}): number {
  const left = instalmentCents - paidTowardsCents
  return Math.max(0, share ? Math.min(left, share.amountCents - share.paidCents) : left)
}

/** A payment of `paymentCents` when `owedCents` is owed: what is kept, and the excess to refund. */
export function settlePayment(paymentCents: number, owedCents: number): { keptCents: number; refundCents: number } {
  assertCents(paymentCents, 'payment')
  assertCents(owedCents, 'amount owed')
  const keptCents = Math.min(paymentCents, owedCents)
  return { keptCents, refundCents: paymentCents - keptCents }
}

/**
 * The booking fee's part of a payment towards an instalment that carries `feeCents` of its
 * `amountCents`: taken cumulatively (fee collected after − fee collected before), so however the
 * instalment is paid in parts, the parts' fees add up to exactly `feeCents` once it is all paid.
 */
export function feePartOf({
  amountCents,
  feeCents,
  paidBeforeCents,
  paymentCents,
}: {
  amountCents: number
  feeCents: number
  paidBeforeCents: number
  paymentCents: number
}): number {
  ;[amountCents, feeCents, paidBeforeCents, paymentCents].forEach((n) => assertCents(n))
  if (feeCents > amountCents) throw new RangeError('The fee cannot be more than the instalment')
  if (amountCents === 0) return 0
  const collected = (paid: number) =>
    Number((BigInt(Math.min(paid, amountCents)) * BigInt(feeCents)) / BigInt(amountCents))
  return collected(paidBeforeCents + paymentCents) - collected(paidBeforeCents)
}

export type ResizableShare = { id: number; amountCents: number; paidCents: number }

/**
 * An instalment's guest shares once its amount changes from `beforeCents` to `afterCents` (a change
 * order's new headcount, package or price): a share with any payment keeps its amount; what the
 * split left to the organiser (`beforeCents` − the shares) stays hers to cover; the rest of the new
 * amount is spread over the unpaid shares in proportion to what they were (equal shares stay
 * equal), the odd cents one each to the earliest shares (by id), never below zero. Returns every
 * share with its new amount, in id order.
 */
export function resizeShares({
  beforeCents,
  afterCents,
  shares,
}: {
  beforeCents: number
  afterCents: number
  shares: readonly ResizableShare[]
}): { id: number; amountCents: number }[] {
  assertCents(beforeCents, 'amount before')
  assertCents(afterCents, 'amount after')
  shares.forEach((s) => {
    assertCents(s.amountCents, 'share')
    assertCents(s.paidCents, 'paid')
  })
  const ordered = [...shares].sort((a, b) => a.id - b.id)
  const unpaid = ordered.filter((s) => s.paidCents === 0)
  if (unpaid.length === 0) return ordered.map(({ id, amountCents }) => ({ id, amountCents }))
  const organiserPart = Math.max(0, beforeCents - sumCents(ordered.map((s) => s.amountCents)))
  const kept = sumCents(ordered.filter((s) => s.paidCents > 0).map((s) => s.amountCents))
  const pool = Math.max(0, afterCents - organiserPart - kept)
  const parts = allocateByWeights(
    pool,
    unpaid.map((s) => s.amountCents),
  )
  const resized = new Map(unpaid.map((s, i) => [s.id, parts[i]]))
  return ordered.map((s) => ({ id: s.id, amountCents: resized.get(s.id) ?? s.amountCents }))
}
