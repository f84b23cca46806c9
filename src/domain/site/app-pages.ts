// Which paths the web app has a page for, so the server answers any other path with status 404
// (monitoring and crawlers see what a person sees: "Page not found"). The router
// (src/web/app/router.tsx) is the truth; src/web/app/router.test.ts checks this list against it.
import { VENUE_TYPES } from '../venue-types'

/** Every page's path as React Router writes it (':name' is one segment), without the leading slash. */
export const APP_PAGE_PATTERNS: readonly string[] = [
  '',
  'search',
  ...VENUE_TYPES.map((t) => `venues/${t.slug}`),
  'venues/unique',
  'venues/:id',
  'venues/:id/book',
  'venues/in/:city',
  'concierge',
  'concierge/c/:id',
  'contact',
  'partners',
  'newsletter',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'verify-email',
  'saved',
  'profile',
  'about',
  'services',
  'privacy',
  'terms',
  'sitemap',
  'media-kit',
  'help',
  'accessibility',
  'meet-callie',
  'experiences/brand-activations',
  'executive-dinners',
  'private-dining',
  'conference-organizers',
  'dashboard',
  'dashboard/events/:id',
  'dashboard/events/:id/payments',
  'dashboard/events/:id/door',
  'pay/:token',
  'payments/thanks',
  'payments/cancelled',
  'invitations/:token',
  'e/:publicId',
  'staff',
  'staff/requests/:id',
  'staff/venues',
  'staff/venues/new',
  'staff/venues/import',
  'staff/venues/:id',
  'staff/outbox',
  'staff/team',
  'staff/payments/overdue',
  'venue-portal',
  'venue-portal/venues/:venueId',
  ...['inbox', 'calendar', 'profile', 'spaces', 'packages', 'blackouts', 'managers', 'kitchen'].map(
    (p) => `venue-portal/venues/:venueId/${p}`,
  ),
  'venue-portal/venues/:venueId/kitchen/:requestId',
  'venue-portal/invitations/:token',
  'requests/:token',
  'shortlist',
  'shortlist/brief',
  'briefs/:reference',
  'votes/:token',
  'proposals/:token',
  'booking-drafts/:token',
]

/**
 * Pages opened by a link's token, and the public API read each page makes with it: the token is
 * unknown when that read answers 404, and so is the page.
 */
export const TOKEN_PAGE_READS: Readonly<Record<string, (param: string) => string>> = {
  'pay/:token': (token) => `/api/payments/shares/${encodeURIComponent(token)}`,
  'votes/:token': (token) => `/api/votes/${encodeURIComponent(token)}`,
  'proposals/:token': (token) => `/api/proposals/${encodeURIComponent(token)}`,
  'invitations/:token': (token) => `/api/invitations/${encodeURIComponent(token)}`,
  'venue-portal/invitations/:token': (token) => `/api/venue-invitations/${encodeURIComponent(token)}`,
  'requests/:token': (token) => `/api/requests/view/${encodeURIComponent(token)}`,
  'booking-drafts/:token': (token) => `/api/booking-drafts/${encodeURIComponent(token)}`,
  'e/:publicId': (publicId) => `/api/public/events/${encodeURIComponent(publicId)}`,
}

/** The pattern a path matches (a page with no parameter first, as the router ranks them) and its last parameter. */
export function matchAppPage(pathname: string): { pattern: string; param?: string } | undefined {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/')
  const path = segments.join('/')
  if (APP_PAGE_PATTERNS.includes(path)) return { pattern: path }
  for (const pattern of APP_PAGE_PATTERNS) {
    const parts = pattern.split('/')
    if (parts.length !== segments.length || !pattern.includes(':')) continue
    let param: string | undefined
    const fits = parts.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i]
      param = segments[i]
      return segments[i] !== ''
    })
    if (fits) return { pattern, param }
  }
  return undefined
}
