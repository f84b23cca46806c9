import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chefHatIcon from 'lucide-react/icons/chef-hat'
import * as clockIcon from 'lucide-react/icons/clock'
import * as usersIcon from 'lucide-react/icons/users'
import * as zapIcon from 'lucide-react/icons/zap'
import type { VenueDetail } from '~/domain/venues/venue'
import { responseTimeLabel } from '~/domain/venue-portal/response-time'
import { Badge } from '~/web/components/ui/badge'
import { VenueCapacity } from './venue-capacity'
import { venueTypeLabel } from './venue-type'

const ChefHat = lucideIcon(chefHatIcon)
const Clock = lucideIcon(clockIcon)
const Users = lucideIcon(usersIcon)
const Zap = lucideIcon(zapIcon)

/** Under the photos: the venue's type, capacity, service, and instant book, response time and last minute when they apply. */
export function VenueAtAGlance({ venue }: { venue: VenueDetail }) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label="At a glance">
      <li>
        <Badge variant="default" className="px-3 py-1.5 text-sm">
          {venueTypeLabel(venue.type)}
        </Badge>
      </li>
      <li>
        <Badge variant="secondary" className="px-3 py-1.5 text-sm">
          <Users className="size-4" aria-hidden /> <VenueCapacity maxGuests={venue.maxGuests} />
        </Badge>
      </li>
      <li>
        <Badge variant="secondary" className="px-3 py-1.5 text-sm">
          <ChefHat className="size-4" aria-hidden /> {venue.serviceType}
        </Badge>
      </li>
      {venue.packages.some((p) => p.instantBook) && (
        <li>
          <Badge variant="default" className="px-3 py-1.5 text-sm" data-testid="venue-instant-book">
            <Zap className="size-4" aria-hidden /> Instant book
          </Badge>
        </li>
      )}
      {venue.responseTime && (
        <li>
          <Badge variant="secondary" className="px-3 py-1.5 text-sm" data-testid="venue-response-time">
            <Clock className="size-4" aria-hidden /> {responseTimeLabel(venue.responseTime.medianHours)}
          </Badge>
        </li>
      )}
      {venue.lastMinute && (
        <li>
          <Badge variant="dark" className="px-3 py-1.5 text-sm">
            Last Minute
          </Badge>
        </li>
      )}
    </ul>
  )
}
