// The payment pages, API endpoints and query keys, kept beside the feature.

export const paymentsPaths = {
  /** The host's payment page of a booking. */
  eventPayments: (eventId: number | string) => `/dashboard/events/${eventId}/payments`,
  /** The event's guest list (the dashboard's Guest Management tab). */
  eventGuests: (eventId: number | string) => `/dashboard/events/${eventId}?tab=guests`,
  /** A guest's share, from the emailed link (src/server/payments/shares.ts builds the same URL). */
  share: (token: string) => `/pay/${token}`,
  /** Where Stripe Checkout returns (src/server/payments/checkouts.ts). */
  dashboard: () => '/dashboard',
  thanks: () => '/payments/thanks',
  cancelled: () => '/payments/cancelled',
} as const

const events = '/api/dashboard/events'
const shares = '/api/payments/shares'

export const paymentsApiPaths = {
  booking: (eventId: number) => `${events}/${eventId}/payments`,
  shares: (eventId: number, instalmentId: number) => `${events}/${eventId}/payments/instalments/${instalmentId}/shares`,
  checkout: (eventId: number, instalmentId: number) =>
    `${events}/${eventId}/payments/instalments/${instalmentId}/checkout`,
  summaries: () => '/api/dashboard/payments',
  publicShare: (token: string) => `${shares}/${encodeURIComponent(token)}`,
  shareCheckout: (token: string) => `${shares}/${encodeURIComponent(token)}/checkout`,
  checkoutStatus: (sessionId: string, key: string) =>
    `/api/payments/checkouts/${encodeURIComponent(sessionId)}${key ? `?key=${encodeURIComponent(key)}` : ''}`,
} as const

export const paymentsKeys = {
  all: ['payments'] as const,
  booking: (eventId: number) => ['payments', 'booking', eventId] as const,
  summaries: ['payments', 'summaries'] as const,
  publicShare: (shareToken: string) => ['payments', 'share', shareToken] as const,
  checkoutStatus: (sessionId: string) => ['payments', 'checkout', sessionId] as const,
} as const
