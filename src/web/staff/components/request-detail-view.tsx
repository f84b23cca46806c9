// /staff/requests/:id: everything the planner sent, the venue and estimate, the workflow (status,
// assignment, reply, proposal, confirmation) and what happened so far (history, emails, messages).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { formatCents } from '~/domain/pricing/estimate'
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { partnerVenueRefusal } from '~/domain/staff/partner-venue-api'
import { plannerWordsOf } from '~/domain/staff/request-facts'
import { requestDetailRows } from '~/domain/staff/request-detail-rows'
import { venueAddressLine } from '~/domain/venues/venue-address'
import {
  CONFIRMABLE_STATUSES,
  isBookingKind,
  PROPOSABLE_STATUSES,
  STATUS_LABELS,
  type RequestStatus,
} from '~/domain/requests/workflow'
import { Skeleton } from '~/web/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { isApiError } from '~/web/lib/api'
import { cn } from '~/web/lib/cn'
import { formatDateTime, formatDisplayDate } from '~/web/lib/dates'
import { paths } from '~/web/lib/paths'
import { useStaffRequest } from '../api/get-request'
import { ageAgainstPromise, KIND_LABELS } from '../lib/format'
import { staffPaths } from '../staff-paths'
import { AssignControl } from './assign-control'
import { CallieThreadPanel } from './callie-thread-panel'
import { ConfirmBookingDialog } from './confirm-booking-dialog'
import { ProposalForm } from './proposal-form'
import { ReplyDialog } from './reply-dialog'
import { PartnerVenueDialog } from './partner-venue-dialog'
import { PaymentsPanel } from './payments-panel'
import { OverdueBadge, RequestStatusBadge } from './request-status-badge'
import { Badge } from '~/web/components/ui/badge'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { StatusChangeForm } from './status-change-form'

const ArrowLeft = lucideIcon(arrowLeftIcon)

const panel = 'grid content-start gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft sm:p-5'
const panelTitle = 'font-display text-xl font-semibold text-ink-900'

/** `agreement`: a booking's agreement panel (the composition root passes it; shown once confirmed). */
export function RequestDetailView({ id, agreement }: { id: number; agreement?: ReactNode }) {
  const query = useStaffRequest(id)
  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the request…
        </span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)
    return (
      <div className="grid gap-3">
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {notFound ? 'Request not found' : 'The request could not be loaded'}
        </h1>
        <BackLink />
      </div>
    )
  }
  return <RequestDetailContent detail={query.data} agreement={agreement} />
}

function BackLink() {
  return (
    <Link
      to={staffPaths.inbox()}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-terracotta-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back to the inbox
    </Link>
  )
}

/** The venue the request names, and the server's estimate. */
function VenueEstimateSection({ detail }: { detail: RequestDetail }) {
  const { venue } = detail
  return (
    <section aria-labelledby="venue-estimate" className={panel}>
      <h2 id="venue-estimate" className={panelTitle}>
        Venue and estimate
      </h2>
      {venue ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          <DetailRow label="Venue">
            <Link to={paths.venue(venue.id)} className="text-terracotta-700 underline underline-offset-4">
              {venue.name}
            </Link>{' '}
            (
            <Link to={staffPaths.venue(venue.id)} className="text-terracotta-700 underline underline-offset-4">
              edit
            </Link>
            )
          </DetailRow>
          <DetailRow label="Where">{venueAddressLine(venue.address, venue.location)}</DetailRow>
          <DetailRow label="Price per person">${venue.pricePerPerson}</DetailRow>
          <DetailRow label="Capacity">Up to {venue.maxGuests} guests</DetailRow>
        </dl>
      ) : (
        <p className="text-sm text-ink-600">No venue named in this request.</p>
      )}
      <p className="text-sm text-ink-800">
        Estimate (server-computed):{' '}
        <strong className="font-semibold">
          {detail.estimate.totalCents === null ? 'none for this request' : formatCents(detail.estimate.totalCents)}
        </strong>
      </p>
    </section>
  )
}

/** Every proposal sent for the request, its state and totals. */
function ProposalsSection({ detail }: { detail: RequestDetail }) {
  return (
    <section aria-labelledby="proposals" className={panel}>
      <h2 id="proposals" className={panelTitle}>
        Proposals
      </h2>
      <ul className="grid gap-2">
        {detail.proposals.map((p) => (
          <li key={p.id} className="grid gap-1 rounded-xl border border-ivory-300 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-ink-900">
                {p.venueName}, {formatDisplayDate(p.date)} at {p.time}, {p.guests} guests
              </span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  p.status === 'accepted'
                    ? 'bg-sage-100 text-sage-700'
                    : p.status === 'declined'
                      ? 'bg-red-50 text-red-900'
                      : 'bg-ivory-200 text-ink-700',
                )}
              >
                {p.status === 'sent' ? 'Waiting for the planner' : p.status.charAt(0).toUpperCase() + p.status.slice(1)}
              </span>
            </div>
            <span className="text-ink-700">
              Total {formatCents(p.totalCents)} · {formatCents(p.perGuestCents)} per guest · deposit{' '}
              {formatCents(p.depositCents)} · sent {formatDateTime(p.createdAt)}
              {p.sentBy ? ` by ${p.sentBy.name}` : ''}
            </span>
            {p.responseNote && <span className="text-ink-700">Planner's note: {p.responseNote}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The request's status changes, who made them and why. */
function HistorySection({ detail }: { detail: RequestDetail }) {
  return (
    <section aria-labelledby="history" className={panel}>
      <h2 id="history" className={panelTitle}>
        History
      </h2>
      {detail.history.length === 0 ? (
        <p className="text-sm text-ink-600">Nothing yet.</p>
      ) : (
        <ol className="grid gap-3 border-l-2 border-ivory-300 pl-4">
          {detail.history.map((h) => (
            <li key={h.id} className="grid gap-0.5 text-sm">
              <span className="font-medium text-ink-900">
                {h.fromStatus && h.fromStatus !== h.toStatus
                  ? `${STATUS_LABELS[h.fromStatus as RequestStatus] ?? h.fromStatus} → ${STATUS_LABELS[h.toStatus as RequestStatus] ?? h.toStatus}`
                  : h.fromStatus
                    ? (STATUS_LABELS[h.toStatus as RequestStatus] ?? h.toStatus)
                    : `Received (${STATUS_LABELS[h.toStatus as RequestStatus] ?? h.toStatus})`}
              </span>
              <span className="text-xs text-ink-600">
                {h.actor ? h.actor.name : 'System'} · {formatDateTime(h.createdAt)}
              </span>
              {h.note && <span className="whitespace-pre-line text-ink-700">{h.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** The emails about the request, and how each delivery went. */
function EmailsSection({ detail }: { detail: RequestDetail }) {
  return (
    <section aria-labelledby="emails" className={panel}>
      <h2 id="emails" className={panelTitle}>
        Emails
      </h2>
      {detail.emails.length === 0 ? (
        <p className="text-sm text-ink-600">No emails about this request.</p>
      ) : (
        <ul className="grid gap-2">
          {detail.emails.map((m) => (
            <li key={m.id} className="grid gap-0.5 rounded-xl border border-ivory-300 p-3 text-sm">
              <span className="font-medium break-words text-ink-900">{m.subject}</span>
              <span className="text-xs break-all text-ink-600">To {m.toAddress}</span>
              <span className="text-xs text-ink-700">
                <EmailStatus status={m.status} /> · {m.attempts} attempt{m.attempts === 1 ? '' : 's'} ·{' '}
                {formatDateTime(m.sentAt ?? m.createdAt)}
              </span>
              {m.lastError && <span className="text-xs break-words text-red-800">Last error: {m.lastError}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** What the team wrote to the planner, and what came back. */
function MessagesSection({ detail, inConversation }: { detail: RequestDetail; inConversation: boolean }) {
  return (
    <section aria-labelledby="messages" className={panel}>
      <h2 id="messages" className={panelTitle}>
        Messages
      </h2>
      {detail.messages.length === 0 ? (
        <p className="text-sm text-ink-600">
          {inConversation
            ? 'No replies by email yet. Replies in the conversation with Callie are in its thread.'
            : 'No replies written yet.'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {detail.messages.map((m) => (
            <li key={m.id} className="grid gap-1 rounded-xl border border-ivory-300 p-3 text-sm">
              <span className="font-medium text-ink-900">{m.subject}</span>
              <span className="text-xs text-ink-600">
                {m.direction === 'outbound' ? `From ${m.staff?.name ?? 'the team'}` : 'From the planner'} ·{' '}
                {formatDateTime(m.createdAt)}
              </span>
              <p className="whitespace-pre-line text-ink-700">{m.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function RequestDetailContent({ detail, agreement }: { detail: RequestDetail; agreement?: ReactNode }) {
  const { request, venue } = detail
  const status = request.status as RequestStatus
  const booking = isBookingKind(request.kind)
  const canPropose = booking && PROPOSABLE_STATUSES.includes(status)
  const canConfirm = booking && CONFIRMABLE_STATUSES.includes(status)
  const canBecomeVenue = partnerVenueRefusal({ ...request, status }) === null
  const details = requestDetailRows(request, request.details, { suggestedAddOns: venue?.suggestedAddOns })
  const plannerWords = plannerWordsOf(request.details)
  // A conversation with Callie handed over to the team: its thread, live, with a reply box.
  const conversationId = typeof request.details.conversationId === 'string' ? request.details.conversationId : null

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${request.reference} · Concierge console · Bountiful`}</title>
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <p className="text-sm font-medium text-ink-600">{KIND_LABELS[request.kind]}</p>
          <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
            <span className="font-mono">{request.reference}</span> · {request.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <RequestStatusBadge status={status} />
            {detail.booking && (
              <Badge variant="outline" data-testid="booking-stage">
                Booking: {detail.booking.label}
              </Badge>
            )}
            {request.overdue && <OverdueBadge />}
            <span className={cn(request.overdue ? 'font-semibold text-red-800' : 'text-ink-700')}>
              Received {formatDateTime(request.createdAt)}
              {request.firstResponseAt
                ? ` · first answered ${formatDateTime(request.firstResponseAt)}`
                : ` · ${ageAgainstPromise(request.ageHours)}`}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ReplyDialog requestId={request.id} to={request.email} />
          {canConfirm && <ConfirmBookingDialog detail={detail} />}
          {canBecomeVenue && <PartnerVenueDialog detail={detail} />}
        </div>
      </header>

      {detail.event &&
        (request.status === 'cancelled' ? (
          <p role="status" className="rounded-xl border border-ink-200 bg-ivory-100 p-4 text-sm text-ink-800">
            Cancelled: the event stays on the planner's dashboard, marked cancelled.
          </p>
        ) : (
          <SuccessNotice layout="compact">
            Confirmed: the event is{' '}
            {detail.event.hostUserId
              ? "on the planner's dashboard"
              : `waiting for ${detail.event.pendingEmail ?? request.email} to sign up`}
            .
          </SuccessNotice>
        ))}

      {request.createdVenueId !== null && venue && (
        <SuccessNotice layout="compact">
          This application became the venue{' '}
          <Link to={staffPaths.venue(venue.id)} className="font-medium underline underline-offset-4">
            {venue.name}
          </Link>
          ; {request.email} was invited to manage it as its owner.
        </SuccessNotice>
      )}

      <RequestTabs requestId={request.id} payments={booking} canOpenPayments={Boolean(detail.event)}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <div className="grid content-start gap-6">
            {detail.event && agreement}
            {conversationId && (
              <div className={panel}>
                <CallieThreadPanel conversationId={conversationId} requestId={request.id} />
              </div>
            )}
            <section aria-labelledby="what-they-sent" className={panel}>
              <h2 id="what-they-sent" className={panelTitle}>
                What they sent
              </h2>
              {plannerWords && (
                <figure className="grid gap-1 rounded-xl border-l-4 border-terracotta-300 bg-ivory-100 p-3 text-sm">
                  <figcaption className="font-medium text-ink-600">In their own words</figcaption>
                  <blockquote className="break-words whitespace-pre-line text-ink-900">{plannerWords}</blockquote>
                </figure>
              )}
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
                <DetailRow label="Email">
                  <a className="text-terracotta-700 underline underline-offset-4" href={`mailto:${request.email}`}>
                    {request.email}
                  </a>
                </DetailRow>
                <DetailRow label="Phone">{request.phone ?? '—'}</DetailRow>
                <DetailRow label="City">{request.cityName ?? '—'}</DetailRow>
                <DetailRow label="Event date">
                  {request.eventDate ? formatDisplayDate(request.eventDate) : '—'}
                </DetailRow>
                <DetailRow label="Event time">{request.eventTime ?? '—'}</DetailRow>
                <DetailRow label="Guests">{request.guests ?? '—'}</DetailRow>
                {details.map((row) => (
                  <DetailRow key={row.key} label={row.label}>
                    <span className="break-words whitespace-pre-line">{row.text}</span>
                  </DetailRow>
                ))}
              </dl>
            </section>

            <VenueEstimateSection detail={detail} />

            {detail.proposals.length > 0 && <ProposalsSection detail={detail} />}

            {canPropose && (
              <section className={panel}>
                <ProposalForm detail={detail} />
              </section>
            )}
          </div>

          <div className="grid content-start gap-6">
            <section aria-labelledby="workflow" className={panel}>
              <h2 id="workflow" className={panelTitle}>
                Workflow
              </h2>
              <AssignControl requestId={request.id} assigneeId={request.assignee?.id ?? null} />
              <StatusChangeForm key={status} requestId={request.id} status={status} />
            </section>

            <HistorySection detail={detail} />

            <EmailsSection detail={detail} />

            <MessagesSection detail={detail} inConversation={conversationId !== null} />
          </div>
        </div>
      </RequestTabs>
    </div>
  )
}

/** The request and, for bookings, its payments as tabs; `?tab=payments` opens the second. */
function RequestTabs({
  requestId,
  payments,
  canOpenPayments,
  children,
}: {
  requestId: number
  payments: boolean
  canOpenPayments: boolean
  children: ReactNode
}) {
  const [params, setParams] = useSearchParams()
  if (!payments) return children
  const tab = params.get('tab') === 'payments' ? 'payments' : 'request'
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setParams(
          (p) => {
            if (value === 'payments') p.set('tab', 'payments')
            else p.delete('tab')
            return p
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label="Request sections">
        <TabsTrigger value="request">Request</TabsTrigger>
        <TabsTrigger value="payments">Payments</TabsTrigger>
      </TabsList>
      <TabsContent value="request">{children}</TabsContent>
      <TabsContent value="payments">
        <PaymentsPanel requestId={requestId} canOpen={canOpenPayments} />
      </TabsContent>
    </Tabs>
  )
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-600">{label}</dt>
      <dd className="min-w-0 text-ink-900">{children}</dd>
    </>
  )
}

export function EmailStatus({ status }: { status: string }) {
  const tone = status === 'sent' ? 'text-sage-700' : status === 'failed' ? 'text-red-800' : 'text-ink-700'
  return <span className={cn('font-semibold', tone)}>{status.charAt(0).toUpperCase() + status.slice(1)}</span>
}
