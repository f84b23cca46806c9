// /dashboard/events/:id/payments, the host's side of a booking's money: the schedule, the all-in
// breakdown, paying an instalment by card, splitting one with guests, who has paid, covering the
// rest, and the payments received. Every amount comes from the server's ledger.
import { useId, useRef, useState } from 'react'
import { formatCents } from '~/domain/pricing/estimate'
import type { BookingPayments } from '~/domain/payments/payments-api'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { toCheckout } from '../lib/to-checkout'
import { useBookingPayments } from '../api/get-booking-payments'
import { usePayInstalment } from '../api/pay-instalment'
import type { PaymentGuest } from '../lib/share-preview'
import { PaymentStateBadge } from './payment-state-badge'
import { instalmentBadgeState } from '~/domain/payments/instalment-state'
import { SplitForm } from './split-form'

type Instalment = BookingPayments['instalments'][number]

const KIND_LABEL: Record<Instalment['kind'], string> = { deposit: 'Deposit', balance: 'Balance', final: 'Final bill' }

const OFFLINE_PAYMENT_TEXT =
  'Card payments are not available on this site. Pay by bank transfer or cheque: reply to your booking confirmation ' +
  'email and our concierge team will send the details, then record your payment when it arrives.'

/** Guests' shares are paid by card only, so without cards there is no split. */
const OFFLINE_SPLIT_TEXT =
  'Splitting with guests needs card payments, so it is not offered here: your guests can pay you directly, and ' +
  'our concierge team records the bank transfers and cheques you send.'

export function BookingPaymentsView({
  eventId,
  eventName,
  guests,
  isHost,
}: {
  eventId: number
  eventName: string
  /** undefined while the guest list loads. */
  guests: PaymentGuest[] | undefined
  isHost: boolean
}) {
  const payments = useBookingPayments(eventId)
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="grid gap-6">
      <title>{`Payments · ${eventName} · Bountiful`}</title>
      <h1 id={titleId} className="font-display text-3xl font-semibold break-words text-ink-900 sm:text-4xl">
        Payments for {eventName}
      </h1>
      {payments.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <p className="sr-only" role="status">
            Loading payments…
          </p>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : payments.isError ? (
        isApiError(payments.error) && payments.error.status === 404 ? (
          <div className="grid gap-2 rounded-(--radius-card) border border-dashed border-ivory-300 bg-white p-6">
            <h2 className="font-display text-xl font-semibold text-ink-900">Payments are not open yet</h2>
            <p className="text-ink-700">
              The payment schedule appears here once our concierge team has confirmed your booking with the venue.
            </p>
          </div>
        ) : (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-950">
            We couldn’t load the payments. Please reload the page.
          </p>
        )
      ) : (
        <PaymentsContent eventId={eventId} view={payments.data} guests={guests} isHost={isHost} />
      )}
    </section>
  )
}

function PaymentsContent({
  eventId,
  view,
  guests,
  isHost,
}: {
  eventId: number
  view: BookingPayments
  guests: PaymentGuest[] | undefined
  isHost: boolean
}) {
  const ids = useId()
  const left = view.instalments.reduce((a, i) => a + i.dueCents, 0)
  const cancelled = view.status === 'cancelled'
  return (
    <>
      {left === 0 && !cancelled ? (
        <SuccessNotice title="Fully paid.">{formatCents(view.totals.paidCents)} received.</SuccessNotice>
      ) : (
        <div role="status" className="rounded-xl border border-ink-200 bg-ivory-200 p-4 text-ink-800">
          {cancelled ? (
            <p>
              <strong className="font-semibold">This booking is cancelled.</strong>{' '}
              {view.totals.paidCents === 0
                ? 'Nothing had been paid, so there is nothing to refund.'
                : `${formatCents(view.totals.refundedCents)} of the ${formatCents(view.totals.paidCents)} paid was refunded; each payer was emailed their part.`}
            </p>
          ) : (
            <p>
              <strong className="font-semibold">{formatCents(left)} left to pay</strong> of{' '}
              {formatCents(view.allInCents)}.
            </p>
          )}
        </div>
      )}

      <section
        aria-labelledby={`${ids}-total`}
        className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
      >
        <h2 id={`${ids}-total`} className="font-display text-2xl font-semibold text-ink-900">
          All-in total
        </h2>
        <dl className="grid gap-1.5 text-sm">
          <Line label="Venue (food, drinks, service and the venue’s fees)" cents={view.venueTotalCents} />
          {view.bookingFeeCents > 0 && (
            <Line
              label={`Bountiful booking fee (${view.bookingFeeRefundable ? 'refundable' : 'not refundable'})`}
              cents={view.bookingFeeCents}
            />
          )}
          <div className="mt-1 flex justify-between gap-4 border-t border-ivory-300 pt-2 text-base font-semibold text-ink-900">
            <dt>All-in total</dt>
            <dd className="tabular-nums">{formatCents(view.allInCents)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={`${ids}-schedule`} className="grid gap-4">
        <h2 id={`${ids}-schedule`} className="font-display text-2xl font-semibold text-ink-900">
          Schedule
        </h2>
        {!view.cardPayments && !cancelled && left > 0 && (
          <div className="grid gap-2 rounded-xl border border-ink-200 bg-ivory-100 p-4 text-sm text-ink-800">
            <p>{OFFLINE_PAYMENT_TEXT}</p>
            {isHost && <p>{OFFLINE_SPLIT_TEXT}</p>}
          </div>
        )}
        <ol className="grid gap-4">
          {view.instalments.map((i) => (
            <li key={i.id}>
              <InstalmentCard
                eventId={eventId}
                instalment={i}
                cardPayments={view.cardPayments}
                open={!cancelled}
                guests={guests}
                isHost={isHost}
              />
            </li>
          ))}
        </ol>
      </section>

      <Receipts view={view} />
    </>
  )
}

function Line({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between gap-4 text-ink-800">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  )
}

function InstalmentCard({
  eventId,
  instalment: i,
  cardPayments,
  open,
  guests,
  isHost,
}: {
  eventId: number
  instalment: Instalment
  cardPayments: boolean
  open: boolean
  guests: PaymentGuest[] | undefined
  isHost: boolean
}) {
  const headingId = useId()
  const [splitting, setSplitting] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Closing the split form removes the control that had the focus: it goes back to the instalment.
  const closeSplit = () => {
    setSplitting(false)
    setTimeout(() => headingRef.current?.focus())
  }
  const pay = usePayInstalment(eventId)
  const label = KIND_LABEL[i.kind]
  const paidShares = i.shares.filter((s) => s.paid).length
  const canPay = open && isHost && i.dueCents > 0

  const payByCard = () => pay.mutate(i.id, toCheckout)

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-semibold text-ink-900 focus:outline-none"
        >
          {label}
        </h3>
        <PaymentStateBadge state={instalmentBadgeState(i, open)} />
      </div>
      <dl className="grid gap-1.5 text-sm sm:grid-cols-2">
        <Line label="Due" cents={i.amountCents} />
        <div className="flex justify-between gap-4 text-ink-800">
          <dt>Due on</dt>
          <dd>
            {formatDisplayDate(i.dueOn)}
            {i.kind === 'deposit' ? ' (on acceptance)' : ''}
          </dd>
        </div>
        {i.feeCents > 0 && <Line label="Of which booking fee" cents={i.feeCents} />}
        <Line label="Paid" cents={i.paidCents} />
        {open && <Line label="Left to pay" cents={i.dueCents} />}
      </dl>

      {i.shares.length > 0 && (
        <div className="grid gap-2">
          <h4 className="font-semibold text-ink-900">
            Guests’ shares: {paidShares} of {i.shares.length} paid
          </h4>
          <ul className="grid gap-1 text-sm" aria-label={`${label} shares`}>
            {i.shares.map((s) => (
              <li key={s.id} className="flex flex-wrap justify-between gap-2 border-b border-ivory-200 py-1">
                <span>{s.name}</span>
                <span className="tabular-nums">
                  {formatCents(s.amountCents)} ·{' '}
                  {/* Once the booking is cancelled an unpaid share is not owed (nor covered by anyone). */}
                  <strong>
                    {s.paid ? 'Paid' : !open ? 'Cancelled' : i.dueCents === 0 ? 'Covered by the organiser' : 'Unpaid'}
                  </strong>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {/* Without card payments neither button: the schedule's note says how to pay. */}
      {canPay && cardPayments && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={payByCard} disabled={pay.isPending} aria-describedby={headingId}>
            {pay.isPending
              ? 'Opening the secure payment page…'
              : i.shares.length > 0 || i.paidCents > 0
                ? `Cover the rest (${formatCents(i.dueCents)})`
                : `Pay ${label.toLowerCase()} (${formatCents(i.dueCents)})`}
          </Button>
          {i.shares.length === 0 && i.paidCents === 0 && !splitting && (
            <Button variant="outline" onClick={() => setSplitting(true)} aria-describedby={headingId}>
              Split with guests
            </Button>
          )}
        </div>
      )}
      {canPay && cardPayments && (
        <p className="text-sm text-ink-600">
          Card payments are taken on Stripe’s secure page; your card number never reaches Bountiful.
        </p>
      )}
      {splitting && canPay && cardPayments && (
        <SplitForm
          eventId={eventId}
          instalmentId={i.id}
          label={label}
          dueCents={i.dueCents}
          guests={guests}
          onClose={closeSplit}
        />
      )}
    </article>
  )
}

function Receipts({ view }: { view: BookingPayments }) {
  const ids = useId()
  const rows = view.instalments.flatMap((i) => {
    const byGuests = i.shares.filter((s) => s.paidCents > 0)
    const own = i.paidCents - byGuests.reduce((a, s) => a + s.paidCents, 0)
    return [
      ...(own > 0 ? [{ key: `${i.id}-own`, who: 'You', what: KIND_LABEL[i.kind], cents: own }] : []),
      ...byGuests.map((s) => ({ key: `${i.id}-${s.id}`, who: s.name, what: KIND_LABEL[i.kind], cents: s.paidCents })),
    ]
  })
  return (
    <section
      aria-labelledby={`${ids}-receipts`}
      className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
    >
      <h2 id={`${ids}-receipts`} className="font-display text-2xl font-semibold text-ink-900">
        Payments received
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-700">No payments yet.</p>
      ) : (
        <dl className="grid gap-1.5 text-sm">
          {rows.map((r) => (
            <Line key={r.key} label={`${r.who}: ${r.what}`} cents={r.cents} />
          ))}
          <div className="mt-1 flex justify-between gap-4 border-t border-ivory-300 pt-2 font-semibold text-ink-900">
            <dt>Total received</dt>
            <dd className="tabular-nums">{formatCents(view.totals.paidCents)}</dd>
          </div>
          {view.totals.refundedCents - view.totals.toPayBackCents > 0 && (
            <Line label="Refunded" cents={view.totals.refundedCents - view.totals.toPayBackCents} />
          )}
          {view.totals.toPayBackCents > 0 && <Line label="To pay back" cents={view.totals.toPayBackCents} />}
        </dl>
      )}
    </section>
  )
}
