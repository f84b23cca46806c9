// The console's frame: staff and admins only, with the sections as a sub-nav. The route
// (src/web/app/routes/staff.tsx) puts it behind the sign-in.
import { NavLink, Outlet } from 'react-router'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cn } from '~/web/lib/cn'
import { useSession } from '~/web/lib/get-user'
import { staffPaths } from '../staff-paths'

export const NO_ACCESS_MESSAGE = "You don't have access to the concierge console"

/** Inside RequireSession: a signed-in user who is not staff is told so. */
export function StaffShell() {
  const session = useSession()
  if (session.status === 'loading') {
    return (
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the concierge console…
        </span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  if (session.status !== 'authenticated') return null
  const { role } = session.user
  if (role !== 'staff' && role !== 'admin') {
    return (
      <div className="mx-auto grid max-w-2xl gap-3 px-4 py-16 text-center sm:px-6">
        <title>Concierge console · Bountiful</title>
        <h1 className="font-display text-3xl font-semibold text-ink-900">{NO_ACCESS_MESSAGE}</h1>
        <p className="text-ink-600">
          The console is for the Bountiful concierge team. If you should have access, ask an administrator to add you.
        </p>
      </div>
    )
  }
  const sections = [
    { to: staffPaths.inbox(), label: 'Inbox', end: true },
    { to: staffPaths.venues(), label: 'Venues', end: true },
    { to: staffPaths.venueImport(), label: 'Import', end: true },
    { to: staffPaths.outbox(), label: 'Outbox', end: true },
    { to: staffPaths.overduePayments(), label: 'Overdue payments', end: true },
    ...(role === 'admin' ? [{ to: staffPaths.team(), label: 'Team', end: true }] : []),
  ]
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Concierge console" className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 px-1">
          {sections.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end={s.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium text-ink-700 hover:bg-ivory-200 focus-visible:outline-2 focus-visible:outline-terracotta-600',
                    isActive && 'bg-ink-900 text-ivory-50 hover:bg-ink-800',
                  )
                }
              >
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
