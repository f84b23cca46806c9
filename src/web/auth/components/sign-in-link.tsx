// The way in while log-in is paused for an account (someone is guessing its password): a link by
// email. SignInLinkOffer appears under the form after a 429; SignInWithLink is /login?token=….
import { useEffect, useRef } from 'react'
import { isApiError } from '~/web/lib/api'
import { Button } from '~/web/components/ui/button'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useRedeemSignInLink, useRequestSignInLink } from '../api/sign-in-link'
import { useCompleteSignIn } from '../lib/use-complete-sign-in'

export function SignInLinkOffer({ email }: { email: string }) {
  const mutation = useRequestSignInLink()
  const failure = mutation.isError
    ? isApiError(mutation.error) && mutation.error.status < 500
      ? mutation.error.serverMessage
      : GENERIC_FAILURE
    : null
  return (
    <div className="grid gap-3 rounded-xl border border-ivory-300 bg-ivory-100 p-4" aria-live="polite">
      <p className="text-sm text-ink-800">
        Log-in with a password is paused after many wrong attempts. We can email you a link that signs you in once.
      </p>
      {mutation.isSuccess ? (
        <p role="status" className="text-sm font-medium text-ink-900">
          {mutation.data.message}
        </p>
      ) : (
        <Button
          type="button"
          variant="outline"
          disabled={mutation.isPending || !email}
          onClick={() => mutation.mutate({ email })}
        >
          {mutation.isPending ? 'Sending…' : 'Email me a sign-in link'}
        </Button>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </div>
  )
}

export function SignInWithLink({ token, rememberMe }: { token: string; rememberMe: boolean }) {
  const mutation = useRedeemSignInLink()
  const completeSignIn = useCompleteSignIn()
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    mutation.mutate(
      { token, rememberMe },
      { onSuccess: (session) => void completeSignIn(session, { rememberMe, toastTitle: session.message }) },
    )
  }, [token, rememberMe, mutation, completeSignIn])
  if (mutation.isError)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {isApiError(mutation.error) && mutation.error.status < 500 ? mutation.error.serverMessage : GENERIC_FAILURE}
      </p>
    )
  return (
    <p role="status" className="text-sm text-ink-700">
      Signing you in…
    </p>
  )
}
