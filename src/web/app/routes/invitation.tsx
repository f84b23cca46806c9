import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as mailOpenIcon from 'lucide-react/icons/mail-open'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { COHOST_MESSAGES } from '~/domain/events/co-host'
import { useSession } from '~/web/lib/get-user'
import { authPaths } from '~/web/auth/auth-paths'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { useAcceptInvitation } from '~/web/events/api/accept-invitation'
import { useInvitation } from '~/web/events/api/get-invitation'
import { eventPaths } from '~/web/events/event-paths'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { toast } from '~/web/lib/use-toast'

const MailOpen = lucideIcon(mailOpenIcon)

/** /invitations/:token: the co-host invitation link from the email. */
export function InvitationPage() {
  const { token = '' } = useParams()
  const invitation = useInvitation(token)
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-16 sm:py-20">
      <title>Co-host invitation · Bountiful</title>
      {invitation.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <p className="sr-only" role="status">
            Loading invitation...
          </p>
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : invitation.isError ? (
        <Message
          title={COHOST_MESSAGES.invitationNotFound}
          text={
            isApiError(invitation.error) && invitation.error.status === 404
              ? 'This invitation link is not valid. It may have been replaced by a newer invitation; ask the host to send it again.'
              : "We couldn't load this invitation. Please reload the page."
          }
        />
      ) : (
        <InvitationCard token={token} invitation={invitation.data} />
      )}
    </div>
  )
}

function Message({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <MailOpen className="size-12 text-terracotta-600" aria-hidden />
      <h1 className="font-display text-3xl font-semibold text-ink-900">{title}</h1>
      <p className="text-ink-700">{text}</p>
      {children}
    </div>
  )
}

type View = NonNullable<ReturnType<typeof useInvitation>['data']>

function InvitationCard({ token, invitation }: { token: string; invitation: View }) {
  const session = useSession()
  const accept = useAcceptInvitation(token)
  const navigate = useNavigate()
  const here = `/invitations/${token}`
  const signedInEmail = session.user?.email.toLowerCase()
  const rightAccount = signedInEmail === invitation.email.toLowerCase()

  if (invitation.status === 'revoked')
    return <Message title="Invitation revoked" text={COHOST_MESSAGES.invitationRevoked} />

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: async ({ eventId }) => {
        toast({
          variant: 'success',
          title: 'Invitation Accepted',
          description: `You're now a co-host of ${invitation.eventName}.`,
        })
        await navigate(eventPaths.event(eventId))
      },
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description:
            (isApiError(e) && e.status < 500 && e.serverMessage) || 'Something went wrong. Please try again.',
        }),
    })

  return (
    <div className="grid gap-6 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8">
      <div className="grid gap-2">
        <p className="text-sm font-medium tracking-wide text-terracotta-700 uppercase">Co-host invitation</p>
        <h1 className="font-display text-3xl font-semibold text-ink-900">{invitation.eventName}</h1>
        <p className="text-ink-700">
          <span className="font-medium text-ink-900">{invitation.hostName}</span> invited{' '}
          <span className="font-medium text-ink-900">{invitation.email}</span> to co-host this event: share the tasks,
          chat with the team and keep the guest list together.
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">Date</dt>
        <dd className="text-ink-900">{formatDisplayDate(invitation.eventDate)}</dd>
        <dt className="text-ink-600">Time</dt>
        <dd className="text-ink-900">{invitation.eventTime}</dd>
      </dl>
      {invitation.eventStatus === 'cancelled' && (
        <p className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-950">
          This event has been cancelled.
        </p>
      )}
      {session.status === 'anonymous' ? (
        <div className="grid gap-3">
          <p className="text-ink-700">Log in or sign up with {invitation.email} to accept.</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={authPaths.login(here)} state={{ email: invitation.email }}>
                Log in
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={authPaths.signup(here)} state={{ email: invitation.email }}>
                Sign up
              </Link>
            </Button>
          </div>
        </div>
      ) : !session.user ? (
        <Skeleton className="h-11 w-48" />
      ) : invitation.status === 'accepted' && rightAccount ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-ink-700">You've already accepted this invitation.</p>
          <Button onClick={onAccept} disabled={accept.isPending}>
            Open the event
          </Button>
        </div>
      ) : rightAccount && !session.user.emailVerified ? (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {COHOST_MESSAGES.verifyFirst}
        </p>
      ) : rightAccount ? (
        <Button onClick={onAccept} disabled={accept.isPending} className="justify-self-start">
          {accept.isPending ? 'Accepting...' : 'Accept invitation'}
        </Button>
      ) : (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950">
          You're logged in as {session.user.email}. {COHOST_MESSAGES.wrongAccount(invitation.email)}
        </p>
      )}
    </div>
  )
}
