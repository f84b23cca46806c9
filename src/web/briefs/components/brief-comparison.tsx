// /briefs/:ref: the planner's comparison of the answers to one brief (by the emailed signed link,
// or signed in as its owner). Quotes side by side, cheapest all-in first; the matrix of what each
// includes; the venues still waiting, the ones that offered another date or declined; the group
// vote; "Accept this quote". Read again every few seconds while open, so a new quote shows up.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as hourglassIcon from 'lucide-react/icons/hourglass'
import * as circleXIcon from 'lucide-react/icons/circle-x'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { isConfirmedStage } from '~/domain/bookings/lifecycle'
import {
  BRIEF_NOT_CHOSEN_REASON,
  type BriefComparison as Comparison,
  type BriefQuote,
  type BriefVenue,
} from '~/domain/briefs/briefs-api'
import { promiseWords } from '~/domain/requests/response-time'
import { Skeleton } from '~/web/components/ui/skeleton'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { failureMessage } from '~/web/lib/form-errors'
import { toast } from '~/web/lib/use-toast'
import { useAcceptQuote } from '../api/accept-quote'
import { useBrief } from '../api/get-brief'
import { briefsPaths } from '../briefs-paths'
import { BriefFacts } from './brief-facts'
import { DraftBrief } from './draft-brief'
import { GroupVotePanel } from './group-vote-panel'
import { IncludedMatrix } from './included-matrix'
import { acceptable, QuoteCard } from './quote-card'
import { VenueThumbnail } from './shortlist-venue-row'

const CalendarDays = lucideIcon(calendarDaysIcon)
const Hourglass = lucideIcon(hourglassIcon)
const XCircle = lucideIcon(circleXIcon)

type QuotedVenue = BriefVenue & { quote: BriefQuote }
const hasQuote = (v: BriefVenue): v is QuotedVenue => v.quote !== null && (v.state === 'quoted' || v.state === 'booked')

export function BriefComparisonView({ reference, token }: { reference: string; token: string | null }) {
  const brief = useBrief(reference, token)
  if (brief.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your quotes…
        </span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    )
  }
  if (brief.isError) {
    const status = isApiError(brief.error) ? brief.error.status : 0
    const notFound = status === 404 || status === 400 || status === 401 || status === 403
    return (
      <div className="grid gap-3 text-center">
        <title>Your brief · Bountiful</title>
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {notFound ? 'Brief not found' : 'Your quotes could not be loaded'}
        </h1>
        <p className="text-ink-600">
          {notFound
            ? 'Open the link from the email we sent when you sent your brief, or log in with the account you sent it from.'
            : 'Please try again in a moment.'}
        </p>
      </div>
    )
  }
  if (brief.data.status === 'draft') return <DraftBrief brief={brief.data} />
  return <ComparisonContent brief={brief.data} token={token} />
}

function ComparisonContent({ brief: b, token }: { brief: Comparison; token: string | null }) {
  const ids = useId()
  const accept = useAcceptQuote(b.reference, token)
  const quoted = b.venues.filter(hasQuote)
  const open = quoted.filter(acceptable)
  const offers = b.venues.filter((v) => v.state === 'offered_other_date')
  const waiting = b.venues.filter((v) => v.state === 'waiting')
  const declined = b.venues.filter((v) => v.state === 'declined')
  const booked = b.venues.find((v) => v.state === 'booked')
  const cheapestId = open[0]?.venueId

  const onAccept = (venue: QuotedVenue, note: string, signerName: string) =>
    accept.mutate(
      {
        proposalId: venue.quote.proposalId,
        note: note || undefined,
        signerName,
        agreementHash: venue.quote.agreement?.hash ?? '',
      },
      {
        onSuccess: (now) => {
          const chosen = now.venues.find((v) => v.venueId === venue.venueId)
          toast({
            variant: 'success',
            title: 'Quote accepted',
            description:
              chosen && isConfirmedStage(chosen.booking.stage)
                ? `${venue.name} is booked for your group.`
                : `Our concierge team is confirming it with ${venue.name}.`,
          })
          window.scrollTo({ top: 0 })
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'The quote was not accepted',
            description: failureMessage(error, 'Please try again.'),
          }),
      },
    )

  return (
    <article className="grid gap-8" aria-labelledby={`${ids}-title`}>
      <title>{`Quotes for your ${b.occasionLabel.toLowerCase()} · Bountiful`}</title>
      <header className="grid gap-3">
        <p className="text-sm font-medium text-ink-600">
          Brief <span className="font-mono">{b.reference}</span>
        </p>
        <h1 id={`${ids}-title`} className="font-display text-4xl font-semibold text-ink-900">
          Quotes for your {b.occasionLabel.toLowerCase()}
        </h1>
        <BriefFacts brief={b} />
        {b.status === 'open' && (
          <p className="text-sm text-ink-600">
            {quoted.length} of {b.venues.length} venues have quoted. New quotes appear here as they arrive.
          </p>
        )}
      </header>

      {booked && <AcceptedBanner booked={booked} />}

      {quoted.length > 0 ? (
        <section aria-labelledby={`${ids}-quotes`} className="grid gap-4">
          <h2 id={`${ids}-quotes`} className="font-display text-2xl font-semibold text-ink-900">
            {quoted.length === 1 ? 'The quote' : 'The quotes, lowest all-in price first'}
          </h2>
          <ol className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Quotes">
            {quoted.map((v) => (
              <li key={v.venueId} className="grid">
                <QuoteCard
                  venue={v}
                  briefDate={b.date}
                  briefTime={b.time}
                  cheapest={v.venueId === cheapestId && open.length > 1}
                  canAccept={b.status === 'open' && acceptable(v)}
                  accepting={accept.isPending}
                  onAccept={(note, signerName) => onAccept(v, note, signerName)}
                  plannerName={b.plannerName}
                />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="rounded-(--radius-card) border border-dashed border-ivory-300 bg-white px-6 py-10 text-center text-ink-700">
          No quotes yet. Each venue has promised to answer within {promiseWords(b.answerWithinHours)}; this page shows
          each quote as it arrives.
        </p>
      )}

      <IncludedMatrix items={b.items} mustHaves={b.mustHaves} venues={quoted} />

      {(offers.length > 0 || waiting.length > 0 || declined.length > 0) && (
        <section aria-labelledby={`${ids}-others`} className="grid gap-3">
          <h2 id={`${ids}-others`} className="font-display text-2xl font-semibold text-ink-900">
            The other venues
          </h2>
          <ul className="grid gap-3">
            {offers.map((v) => (
              <OtherVenue key={v.venueId} venue={v} icon={<CalendarDays className="size-4 shrink-0" aria-hidden />}>
                Offered another date: {v.offer ? `${formatDisplayDate(v.offer.date)} at ${v.offer.time}` : 'see email'}
                {v.offer?.message ? ` — "${v.offer.message}"` : ''}
              </OtherVenue>
            ))}
            {waiting.map((v) => (
              <OtherVenue key={v.venueId} venue={v} icon={<Hourglass className="size-4 shrink-0" aria-hidden />}>
                Waiting for a quote{v.responseTime ? ` · ${v.responseTime}` : ''}
              </OtherVenue>
            ))}
            {declined.map((v) => (
              <OtherVenue key={v.venueId} venue={v} icon={<XCircle className="size-4 shrink-0" aria-hidden />}>
                {v.declineReason === BRIEF_NOT_CHOSEN_REASON
                  ? 'Not chosen: you accepted another venue’s quote.'
                  : `Declined${v.declineReason ? `: ${v.declineReason}` : ''}`}
              </OtherVenue>
            ))}
          </ul>
        </section>
      )}

      {b.status === 'open' && <GroupVotePanel brief={b} token={token} />}
    </article>
  )
}

/** Where the accepted quote's booking stands; a cancelled one is not good news: no green tick, its stage said once. */
function AcceptedBanner({ booked }: { booked: BriefVenue }) {
  if (booked.booking.stage === 'cancelled')
    return (
      <p role="status" className="rounded-xl border border-ink-200 bg-ivory-100 p-4 text-ink-800">
        <strong className="font-semibold">You accepted {booked.name}'s quote; the booking is cancelled.</strong> What
        was paid comes back by its cancellation terms, as we emailed you.
      </p>
    )
  return (
    <SuccessNotice
      title={
        <>
          You accepted {booked.name}'s quote.{' '}
          {booked.booking.stage === 'accepted'
            ? 'Our concierge team is confirming it with the venue.'
            : `${booked.booking.label}.`}
        </>
      }
    >
      {isConfirmedStage(booked.booking.stage) ? (
        <>
          The event is on{' '}
          <Link to={briefsPaths.dashboard()} className="font-medium underline underline-offset-4">
            your dashboard
          </Link>
          {booked.booking.stage === 'deposit_due' ? ', where you pay the deposit' : ''}.
        </>
      ) : booked.booking.stage === 'accepted' ? (
        <>We will email you as soon as it is confirmed; the event then appears on your dashboard.</>
      ) : (
        <>{booked.booking.nextStep}</>
      )}{' '}
      We told the other venues, politely, that you chose another venue.
    </SuccessNotice>
  )
}

function OtherVenue({ venue, icon, children }: { venue: BriefVenue; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-3">
      <VenueThumbnail photoUrl={venue.photoUrl} />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <h3 className="font-semibold text-ink-900">{venue.name}</h3>
        <p className="flex items-center gap-1.5 text-sm text-ink-700">
          {icon}
          <span>{children}</span>
        </p>
      </div>
    </li>
  )
}
