// /venue-portal/venues/:venueId/*: the venue's name and its sections as a sub-nav; the pages below
// read the venue id from the route.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import { Link, NavLink, Outlet } from 'react-router'
import { useVenueProfile } from '../api/get-venue-profile'
import { portalPaths } from '../portal-paths'
import { portalNavLinkClass } from './portal-shell'
import { LoadFailed, Loading } from './portal-ui'

const ArrowLeft = lucideIcon(arrowLeftIcon)

export function VenueLayout({ venueId }: { venueId: number }) {
  const venue = useVenueProfile(venueId)
  const sections = [
    { to: portalPaths.venue(venueId), label: 'Overview' },
    { to: portalPaths.inbox(venueId), label: 'Requests' },
    { to: portalPaths.kitchen(venueId), label: 'Kitchen sheets' },
    { to: portalPaths.calendar(venueId), label: 'Calendar' },
    { to: portalPaths.profile(venueId), label: 'Profile & policies' },
    { to: portalPaths.spaces(venueId), label: 'Spaces' },
    { to: portalPaths.packages(venueId), label: 'Packages' },
    { to: portalPaths.blackouts(venueId), label: 'Blackouts' },
    { to: portalPaths.managers(venueId), label: 'Managers' },
  ]
  if (venue.isPending) return <Loading what="the venue" />
  if (venue.isError)
    return (
      <div className="grid gap-3">
        <h1 className="font-display text-3xl font-semibold text-ink-900">Venue not available</h1>
        <LoadFailed what="This venue" error={venue.error} />
        <BackLink />
      </div>
    )
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-1">
        <BackLink />
        <p className="text-sm font-medium tracking-wide text-terracotta-700 uppercase">{venue.data.location}</p>
        <p className="font-display text-2xl font-semibold text-ink-900">{venue.data.name}</p>
      </header>
      <nav aria-label={`${venue.data.name} sections`} className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 px-1">
          {sections.map((s) => (
            <li key={s.label}>
              <NavLink to={s.to} end className={portalNavLinkClass}>
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}

function BackLink() {
  return (
    <Link
      to={portalPaths.home()}
      className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-terracotta-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> All your venues
    </Link>
  )
}
