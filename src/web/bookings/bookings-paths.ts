// The planner's bookings on her dashboard: endpoint and query keys, beside the feature.

export const bookingsApiPaths = { mine: () => '/api/dashboard/bookings' } as const

/** Keyed by the session token, so signing in as someone else never shows the last user's list. */
export const bookingsKeys = {
  all: ['bookings'] as const,
  mine: (token: string | null) => ['bookings', token, 'mine'] as const,
} as const
