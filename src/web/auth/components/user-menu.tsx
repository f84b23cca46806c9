import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as buildingComplexIcon from 'lucide-react/icons/building-complex'
import * as chevronDownIcon from 'lucide-react/icons/chevron-down'
import * as heartIcon from 'lucide-react/icons/heart'
import * as inboxIcon from 'lucide-react/icons/inbox'
import * as layoutDashboardIcon from 'lucide-react/icons/layout-dashboard'
import * as logOutIcon from 'lucide-react/icons/log-out'
import * as userRoundIcon from 'lucide-react/icons/user-round'
import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { useLogOut } from '../api/log-out'
import { authPaths } from '../auth-paths'

const Building2 = lucideIcon(buildingComplexIcon)
const ChevronDown = lucideIcon(chevronDownIcon)
const Heart = lucideIcon(heartIcon)
const Inbox = lucideIcon(inboxIcon)
const LayoutDashboard = lucideIcon(layoutDashboardIcon)
const LogOut = lucideIcon(logOutIcon)
const UserRound = lucideIcon(userRoundIcon)

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-medium text-ink-900 select-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-terracotta-600 data-[highlighted]:bg-ivory-200 data-[disabled]:opacity-55 [&_svg]:size-4 [&_svg]:text-ink-500'

type Props = {
  firstName?: string
  email?: string
  role?: string
  /** Where the user's venue portal is, when she manages a venue (the app asks the portal). */
  venuePortal?: string | null
}

/** The signed-in user's menu in the navigation bar (in place of 'Log In'); loaded only for them. */
export function UserMenu({ firstName, email, role, venuePortal }: Props) {
  const logOut = useLogOut()
  const name = firstName || 'Account'
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(buttonVariants({ variant: 'ghost' }), 'gap-2 pr-3 pl-2 data-[state=open]:bg-ivory-200')}
        aria-label={`Account menu for ${name}`}
        data-testid="user-menu-trigger"
      >
        <span
          aria-hidden
          className="inline-flex size-7 items-center justify-center rounded-full bg-terracotta-600 text-xs font-semibold text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-[10rem] truncate">{name}</span>
        <ChevronDown aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 grid min-w-[14rem] gap-0.5 rounded-2xl border border-ivory-300 bg-white p-1.5 shadow-lift data-[state=open]:animate-fade-in"
        >
          {email && (
            <DropdownMenu.Label className="truncate px-3 pt-1.5 pb-2 text-xs text-ink-600">{email}</DropdownMenu.Label>
          )}
          <MenuLink to={authPaths.dashboard()} icon={<LayoutDashboard aria-hidden />}>
            Dashboard
          </MenuLink>
          <MenuLink to={authPaths.saved()} icon={<Heart aria-hidden />}>
            Saved venues
          </MenuLink>
          <MenuLink to={authPaths.profile()} icon={<UserRound aria-hidden />}>
            Profile
          </MenuLink>
          {venuePortal && (
            <MenuLink to={venuePortal} icon={<Building2 aria-hidden />}>
              Venue portal
            </MenuLink>
          )}
          {(role === 'staff' || role === 'admin') && (
            <MenuLink to="/staff" icon={<Inbox aria-hidden />}>
              Concierge console
            </MenuLink>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-ivory-200" />
          <DropdownMenu.Item className={itemClass} disabled={logOut.isPending} onSelect={() => logOut.mutate()}>
            <LogOut aria-hidden /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  )
}
