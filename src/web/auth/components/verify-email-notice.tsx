// The reminder a signed-in page shows while her address is not confirmed, and its 'Send a new link'.
// Apart from the /verify-email page's module, whose message constants come with the token's zod
// schema: the dashboard shows this on its first paint and would load zod with it.
import { Button } from '~/web/components/ui/button'
import { failureMessage } from '~/web/lib/form-errors'
import { useSession } from '~/web/lib/get-user'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { toast } from '~/web/lib/use-toast'
import { useResendVerification } from '../api/verify-email'

/** 'Send a new link' for the signed-in user; the answer (sent, already confirmed, too many) comes as a toast. */
export function ResendVerificationButton({
  variant = 'default',
  size = 'default',
}: {
  variant?: 'default' | 'outline'
  size?: 'default' | 'sm'
}) {
  const mutation = useResendVerification()
  const onClick = async () => {
    try {
      const { message } = await mutation.mutateAsync()
      toast({ variant: 'success', title: 'Check your email', description: message })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failureMessage(error, GENERIC_FAILURE),
      })
    }
  }
  return (
    <Button type="button" variant={variant} size={size} onClick={onClick} disabled={mutation.isPending}>
      {mutation.isPending ? 'Sending...' : 'Send a new link'}
    </Button>
  )
}

/**
 * A one-sentence reminder for a signed-in user whose address is not confirmed yet (renders nothing
 * otherwise): for the profile or dashboard page. Kept to two lines on a phone: the dashboard paints
 * it after the app's scripts and data, so it must stay smaller than the intro its HTML paints first,
 * or it becomes the page's largest paint and holds its LCP (docs/decisions/0029-compact-email-reminder.md).
 */
export function VerifyEmailNotice() {
  const session = useSession()
  if (session.status !== 'authenticated' || session.user.emailVerified) return null
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-(--radius-card) border border-ivory-300 bg-ivory-100 px-4 py-2 text-sm text-ink-800"
    >
      <p className="min-w-0 break-words">Confirm your email address: we sent a link to {session.user.email}.</p>
      <ResendVerificationButton variant="outline" size="sm" />
    </div>
  )
}
