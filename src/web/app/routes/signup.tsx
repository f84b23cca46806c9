import { Link, useSearchParams } from 'react-router'
import { authPaths, safeNextPath } from '~/web/auth/auth-paths'
import { AuthCard } from '~/web/auth/components/auth-card'
import { SignUpForm } from '~/web/auth/components/sign-up-form'
import { SocialSignIn } from '~/web/auth/components/social-sign-in'
import { useConciergeEmail } from '~/web/lib/use-public-config'

/** /signup 'Join Early Access'. */
export function SignUpPage() {
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  const conciergeEmail = useConciergeEmail()
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
