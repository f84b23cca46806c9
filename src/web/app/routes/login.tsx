import { useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { authPaths, safeNextPath } from '~/web/auth/auth-paths'
import { AuthCard } from '~/web/auth/components/auth-card'
import { LoginForm } from '~/web/auth/components/login-form'
import { SignInWithLink } from '~/web/auth/components/sign-in-link'
import { SocialSignIn } from '~/web/auth/components/social-sign-in'
import { getSessionToken, useSessionToken } from '~/web/lib/session-store'

/** /login, and /login?token=… from an emailed sign-in link. */
export function LoginPage() {
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  // /login?token=…: the emailed sign-in link.
  const linkToken = searchParams.get('token')
  const [rememberMe, setRememberMe] = useState(false)
  const [alreadySignedIn] = useState(() => Boolean(getSessionToken()))
  const token = useSessionToken()
  // Opening /login while signed in goes straight on; signing in here navigates by itself.
  if (alreadySignedIn && token) return <Navigate to={next ?? authPaths.dashboard()} replace />
  return (
    <AuthCard
      title="Welcome back"
      description="Log in to see your events and saved venues."
      footer={
        <>
          Don't have an account?{' '}
          <Link
            to={authPaths.signup(next)}
            className="font-medium text-terracotta-700 underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      {linkToken ? (
        <SignInWithLink token={linkToken} rememberMe={false} />
      ) : (
        <>
          <LoginForm rememberMe={rememberMe} onRememberMeChange={setRememberMe} />
          <SocialSignIn mode="login" rememberMe={rememberMe} />
        </>
      )}
    </AuthCard>
  )
}
