// Paths of the request forms. Kept beside the feature so the shared paths module stays
// untouched while other work lands there; the lead may fold these into web/lib/paths.ts.

export const requestPaths = {
  contact: () => '/contact',
  partners: () => '/partners',
  newsletter: () => '/newsletter',
} as const

export const requestApiPaths = {
  bookVenue: () => '/api/venues/book',
  conciergeBook: () => '/api/concierge/book',
  consultations: () => '/api/consultations',
  conciergeRequests: () => '/api/concierge/requests',
  contact: () => '/api/contact',
  partnerApplications: () => '/api/partners/applications',
  newsletterSubscriptions: () => '/api/newsletter/subscriptions',
  newsletterStats: () => '/api/newsletter/stats',
} as const
