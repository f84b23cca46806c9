import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as xIcon from 'lucide-react/icons/x'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { Link } from 'react-router'
import { useSession } from '~/web/lib/get-user'
import { useLogOut } from '~/web/auth/api/log-out'
import { authPaths } from '~/web/auth/auth-paths'
import { Button } from '~/web/components/ui/button'
import { paths } from '~/web/lib/paths'
import { portalPaths } from '~/web/venue-portal/portal-paths'
import { Logo } from './logo'

const X = lucideIcon(xIcon)

const itemClass = 'rounded-xl px-3 py-3 text-lg font-medium text-ink-900 hover:bg-ivory-200'

/** The small-screen menu; loaded the first time it opens. */
export function MobileDrawer({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
  onClosed: () => void
}) {
  const session = useSession()
  const logOut = useLogOut()
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-backdrop/50 data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            onClosed()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-ivory-50 p-6 shadow-lift data-[state=open]:animate-slide-in-right md:hidden"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">Site navigation</DialogPrimitive.Description>
            <Logo />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6" aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Mobile" className="grid gap-2">
            <Link to={paths.search()} className={itemClass}>
              Find venues
            </Link>
            <Link to={paths.concierge()} className={itemClass}>
              Ask Callie
            </Link>
            {session.token ? (
              <>
                <p className="mt-4 border-t border-ivory-300 px-3 pt-4 text-sm text-ink-600">
                  Signed in as <span className="font-semibold text-ink-900">{session.user?.firstName ?? 'you'}</span>
                </p>
                <Link to={authPaths.dashboard()} className={itemClass}>
                  Dashboard
                </Link>
                <Link to={authPaths.saved()} className={itemClass}>
                  Saved venues
                </Link>
                <Link to={authPaths.profile()} className={itemClass}>
                  Profile
                </Link>
                {/* As in the account menu: managers of a venue get the portal's link. */}
                {session.user?.managesVenues ? (
                  <Link to={portalPaths.home()} className={itemClass}>
                    Venue portal
                  </Link>
                ) : null}
                <button
                  type="button"
                  className={`${itemClass} text-left`}
                  disabled={logOut.isPending}
                  onClick={() => {
                    onOpenChange(false)
                    logOut.mutate()
                  }}
                >
                  Log out
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login()} className={itemClass}>
                  Log In
                </Link>
                <Link to={paths.signup()} className={itemClass}>
                  Join Early Access
                </Link>
              </>
            )}
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
