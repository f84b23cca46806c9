// /venue-portal/invitations/:token: the manager invitation link from the email, one page to the
// portal. Signed out, one form: a new account with the invited email (fixed, already
// proven by the link) or the password of the account it has; signed in with that email, one
// button. Signed in as someone else, or a link expired or withdrawn, it says so in words.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as mailOpenIcon from 'lucide-react/icons/mail-open'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod'
import {
  invitationSignUpSchema,
  MANAGER_MESSAGES,
  type InvitationSignUp,
  type VenueInvitationView,
} from '~/domain/venue-portal/managers-api'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { Skeleton } from '~/web/components/ui/skeleton'
import { isApiError } from '~/web/lib/api'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSession } from '~/web/lib/get-user'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { paths } from '~/web/lib/paths'
import { toast } from '~/web/lib/use-toast'
import { useAcceptVenueInvitation } from '../api/accept-venue-invitation'
import { useVenueInvitation } from '../api/get-venue-invitation'
import { useJoinVenue } from '../api/join-venue'
import { portalPaths } from '../portal-paths'
import { Loading } from './portal-ui'

const MailOpen = lucideIcon(mailOpenIcon)

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
    action = invitation.hasAccount ? (
      <LogInAndJoin token={token} invitation={invitation} />
    ) : (
      <SignUpAndJoin token={token} invitation={invitation} />
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

const NEW_PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.'
const welcome = (venueName: string) => ({
  variant: 'success' as const,
  title: 'Welcome aboard',
  description: `You now manage ${venueName}.`,
})

/** The invited address is fixed: shown, never typed (the link is what proves it). */
function InvitedEmail({ email }: { email: string }) {
  return (
    <FormField label="Email" hint="The address the invitation was sent to">
      {(p) => <Input {...p} readOnly value={email} className="bg-ivory-100" />}
    </FormField>
  )
}

function SignUpAndJoin({ token, invitation }: { token: string; invitation: VenueInvitationView }) {
  const join = useJoinVenue(token)
  const navigate = useNavigate()
  const form = useForm<InvitationSignUp>({
    resolver: zodResolver(invitationSignUpSchema),
    defaultValues: { firstName: '', lastName: '', password: '' },
  })
  const { register, formState } = form
  const e = formState.errors
  const busy = join.isPending || formState.isSubmitting
  const onSubmit = useSubmitForm(form, {
    fields: ['firstName', 'lastName', 'password'] as const,
    send: (input) => join.mutateAsync({ kind: 'sign-up', input }),
    successToast: () => welcome(invitation.venueName),
    onSuccess: ({ venueId }) => navigate(portalPaths.venue(venueId), { replace: true }),
    failureToast: (error) => ({ title: 'Account not created', description: serverMessageOf(error) }),
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Create your account and accept">
      <p className="text-ink-700">Create your account to accept: your name and a password, nothing else.</p>
      <InvitedEmail email={invitation.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={e.firstName?.message} required>
          {(p) => <Input {...p} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField label="Last name" error={e.lastName?.message} required>
          {(p) => <Input {...p} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Password" error={e.password?.message} hint={NEW_PASSWORD_HINT} required>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <Button type="submit" size="lg" className="justify-self-start" disabled={busy}>
        {busy ? 'Creating your account...' : 'Create account and accept'}
      </Button>
    </form>
  )
}

const logInSchema = z.object({ password: z.string().min(1, 'Please enter your password') })

function LogInAndJoin({ token, invitation }: { token: string; invitation: VenueInvitationView }) {
  const join = useJoinVenue(token)
  const navigate = useNavigate()
  const form = useForm<z.infer<typeof logInSchema>>({
    resolver: zodResolver(logInSchema),
    defaultValues: { password: '' },
  })
  const { register, formState } = form
  const busy = join.isPending || formState.isSubmitting
  const next = `?next=${encodeURIComponent(portalPaths.invitation(token))}`
  const onSubmit = useSubmitForm(form, {
    fields: ['password'] as const,
    send: ({ password }) => join.mutateAsync({ kind: 'log-in', email: invitation.email, password }),
    successToast: () => welcome(invitation.venueName),
    onSuccess: ({ venueId }) => navigate(portalPaths.venue(venueId), { replace: true }),
    failureToast: (error) => ({ title: 'Not accepted', description: serverMessageOf(error) }),
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Log in and accept">
      <p className="text-ink-700">{invitation.email} already has a Bountiful account: log in to accept.</p>
      <InvitedEmail email={invitation.email} />
      <FormField
        label="Password"
        error={formState.errors.password?.message}
        required
        labelAside={
          <Link to={`${paths.login()}${next}`} state={{ email: invitation.email }} className={linkClass}>
            Other ways to log in
          </Link>
        }
      >
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...register('password')} />}
      </FormField>
      <Button type="submit" size="lg" className="justify-self-start" disabled={busy}>
        {busy ? 'Logging in...' : 'Log in and accept'}
      </Button>
    </form>
  )
}
