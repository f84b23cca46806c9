// The venue portal's frame: its own navigation, like the concierge console's. The route
// (src/web/app/routes/venue-portal.tsx) puts it behind the sign-in; the server decides who manages what.
import { NavLink, Outlet } from 'react-router'
import { cn } from '~/web/lib/cn'
import { portalPaths } from '../portal-paths'

export const portalNavLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap text-ink-700 hover:bg-ivory-200 focus-visible:outline-2 focus-visible:outline-terracotta-600',
    isActive && 'bg-ink-900 text-ivory-50 hover:bg-ink-800',
  )

export function PortalShell() {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Venue portal" className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 px-1">
          <li>
            <NavLink to={portalPaths.home()} end className={portalNavLinkClass}>
              My venues
            </NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}
