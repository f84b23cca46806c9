import { formatCents } from '~/domain/pricing/estimate'
import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import { useLocation } from 'react-router'
import { DEFAULT_CUISINE_TAGS } from '~/domain/options'
import type { VenueSummary } from '~/domain/venues/venue'
import { Rating } from '~/web/components/rating'
import { Badge } from '~/web/components/ui/badge'
import { buttonVariants } from '~/web/components/ui/button'
import { SpriteIcon } from '~/web/components/ui/sprite-icon'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import { useFollowLink } from '~/web/lib/use-follow-link'
import { VenueCapacity } from './venue-capacity'
import { venueTypeLabel } from './venue-type'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

type Props = {
  venue: VenueSummary
  /** Replaces the 'Request to Book' button (category pages use 'Inquire About This Venue'). */
  action?: ReactNode
  /** Over the photo's top-right corner: the heart (src/web/app/venue-card-with-favourite.tsx). */
  favourite?: ReactNode
  /** Under the price: 'Add to shortlist' (src/web/app/venue-card-with-favourite.tsx). */
  shortlist?: ReactNode
  className?: string
  headingLevel?: 'h2' | 'h3'
  /**
   * The first card of a list that opens the page (search results): on a phone its photo is the
   * page's largest paint, so it is fetched at once and first, announced in <head> by the server.
   */
  priority?: boolean
}

/** `<Button asChild size="sm">`'s classes, worked out once rather than per card. */
const BOOK_BUTTON = cn(buttonVariants({ size: 'sm' }))

export function VenueCard({
  venue,
  action,
  favourite,
  shortlist,
  className,
  headingLevel: Heading = 'h3',
  priority = false,
}: Props) {
  // From the results, the search goes along: the venue page pre-fills its booking card
  // with it and links back to exactly these results.
  const { pathname, search } = useLocation()
  const carried = pathname === paths.search() ? search : ''
  const href = paths.venue(venue.id, carried)
  // Plain links with one handler for the card (../../lib/use-follow-link.ts), not three <Link>s.
  const follow = useFollowLink()
  const cuisines = venue.cuisineTypes.length ? venue.cuisineTypes.slice(0, 2) : DEFAULT_CUISINE_TAGS
  const photo = venuePhotoSources(venue.imageUrl, PHOTO_SIZES.gridCard)
  if (priority)
    preload(photo.src, { as: 'image', fetchPriority: 'high', imageSrcSet: photo.srcSet, imageSizes: photo.sizes })
  return (
    <article
      // .venue-card: src/web/styles.css, the components layer.
      className={cn('group venue-card', className)}
      data-testid="venue-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-ivory-200">
        <a href={href} onClick={follow} tabIndex={-1} aria-hidden>
          <img
            {...photo}
            alt=""
            {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </a>
        {venue.lastMinute && (
          <Badge variant="dark" className="absolute top-3 left-3 gap-1 shadow">
            <SpriteIcon name="zap" className="size-3 fill-gold-400 text-gold-400" /> Last Minute
          </Badge>
        )}
        {favourite}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-semibold tracking-wider text-terracotta-700 uppercase">
            {venueTypeLabel(venue.type)}
          </p>
          <Rating value={venue.rating} />
        </div>
        <Heading className="font-display text-xl leading-snug font-semibold text-ink-900">
          <a
            href={href}
            onClick={follow}
            className="hover:text-terracotta-700 hover:underline hover:underline-offset-4"
          >
            {venue.name}
          </a>
        </Heading>
        <div className="grid gap-1.5 text-sm text-ink-600">
          <p className="flex items-center gap-1.5">
            <SpriteIcon name="map-pin" className="size-4 shrink-0 text-ink-400" /> {venue.location}
          </p>
          <p className="flex items-center gap-1.5">
            <SpriteIcon name="users" className="size-4 shrink-0 text-ink-400" />{' '}
            <VenueCapacity maxGuests={venue.maxGuests} follow={follow} />
          </p>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Cuisine">
          {cuisines.map((c) => (
            <li key={c}>
              <Badge variant="secondary">{c}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-ivory-200 pt-4">
          {/* The price the sort orders by is always shown; the all-in price for the group beside it. */}
          <div className="grid gap-0.5">
            <p className="text-sm text-ink-600">
              <span className="font-display text-lg font-semibold text-ink-900">
                ${Math.round(venue.pricePerPerson)}
              </span>{' '}
              / person
            </p>
            {venue.fromPerGuestCents !== undefined && (
              <p className="text-sm text-ink-600" data-testid="card-all-in">
                from <span className="font-semibold text-ink-900">{formatCents(venue.fromPerGuestCents)}</span> per
                guest, all in
              </p>
            )}
          </div>
          {action ?? (
            <a
              data-slot="button"
              className={BOOK_BUTTON}
              href={paths.venueBook(venue.id, carried)}
              onClick={follow}
              aria-label={`Request to Book ${venue.name}`}
            >
              Request to Book
            </a>
          )}
        </div>
        {shortlist}
      </div>
    </article>
  )
}

export function VenueCardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-(--radius-card) border border-ivory-300 bg-white"
      data-testid="venue-card-skeleton"
    >
      <div className="aspect-[4/3] animate-pulse bg-ivory-200" />
      <div className="grid gap-3 p-5">
        <div className="h-3 w-24 animate-pulse rounded bg-ivory-200" />
        <div className="h-6 w-3/4 animate-pulse rounded bg-ivory-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-ivory-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-ivory-200" />
        <div className="mt-2 h-9 w-full animate-pulse rounded-full bg-ivory-200" />
      </div>
    </div>
  )
}
