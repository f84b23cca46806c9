// /verify-email?token=…: the link of the welcome email. The token is posted once on arrival; the
// result says what happened. A signed-in user whose link failed can ask for a new one here, and
// `VerifyEmailNotice` (verify-email-notice.tsx) offers the same wherever a signed-in page wants to
// remind them.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as mailExclamationPointIcon from 'lucide-react/icons/mail-exclamation-point'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { INVALID_VERIFICATION_LINK_MESSAGE } from '~/domain/auth/email-verification'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { failureMessage } from '~/web/lib/form-errors'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSession } from '~/web/lib/get-user'
import { useVerifyEmail } from '../api/verify-email'
import { authPaths } from '../auth-paths'
import { ResendVerificationButton } from './verify-email-notice'

const CircleCheck = lucideIcon(circleCheckIcon)
const MailWarning = lucideIcon(mailExclamationPointIcon)

function InvalidVerificationLink({ message }: { message: string }) {
  const session = useSession()
  return (
    <div className="grid justify-items-center gap-4 text-center" role="alert">
      <MailWarning className="size-10 text-terracotta-600" aria-hidden />
      <p className="font-medium text-ink-900">{message}</p>
      {session.status === 'authenticated' ? (
        session.user.emailVerified ? (
          <Button asChild>
            <Link to={authPaths.dashboard()}>Go to your dashboard</Link>
          </Button>
        ) : (
          <ResendVerificationButton />
        )
      ) : (
        <p className="text-sm text-ink-600">
          <Link to={authPaths.login()} className="font-medium text-terracotta-700 underline-offset-4 hover:underline">
            Log in
          </Link>{' '}
          to get a new link.
        </p>
      )}
    </div>
  )
}

export function VerifyEmailResult({ token }: { token: string }) {
  const mutation = useVerifyEmail()
  const session = useSession()
  const sent = useRef(false)
  const { mutate } = mutation
  useEffect(() => {
    // The link works once: post it once, also when React runs effects twice in development.
    if (sent.current) return
    sent.current = true
    mutate({ token })
  }, [mutate, token])

  if (mutation.isSuccess) {
    const signedIn = session.status !== 'anonymous'
    return (
      <div className="grid justify-items-center gap-4 text-center" role="status">
        <CircleCheck className="size-10 text-sage-600" aria-hidden />
        <p className="font-medium text-ink-900">{mutation.data.message}</p>
        <p className="text-sm text-ink-600">
          The requests and events planned with this address are now in your account.
        </p>
        <Button asChild>
          {signedIn ? (
            <Link to={authPaths.dashboard()}>Go to your dashboard</Link>
          ) : (
            <Link to={authPaths.login()}>Log in</Link>
          )}
        </Button>
      </div>
    )
  }
  if (mutation.isError) {
    const error = mutation.error
    const message =
      isApiError(error) && error.status === 400
        ? error.serverMessage?.replace(/^token: /, '') || INVALID_VERIFICATION_LINK_MESSAGE
        : failureMessage(error, GENERIC_FAILURE)
    return <InvalidVerificationLink message={message} />
  }
  return (
    <p className="text-center text-ink-600" role="status">
      Confirming your email...
    </p>
  )
}

export function MissingVerificationToken() {
  return <InvalidVerificationLink message={INVALID_VERIFICATION_LINK_MESSAGE} />
}
