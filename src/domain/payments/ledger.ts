// The ledger: every movement of a booking's money is an appended row; balances are
// derived from the rows, never stored beside them. A payment is a `charge` split at once into the
// venue's part (`payout_due`) and ours (`fee`); a refund is a `refund` with those parts reversed
// (negative `payout_due` and `fee`). So for every booking:
//   paid − refunded = held for the venue + fee kept
// and reconcile() checks that, and that no payer got back more than they paid; given what the
// booking owes, it also proves that nobody kept more than they owe: per instalment and
// per payer, paid − refunded ≤ owed.
import { formatCents } from '../pricing/estimate'
import { assertCents } from '../pricing/money'

export const LEDGER_KINDS = ['charge', 'refund', 'fee', 'payout_due'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export type Movement = {
  kind: LedgerKind
  /** charge and refund: positive; fee and payout_due: signed (negative when a refund reverses them). */
  amountCents: number
  /** Who paid or is refunded (a share, the organiser, an offline payer): refunds are per payer. */
  payer: string
  /**
   * The instalment the money went towards; null for a payment that arrived when nothing was owed
   * (refunded at once, so it nets to nothing). Left out by callers that only balance the books.
   */
  instalmentId?: number | null
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

/** What a booking owes: each instalment, and within it each guest's share (the organiser owes the rest). */
export type OwedInstalment = {
  id: number
  /** How a problem names it, e.g. 'the deposit'. */
  name: string
  amountCents: number
  shares: readonly { payer: string; name: string; amountCents: number }[]
}

/** paid − refunded of `movements`, per payer. */
function keptByPayer(movements: readonly Movement[]): Map<string, { paidCents: number; refundedCents: number }> {
  const byPayer = new Map<string, { paidCents: number; refundedCents: number }>()
  for (const m of movements) {
    if (m.kind !== 'charge' && m.kind !== 'refund') continue
    const p = byPayer.get(m.payer) ?? { paidCents: 0, refundedCents: 0 }
    if (m.kind === 'charge') p.paidCents += m.amountCents
    else p.refundedCents += m.amountCents
    byPayer.set(m.payer, p)
  }
  return byPayer
}

const kept = (p: { paidCents: number; refundedCents: number }) => p.paidCents - p.refundedCents
const keptWords = (p: { paidCents: number; refundedCents: number }) =>
  `${formatCents(kept(p))} kept (${formatCents(p.paidCents)} paid − ${formatCents(p.refundedCents)} refunded)`

/**
 * Nobody kept more than they owe: per instalment, paid − refunded ≤ its amount; per guest share,
 * ≤ the share; for the organiser (and any other payer), ≤ the instalment less what the others
 * kept ("cover the rest"); money towards no instalment is refunded in full. Each problem in words.
 */
export function owedProblems(movements: readonly Movement[], instalments: readonly OwedInstalment[]): string[] {
  const problems: string[] = []
  for (const i of instalments) {
    const byPayer = keptByPayer(movements.filter((m) => m.instalmentId === i.id))
    const total = [...byPayer.values()].reduce(
      (a, p) => ({ paidCents: a.paidCents + p.paidCents, refundedCents: a.refundedCents + p.refundedCents }),
      { paidCents: 0, refundedCents: 0 },
    )
    if (kept(total) > i.amountCents)
      problems.push(
        `${capitalise(i.name)}: ${keptWords(total)} of ${formatCents(i.amountCents)} owed, ${formatCents(kept(total) - i.amountCents)} too much`,
      )
    for (const [payer, p] of byPayer) {
      const share = i.shares.find((s) => s.payer === payer)
      const others = kept(total) - kept(p)
      if (share && kept(p) > share.amountCents)
        problems.push(
          `${share.name}’s share of ${i.name}: ${keptWords(p)} of a ${formatCents(share.amountCents)} share`,
        )
      else if (!share && kept(p) > i.amountCents - others)
        problems.push(
          `${payerName(payer)} towards ${i.name}: ${keptWords(p)}, but only ${formatCents(Math.max(0, i.amountCents - others))} was left after the others’ payments`,
        )
    }
  }
  const known = new Set(instalments.map((i) => i.id))
  const unknown = movements.filter((m) => m.instalmentId != null && !known.has(m.instalmentId))
  if (unknown.length) problems.push(`${unknown.length} ledger rows are for an instalment this booking does not have`)
  for (const [payer, p] of keptByPayer(movements.filter((m) => m.instalmentId === null)))
    if (kept(p) !== 0)
      problems.push(`${payerName(payer)}: ${keptWords(p)} towards no instalment; it should all have been refunded`)
  return problems
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
/** 'organiser' is ORGANISER_PAYER (payments-api.ts, which imports this file). */
const payerName = (payer: string) => (payer === 'organiser' ? 'The organiser' : capitalise(payer))

/**
 * Proves the books balance: paid − refunded = held for venue + fee kept, for the booking and for
 * each payer; no payer refunded more than they paid; nothing held below zero; charges and refunds
 * never negative. Given what the booking owes, also that nobody kept more than they owe (owedProblems).
 */
export function reconcile(movements: readonly Movement[], owed?: readonly OwedInstalment[]): Reconciliation {
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
  if (owed) problems.push(...owedProblems(movements, owed))
  return { ok: problems.length === 0, problems, balances }
}
