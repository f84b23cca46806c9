import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as printerIcon from 'lucide-react/icons/printer'
import { useEffect, useRef, type ReactNode } from 'react'
import type { InstantBooking } from '~/domain/fields'
import { formatCents } from '~/domain/pricing/estimate'
import { Button } from '~/web/components/ui/button'
import { DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { formatDisplayDate } from '~/web/lib/dates'

const CircleCheck = lucideIcon(circleCheckIcon)
const Printer = lucideIcon(printerIcon)

export type BookingSummary = {
  venueName: string
  date: string
  time: string
  guests: number
  total: string
  email: string
  reference: string
  /** Confirmed at once (a package with instant book); otherwise a request the team answers. */
  confirmed?: boolean
  /**
   * The server's word: on a confirmed booking, where the event is (her dashboard, or after signing
   * up); on a request, when the venue answers (its own promised response time).
   */
  message?: string
  /** An instant booking's stage and what is due next, as the server wrote them. */
  booking?: InstantBooking
}

const PRINT_AREA_ID = 'booking-summary-print'

// Printing shows the summary alone: everything else on the page is hidden for print.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #${PRINT_AREA_ID}, #${PRINT_AREA_ID} * { visibility: visible !important; }
  #${PRINT_AREA_ID} { position: absolute; left: 0; top: 0; width: 100%; }
  #${PRINT_AREA_ID} [data-print-hide] { display: none !important; }
}`

type Props = {
  summary: BookingSummary
  /** 'dialog' (venue page) or 'page' (booking page: the summary replaces the form and stays). */
  layout?: 'dialog' | 'page'
  onClose: () => void
  /** The page's way on (instead of Close). */
  actions?: ReactNode
}

/**
 * 'Booking Request Submitted!', with the reference the staff will quote and what happens
 * next. One message: the request is stored and acknowledged; nothing else is asked of the planner.
 */
export function BookingSuccess({ summary, layout = 'dialog', onClose, actions }: Props) {
  const title = summary.confirmed ? 'Booking Confirmed!' : 'Booking Request Submitted!'
  const subtitle = summary.confirmed
    ? `${summary.venueName} is booked for you`
    : `Your request for ${summary.venueName} has been sent`
  const headingRef = useRef<HTMLHeadingElement>(null)
  // On the page the form disappears: focus moves to what replaced it (a dialog focuses itself).
  useEffect(() => {
    if (layout === 'page') headingRef.current?.focus()
  }, [layout])
  return (
    <div id={PRINT_AREA_ID} className="grid gap-5">
      <style>{PRINT_CSS}</style>
      <div className="grid justify-items-center gap-2 pt-2 text-center">
        <CircleCheck className="size-12 text-sage-600" aria-hidden />
        {layout === 'dialog' ? (
          <>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription className="text-base">{subtitle}</DialogDescription>
          </>
        ) : (
          <>
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-2xl font-semibold text-ink-900 outline-none"
            >
              {title}
            </h2>
            <p className="text-base text-ink-600">{subtitle}</p>
          </>
        )}
      </div>
      <div className="grid gap-2 rounded-2xl border border-ivory-300 bg-white p-5" role="status">
        {summary.confirmed ? (
          <>
            <p className="font-semibold text-ink-900">{summary.booking?.nextStep ?? 'Your booking is confirmed.'}</p>
            <p className="text-ink-700">
              {summary.message ?? 'The venue has been told; the space is yours for this date and time.'}
            </p>
            {summary.booking && <NextPayment booking={summary.booking} />}
          </>
        ) : (
          <>
            <p className="font-semibold text-ink-900">Thank you for your booking request!</p>
            <p className="text-ink-700">
              {summary.message ?? "We'll review your request and get back to you to confirm details."}
            </p>
          </>
        )}
        <dl className="mt-2 grid gap-1 text-sm">
          <Row term="Venue" value={summary.venueName} />
          <Row term="Date" value={formatDisplayDate(summary.date)} />
          <Row term="Time" value={summary.time} />
          <Row term="Guests" value={String(summary.guests)} />
          <Row term={summary.confirmed ? 'Total, all in' : 'Estimated total'} value={summary.total} />
          <Row term="Reference" value={summary.reference} mono />
        </dl>
        <p className="mt-2 text-sm text-ink-600">
          {summary.confirmed ? 'The booking confirmation has been sent to ' : 'A confirmation email has been sent to '}
          <span className="font-medium text-ink-900">{summary.email}</span>.
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end" data-print-hide>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden /> Print Summary
        </Button>
        {actions ?? <Button onClick={onClose}>Close</Button>}
      </div>
    </div>
  )
}

/** Where the booking stands (the lifecycle's label) and the deposit it asks for next. */
function NextPayment({ booking: b }: { booking: InstantBooking }) {
  return (
    <div className="mt-2 grid gap-1 rounded-xl border border-terracotta-200 bg-terracotta-50 p-3 text-sm">
      <p className="font-semibold text-ink-900">Status: {b.stageLabel}</p>
      <p className="text-ink-900">
        {b.dueOn ? (
          <>
            Deposit and booking fee due now: <strong>{formatCents(b.dueNowCents)}</strong> (due{' '}
            {formatDisplayDate(b.dueOn)}).
          </>
        ) : (
          <>
            Next: the deposit and booking fee, <strong>{formatCents(b.dueNowCents)}</strong>, asked for when your
            payment schedule opens; we will email you when it is due.
          </>
        )}
      </p>
    </div>
  )
}

function Row({ term, value, mono }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-600">{term}</dt>
      <dd className={mono ? 'font-mono font-semibold text-ink-900' : 'text-right text-ink-900'}>{value}</dd>
    </div>
  )
}
