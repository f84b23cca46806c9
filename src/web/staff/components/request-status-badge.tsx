import { STATUS_LABELS, type RequestStatus } from '~/domain/requests/workflow'
import { cn } from '~/web/lib/cn'

// Each pairing meets AA contrast in the light theme; the dark theme mirrors the tokens.
const TONE: Record<RequestStatus, string> = {
  new: 'border-terracotta-200 bg-terracotta-50 text-terracotta-800',
  in_progress: 'border-amber-200 bg-amber-50 text-amber-900',
  proposed: 'border-sky-200 bg-sky-50 text-sky-900',
  confirmed: 'border-sage-600/30 bg-sage-100 text-sage-700',
  declined: 'border-red-200 bg-red-50 text-red-900',
  closed: 'border-ink-200 bg-ivory-200 text-ink-700',
  cancelled: 'border-red-300 bg-ivory-200 text-red-900',
}

export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[status],
        className,
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  )
}

export function OverdueBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900">
      Overdue
    </span>
  )
}
