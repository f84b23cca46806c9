import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { venueCapacityLabel } from '~/domain/guests'
import type { ShortlistVenue as ServerShortlistVenue } from '~/domain/briefs/shortlist-api'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

export type ShortlistVenue = Pick<
  ServerShortlistVenue,
  'id' | 'name' | 'location' | 'photoUrl' | 'maxGuests' | 'pricePerPerson'
>

/** A venue's photo as a small thumbnail, or a plain tile when it has none. */
export function VenueThumbnail({ photoUrl, className }: { photoUrl: string | null; className?: string }) {
  return photoUrl ? (
    <img
      {...venuePhotoSources(photoUrl, PHOTO_SIZES.thumbnail)}
      alt=""
      className={cn('h-16 w-24 shrink-0 rounded-xl object-cover', className)}
    />
  ) : (
    <span aria-hidden className={cn('h-16 w-24 shrink-0 rounded-xl bg-ivory-200', className)} />
  )
}

/** One venue of a shortlist or a brief: thumbnail, name, place, capacity; `children` at the end. */
export function ShortlistVenueRow({
  venue,
  headingLevel: Heading = 'h2',
  children,
}: {
  venue: ShortlistVenue
  headingLevel?: 'h2' | 'h3'
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-3 shadow-soft">
      <VenueThumbnail photoUrl={venue.photoUrl} />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <Heading className="font-display text-lg leading-snug font-semibold text-ink-900">
          <Link
            to={paths.venue(venue.id)}
            className="hover:text-terracotta-700 hover:underline hover:underline-offset-4"
          >
            {venue.name}
          </Link>
        </Heading>
        <p className="text-sm text-ink-600">
          {venue.location} · {venueCapacityLabel(venue.maxGuests).text} · ${Math.round(venue.pricePerPerson)} / person
        </p>
      </div>
      {children}
    </div>
  )
}
