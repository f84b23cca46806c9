import { createContext, useContext, type ReactNode } from 'react'
import { SpriteIcon } from '~/web/components/ui/sprite-icon'
import { cn } from '~/web/lib/cn'
import { useSessionToken } from '~/web/lib/session-store'
import { useFavourites } from '../api/get-favourites'
import { useToggleFavourite } from '../api/toggle-favourite'
import { toggleFavourite, useFavouriteIds, useIsFavourite } from '../lib/visitor-favourites'

type Props = { venueId: number; venueName: string; className?: string }

/** What every heart of a list needs, worked out once for the list (FavouritesScope). */
type Hearts = {
  isSaved: (venueId: number) => boolean
  loading: boolean
  toggle: (venueId: number, save: boolean) => void
}
const HeartsContext = createContext<Hearts | undefined>(undefined)

/**
 * The hearts of a list of venues (a page of search results) from one session read, one query
 * observer and one mutation, not one each per card: on the server they were a tenth of a search
 * page's render (docs/benchmarks.md, issue 31). The hearts inside stay the live buttons.
 */
export function FavouritesScope({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useSessionToken())
  const local = useFavouriteIds()
  const favourites = useFavourites()
  const toggleOnServer = useToggleFavourite()
  const hearts: Hearts = {
    isSaved: (venueId) => (signedIn ? Boolean(favourites.data?.venueIds.includes(venueId)) : local.includes(venueId)),
    loading: signedIn && favourites.isLoading,
    toggle: (venueId, save) => (signedIn ? toggleOnServer.mutate({ venueId, save }) : toggleFavourite(venueId)),
  }
  return <HeartsContext value={hearts}>{children}</HeartsContext>
}

/**
 * The heart: saved to the account when signed in, kept in this browser for visitors. Live from the
 * first render, on the server too: a click made before the page has hydrated is replayed by React on
 * the hydrated heart, so that heart must be the one with the handler (a plain one drawn until
 * hydration, to save each card's query and mutation on the server, lost those clicks).
 */
export function FavouriteButton(props: Props) {
  const hearts = useContext(HeartsContext)
  return hearts ? <ScopedFavouriteButton {...props} hearts={hearts} /> : <OwnFavouriteButton {...props} />
}

function ScopedFavouriteButton({ venueId, venueName, className, hearts }: Props & { hearts: Hearts }) {
  const saved = hearts.isSaved(venueId)
  return (
    <Heart
      venueName={venueName}
      className={className}
      saved={saved}
      disabled={hearts.loading}
      onClick={() => hearts.toggle(venueId, !saved)}
    />
  )
}

function OwnFavouriteButton({ venueId, venueName, className }: Props) {
  const signedIn = Boolean(useSessionToken())
  const savedLocally = useIsFavourite(venueId)
  const favourites = useFavourites()
  const toggleOnServer = useToggleFavourite()
  const saved = signedIn ? Boolean(favourites.data?.venueIds.includes(venueId)) : savedLocally
  return (
    <Heart
      venueName={venueName}
      className={className}
      saved={saved}
      // Until the account's list is known, a click could not tell saving from unsaving.
      disabled={signedIn && favourites.isLoading}
      onClick={() => (signedIn ? toggleOnServer.mutate({ venueId, save: !saved }) : toggleFavourite(venueId))}
    />
  )
}

function Heart({
  venueName,
  className,
  saved,
  disabled,
  onClick,
}: Omit<Props, 'venueId'> & { saved: boolean; disabled?: boolean; onClick?: () => void }) {
  // Focus over a photo or on the page: a white ring inside a terracotta outline shows on any background
  // (.heart-btn: src/web/styles.css, the components layer).
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${venueName}`}
      disabled={disabled}
      onClick={onClick}
      className={cn('heart-btn', className)}
    >
      <SpriteIcon
        name="heart"
        className={saved ? 'size-5 fill-terracotta-600 text-terracotta-600' : 'size-5 text-ink-800'}
      />
    </button>
  )
}
