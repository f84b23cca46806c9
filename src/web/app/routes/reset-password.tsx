import { Link, useSearchParams } from 'react-router'
import { authPaths } from '~/web/auth/auth-paths'
import { AuthCard } from '~/web/auth/components/auth-card'
import { InvalidResetLink, ResetPasswordForm } from '~/web/auth/components/reset-password-form'

/** /reset-password?token=… (the link of the reset email). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  return (
    <AuthCard
      title="Choose a new password"
      description={token ? 'Your new password logs you out everywhere else.' : undefined}
      footer={
        <Link to={authPaths.login()} className="font-medium text-terracotta-700 underline-offset-4 hover:underline">
          Back to log in
        </Link>
      }
    >
      {token ? <ResetPasswordForm key={token} token={token} /> : <InvalidResetLink />}
    </AuthCard>
  )
}
