import { useId } from 'react'
import { Link } from 'react-router'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { formatDisplayDate } from '~/web/lib/dates'
import { useMyBriefs } from '../api/get-my-briefs'
import { briefsPaths } from '../briefs-paths'

// A brief with an accepted quote shows that booking's stage (an accepted concierge quote is not booked yet).
const STATUS_LABELS = { draft: 'Draft: not sent', open: 'Open', booked: 'Quote accepted' } as const

/** On the dashboard: the planner's briefs, their state, and a link to compare each one's quotes. */
export function MyBriefs() {
  const ids = useId()
  const briefs = useMyBriefs()
  if (briefs.isPending) return <Skeleton className="h-24 w-full" aria-hidden />
  if (briefs.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p className="text-ink-800">We couldn't load your briefs.</p>
        <Button variant="outline" size="sm" onClick={() => briefs.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (briefs.data.briefs.length === 0) return null
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3">
      <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold text-ink-900">
        Your briefs
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {briefs.data.briefs.map((b) => (
          <li
            key={b.reference}
            className="flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft"
          >
            <div className="grid gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                {b.occasionLabel} · {formatDisplayDate(b.date)}
                <Badge variant={b.status === 'booked' ? 'sage' : b.status === 'draft' ? 'outline' : 'secondary'}>
                  {b.booking?.label ?? STATUS_LABELS[b.status]}
                </Badge>
              </p>
              <p className="text-sm text-ink-600">
                <span className="font-mono">{b.reference}</span> · {b.guests} guests ·{' '}
                {b.status === 'draft'
                  ? `${b.venueCount} ${b.venueCount === 1 ? 'venue' : 'venues'}, your group is voting`
                  : `${b.quoteCount} of ${b.venueCount} venues quoted`}
              </p>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link to={briefsPaths.brief(b.reference)}>
                {b.status === 'draft' ? 'Open the draft' : 'Compare quotes'}
                <span className="sr-only">: brief {b.reference}</span>
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
