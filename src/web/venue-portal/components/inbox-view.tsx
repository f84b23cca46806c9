// Requests naming the venue (the same references as the concierge console's), each answerable here.
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { ALTERNATIVE_DATES_LABEL, alternativeDatesText } from '~/domain/alternative-dates'
import { BOOKING_KINDS, STATUS_LABELS, type RequestStatus } from '~/domain/requests/workflow'
import type { InboxRequest } from '~/domain/venue-portal/answers-api'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { formatDateTime, formatDisplayDate } from '~/web/lib/dates'
import { useInbox } from '../api/get-inbox'
import { AnswerPanel } from './answer-forms'
import { CancelBookingForm } from './cancel-booking-form'
import { LoadFailed, Loading, panelClass } from './portal-ui'

// A booking request still open and not yet holding a date can be answered.
const answerable = (r: InboxRequest) =>
  BOOKING_KINDS.includes(r.kind) && !r.hold && (r.status === 'new' || r.status === 'in_progress')
const statusText = (s: string) => STATUS_LABELS[s as RequestStatus] ?? s
// A confirmed booking the venue can no longer host can be cancelled (a reason required).
const cancellable = (r: InboxRequest) => BOOKING_KINDS.includes(r.kind) && r.status === 'confirmed'

export function InboxView({ venueId }: { venueId: number }) {
  const inbox = useInbox(venueId)
  // The new-request email's link names the request (?answer=id): its answer form opens at once.
  const [params] = useSearchParams()
  const [answering, setAnswering] = useState<number | null>(() => Number(params.get('answer')) || null)
  const [cancelling, setCancelling] = useState<number | null>(null)
  return (
    <div className="grid gap-6">
      <title>Requests · Venue portal · Bountiful</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Requests</h1>
      {inbox.isPending ? (
        <Loading what="the requests" />
      ) : inbox.isError ? (
        <LoadFailed what="The requests" error={inbox.error} />
      ) : inbox.data.length === 0 ? (
        <p className="text-ink-700">No requests name this venue yet.</p>
      ) : (
        <ul className="grid gap-3">
          {inbox.data.map((r) => (
            <li key={r.id} className={panelClass}>
              <RequestSummary request={r} />
              {answering === r.id && answerable(r) ? (
                <AnswerPanel venueId={venueId} request={r} onDone={() => setAnswering(null)} />
              ) : (
                answerable(r) && (
                  <Button className="justify-self-start" onClick={() => setAnswering(r.id)}>
                    Answer {r.reference}
                  </Button>
                )
              )}
              {cancelling === r.id ? (
                <CancelBookingForm venueId={venueId} request={r} onDone={() => setCancelling(null)} />
              ) : (
                cancellable(r) && (
                  <Button variant="outline" className="justify-self-start" onClick={() => setCancelling(r.id)}>
                    Cancel booking {r.reference}
                  </Button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function RequestSummary({ request: r }: { request: InboxRequest }) {
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-medium text-ink-900">
          {r.reference} · {r.plannerName}
        </h2>
        <Badge variant={r.firstResponseAt ? 'secondary' : 'default'} data-testid="booking-stage">
          {r.firstResponseAt ? (r.booking?.label ?? statusText(r.status)) : 'Waiting for your answer'}
        </Badge>
        {r.hold?.status === 'held' && (
          <Badge variant="outline">
            Space held{r.hold.expiresAt ? ` until ${formatDateTime(r.hold.expiresAt)}` : ''}
          </Badge>
        )}
      </div>
      <p className="text-sm text-ink-700">
        {[
          r.date ? formatDisplayDate(r.date) : 'No date yet',
          r.time,
          r.guests ? `${r.guests} guests` : null,
          r.packageName ? `package ${r.packageName}` : null,
          `received ${formatDateTime(r.createdAt)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {(r.addOns.length > 0 || r.dietary || r.alternativeDates.length > 0 || r.contact) && (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
          {r.addOns.length > 0 && (
            <>
              <dt className="font-medium text-ink-900">Add-ons</dt>
              <dd className="text-ink-700">{r.addOns.join(', ')}</dd>
            </>
          )}
          {r.dietary && (
            <>
              <dt className="font-medium text-ink-900">Dietary needs</dt>
              <dd className="whitespace-pre-line text-ink-700">{r.dietary}</dd>
            </>
          )}
          {r.alternativeDates.length > 0 && (
            <>
              <dt className="font-medium text-ink-900">{ALTERNATIVE_DATES_LABEL}</dt>
              <dd className="text-ink-700">{alternativeDatesText(r.alternativeDates, formatDisplayDate)}</dd>
            </>
          )}
          {r.contact && (
            <>
              <dt className="font-medium text-ink-900">Contact</dt>
              <dd className="text-ink-700">{[r.contact.email, r.contact.phone].filter(Boolean).join(' · ')}</dd>
            </>
          )}
        </dl>
      )}
      {r.notes && <p className="text-sm whitespace-pre-line text-ink-600">“{r.notes}”</p>}
    </div>
  )
}
