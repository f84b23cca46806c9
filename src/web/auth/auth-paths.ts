// The account pages and API endpoints. Kept beside the feature; the app-wide `paths`
// module links to /login and /signup already.

/** Only a path on this site may follow a log-in ('//evil.example' is another site). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null
  return next
}

const withNext = (path: string, next?: string | null) => {
  const safe = safeNextPath(next)
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path
}

export const authPaths = {
  login: (next?: string | null) => withNext('/login', next),
  signup: (next?: string | null) => withNext('/signup', next),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  verifyEmail: (token?: string) => (token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email'),
  dashboard: () => '/dashboard',
  saved: () => '/saved',
  profile: () => '/profile',
} as const

export const authApiPaths = {
  signup: () => '/api/auth/signup',
  login: () => '/api/auth/login',
  logout: () => '/api/auth/logout',
  forgotPassword: () => '/api/auth/forgot-password',
  resetPassword: () => '/api/auth/reset-password',
  verifyEmail: () => '/api/auth/verify-email',
  resendVerification: () => '/api/auth/resend-verification',
  social: (provider: 'google' | 'apple') => `/api/auth/${provider}`,
  signInLink: () => '/api/auth/sign-in-link',
  redeemSignInLink: () => '/api/auth/sign-in-link/redeem',
} as const
