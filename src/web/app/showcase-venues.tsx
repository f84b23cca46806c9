import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as usersIcon from 'lucide-react/icons/users'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { priceRangeSymbol } from '~/domain/site/public-pages'
import { venueCountText } from '~/domain/search/search-constants'
import type { VenueSummary } from '~/domain/venues/venue'
import { Button } from '~/web/components/ui/button'
import { useSearchVenues } from '~/web/search/api/search-venues'
import { Rating } from '~/web/components/rating'
import { VenueCardSkeleton } from '~/web/venues/components/venue-card'
import { VenueCardWithFavourite } from './venue-card-with-favourite'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

const ArrowRight = lucideIcon(arrowRightIcon)
const Users = lucideIcon(usersIcon)

/**
 * Real catalogue venues for a search (e.g. `experienceType=private-dining`), best rated first,
 * with the count and a link to the full results.
 */
export function ShowcaseVenues({
  query,
  limit = 6,
  label,
  emptyText,
  moreLink,
  renderCard,
}: {
  query: string
  limit?: number
  label: string
  emptyText: ReactNode
  moreLink?: { to: string; label: string }
  renderCard?: (v: VenueSummary) => ReactNode
}) {
  const search = useSearchVenues(query)
  const venues = (search.data?.pages.flatMap((p) => p.venues) ?? []).slice(0, limit)
  const total = search.data?.pages[0]?.total ?? 0
  const totalCapped = !!search.data?.pages[0]?.totalCapped
  return (
    <div>
      <p className="text-sm text-ink-600" role="status">
        {search.isPending
          ? 'Loading venues...'
          : search.isError
            ? ''
            : `${venueCountText(total, totalCapped, 'matching venue')} in our catalogue`}
      </p>
      <div className="mt-6">
        {search.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
              <VenueCardSkeleton key={i} />
            ))}
          </div>
        ) : search.isError ? (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-950">
            Failed to load venues. Please try again.
          </p>
        ) : venues.length === 0 ? (
          <p className="text-ink-600">{emptyText}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
            {venues.map((v) => (
              <li key={v.id} className="flex">
                {renderCard ? renderCard(v) : <VenueCardWithFavourite venue={v} className="w-full" />}
              </li>
            ))}
          </ul>
        )}
      </div>
      {moreLink && total > 0 && (
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to={moreLink.to}>
              {moreLink.label} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      )}
    </div>
  )
}

/** The brand page's featured venue: capacity range and a price-range symbol. */
export function FeaturedVenueCard({ venue }: { venue: VenueSummary }) {
  const price = priceRangeSymbol(venue.pricePerPerson)
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-(--radius-card) border border-ivory-300 bg-white shadow-soft">
      <img
        {...venuePhotoSources(venue.imageUrl, PHOTO_SIZES.gridCard)}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-ivory-200 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-ink-600">{venue.location}</p>
          <Rating value={venue.rating} />
        </div>
        <h3 className="font-display text-xl font-semibold text-ink-900">
          <Link
            to={`/venues/${venue.id}`}
            className="hover:text-terracotta-700 hover:underline hover:underline-offset-4"
          >
            {venue.name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-ink-600">{venue.description}</p>
        <div className="mt-auto flex items-center justify-between border-t border-ivory-200 pt-4 text-sm text-ink-700">
          <span className="flex items-center gap-1.5">
            <Users className="size-4 text-ink-400" aria-hidden /> {venue.minGuests}-{venue.maxGuests} guests
          </span>
          <span>
            <span className="sr-only">Price range: </span>
            <span className="font-semibold tracking-wider text-ink-900">{price}</span>
          </span>
        </div>
      </div>
    </article>
  )
}
