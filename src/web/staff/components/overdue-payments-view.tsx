// /staff/payments/overdue: instalments past their due day and not fully paid, the
// longest overdue first, each linked to its request's payments tab; above them, any booking whose
// ledger does not reconcile, with its problems.
import { Link } from 'react-router'
import { formatCents } from '~/domain/pricing/estimate'
import type { OverdueInstalments } from '~/domain/payments/payments-api'
import { Skeleton } from '~/web/components/ui/skeleton'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { formatDisplayDate } from '~/web/lib/dates'
import { useOverduePayments } from '../api/payments'
import { staffPaths } from '../staff-paths'

const cell = 'px-2 py-2 text-left align-top'

export function OverduePaymentsView() {
  const query = useOverduePayments()
  return (
    <div className="grid gap-4">
      <title>Overdue payments · Concierge console · Bountiful</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Overdue payments</h1>
      <p className="text-sm text-ink-700">
        Instalments past their due day (in the event's timezone) and not fully paid. Record a bank transfer from the
        request's payments tab, or remind the planner.
      </p>
      {query.data && query.data.unreconciled.length > 0 && <Unreconciled bookings={query.data.unreconciled} />}
      {query.isPending ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            Loading overdue payments…
          </span>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The overdue payments could not be loaded. Please try again.
        </p>
      ) : query.data.instalments.length === 0 ? (
        <SuccessNotice layout="compact">Nothing is overdue.</SuccessNotice>
      ) : (
        <div className="overflow-x-auto rounded-(--radius-card) border border-ivory-300 bg-white shadow-soft">
          <table className="w-full text-sm">
            <caption className="sr-only">Overdue instalments, longest overdue first</caption>
            <thead className="text-ink-600">
              <tr>
                <th className={cell}>Request</th>
                <th className={cell}>Event</th>
                <th className={cell}>Instalment</th>
                <th className={cell}>Was due</th>
                <th className={cell}>Still due</th>
              </tr>
            </thead>
            <tbody>
              {query.data.instalments.map((i) => (
                <tr key={i.instalmentId} className="border-t border-ivory-300">
                  <td className={cell}>
                    <Link
                      to={`${staffPaths.request(i.requestId)}?tab=payments`}
                      className="font-mono font-medium text-terracotta-700 underline-offset-4 hover:underline"
                    >
                      {i.reference}
                    </Link>
                    <span className="block text-ink-700">{i.organiserName}</span>
                  </td>
                  <td className={cell}>
                    {i.eventName}
                    <span className="block text-ink-700">{formatDisplayDate(i.eventDate)}</span>
                  </td>
                  <td className={cell}>
                    {i.kind === 'deposit' ? 'Deposit and booking fee' : i.kind === 'final' ? 'Final bill' : 'Balance'}
                  </td>
                  <td className={cell}>
                    {formatDisplayDate(i.dueOn)}
                    <span className="block font-semibold text-red-800">
                      {i.daysOverdue} {i.daysOverdue === 1 ? 'day' : 'days'} overdue
                    </span>
                  </td>
                  <td className={`${cell} tabular-nums`}>
                    {formatCents(i.dueCents)}
                    <span className="block text-ink-700">of {formatCents(i.amountCents)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** Bookings whose ledger does not reconcile: first on the page, each linked to its payments tab. */
function Unreconciled({ bookings }: { bookings: OverdueInstalments['unreconciled'] }) {
  return (
    <section
      role="alert"
      aria-labelledby="unreconciled-title"
      className="grid gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <h2 id="unreconciled-title" className="font-display text-xl font-semibold">
        {bookings.length === 1 ? '1 booking does' : `${bookings.length} bookings do`} not reconcile
      </h2>
      <p className="text-sm">
        Someone kept more than they owe, or the ledger's parts do not add up. Check each booking's ledger before any
        payout.
      </p>
      <ul className="grid gap-2 text-sm">
        {bookings.map((b) => (
          <li key={b.requestId}>
            <Link
              to={`${staffPaths.request(b.requestId)}?tab=payments`}
              className="font-mono font-medium text-red-900 underline underline-offset-4"
            >
              {b.reference}
            </Link>{' '}
            {b.eventName} ({formatDisplayDate(b.eventDate)}), {b.organiserName}
            <ul className="ml-5 list-disc">
              {b.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
