import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as menuIcon from 'lucide-react/icons/menu'
import { lazy, Suspense, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useSession } from '~/web/lib/get-user'
import { authPaths } from '~/web/auth/auth-paths'
import { Button, buttonVariants } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import { useFollowLink } from '~/web/lib/use-follow-link'
import { useScrolled } from '~/web/lib/use-scrolled'
import { Logo } from './logo'
import { ShortlistNavLink } from '~/web/briefs/components/shortlist-nav-link'

const Menu = lucideIcon(menuIcon)

const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })))
// Only signed-in users download the account menu (and ask whether they manage a venue).
const UserMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

// The links' button classes, worked out once rather than per render.
const GHOST = buttonVariants({ variant: 'ghost' })
const PRIMARY = buttonVariants({ variant: 'default' })

export function NavBar() {
  const scrolled = useScrolled(50)
  const location = useLocation()
  const menuButton = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const session = useSession()
  // Plain links sharing one handler, not a <Link> each (~/web/lib/use-follow-link.ts).
  const follow = useFollowLink()
  // Any navigation, browser back included, closes the drawer.
  const [lastKey, setLastKey] = useState(location.key)
  if (location.key !== lastKey) {
    setLastKey(location.key)
    setOpen(false)
  }

  return (
    // Compact once scrolled, without moving the page: the 16 px of padding it drops become a margin
    // below it, so its place in the flow, and everything under it, stays put (padding and margin
    // change together, frame by frame, when they animate). When the padding alone changed, the
    // content jumped 16 px a moment after the page reached the top (or left it), under a pointer
    // that was already pressing a link: the press and the release landed on different elements and
    // the click was lost.
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-all duration-200',
        scrolled
          ? 'mb-4 border-ivory-300 bg-ivory-50/95 py-2 shadow-md backdrop-blur'
          : 'mb-0 border-transparent bg-ivory-50 py-4',
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 sm:gap-6 sm:px-6 lg:px-8"
      >
        <a href={paths.home()} onClick={follow} className="rounded-md" aria-label="Bountiful home">
          <Logo />
        </a>
        <div className="hidden items-center gap-1 md:flex lg:gap-2">
          <a href={paths.search()} onClick={follow} className={GHOST}>
            Find venues
          </a>
          <a href={paths.concierge()} onClick={follow} className={GHOST}>
            Ask Callie
          </a>
          <ShortlistNavLink />
          {session.status === 'loading' ? (
            <span className="h-9 w-28 animate-pulse rounded-full bg-ivory-200" aria-hidden />
          ) : session.token ? (
            <>
              <Suspense fallback={<span className="h-9 w-28 rounded-full bg-ivory-200" aria-hidden />}>
                <UserMenu firstName={session.user?.firstName} email={session.user?.email} role={session.user?.role} />
              </Suspense>
              <a href={authPaths.dashboard()} onClick={follow} className={PRIMARY}>
                Dashboard
              </a>
            </>
          ) : (
            <>
              <a href={paths.login()} onClick={follow} className={GHOST}>
                Log In
              </a>
              {/* Visitors only: it opens an account (sign-up), not a waiting list. */}
              <a href={paths.signup()} onClick={follow} className={PRIMARY}>
                Join Early Access
              </a>
            </>
          )}
        </div>
        <ShortlistNavLink className="ml-auto px-3 md:hidden" />
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setDrawerLoaded(true)
            setOpen(true)
          }}
        >
          <Menu className="size-6" aria-hidden />
        </Button>
      </nav>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={open}
            onOpenChange={setOpen}
            onClosed={() => menuButton.current?.focus({ preventScroll: true })}
          />
        </Suspense>
      )}
    </header>
  )
}
