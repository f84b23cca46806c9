import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as listChecksIcon from 'lucide-react/icons/list-checks'
import { Link } from 'react-router'
import { buttonVariants } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { briefsPaths } from '../briefs-paths'
import { useShortlistIds } from '../lib/use-shortlist-ids'

const ListChecks = lucideIcon(listChecksIcon)

/** In the main navigation: the shortlist and how many venues it holds (nothing while it is empty). */
export function ShortlistNavLink({ className }: { className?: string }) {
  const { ids } = useShortlistIds()
  if (ids.length === 0) return null
  return (
    <Link to={briefsPaths.shortlist()} className={cn(buttonVariants({ variant: 'ghost' }), className)}>
      <ListChecks aria-hidden />
      {/* The narrowest phones keep the icon and the count (the word stays for screen readers). */}
      <span className="max-[359px]:sr-only">Shortlist</span>
      <span className="rounded-full bg-terracotta-600 px-2 py-0.5 text-xs font-semibold text-white">
        {ids.length}
        <span className="sr-only"> {ids.length === 1 ? 'venue' : 'venues'}</span>
      </span>
    </Link>
  )
}
