// The final bill as every side reads it (the venue after saving, the organiser, our team): the
// agreed terms the server applied (guarantee, minimum spend, the door count), each line as the
// server computed it, the total, and the organiser's disputes. Nothing here adds money up: the
// figures are the server's.
import { formatCents } from '~/domain/pricing/estimate'
import type { FinalBillView } from '~/domain/payments/final-bill-api'
import { formatDateTime } from '~/web/lib/dates'

/** The terms beside the bill: what the server holds the venue's lines to. */
export function BillTerms({ view }: { view: FinalBillView }) {
  const t = view.terms
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <div className="flex gap-2">
        <dt className="text-ink-600">Guarantee</dt>
        <dd className="font-medium text-ink-900">
          {t.guaranteeGuests} guests × {formatCents(t.pricePerPersonCents)}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-ink-600">Minimum spend</dt>
        <dd className="font-medium text-ink-900">
          {t.minimumSpendCents > 0 ? formatCents(t.minimumSpendCents) : 'None'}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-ink-600">Door count</dt>
        <dd className="font-medium text-ink-900">
          {view.bill ? view.bill.doorCount : view.doorCount} checked in
          {view.bill && view.bill.doorCount !== view.doorCount ? ` (${view.doorCount} now)` : ''}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-ink-600">Agreed total</dt>
        <dd className="font-medium text-ink-900">{formatCents(t.agreedTotalCents)}</dd>
      </div>
    </dl>
  )
}

/** The lines and the total; `caption` names the table for screen readers. */
export function BillLines({ view, caption }: { view: FinalBillView; caption: string }) {
  const bill = view.bill
  if (!bill) return null
  return (
    <div className="grid gap-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ivory-300">
          {bill.lines.map((l) => (
            <tr key={l.key}>
              <td className="py-1.5 pr-3 break-words text-ink-800">{l.label}</td>
              <td className="py-1.5 text-right whitespace-nowrap text-ink-900 tabular-nums">
                {formatCents(l.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink-900">
            <th scope="row" className="py-2 text-left font-semibold text-ink-900">
              Total
            </th>
            <td className="py-2 text-right font-semibold whitespace-nowrap text-ink-900 tabular-nums">
              {formatCents(bill.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-xs text-ink-600">
        For {bill.billedGuests} guests
        {bill.guaranteeApplies ? ' (fewer came than were guaranteed, so the guarantee applies)' : ''}
        {bill.minimumSpendApplies ? '; the minimum spend applies' : ''}. Entered {formatDateTime(bill.enteredAt)},
        version {view.version}.
      </p>
    </div>
  )
}

/** The organiser's disputes, newest last, with her notes. */
export function BillDisputes({ view }: { view: FinalBillView }) {
  if (view.disputes.length === 0) return null
  return (
    <ul className="grid gap-2" aria-label="Disputed lines">
      {view.disputes.map((d) => (
        <li key={d.id} className="grid gap-0.5 rounded-xl border border-terracotta-200 bg-terracotta-50 p-3 text-sm">
          <p className="font-medium text-ink-900">
            {d.lineLabel} · {formatCents(d.amountCents)} (version {d.version})
          </p>
          <p className="break-words whitespace-pre-line text-ink-800">{d.note}</p>
          <p className="text-xs text-ink-600">
            {d.raisedBy ?? 'The organiser'}, {formatDateTime(d.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  )
}
