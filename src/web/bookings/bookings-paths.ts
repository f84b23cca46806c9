// The planner's bookings on her dashboard, and a booking's agreement as either side reads it:
// endpoints and query keys, beside the feature.

export const bookingsApiPaths = { mine: () => '/api/dashboard/bookings' } as const

/**
 * Where one side reads a booking's agreement: the planner under her event, the venue under the
 * request in its portal, our team under the request in the console. The same routes follow from either base.
 */
export const agreementBases = {
  planner: (eventId: number) => `/api/dashboard/events/${eventId}`,
  venue: (venueId: number, requestId: number) => `/api/venue-portal/venues/${venueId}/requests/${requestId}`,
  staff: (requestId: number) => `/api/staff/requests/${requestId}`,
} as const

export const agreementApiPaths = {
  agreement: (base: string) => `${base}/agreement`,
  pdf: (base: string, version: number) => `${base}/agreement/versions/${version}/pdf`,
  propose: (base: string) => `${base}/change-orders`,
  answer: (base: string, changeOrderId: number, answer: 'accept' | 'decline') =>
    `${base}/change-orders/${changeOrderId}/${answer}`,
} as const

export const bookingsKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'mine'] as const,
  agreement: (base: string) => ['bookings', 'agreement', base] as const,
} as const
