import { createContext, useContext, type ReactNode } from 'react'
import { SpriteIcon } from '~/web/components/ui/sprite-icon'
import { useSearchParams } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { rememberSearchCriteria } from '../lib/search-criteria-memory'
import { useShortlist, type Shortlist } from '../lib/use-shortlist'

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
type Scope = { shortlist: Shortlist; params: URLSearchParams }
const ShortlistContext = createContext<Scope | undefined>(undefined)

/**
 * The shortlist buttons of a list of venues (a page of search results) from one read of the
 * shortlist and the page's search, not one each per card: on the server they were a tenth of a
 * search page's render (docs/benchmarks.md, issue 31). The buttons inside stay the live buttons.
 */
export function ShortlistScope({ children }: { children: ReactNode }) {
  const shortlist = useShortlist()
  const [params] = useSearchParams()
  return <ShortlistContext value={{ shortlist, params }}>{children}</ShortlistContext>
}

export function ShortlistButton(props: Props) {
  const scope = useContext(ShortlistContext)
  return scope ? <ScopedShortlistButton {...props} {...scope} /> : <OwnShortlistButton {...props} />
}

function OwnShortlistButton(props: Props) {
  const shortlist = useShortlist()
  const [params] = useSearchParams()
  return <ScopedShortlistButton {...props} shortlist={shortlist} params={params} />
}

function ScopedShortlistButton({ venue, className, size, shortlist, params }: Props & Scope) {
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
