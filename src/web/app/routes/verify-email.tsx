import { useSearchParams } from 'react-router'
import { AuthCard } from '~/web/auth/components/auth-card'
import { MissingVerificationToken, VerifyEmailResult } from '~/web/auth/components/verify-email'

/** /verify-email?token=… (the link of the welcome email). */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  return (
    <AuthCard title="Confirm your email">
      {token ? <VerifyEmailResult key={token} token={token} /> : <MissingVerificationToken />}
    </AuthCard>
  )
}
