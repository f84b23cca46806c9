import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import { Link } from 'react-router'
import { cameFromSearch } from '~/web/lib/booking-criteria'
import { paths } from '~/web/lib/paths'

const ArrowLeft = lucideIcon(arrowLeftIcon)

/** "Back to results" with the search the planner came from, or "All venues" without one. */
export function BackToResults({ params }: { params: URLSearchParams }) {
  const fromSearch = cameFromSearch(params)
  return (
    <Link
      to={fromSearch ? paths.search(params.toString()) : paths.search()}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink-600 hover:text-terracotta-700"
    >
      <ArrowLeft className="size-4" aria-hidden /> {fromSearch ? 'Back to results' : 'All venues'}
    </Link>
  )
}
