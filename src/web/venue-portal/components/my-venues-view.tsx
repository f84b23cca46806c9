// /venue-portal: the venues the signed-in user manages, each with its requests waiting for an answer.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as buildingComplexIcon from 'lucide-react/icons/building-complex'
import * as chevronRightIcon from 'lucide-react/icons/chevron-right'
import { Link } from 'react-router'
import { PORTAL_MESSAGES } from '~/domain/venue-portal/venue-portal-api'
import { Badge } from '~/web/components/ui/badge'
import { useSession } from '~/web/lib/get-user'
import { useMyVenues } from '../api/get-my-venues'
import { portalPaths } from '../portal-paths'
import { LoadFailed, Loading } from './portal-ui'

const Building2 = lucideIcon(buildingComplexIcon)
const ChevronRight = lucideIcon(chevronRightIcon)

export function MyVenuesView() {
  // Her profile says whether she manages a venue: the portal's list is not asked (and answers no
  // 403) when she does not.
  const session = useSession()
  const managesNone = session.user?.managesVenues === false
  const venues = useMyVenues({ enabled: session.status !== 'loading' && !managesNone })
  return (
    <div className="grid gap-6">
      <title>Venue portal · Bountiful</title>
      <header className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">Your venues</h1>
        <p className="text-ink-600">Keep your spaces, packages and dates current, and answer planners' requests.</p>
      </header>
      {!managesNone && venues.isPending ? (
        <Loading what="your venues" />
      ) : venues.isError ? (
        <LoadFailed what="Your venues" error={venues.error} />
      ) : managesNone || !venues.data?.length ? (
        <p className="rounded-xl border border-ivory-300 bg-white px-4 py-3 text-ink-700">
          {PORTAL_MESSAGES.notMember}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {venues.data.map((v) => (
            <li key={v.id}>
              <Link
                to={portalPaths.venue(v.id)}
                className="flex items-center gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft hover:border-terracotta-400 focus-visible:outline-2 focus-visible:outline-terracotta-600"
              >
                <Building2 className="size-6 shrink-0 text-terracotta-600" aria-hidden />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate font-medium text-ink-900">{v.name}</span>
                  <span className="text-sm text-ink-600">
                    {v.location}
                    {v.role ? ` · ${v.role === 'owner' ? 'Owner' : 'Manager'}` : ' · on the venue’s behalf'}
                  </span>
                </span>
                <Badge variant={v.unansweredRequests > 0 ? 'default' : 'secondary'}>
                  {v.unansweredRequests === 0
                    ? 'No requests waiting'
                    : `${v.unansweredRequests} ${v.unansweredRequests === 1 ? 'request' : 'requests'} waiting`}
                </Badge>
                <ChevronRight className="size-4 shrink-0 text-ink-500" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
