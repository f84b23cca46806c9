// The final bill in the payments tab: what the venue entered, as settled or to review, and the
// lines the organiser disputed with her notes, for our team to take up with the venue.
import { BillDisputes, BillLines, BillTerms } from '~/web/components/bill/final-bill-summary'
import { Badge } from '~/web/components/ui/badge'
import { localDateToIso } from '~/web/lib/dates'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useStaffFinalBill } from '../api/payments'

export function FinalBillPanel({
  requestId,
  eventDate,
  className,
}: {
  requestId: number
  eventDate: string
  className: string
}) {
  // Nothing to ask for before the event's day: the venue enters the bill once it has started.
  const query = useStaffFinalBill(requestId, eventDate <= localDateToIso(new Date()))
  const view = query.data
  if (query.isError)
    return (
      <section className={className} aria-label="Final bill">
        <p role="alert" className="text-sm text-red-900">
          {serverMessageOf(query.error)}
        </p>
      </section>
    )
  if (!view) return null
  return (
    <section className={className} aria-labelledby="staff-final-bill">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="staff-final-bill" className="font-display text-xl font-semibold text-ink-900">
          Final bill
        </h2>
        <Badge variant={view.status === 'disputed' ? 'default' : 'secondary'}>{view.statusLabel}</Badge>
      </div>
      <BillTerms view={view} />
      <BillLines view={view} caption="The venue's final bill" />
      {view.disputes.length > 0 && <h3 className="font-semibold text-ink-900">Disputed lines</h3>}
      <BillDisputes view={view} />
    </section>
  )
}
