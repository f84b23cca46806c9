// /proposals/:token, the planner's side of a proposal: the terms and the all-in total as staff or the
// venue sent them, accepted or declined here (with an optional note). No account needed: the link is
// the key. A venue's own quote is told as the venue's, and its accept button says it books at once.
import { venueAddressLine } from '~/domain/venues/venue-address'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as clockIcon from 'lucide-react/icons/clock'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as usersIcon from 'lucide-react/icons/users'
import * as circleXIcon from 'lucide-react/icons/circle-x'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { formatCents } from '~/domain/pricing/estimate'
import type { PublicProposal } from '~/domain/bookings/public-proposal-api'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { isApiError } from '~/web/lib/api'
import { formatDateTime, formatDisplayDate } from '~/web/lib/dates'
import { paths } from '~/web/lib/paths'
import { toast } from '~/web/lib/use-toast'
import { Label } from '~/web/components/ui/label'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { textareaClass } from '~/web/components/form/control-classes'
import { SignAgreementFields } from '~/web/components/form/sign-agreement-fields'
import { useAnswerProposal, type ProposalAnswer } from '../api/answer-proposal'
import { proposalPaths } from '../proposal-paths'
import { usePublicProposal } from '../api/get-public-proposal'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

const CalendarDays = lucideIcon(calendarDaysIcon)
const Clock = lucideIcon(clockIcon)
const MapPin = lucideIcon(mapPinIcon)
const Users = lucideIcon(usersIcon)
const XCircle = lucideIcon(circleXIcon)

export function PublicProposalView({ token }: { token: string }) {
  const proposal = usePublicProposal(token)
  if (proposal.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your proposal…
        </span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-80 w-full" />
      </div>
    )
  }
  if (proposal.isError) {
    const notFound = isApiError(proposal.error) && (proposal.error.status === 404 || proposal.error.status === 400)
    return (
      <div className="grid gap-3 text-center">
        <title>Proposal · Bountiful</title>
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {notFound ? 'Proposal not found' : 'The proposal could not be loaded'}
        </h1>
        <p className="text-ink-600">
          {notFound
            ? 'The link may be incomplete. Open it again from the email, or reply to that email and we will help.'
            : 'Please try again in a moment.'}
        </p>
      </div>
    )
  }
  return <ProposalContent token={token} proposal={proposal.data} />
}

function ProposalContent({ token, proposal: p }: { token: string; proposal: PublicProposal }) {
  const ids = useId()
  const [note, setNote] = useState('')
  // Signing: the name is asked for on the page, starting from the name on the request.
  const [signerName, setSignerName] = useState(p.plannerName)
  const answer = useAnswerProposal(token)
  const [pending, setPending] = useState<ProposalAnswer | null>(null)

  const send = async (choice: ProposalAnswer) => {
    setPending(choice)
    try {
      const signature =
        p.agreement && signerName.trim()
          ? { signerName: signerName.trim(), agreementHash: p.agreement.hash }
          : undefined
      if (choice === 'accept' && p.agreement && !signature) {
        toast({ variant: 'destructive', title: 'Please type your full name to sign' })
        return
      }
      await answer.mutateAsync({ answer: choice, note: note.trim() || undefined, signature })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Your answer was not saved',
        description: isApiError(error) ? (error.serverMessage ?? error.message) : 'Please try again.',
      })
    } finally {
      setPending(null)
    }
  }

  const fromVenue = p.from === 'venue'
  const acceptLabel = p.acceptBooksAtOnce
    ? pending === 'accept'
      ? 'Booking...'
      : 'Accept and book'
    : pending === 'accept'
      ? 'Accepting...'
      : 'Accept proposal'
  const due = formatCents(p.dueOnAcceptanceCents)
  const dueNow =
    p.bookingFeeCents > 0 ? `the deposit and booking fee (${due}) fall due` : `the deposit (${due}) falls due`
  const heading = fromVenue ? `Your quote from ${p.venue.name}` : `Your proposal for ${p.venue.name}`
  return (
    <article className="grid gap-6" aria-labelledby={`${ids}-title`}>
      <title>{`${heading} · Bountiful`}</title>
      <header className="grid gap-2">
        <p className="text-sm font-medium text-ink-600">
          {fromVenue ? 'Quote' : 'Proposal'} for request <span className="font-mono">{p.reference}</span>
        </p>
        <h1 id={`${ids}-title`} className="font-display text-4xl font-semibold text-ink-900">
          {heading}
        </h1>
        <p className="text-ink-700">
          Hi {p.plannerName.split(' ')[0]},{' '}
          {fromVenue
            ? `here is what ${p.venue.name} offers your group.`
            : 'here is what our concierge team arranged for your group.'}
        </p>
      </header>

      <AnswerState proposal={p} />

      <VenueAndEvent proposal={p} />

      <PriceSection proposal={p} />

      <section
        aria-labelledby={`${ids}-terms`}
        className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
      >
        <h2 id={`${ids}-terms`} className="font-display text-2xl font-semibold text-ink-900">
          What the price includes
        </h2>
        {p.included.length > 0 ? (
          <ul className="grid list-disc gap-1 pl-5 text-sm text-ink-800">
            {p.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-800">The lines of the price above; nothing else is included.</p>
        )}
        <h3 className="font-semibold text-ink-900">Cancellation terms</h3>
        <p className="text-sm text-ink-800">{p.cancellationTerms}</p>
      </section>

      {p.message && (
        <section
          aria-labelledby={`${ids}-message`}
          className="grid gap-2 rounded-(--radius-card) border border-ivory-300 bg-ivory-100 p-5"
        >
          <h2 id={`${ids}-message`} className="font-display text-xl font-semibold text-ink-900">
            {fromVenue ? `A note from ${p.venue.name}` : 'A note from your concierge'}
          </h2>
          <p className="whitespace-pre-line text-ink-800">{p.message}</p>
        </section>
      )}

      {p.status === 'sent' && (
        <section
          aria-labelledby={`${ids}-answer`}
          className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
        >
          <h2 id={`${ids}-answer`} className="font-display text-2xl font-semibold text-ink-900">
            Your answer
          </h2>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-note`}>
              {fromVenue ? `Note for ${p.venue.name} (optional)` : 'Note for the concierge team (optional)'}
            </Label>
            <textarea
              id={`${ids}-note`}
              rows={3}
              maxLength={2000}
              className={textareaClass}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {p.agreement && (
            <SignAgreementFields text={p.agreement.text} signerName={signerName} onSignerName={setSignerName} />
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              size="lg"
              onClick={() => send('accept')}
              disabled={answer.isPending}
              aria-describedby={`${ids}-accept-means`}
            >
              {acceptLabel}
            </Button>
            <Button size="lg" variant="outline" onClick={() => send('decline')} disabled={answer.isPending}>
              {pending === 'decline' ? 'Declining...' : 'Decline'}
            </Button>
          </div>
          <p id={`${ids}-accept-means`} className="text-sm text-ink-600">
            {p.acceptBooksAtOnce
              ? `Accepting books ${p.venue.name} immediately: the space it is holding for you becomes your booking, and ${dueNow}.`
              : 'Accepting tells our team to confirm the booking with the venue; you will get an email when it is confirmed.'}
          </p>
        </section>
      )}
    </article>
  )
}

/** The venue (its photo, name and address) and the event: date, time and guests. */
function VenueAndEvent({ proposal: p }: { proposal: PublicProposal }) {
  return (
    <section
      aria-label="Venue and event"
      className="grid gap-4 overflow-hidden rounded-(--radius-card) border border-ivory-300 bg-white shadow-soft sm:grid-cols-[14rem_minmax(0,1fr)]"
    >
      <img
        {...venuePhotoSources(p.venue.imageUrl, PHOTO_SIZES.sideColumn)}
        alt=""
        className="h-48 w-full object-cover sm:h-full"
      />
      <div className="grid content-start gap-3 p-5">
        <h2 className="font-display text-2xl font-semibold text-ink-900">
          <Link to={paths.venue(p.venue.id)} className="underline-offset-4 hover:underline">
            {p.venue.name}
          </Link>
        </h2>
        <ul className="grid gap-2 text-sm text-ink-800">
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-terracotta-600" aria-hidden />
            {venueAddressLine(p.venue.address, p.venue.location)}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-terracotta-600" aria-hidden />
            {formatDisplayDate(p.date)}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 shrink-0 text-terracotta-600" aria-hidden />
            {p.time}
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0 text-terracotta-600" aria-hidden />
            {p.guests} guests
          </li>
        </ul>
      </div>
    </section>
  )
}

/** The lines of the price, the all-in total, per guest, and what is due to hold the date. */
function PriceSection({ proposal: p }: { proposal: PublicProposal }) {
  const ids = useId()
  return (
    <section
      aria-labelledby={`${ids}-price`}
      className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft"
    >
      <h2 id={`${ids}-price`} className="font-display text-2xl font-semibold text-ink-900">
        Price
      </h2>
      <dl className="grid gap-1.5 text-sm">
        {p.lines.map((l) => (
          <div key={l.id} className="flex justify-between gap-4 text-ink-800">
            <dt>{l.label}</dt>
            <dd className="tabular-nums">{formatCents(l.cents)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-ivory-300 pt-2 text-base font-semibold text-ink-900">
          <dt>All-in total</dt>
          <dd className="tabular-nums">{formatCents(p.allInCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-ink-800">
          <dt>Per guest{p.bookingFeeCents > 0 ? ' (before the booking fee)' : ''}</dt>
          <dd className="tabular-nums">{formatCents(p.perGuestCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-ink-800">
          <dt>Deposit to hold the date</dt>
          <dd className="tabular-nums">{formatCents(p.depositCents)}</dd>
        </div>
        {p.bookingFeeCents > 0 && (
          <div className="flex justify-between gap-4 text-ink-800">
            <dt>Due when you accept (deposit and booking fee)</dt>
            <dd className="tabular-nums">{formatCents(p.dueOnAcceptanceCents)}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}

function AnswerState({ proposal: p }: { proposal: PublicProposal }) {
  if (p.status === 'sent') return null
  const when = p.respondedAt ? ` on ${formatDateTime(p.respondedAt)}` : ''
  if (p.status === 'accepted') {
    return (
      <SuccessNotice title={`You accepted this proposal${when}.`}>
        {p.bookingConfirmed ? (
          <>
            Your booking is confirmed: the venue has reserved its space for you, and the event is on{' '}
            <Link to={proposalPaths.dashboard()} className="font-medium underline underline-offset-4">
              your dashboard
            </Link>
            , where you pay the deposit or split payments with your guests once the payment schedule is open.
          </>
        ) : (
          <>
            Our concierge team is confirming your booking with the venue and will email you when it is confirmed; the
            event then appears on{' '}
            <Link to={proposalPaths.dashboard()} className="font-medium underline underline-offset-4">
              your dashboard
            </Link>
            , where you pay the deposit or split payments with your guests once the payment schedule is open.
          </>
        )}
      </SuccessNotice>
    )
  }
  if (p.status === 'declined') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-ink-200 bg-ivory-200 p-4 text-ink-800"
      >
        <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>
          <strong className="font-semibold">You declined this proposal{when}.</strong> Reply to our email if you would
          like us to suggest something else.
        </p>
      </div>
    )
  }
  return (
    <div role="status" className="rounded-xl border border-ink-200 bg-ivory-200 p-4 text-ink-800">
      <strong className="font-semibold">This proposal is no longer open.</strong> It was replaced by a newer one or the
      request was closed; check your latest email from us.
    </div>
  )
}
