import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as listChecksIcon from 'lucide-react/icons/list-checks'
import * as sendIcon from 'lucide-react/icons/send'
import { Link } from 'react-router'
import { buttonVariants } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { briefsPaths, type BriefCriteria } from '../briefs-paths'
import { SHORTLIST_MAX } from '../lib/shortlist-rules'
import { useShortlistIds } from '../lib/use-shortlist-ids'

const ListChecks = lucideIcon(listChecksIcon)
const Send = lucideIcon(sendIcon)

/**
 * Under a list of venues, kept in view while the list is (sticky): how many are shortlisted, a
 * link to the shortlist and 'Send one brief' (with the search's date, time and guests). Nothing
 * while the shortlist is empty.
 */
export function ShortlistTray({ className, criteria }: { className?: string; criteria?: BriefCriteria }) {
  // The count alone: not the means to change the list (useShortlist's mutation), on every search page.
  const { ids } = useShortlistIds()
  if (ids.length === 0) return null
  return (
    <aside
      aria-label="Your shortlist"
      className={cn(
        'sticky bottom-3 z-30 mx-auto flex w-fit max-w-full flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-full border border-ink-200 bg-white/95 px-4 py-2 shadow-lift backdrop-blur',
        className,
      )}
    >
      <p className="flex items-center gap-1.5 text-sm font-medium text-ink-900">
        <ListChecks className="size-4 text-terracotta-600" aria-hidden />
        Shortlist: {ids.length} of {SHORTLIST_MAX}
      </p>
      <Link to={briefsPaths.shortlist()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        View shortlist
      </Link>
      <Link to={briefsPaths.briefForm(criteria)} className={buttonVariants({ size: 'sm' })}>
        <Send aria-hidden /> Send one brief
      </Link>
    </aside>
  )
}
