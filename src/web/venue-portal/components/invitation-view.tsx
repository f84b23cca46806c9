// /venue-portal/invitations/:token: the manager invitation link from the email. Accepting needs the
// invited address signed in, as co-host invitations do.
import { MailOpen } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { MANAGER_MESSAGES, type VenueInvitationView } from '~/domain/venue-portal/managers-api'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { isApiError } from '~/web/lib/api'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSession } from '~/web/lib/get-user'
import { paths } from '~/web/lib/paths'
import { toast } from '~/web/lib/use-toast'
import { useAcceptVenueInvitation } from '../api/accept-venue-invitation'
import { useVenueInvitation } from '../api/get-venue-invitation'
import { portalPaths } from '../portal-paths'
import { Loading } from './portal-ui'

const linkClass = 'font-medium text-terracotta-700 underline underline-offset-4'

export function VenueInvitationPage({ token }: { token: string }) {
  const invitation = useVenueInvitation(token)
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-16 sm:py-20">
      <title>Venue manager invitation · Bountiful</title>
      {invitation.isPending && <Loading what="the invitation" />}
      {invitation.isError && (
        <Message
          title={MANAGER_MESSAGES.invitationNotFound}
          text={
            isApiError(invitation.error) && invitation.error.status === 404
              ? 'This invitation link is not valid. It may have been replaced by a newer one; ask for it again.'
              : "We couldn't load this invitation. Please reload the page."
          }
        />
      )}
      {invitation.data && <InvitationCard token={token} invitation={invitation.data} />}
    </div>
  )
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <MailOpen className="size-12 text-terracotta-600" aria-hidden />
      <h1 className="font-display text-3xl font-semibold text-ink-900">{title}</h1>
      <p className="text-ink-700">{text}</p>
    </div>
  )
}

function InvitationCard({ token, invitation }: { token: string; invitation: VenueInvitationView }) {
  const session = useSession()
  const accept = useAcceptVenueInvitation(token)
  const navigate = useNavigate()
  const here = portalPaths.invitation(token)
  const rightAccount = session.user?.email.toLowerCase() === invitation.email.toLowerCase()
  if (invitation.status === 'revoked')
    return <Message title="Invitation withdrawn" text={MANAGER_MESSAGES.invitationClosed} />
  if (invitation.expired && invitation.status === 'pending')
    return <Message title="Invitation expired" text={MANAGER_MESSAGES.invitationExpired} />

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: async ({ venueId }) => {
        toast({ variant: 'success', title: 'Welcome aboard', description: `You now manage ${invitation.venueName}.` })
        await navigate(portalPaths.venue(venueId))
      },
      onError: (e) => toast({ variant: 'destructive', title: 'Not accepted', description: serverMessageOf(e) }),
    })

  let action: ReactNode
  if (session.status === 'anonymous') {
    const next = `?next=${encodeURIComponent(here)}`
    action = (
      <p className="text-ink-700">
        To accept,{' '}
        <Link to={`${paths.login()}${next}`} state={{ email: invitation.email }} className={linkClass}>
          log in
        </Link>{' '}
        or{' '}
        <Link to={`${paths.signup()}${next}`} state={{ email: invitation.email }} className={linkClass}>
          create an account
        </Link>{' '}
        with {invitation.email}.
      </p>
    )
  } else if (!session.user) action = <Skeleton className="h-11 w-48" />
  else if (!rightAccount)
    action = (
      <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        This invitation is for {invitation.email}, and you are signed in as {session.user.email}. Log out and sign in
        with the invited address to accept it.
      </p>
    )
  else
    action = (
      <Button className="justify-self-start" onClick={onAccept} disabled={accept.isPending}>
        {invitation.status === 'accepted' ? 'Open the venue portal' : 'Accept the invitation'}
      </Button>
    )

  return (
    <div className="grid gap-6 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8">
      <div className="grid gap-2">
        <p className="text-sm font-medium tracking-wide text-terracotta-700 uppercase">Venue manager invitation</p>
        <h1 className="font-display text-3xl font-semibold text-ink-900">{invitation.venueName}</h1>
        <p className="text-ink-700">
          <span className="font-medium text-ink-900">{invitation.email}</span> is invited as{' '}
          {invitation.role === 'owner' ? 'an owner' : 'a manager'} of {invitation.venueName} ({invitation.location}):
          keep its spaces, packages and dates current and answer planners' requests on Bountiful.
        </p>
      </div>
      {action}
    </div>
  )
}
