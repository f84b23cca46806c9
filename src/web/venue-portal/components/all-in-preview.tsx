// The all-in price as the planner will read it, computed live by the same domain function the
// server uses for quotes and proposals (src/domain/pricing/all-in.ts), from what the form holds now.
import { allInLines, computeAllIn, type AllInAmounts } from '~/domain/pricing/all-in'
import { formatCents } from '../lib/format'

type Typed = {
  guests: number
  pricePerPerson?: unknown
  minimumSpend?: unknown
  roomFee?: unknown
  serviceChargePct?: unknown
  taxPct?: unknown
  gratuityPct?: unknown
  fees?: unknown
}

const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim() || 0)
  return Number.isFinite(n) && n >= 0 ? n : null
}
const cents = (v: unknown) => {
  const n = num(v)
  return n === null ? null : Math.round(n * 100)
}

/** The amounts the typed values stand for, or null while one of them is not a number yet. */
export function amountsOfTyped(t: Typed): AllInAmounts | null {
  const a = {
    guests: t.guests,
    pricePerPersonCents: cents(t.pricePerPerson),
    minimumSpendCents: cents(t.minimumSpend),
    roomFeeCents: cents(t.roomFee),
    serviceChargePct: num(t.serviceChargePct),
    taxPct: num(t.taxPct),
    gratuityPct: num(t.gratuityPct),
    feesCents: cents(t.fees),
  }
  if (!Number.isInteger(a.guests) || a.guests < 1) return null
  return Object.values(a).some((v) => v === null) ? null : (a as AllInAmounts)
}

export function AllInPreview({ typed, caption }: { typed: Typed; caption: string }) {
  const amounts = amountsOfTyped(typed)
  if (!amounts) return <p className="text-sm text-ink-600">Enter the amounts as numbers to see the all-in price.</p>
  const totals = computeAllIn(amounts)
  return (
    <div className="grid gap-2 rounded-xl bg-ivory-100 p-3 text-sm" aria-live="polite">
      <p className="font-medium text-ink-900">{caption}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {allInLines(amounts, totals).map((l) => (
          <div key={l.id} className="contents">
            <dt className="text-ink-700">{l.label}</dt>
            <dd className="text-right text-ink-900 tabular-nums">{formatCents(l.cents)}</dd>
          </div>
        ))}
        <dt className="font-semibold text-ink-900">All-in total</dt>
        <dd className="text-right font-semibold text-ink-900 tabular-nums">{formatCents(totals.totalCents)}</dd>
        <dt className="text-ink-700">Per guest</dt>
        <dd className="text-right text-ink-900 tabular-nums">{formatCents(totals.perGuestCents)}</dd>
      </dl>
    </div>
  )
}
