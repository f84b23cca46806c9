// /pay/:token, a guest's share from the emailed link (no account needed): the event, the amount
// and why, and paying it by card on Stripe Checkout's page. Whether it is paid comes from the
// server, which only Stripe's verified webhook moves.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import { useId } from 'react'
import { formatCents } from '~/domain/pricing/estimate'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { toCheckout } from '../lib/to-checkout'
import { usePublicShare, type PublicShare } from '../api/get-public-share'
import { usePayShare } from '../api/pay-share'

const CalendarDays = lucideIcon(calendarDaysIcon)
const MapPin = lucideIcon(mapPinIcon)

const KIND: Record<PublicShare['instalment'], string> = { deposit: 'deposit', balance: 'balance', final: 'final bill' }

export function PublicShareView({ token }: { token: string }) {
  const share = usePublicShare(token)
  if (share.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your payment…
        </span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  if (share.isError) {
    const notFound = isApiError(share.error) && share.error.status === 404
    return (
      <div className="grid gap-3 text-center">
        <title>Payment · Bountiful</title>
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {notFound ? 'Payment link not found' : 'This payment could not be loaded'}
        </h1>
        <p className="text-ink-700">
          {notFound
            ? 'The link may be incomplete or out of date. Open the latest link you were sent, or ask the organiser for a new one.'
            : 'Please try again in a moment.'}
        </p>
      </div>
    )
  }
  return <ShareContent token={token} share={share.data} />
}

function ShareContent({ token, share: s }: { token: string; share: PublicShare }) {
  const ids = useId()
  const pay = usePayShare(token)
  const kind = KIND[s.instalment]
  const startPayment = () => pay.mutate(undefined, toCheckout)

  return (
    <article className="grid gap-6" aria-labelledby={`${ids}-title`}>
      <title>{`Your share for ${s.eventName} · Bountiful`}</title>
      <header className="grid gap-2">
        <h1 id={`${ids}-title`} className="font-display text-4xl font-semibold text-ink-900">
          Your share for {s.eventName}
        </h1>
        <p className="text-ink-700">
          Hi {s.name}, the organiser split the {kind} for this booking among the guests. This is your part.
        </p>
      </header>
      <section
        aria-label="Event"
        className="grid gap-2 rounded-(--radius-card) border border-ivory-300 bg-white p-5 text-sm text-ink-800 shadow-soft"
      >
        {s.venueName && (
          <p className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-terracotta-600" aria-hidden />
            {s.venueName}
          </p>
        )}
        <p className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-terracotta-600" aria-hidden />
          {formatDisplayDate(s.eventDate)}
        </p>
      </section>
      <section
        aria-labelledby={`${ids}-amount`}
        className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
      >
        <h2 id={`${ids}-amount`} className="font-display text-2xl font-semibold text-ink-900">
          Amount
        </h2>
        <dl className="grid gap-1.5 text-sm">
          <div className="flex justify-between gap-4 text-ink-800">
            <dt>Your share of the {kind}</dt>
            <dd className="tabular-nums">{formatCents(s.amountCents)}</dd>
          </div>
          {s.paidCents > 0 && (
            <div className="flex justify-between gap-4 text-ink-800">
              <dt>Paid</dt>
              <dd className="tabular-nums">{formatCents(s.paidCents)}</dd>
            </div>
          )}
          {!s.cancelled && (
            <div className="flex justify-between gap-4 text-ink-800">
              <dt>Due by</dt>
              <dd>{formatDisplayDate(s.dueOn)}</dd>
            </div>
          )}
        </dl>
        <ShareState share={s} pending={pay.isPending} onPay={startPayment} />
      </section>
    </article>
  )
}

function ShareState({ share: s, pending, onPay }: { share: PublicShare; pending: boolean; onPay: () => void }) {
  if (s.cancelled) {
    return (
      <p role="status" className="rounded-xl border border-ink-200 bg-ivory-100 p-4 text-ink-800">
        <strong className="font-semibold">This booking was cancelled.</strong> Nothing is left to pay.
        {s.paidCents > 0 &&
          ` Any refund of the ${formatCents(s.paidCents)} you paid follows the venue’s cancellation terms; we email you when it is made.`}
      </p>
    )
  }
  if (s.dueCents === 0) {
    return (
      <SuccessNotice title={s.paidCents > 0 ? 'Paid, thank you.' : 'Nothing is left to pay.'}>
        {s.paidCents > 0 ? `We received ${formatCents(s.paidCents)}.` : 'The organiser has covered this payment.'}
      </SuccessNotice>
    )
  }
  if (!s.cardPayments) {
    return (
      <p className="rounded-xl border border-ink-200 bg-ivory-100 p-4 text-sm text-ink-800">
        Card payments are not available on this site. Please arrange your share with the organiser.
      </p>
    )
  }
  return (
    <div className="grid gap-2">
      <Button size="lg" onClick={onPay} disabled={pending}>
        {pending ? 'Opening the secure payment page…' : `Pay ${formatCents(s.dueCents)} by card`}
      </Button>
      <p className="text-sm text-ink-600">You pay on Stripe’s secure page; your card number never reaches Bountiful.</p>
    </div>
  )
}
