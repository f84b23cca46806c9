import { Link, useSearchParams } from 'react-router'
import { FALLBACK_CONCIERGE_EMAIL, useAuthConfig } from '~/web/auth/api/get-auth-config'
import { authPaths, safeNextPath } from '~/web/auth/auth-paths'
import { AuthCard } from '~/web/auth/components/auth-card'
import { SignUpForm } from '~/web/auth/components/sign-up-form'
import { SocialSignIn } from '~/web/auth/components/social-sign-in'

/** /signup 'Join Early Access'. */
export function SignUpPage() {
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  const { data: config } = useAuthConfig()
  const conciergeEmail = config?.conciergeEmail ?? FALLBACK_CONCIERGE_EMAIL
  return (
    <AuthCard
      title="Join Early Access"
      description="Create your free account now: save venues, follow your requests and plan your events with Callie, our concierge."
      footer={
        <div className="grid gap-2">
          <p>
            Already have an account?{' '}
            <Link
              to={authPaths.login(next)}
              className="font-medium text-terracotta-700 underline-offset-4 hover:underline"
            >
              Log in
            </Link>
          </p>
          <p>
            For inquiries, contact us at{' '}
            <a
              href={`mailto:${conciergeEmail}`}
              className="font-medium text-terracotta-700 underline-offset-4 hover:underline"
            >
              {conciergeEmail}
            </a>
          </p>
        </div>
      }
    >
      <SignUpForm />
      <SocialSignIn mode="signup" />
    </AuthCard>
  )
}
