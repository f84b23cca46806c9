import { SpriteIcon } from '~/web/components/ui/sprite-icon'
import { useSearchParams } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { rememberSearchCriteria } from '../lib/search-criteria-memory'
import { useShortlist } from '../lib/use-shortlist'

type Props = {
  venue: { id: number; name: string }
  className?: string
  size?: 'sm' | 'default'
}

/**
 * 'Add to shortlist' on a venue (search results, the venue page, saved venues, Callie's picks). Adding
 * keeps the search the page's URL carries, for the brief form (../lib/search-criteria-memory.ts).
 * Live from the first render, on the server too: a click made before the page has hydrated is
 * replayed by React on the hydrated button, so that button must be the one with the handler (a plain
 * one drawn until hydration, to save each card's query and mutation on the server, lost those clicks).
 */
export function ShortlistButton({ venue, className, size }: Props) {
  const shortlist = useShortlist()
  const [params] = useSearchParams()
  const on = shortlist.ids.includes(venue.id)
  return (
    <ShortlistToggle
      venue={venue}
      className={className}
      size={size}
      on={on}
      // Until an account's list is known, a click could not tell adding from removing.
      disabled={!shortlist.ready}
      onClick={() => {
        if (on) return shortlist.remove(venue)
        // Added from a search (its results, or a venue page opened from them): the brief keeps its criteria.
        rememberSearchCriteria(params)
        shortlist.add(venue)
      }}
    />
  )
}

function ShortlistToggle({
  venue,
  className,
  size = 'sm',
  on,
  disabled,
  onClick,
}: Props & { on: boolean; disabled?: boolean; onClick?: () => void }) {
  return (
    <Button
      variant="outline"
      size={size}
      className={cn(on && 'border-sage-600/40 bg-sage-100 text-sage-700 hover:bg-sage-100', className)}
      disabled={disabled}
      // The name starts with the words shown (WCAG 2.5.3) and says which venue.
      aria-label={`${on ? 'Remove from shortlist' : 'Add to shortlist'}: ${venue.name}`}
      onClick={onClick}
    >
      <SpriteIcon name={on ? 'list-checks' : 'list-plus'} />
      {on ? 'Remove from shortlist' : 'Add to shortlist'}
    </Button>
  )
}
