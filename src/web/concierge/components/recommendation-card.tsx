import { CalendarCheck, MapPin, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import type { ConciergeRecommendation } from '~/domain/concierge/recommendations-api'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

type Props = {
  recommendation: ConciergeRecommendation
  rank: number
  selected: boolean
  onBook: () => void
  /** Beside 'Book Reservation Now': 'Add to shortlist' (composed in src/web/app). */
  extraAction?: ReactNode
}

/** One of Callie's picks: the venue, how well it matches (a meter), why, and 'Book Reservation Now'. */
export function RecommendationCard({
  recommendation: { venue, score, reason },
  rank,
  selected,
  onBook,
  extraAction,
}: Props) {
  return (
    <article
      data-testid="recommendation-card"
      aria-labelledby={`rec-title-${venue.id}`}
      className={cn(
        'grid overflow-hidden rounded-(--radius-card) border bg-white shadow-soft sm:grid-cols-[minmax(0,14rem)_1fr]',
        selected ? 'border-terracotta-500 ring-2 ring-terracotta-200' : 'border-ivory-300',
      )}
    >
      <Link
        to={paths.venue(venue.id)}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[16/9] bg-ivory-200 sm:aspect-auto"
      >
        <img
          {...venuePhotoSources(venue.imageUrl, PHOTO_SIZES.sideColumn)}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </Link>
      <div className="grid gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 id={`rec-title-${venue.id}`} className="font-display text-xl leading-snug font-semibold text-ink-900">
            <span className="sr-only">{rank}. </span>
            <Link
              to={paths.venue(venue.id)}
              className="rounded-sm hover:text-terracotta-700 hover:underline hover:underline-offset-4"
            >
              {venue.name}
            </Link>
          </h3>
          <p className="text-sm text-ink-700">
            <span className="font-display text-lg font-semibold text-ink-900">${Math.round(venue.pricePerPerson)}</span>{' '}
            / person
          </p>
        </div>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
          <p className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-ink-400" aria-hidden /> {venue.location}
          </p>
          <p className="flex items-center gap-1.5">
            <Users className="size-4 shrink-0 text-ink-400" aria-hidden /> Up to {venue.maxGuests} guests
          </p>
        </div>

        <div className="grid gap-1.5">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium text-ink-800" aria-hidden>
              Match
            </span>
            <span className="font-semibold text-terracotta-700" aria-hidden>
              {score}%
            </span>
          </div>
          <div
            role="meter"
            aria-label={`Match for ${venue.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={score}
            aria-valuetext={`${score}% match`}
            className="h-2 overflow-hidden rounded-full bg-ivory-300"
          >
            <div className="h-full rounded-full bg-terracotta-500" style={{ width: `${score}%` }} />
          </div>
        </div>

        <p className="text-sm text-ink-700">
          <span className="font-medium text-ink-900">Why Callie picked it: </span>
          {reason}
        </p>

        <div className="flex flex-wrap items-center gap-3 pt-1">
          <Button onClick={onBook} aria-label={`Book Reservation Now at ${venue.name}`}>
            <CalendarCheck aria-hidden /> Book Reservation Now
          </Button>
          {extraAction}
          <Link
            to={paths.venue(venue.id)}
            className="rounded-sm text-sm font-medium text-terracotta-700 underline-offset-4 hover:underline"
            aria-label={`View venue details for ${venue.name}`}
          >
            View venue details
          </Link>
        </div>
      </div>
    </article>
  )
}
