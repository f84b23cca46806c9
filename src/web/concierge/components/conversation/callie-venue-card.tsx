// A venue in Callie's answer, drawn from what her search tool returned: photo, name, city,
// capacity, the all-in price per guest and in total (else the menu price per person), availability
// for the brief's date, and why.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as circleXIcon from 'lucide-react/icons/circle-x'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as usersIcon from 'lucide-react/icons/users'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { VenueCard } from '~/domain/concierge/conversation-api'
import { paths } from '~/web/lib/paths'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

const CircleCheck = lucideIcon(circleCheckIcon)
const CircleX = lucideIcon(circleXIcon)
const MapPin = lucideIcon(mapPinIcon)
const Users = lucideIcon(usersIcon)

type Props = {
  card: VenueCard
  /** Its place in the answer ("1."), read before the name so "the second one" makes sense. */
  rank?: number
  /** What another feature adds (the shortlist button), composed in src/web/app. */
  action?: ReactNode
}

export function CallieVenueCard({ card: { venue, allIn, available, reason }, rank, action }: Props) {
  // The same venue may be in several answers of one thread: an id of its own each time.
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      data-testid="callie-venue-card"
      className="grid overflow-hidden rounded-2xl border border-ivory-300 bg-white text-ink-900 shadow-xs sm:grid-cols-[9rem_1fr]"
    >
      <img
        {...venuePhotoSources(venue.imageUrl, PHOTO_SIZES.sideColumn)}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[5/2] size-full bg-ivory-200 object-cover sm:aspect-auto"
      />
      <div className="grid min-w-0 gap-2 p-4">
        <h3 id={titleId} className="font-display text-lg leading-snug font-semibold">
          {rank !== undefined && <span className="text-ink-600">{rank}. </span>}
          <Link to={paths.venue(venue.id)} className="rounded-sm hover:text-terracotta-700 hover:underline">
            {venue.name}
          </Link>
        </h3>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4 text-ink-500" aria-hidden /> {venue.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4 text-ink-500" aria-hidden /> Up to {venue.maxGuests} guests
          </span>
        </p>
        {allIn ? (
          <p className="text-sm">
            <span className="font-semibold">{allIn.perGuest} per guest</span> all in ·{' '}
            <span className="font-semibold">{allIn.total}</span> total{' '}
            <span className="text-ink-600">({allIn.packageName})</span>
          </p>
        ) : (
          <p className="text-sm text-ink-700">
            All-in price on request · menu <span className="font-semibold">${venue.pricePerPerson}</span> per person
          </p>
        )}
        <Availability available={available} />
        {reason && <p className="text-sm text-ink-700">{reason}</p>}
        {action && <div className="flex flex-wrap gap-2 pt-1">{action}</div>}
      </div>
    </article>
  )
}

function Availability({ available }: { available: boolean | null }) {
  if (available === null) return null
  return available ? (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-sage-700">
      <CircleCheck className="size-4" aria-hidden /> Available on your date
    </p>
  ) : (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-destructive">
      <CircleX className="size-4" aria-hidden /> Not available on your date
    </p>
  )
}
