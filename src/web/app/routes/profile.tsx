import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as logOutIcon from 'lucide-react/icons/log-out'
import * as mailIcon from 'lucide-react/icons/mail'
import { Link } from 'react-router'
import { useSession } from '~/web/lib/get-user'
import { useLogOut } from '~/web/auth/api/log-out'
import { authPaths } from '~/web/auth/auth-paths'
import { RequireSession } from '~/web/auth/components/require-session'
import { VerifyEmailNotice } from '~/web/auth/components/verify-email-notice'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'

const LogOut = lucideIcon(logOutIcon)
const Mail = lucideIcon(mailIcon)

/** /profile: who is signed in, and 'Log Out'. */
export function ProfilePage() {
  return (
    <RequireSession>
      <title>Profile · Bountiful</title>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
        <VerifyEmailNotice />
        <h1 className="font-display text-4xl font-semibold text-ink-900">Profile</h1>
        <ProfileView />
      </div>
    </RequireSession>
  )
}

function ProfileView() {
  const session = useSession()
  const logOut = useLogOut()
  const logOutButton = (
    <Button variant="outline" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
      <LogOut aria-hidden /> Log Out
    </Button>
  )

  if (session.status === 'error') {
    return (
      <section className="grid justify-items-start gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft">
        <p role="alert" className="text-ink-800">
          Unable to load profile information.
        </p>
        {logOutButton}
      </section>
    )
  }
  if (!session.user) {
    return (
      <section
        aria-busy="true"
        className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft"
      >
        <p className="sr-only" role="status">
          Loading profile...
        </p>
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      </section>
    )
  }

  const { user } = session
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
  return (
    <section
      aria-labelledby="profile-name"
      className="grid gap-6 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-4">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-16 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="inline-flex size-16 items-center justify-center rounded-full bg-terracotta-600 font-display text-2xl font-semibold text-white"
          >
            {initials}
          </span>
        )}
        <div className="grid min-w-0 gap-1">
          <h2 id="profile-name" className="font-display text-2xl font-semibold break-words text-ink-900">
            {user.firstName} {user.lastName}
          </h2>
          <p className="flex items-center gap-1.5 text-ink-600">
            <Mail className="size-4 shrink-0" aria-hidden />
            <span className="break-all">{user.email}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3 border-t border-ivory-200 pt-5">
        <Button asChild>
          <Link to={authPaths.dashboard()}>My Events</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={authPaths.saved()}>Saved venues</Link>
        </Button>
        {logOutButton}
      </div>
    </section>
  )
}
