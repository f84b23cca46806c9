// One venue's answer to a brief on the comparison page: its all-in price for the group, the
// breakdown, what it includes, the deposit and cancellation terms in words, and "Accept this quote".
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as triangleExclamationPointIcon from 'lucide-react/icons/triangle-exclamation-point'
import * as calendarClockIcon from 'lucide-react/icons/calendar-clock'
import * as clockIcon from 'lucide-react/icons/clock'
import * as circleXIcon from 'lucide-react/icons/circle-x'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { isConfirmedStage } from '~/domain/bookings/lifecycle'
import type { BriefQuote, BriefVenue } from '~/domain/briefs/briefs-api'
import { formatCents } from '~/domain/pricing/estimate'
import { textareaClass } from '~/web/components/form/control-classes'
import { SignAgreementFields } from '~/web/components/form/sign-agreement-fields'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Label } from '~/web/components/ui/label'
import { formatDisplayDate } from '~/web/lib/dates'
import { paths } from '~/web/lib/paths'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

const AlertTriangle = lucideIcon(triangleExclamationPointIcon)
const CalendarClock = lucideIcon(calendarClockIcon)
const Clock = lucideIcon(clockIcon)
const XCircle = lucideIcon(circleXIcon)

const STRUCTURE_LABELS: Record<BriefQuote['structure'], string> = {
  per_person: 'Priced per person',
  minimum_spend: 'Minimum spend',
  room_fee: 'Room fee plus food and drinks',
}

/** Can the planner accept this quote now? */
export const acceptable = (v: BriefVenue) => v.state === 'quoted' && v.quote?.status === 'sent' && !v.quote.expired

export function QuoteCard({
  venue,
  briefDate,
  briefTime,
  cheapest,
  canAccept,
  accepting,
  onAccept,
  plannerName,
}: {
  venue: BriefVenue & { quote: BriefQuote }
  briefDate: string
  briefTime: string
  cheapest: boolean
  canAccept: boolean
  accepting: boolean
  /** Accepting signs the quote's agreement with the name typed (the brief's name to start with). */
  onAccept: (note: string, signerName: string) => void
  plannerName: string
}) {
  const ids = useId()
  const q = venue.quote
  const [confirming, setConfirming] = useState(false)
  const [note, setNote] = useState('')
  const [signerName, setSignerName] = useState(plannerName)
  const [missingName, setMissingName] = useState(false)
  const accept = () => {
    setMissingName(!signerName.trim())
    if (signerName.trim()) onAccept(note.trim(), signerName.trim())
    else document.getElementById(`${ids}-signer`)?.focus()
  }
  const otherSlot = q.date !== briefDate || q.time !== briefTime
  return (
    <article
      aria-labelledby={`${ids}-name`}
      data-testid="quote-card"
      className="grid content-start overflow-hidden rounded-(--radius-card) border border-ivory-300 bg-white shadow-soft"
    >
      {venue.photoUrl ? (
        <img
          {...venuePhotoSources(venue.photoUrl, PHOTO_SIZES.gridCard)}
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className="grid gap-4 p-5">
        <QuoteCardHeader ids={ids} venue={venue} cheapest={cheapest} />

        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-ivory-100 p-4">
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-ink-600">All-in per guest</dt>
            <dd className="font-display text-2xl font-semibold text-ink-900 tabular-nums" data-testid="per-guest">
              {formatCents(q.allInPerGuestCents)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs font-medium text-ink-600">All-in total, {q.guests} guests</dt>
            <dd className="font-display text-2xl font-semibold text-ink-900 tabular-nums" data-testid="all-in-total">
              {formatCents(q.allInCents)}
            </dd>
          </div>
        </dl>

        {q.expired && (
          <p className="flex items-start gap-2 text-sm font-medium text-ink-800">
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            This quote expired{q.validUntil ? ` on ${formatDisplayDate(q.validUntil)}` : ''}: it can no longer be
            accepted.
          </p>
        )}
        {otherSlot && (
          <p className="flex items-start gap-2 text-sm text-ink-800">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-terracotta-600" aria-hidden />
            For {formatDisplayDate(q.date)} at {q.time}
          </p>
        )}

        <QuotePriceBreakdown q={q} />

        <TermList
          title="Included"
          items={q.included.map((i) => i.label)}
          empty="The venue listed nothing as included."
        />
        {q.notIncludedButOthersDo.length > 0 && (
          <TermList
            title="Not included, though another quote includes it"
            items={q.notIncludedButOthersDo.map((i) => i.label)}
          />
        )}
        {q.missingMustHaves.length > 0 && (
          <p className="flex items-start gap-2 rounded-xl border border-terracotta-200 bg-terracotta-50 p-3 text-sm text-ink-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-terracotta-700" aria-hidden />
            Missing your must-haves: {q.missingMustHaves.map((i) => i.label).join(', ')}
          </p>
        )}

        <dl className="grid gap-2 text-sm">
          <Term title="Deposit" value={q.depositText} />
          <Term title="Cancellation" value={q.cancellationText} />
          {q.validUntil && !q.expired && <Term title="Valid until" value={formatDisplayDate(q.validUntil)} />}
        </dl>

        {q.message && (
          <blockquote className="border-l-2 border-terracotta-300 pl-3 text-sm whitespace-pre-line text-ink-700">
            {q.message}
          </blockquote>
        )}

        {canAccept && (
          <AcceptQuote
            ids={ids}
            venue={venue}
            confirming={confirming}
            setConfirming={setConfirming}
            note={note}
            setNote={setNote}
            signerName={signerName}
            setSignerName={setSignerName}
            missingName={missingName}
            accepting={accepting}
            accept={accept}
          />
        )}
      </div>
    </article>
  )
}

/** The venue's name and place, its badges (booked, lowest price, expired) and how fast it answers. */
function QuoteCardHeader({
  ids,
  venue,
  cheapest,
}: {
  ids: string
  venue: BriefVenue & { quote: BriefQuote }
  cheapest: boolean
}) {
  const q = venue.quote
  return (
    <header className="grid gap-1">
      <div className="flex flex-wrap gap-2">
        {/* Booked while the booking holds; once cancelled (or still awaiting our confirmation), its stage's label. */}
        {venue.state === 'booked' &&
          (isConfirmedStage(venue.booking.stage) ? (
            <Badge variant="default">Booked</Badge>
          ) : (
            <Badge variant="dark">{venue.booking.label}</Badge>
          ))}
        {cheapest && !q.expired && <Badge variant="sage">Lowest all-in price</Badge>}
        {q.expired && <Badge variant="dark">Expired</Badge>}
      </div>
      <h3 id={`${ids}-name`} className="font-display text-2xl leading-snug font-semibold text-ink-900">
        <Link to={paths.venue(venue.venueId)} className="hover:text-terracotta-700 hover:underline">
          {venue.name}
        </Link>
      </h3>
      <p className="text-sm text-ink-600">{venue.location}</p>
      {venue.responseTime && (
        <p className="flex items-center gap-1.5 text-sm text-ink-600">
          <Clock className="size-4 text-ink-400" aria-hidden /> {venue.responseTime}
        </p>
      )}
    </header>
  )
}

/** The quote's lines, the venue's total, the booking fee and any minimum-spend top-up, folded away. */
function QuotePriceBreakdown({ q }: { q: BriefQuote }) {
  return (
    <details className="group rounded-xl border border-ivory-300 px-4 py-3">
      <summary className="cursor-pointer text-sm font-medium text-ink-900">
        Price breakdown · {STRUCTURE_LABELS[q.structure]}
        {q.packageName ? ` · ${q.packageName}` : ''}
      </summary>
      <dl className="mt-3 grid gap-1.5 text-sm">
        {q.lines.map((l) => (
          <div key={l.id} className="flex justify-between gap-4 text-ink-800">
            <dt>{l.label}</dt>
            <dd className="tabular-nums">{formatCents(l.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-ivory-300 pt-2 font-semibold text-ink-900">
          <dt>Venue total</dt>
          <dd className="tabular-nums">{formatCents(q.totalCents)}</dd>
        </div>
        {q.bookingFeeCents > 0 && (
          <div className="flex justify-between gap-4 text-ink-800">
            <dt>Booking fee</dt>
            <dd className="tabular-nums">{formatCents(q.bookingFeeCents)}</dd>
          </div>
        )}
      </dl>
      {q.minimumSpendTopUpCents > 0 && (
        <p className="mt-2 text-xs text-ink-600">
          Your group's spend falls short of the venue's minimum: the total includes a{' '}
          {formatCents(q.minimumSpendTopUpCents)} top-up.
        </p>
      )}
    </details>
  )
}

/** "Accept this quote", then the question with a note for the venue and the agreement to sign. */
function AcceptQuote({
  ids,
  venue,
  confirming,
  setConfirming,
  note,
  setNote,
  signerName,
  setSignerName,
  missingName,
  accepting,
  accept,
}: {
  ids: string
  venue: BriefVenue & { quote: BriefQuote }
  confirming: boolean
  setConfirming: (confirming: boolean) => void
  note: string
  setNote: (note: string) => void
  signerName: string
  setSignerName: (name: string) => void
  missingName: boolean
  accepting: boolean
  accept: () => void
}) {
  const q = venue.quote
  return confirming ? (
    <div className="grid gap-3 rounded-xl border border-terracotta-200 bg-terracotta-50 p-4">
      <p className="text-sm text-ink-800">
        Accepting books {venue.name} for {formatCents(q.allInCents)} all in. We then tell the other venues, politely,
        that you chose another venue, and release the dates they were holding.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-note`}>Note for {venue.name} (optional)</Label>
        <textarea
          id={`${ids}-note`}
          rows={2}
          maxLength={2000}
          className={textareaClass}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {q.agreement && (
        <SignAgreementFields
          text={q.agreement.text}
          signerName={signerName}
          onSignerName={setSignerName}
          missing={missingName}
          signerInputId={`${ids}-signer`}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={accept} disabled={accepting || !q.agreement}>
          {accepting ? 'Accepting...' : `Yes, accept ${venue.name}'s quote`}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(false)} disabled={accepting}>
          Cancel
        </Button>
      </div>
    </div>
  ) : (
    <Button size="lg" onClick={() => setConfirming(true)} aria-label={`Accept this quote: ${venue.name}`}>
      Accept this quote
    </Button>
  )
}

function TermList({ title, items, empty }: { title: string; items: string[]; empty?: string }) {
  return (
    <div className="grid gap-1.5 text-sm">
      <p className="font-medium text-ink-900">{title}</p>
      {items.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={title}>
          {items.map((label) => (
            <li key={label}>
              <Badge variant="secondary">{label}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-600">{empty}</p>
      )}
    </div>
  )
}

function Term({ title, value }: { title: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="font-medium text-ink-900">{title}</dt>
      <dd className="text-ink-700">{value}</dd>
    </div>
  )
}
