import { Link } from 'react-router'
import { authPaths } from '~/web/auth/auth-paths'
import { AuthCard } from '~/web/auth/components/auth-card'
import { ForgotPasswordForm } from '~/web/auth/components/forgot-password-form'

/** /forgot-password: ask for a one-time reset link by email. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={
        <Link to={authPaths.login()} className="font-medium text-terracotta-700 underline-offset-4 hover:underline">
          Back to log in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
