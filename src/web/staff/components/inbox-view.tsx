// /staff, the concierge inbox: every request kind, newest first. The filters live in the
// URL, so a request opened and closed again comes back to the same list.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chevronLeftIcon from 'lucide-react/icons/chevron-left'
import * as chevronRightIcon from 'lucide-react/icons/chevron-right'
import * as searchIcon from 'lucide-react/icons/search'
import { useId, type FormEvent, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CITIES } from '~/domain/cities'
import { RESPONSE_PROMISE_HOURS } from '~/domain/requests/response-time'
import {
  REQUEST_KIND_VALUES,
  REQUEST_STATUS_VALUES,
  STATUS_LABELS,
  type RequestStatus,
} from '~/domain/requests/workflow'
import type { InboxResponse, RequestSummary } from '~/domain/staff/inbox-api'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate } from '~/web/lib/dates'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { useInbox } from '../api/get-inbox'
import { ageAgainstPromise, hoursText, KIND_LABELS } from '../lib/format'
import { staffPaths } from '../staff-paths'
import { OverdueBadge, RequestStatusBadge } from './request-status-badge'

const ChevronLeft = lucideIcon(chevronLeftIcon)
const ChevronRight = lucideIcon(chevronRightIcon)
const Search = lucideIcon(searchIcon)

const PAGE_SIZE = 25
const FILTER_KEYS = ['kind', 'status', 'city', 'from', 'to', 'q', 'assigned', 'overdue', 'offset'] as const

/** The API's query string from the page's (only the inbox's own keys, paging included). */
function apiQueryOf(params: URLSearchParams): string {
  const qs = new URLSearchParams()
  for (const key of FILTER_KEYS) {
    const v = params.get(key)
    if (v) qs.set(key, v)
  }
  qs.set('limit', String(PAGE_SIZE))
  return `?${qs.toString()}`
}

/** The inbox's filters besides search and status: kind, city, who it is assigned to, when received. */
function InboxFilterFields({
  idPrefix,
  params,
  update,
}: {
  idPrefix: string
  params: URLSearchParams
  update: (changes: Record<string, string | null>) => void
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <FilterSelect
        id={`${idPrefix}-kind`}
        label="Kind"
        value={params.get('kind') ?? ''}
        onChange={(v) => update({ kind: v })}
      >
        <option value="">All kinds</option>
        {REQUEST_KIND_VALUES.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${idPrefix}-city`}
        label="City"
        value={params.get('city') ?? ''}
        onChange={(v) => update({ city: v })}
      >
        <option value="">All cities</option>
        {CITIES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${idPrefix}-assigned`}
        label="Assigned"
        value={params.get('assigned') ?? ''}
        onChange={(v) => update({ assigned: v })}
      >
        <option value="">Anyone</option>
        <option value="me">Assigned to me</option>
        <option value="none">Unassigned</option>
      </FilterSelect>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-from`}>Received from</Label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={params.get('from') ?? ''}
          max={params.get('to') ?? undefined}
          onChange={(e) => update({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-to`}>Received to</Label>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={params.get('to') ?? ''}
          min={params.get('from') ?? undefined}
          onChange={(e) => update({ to: e.target.value })}
        />
      </div>
    </div>
  )
}

/** Overdue requests, and the median and 90th percentile first response over the last 30 days. */
function ResponseTimes({ inbox: data }: { inbox: InboxResponse | undefined }) {
  const times = data?.responseTimes
  return (
    <div className="grid gap-1.5">
      <dl className="grid grid-cols-3 gap-2 text-center sm:gap-3" aria-label="Response times">
        <Stat label="Overdue" value={data ? String(data.overdueCount) : '…'} alert={Boolean(data?.overdueCount)} />
        <Stat
          label="Median first response"
          value={times ? (times.medianHours === null ? '—' : hoursText(times.medianHours)) : '…'}
        />
        <Stat
          label="90th percentile"
          value={times ? (times.p90Hours === null ? '—' : hoursText(times.p90Hours)) : '…'}
        />
      </dl>
      <p className="text-center text-xs text-ink-600">
        First responses over the last 30 days{times ? ` (${times.answered} answered)` : ''}
      </p>
    </div>
  )
}

export function InboxView() {
  const [params, setParams] = useSearchParams()
  const inbox = useInbox(apiQueryOf(params))
  const ids = useId()
  const offset = Number(params.get('offset') ?? 0) || 0
  const status = params.get('status') ?? ''

  /** Changes filters and goes back to the first page. */
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    if (!('offset' in changes)) next.delete('offset')
    // Synchronously, not as a transition: a select moved with the arrow keys shows each step at
    // once, and the next key press moves on from it instead of from the old value.
    setParams(next, { replace: true, flushSync: true })
  }

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const q = new FormData(e.currentTarget).get('q')
    update({ q: typeof q === 'string' ? q.trim() : null })
  }

  const data = inbox.data
  const counts = data?.counts
  const allCount = counts ? REQUEST_STATUS_VALUES.reduce((n, s) => n + counts[s], 0) : undefined
  return (
    <div className="grid grid-cols-1 gap-6">
      <title>Inbox · Concierge console · Bountiful</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-4xl font-semibold text-ink-900">Concierge inbox</h1>
          <p className="text-ink-600">
            Every request, newest first. We promise a first answer within {RESPONSE_PROMISE_HOURS} hours.
          </p>
        </div>
        <ResponseTimes inbox={data} />
      </div>

      <section
        aria-label="Filters"
        className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft"
      >
        <form role="search" aria-label="Search requests" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            <Label htmlFor={`${ids}-q`}>Search by reference, name or email</Label>
            <Input
              id={`${ids}-q`}
              name="q"
              type="search"
              defaultValue={params.get('q') ?? ''}
              key={params.get('q') ?? ''}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="dark">
            <Search aria-hidden /> Search
          </Button>
        </form>

        <InboxFilterFields idPrefix={ids} params={params} update={update} />

        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
            <StatusChip label="All" count={allCount} pressed={!status} onClick={() => update({ status: null })} />
            {REQUEST_STATUS_VALUES.map((s) => (
              <StatusChip
                key={s}
                label={STATUS_LABELS[s]}
                count={counts?.[s]}
                pressed={status === s}
                onClick={() => update({ status: s })}
              />
            ))}
          </div>
          <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-ink-800">
            <input
              type="checkbox"
              className="size-5 accent-terracotta-600"
              checked={params.get('overdue') === 'true'}
              onChange={(e) => update({ overdue: e.target.checked ? 'true' : null })}
            />
            Overdue only
          </label>
          {[...params.keys()].some((k) => (FILTER_KEYS as readonly string[]).includes(k) && k !== 'offset') && (
            <Button variant="link" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              Clear filters
            </Button>
          )}
        </div>
      </section>

      <section aria-labelledby={`${ids}-results`} className="grid gap-3" aria-busy={inbox.isFetching}>
        <h2 id={`${ids}-results`} className="sr-only">
          Requests
        </h2>
        {inbox.isPending ? (
          <div className="grid gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : inbox.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            The inbox could not be loaded. {inbox.error.message}
          </p>
        ) : data && data.requests.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 p-8 text-center text-ink-600">
            No requests match these filters.
          </p>
        ) : data ? (
          <>
            <p role="status" className="text-sm text-ink-600">
              Showing {offset + 1}–{offset + data.requests.length} of {data.total} request{data.total === 1 ? '' : 's'}
            </p>
            <ul className="grid gap-2">
              {data.requests.map((r) => (
                <InboxRow key={r.id} request={r} />
              ))}
            </ul>
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() => update({ offset: offset - PAGE_SIZE > 0 ? String(offset - PAGE_SIZE) : null })}
              >
                <ChevronLeft aria-hidden /> Previous
              </Button>
              <span className="text-sm text-ink-600">
                Page {Math.floor(offset / PAGE_SIZE) + 1} of {Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={offset + PAGE_SIZE >= data.total}
                onClick={() => update({ offset: String(offset + PAGE_SIZE) })}
              >
                Next <ChevronRight aria-hidden />
              </Button>
            </nav>
          </>
        ) : null}
      </section>
    </div>
  )
}

function Stat({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <div
      className={cn(
        'grid min-w-24 gap-0.5 rounded-xl border px-3 py-2',
        alert ? 'border-red-300 bg-red-50 text-red-900' : 'border-ivory-300 bg-white text-ink-900',
      )}
    >
      <dt className="text-xs font-medium">{label}</dt>
      <dd className="font-display text-2xl font-semibold">{value}</dd>
    </div>
  )
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  children: ReactNode
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={nativeSelectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  )
}

function StatusChip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string
  count: number | undefined
  pressed: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600',
        pressed
          ? 'border-ink-900 bg-ink-900 text-ivory-50'
          : 'border-ink-200 bg-white text-ink-800 hover:border-terracotta-400',
      )}
    >
      {label}
      <span
        className={cn(
          'rounded-full px-1.5 text-xs tabular-nums',
          pressed ? 'bg-ivory-50 text-ink-900' : 'bg-ivory-200 text-ink-800',
        )}
      >
        {count ?? '…'}
      </span>
    </button>
  )
}

function InboxRow({ request: r }: { request: RequestSummary }) {
  const waiting = r.firstResponseAt === null
  return (
    <li
      className={cn(
        'grid gap-2 rounded-xl border bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4',
        r.overdue ? 'border-red-300 border-l-4 border-l-red-700' : 'border-ivory-300',
      )}
    >
      <div className="grid min-w-0 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={staffPaths.request(r.id)}
            className="font-mono text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-terracotta-600"
          >
            {r.reference}
            {/* Who sent it, for whoever goes through the page's links (the name shows below). */}
            <span className="sr-only">, {r.name}</span>
          </Link>
          <span className="text-xs text-ink-600">{KIND_LABELS[r.kind]}</span>
        </div>
        <p className="truncate font-medium text-ink-900">{r.name}</p>
        <p className="truncate text-xs text-ink-600">{r.email}</p>
      </div>
      <div className="grid min-w-0 gap-0.5 text-sm text-ink-700">
        <span className="truncate">
          {r.cityName ?? '—'}
          {r.venueName ? ` · ${r.venueName}` : ''}
        </span>
        <span>
          {r.eventDate ? formatDisplayDate(r.eventDate) : 'No date'}
          {r.eventTime ? `, ${r.eventTime}` : ''}
          {r.guests ? ` · ${r.guests} guests` : ''}
        </span>
      </div>
      <div className="grid gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-1.5">
          <RequestStatusBadge status={r.status as RequestStatus} />
          {r.overdue && <OverdueBadge />}
          {r.proposalStatus === 'accepted' && (
            <span className="text-xs font-semibold text-sage-700">Proposal accepted</span>
          )}
        </div>
        <span className="text-xs text-ink-600">{r.assignee ? `Assigned to ${r.assignee.name}` : 'Unassigned'}</span>
      </div>
      <div
        className={cn(
          'text-sm whitespace-nowrap sm:text-right',
          r.overdue ? 'font-semibold text-red-800' : 'text-ink-700',
        )}
      >
        {waiting ? ageAgainstPromise(r.ageHours) : 'Answered'}
      </div>
    </li>
  )
}
