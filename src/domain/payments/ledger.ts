// The ledger (issue 17): every movement of a booking's money is an appended row; balances are
// derived from the rows, never stored beside them. A payment is a `charge` split at once into the
// venue's part (`payout_due`) and ours (`fee`); a refund is a `refund` with those parts reversed
// (negative `payout_due` and `fee`). So for every booking:
//   paid − refunded = held for the venue + fee kept
// and reconcile() checks that, and that no payer got back more than they paid.
import { assertCents } from './money'

export const LEDGER_KINDS = ['charge', 'refund', 'fee', 'payout_due'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export type Movement = {
  kind: LedgerKind
  /** charge and refund: positive; fee and payout_due: signed (negative when a refund reverses them). */
  amountCents: number
  /** Who paid or is refunded (a share, the organiser, an offline payer): refunds are per payer. */
  payer: string
}

/** A payment of `venueCents + feeCents` by `payer`: three rows, appended together. */
export function chargeMovements({
  payer,
  venueCents,
  feeCents,
}: {
  payer: string
  venueCents: number
  feeCents: number
}): Movement[] {
  assertCents(venueCents, 'venue part')
  assertCents(feeCents, 'fee part')
  return [
    { kind: 'charge', amountCents: venueCents + feeCents, payer },
    { kind: 'payout_due', amountCents: venueCents, payer },
    { kind: 'fee', amountCents: feeCents, payer },
  ]
}

/** A refund to `payer`: the venue's part and our fee's part come back out. */
export function refundMovements({
  payer,
  venueCents,
  feeCents,
}: {
  payer: string
  venueCents: number
  feeCents: number
}): Movement[] {
  assertCents(venueCents, 'venue part')
  assertCents(feeCents, 'fee part')
  return [
    { kind: 'refund', amountCents: venueCents + feeCents, payer },
    { kind: 'payout_due', amountCents: -venueCents, payer },
    { kind: 'fee', amountCents: -feeCents, payer },
  ]
}

export type PayerBalance = {
  paidCents: number
  refundedCents: number
  /** What this payer's money still holds for the venue and as our fee. */
  venueCents: number
  feeCents: number
}

export type LedgerBalances = {
  paidCents: number
  refundedCents: number
  heldForVenueCents: number
  feeKeptCents: number
  byPayer: Map<string, PayerBalance>
}

export function deriveBalances(movements: readonly Movement[]): LedgerBalances {
  const byPayer = new Map<string, PayerBalance>()
  const totals = { paidCents: 0, refundedCents: 0, heldForVenueCents: 0, feeKeptCents: 0 }
  for (const m of movements) {
    if (!Number.isSafeInteger(m.amountCents)) throw new RangeError(`Not whole cents: ${m.amountCents}`)
    const p = byPayer.get(m.payer) ?? { paidCents: 0, refundedCents: 0, venueCents: 0, feeCents: 0 }
    if (m.kind === 'charge') {
      p.paidCents += m.amountCents
      totals.paidCents += m.amountCents
    } else if (m.kind === 'refund') {
      p.refundedCents += m.amountCents
      totals.refundedCents += m.amountCents
    } else if (m.kind === 'payout_due') {
      p.venueCents += m.amountCents
      totals.heldForVenueCents += m.amountCents
    } else {
      p.feeCents += m.amountCents
      totals.feeKeptCents += m.amountCents
    }
    byPayer.set(m.payer, p)
  }
  return { ...totals, byPayer }
}

export type Reconciliation = { ok: boolean; problems: string[]; balances: LedgerBalances }

/**
 * Proves the books balance: paid − refunded = held for venue + fee kept, for the booking and for
 * each payer; no payer refunded more than they paid; nothing held below zero; charges and refunds
 * never negative.
 */
export function reconcile(movements: readonly Movement[]): Reconciliation {
  const problems: string[] = []
  for (const m of movements) {
    if ((m.kind === 'charge' || m.kind === 'refund') && m.amountCents < 0)
      problems.push(`A ${m.kind} of ${m.amountCents} cents for ${m.payer}`)
  }
  const balances = deriveBalances(movements)
  const { paidCents, refundedCents, heldForVenueCents, feeKeptCents } = balances
  if (paidCents - refundedCents !== heldForVenueCents + feeKeptCents)
    problems.push(
      `Paid ${paidCents} − refunded ${refundedCents} ≠ held for venue ${heldForVenueCents} + fee kept ${feeKeptCents}`,
    )
  for (const [payer, p] of balances.byPayer) {
    if (p.refundedCents > p.paidCents) problems.push(`${payer}: refunded ${p.refundedCents} of ${p.paidCents} paid`)
    if (p.paidCents - p.refundedCents !== p.venueCents + p.feeCents) problems.push(`${payer}: parts do not add up`)
    if (p.venueCents < 0 || p.feeCents < 0) problems.push(`${payer}: holds less than nothing`)
  }
  return { ok: problems.length === 0, problems, balances }
}
