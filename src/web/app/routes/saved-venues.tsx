import { useQueries } from '@tanstack/react-query'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as heartIcon from 'lucide-react/icons/heart'
import { Link } from 'react-router'
import type { VenueSummary } from '~/domain/venues/venue'
import { useFavourites } from '~/web/favourites/api/get-favourites'
import { authPaths } from '~/web/auth/auth-paths'
import { useSessionToken } from '~/web/lib/session-store'
import { Button } from '~/web/components/ui/button'
import { useFavouriteIds } from '~/web/favourites/lib/visitor-favourites'
import { paths } from '~/web/lib/paths'
import { venueQueryOptions } from '~/web/venues/api/get-venue'
import { VenueCardSkeleton } from '~/web/venues/components/venue-card'
import { VenueCardWithFavourite } from '~/web/app/venue-card-with-favourite'

const Heart = lucideIcon(heartIcon)

/** /saved 'Saved venues': the account's for a signed-in user, this browser's for a visitor. */
export function SavedVenuesPage() {
  const signedIn = Boolean(useSessionToken())
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <title>Saved venues · Bountiful</title>
      <div className="grid gap-2">
        <h1 className="font-display text-4xl font-semibold text-ink-900">Saved venues</h1>
        <p className="text-ink-600">The venues you hearted, ready when you are.</p>
      </div>
      {signedIn ? <AccountSavedVenues /> : <VisitorSavedVenues />}
    </div>
  )
}

function AccountSavedVenues() {
  const { data, isPending, isError, refetch } = useFavourites()
  if (isPending) return <LoadingGrid count={3} />
  if (isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-ink-800">We couldn't load your saved venues. Please try again.</p>
        <Button variant="outline" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  return data.venues.length ? <VenueGrid venues={data.venues} /> : <EmptyState />
}

function VisitorSavedVenues() {
  const ids = useFavouriteIds()
  const venues = useQueries({
    queries: ids.map((id) => venueQueryOptions(id)),
    combine: (results) => ({
      // A venue that no longer exists simply drops out of the list.
      venues: results.flatMap((r) => (r.data ? [r.data] : [])),
      pending: results.filter((r) => r.isPending).length,
    }),
  })
  return (
    <>
      <aside
        aria-labelledby="keep-saved-heading"
        className="flex flex-wrap items-center justify-between gap-4 rounded-(--radius-card) border border-terracotta-200 bg-terracotta-50 p-5"
      >
        <div className="grid gap-1">
          <h2 id="keep-saved-heading" className="font-semibold text-ink-900">
            Log in to keep your saved venues
          </h2>
          <p className="text-sm text-ink-700">
            Hearts are kept in this browser only. Log in or create an account and they move to your account, on every
            device.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={authPaths.login(authPaths.saved())}>Log In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={authPaths.signup(authPaths.saved())}>Sign up</Link>
          </Button>
        </div>
      </aside>
      {venues.venues.length || venues.pending ? (
        <>
          <VenueGrid venues={venues.venues} />
          {venues.pending > 0 && <LoadingGrid count={venues.pending} />}
        </>
      ) : (
        <EmptyState />
      )}
    </>
  )
}

function VenueGrid({ venues }: { venues: VenueSummary[] }) {
  if (!venues.length) return null
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved venues">
      {venues.map((venue) => (
        <li key={venue.id} className="grid">
          <VenueCardWithFavourite venue={venue} headingLevel="h2" withShortlist />
        </li>
      ))}
    </ul>
  )
}

function LoadingGrid({ count }: { count: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      <p className="sr-only" role="status">
        Loading saved venues...
      </p>
      {Array.from({ length: Math.min(count, 6) }, (_, i) => (
        <VenueCardSkeleton key={i} />
      ))}
    </div>
  )
}

function EmptyState() {
  return (
    <div className="grid justify-items-center gap-4 rounded-(--radius-card) border border-dashed border-ivory-300 bg-white px-6 py-16 text-center">
      <Heart className="size-10 text-terracotta-500" aria-hidden />
      <p className="font-display text-2xl font-semibold text-ink-900">No saved venues yet</p>
      <p className="max-w-md text-ink-600">Tap the heart on any venue to keep it here while you plan.</p>
      <Button asChild>
        <Link to={paths.search()}>Find venues</Link>
      </Button>
    </div>
  )
}
