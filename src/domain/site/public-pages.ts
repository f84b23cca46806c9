// The public pages of the product and what search engines see of them: one list for the web app
// (per-page description, canonical URL, the /sitemap page) and the server (sitemap.xml, the <head>
// of the HTML it sends to crawlers that run no JavaScript).
import { GUEST_RANGE } from '../guests'

export type PublicPageGroup = 'Explore' | 'Occasions' | 'Company' | 'Account' | 'Help and legal'

export type PublicPage = {
  path: string
  /** Page title without the ' · Bountiful' suffix. */
  title: string
  description: string
  group: PublicPageGroup
  /** Content pages: when their text last changed (yyyy-mm-dd). Listings follow the catalogue instead. */
  updated?: string
  /** Shown on /sitemap but kept out of sitemap.xml (private or personal pages). */
  noindex?: boolean
}

export const SITE_NAME = 'Bountiful'
export const DEFAULT_DESCRIPTION = `Find and request venues for group dinners and private events of ${GUEST_RANGE} guests, with Callie, our concierge.`

const CONTENT_UPDATED = '2025-06-01'

/** A city page's description, for the web app's head and the HTML the server sends crawlers. */
export const cityPageDescription = (label: string, status: 'active' | 'coming_soon') =>
  status === 'active'
    ? `Private dining rooms, buyouts and event spaces for groups of ${GUEST_RANGE} in ${label}, with a concierge who replies within 24 hours.`
    : `Bountiful is coming soon to ${label}. Subscribe to our Insider newsletter to hear when group dining venues open there.`

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', title: 'Group dining and private event venues', group: 'Explore', description: DEFAULT_DESCRIPTION },
  {
    path: '/search',
    title: 'Search venues',
    group: 'Explore',
    description: `Search private dining rooms, buyouts and event spaces for ${GUEST_RANGE} guests by city, date, time and group size.`,
  },
  {
    path: '/concierge',
    title: 'Concierge',
    group: 'Explore',
    description:
      'Tell Callie about your occasion and get personalised venue recommendations, then let our concierge team arrange the booking.',
  },
  {
    path: '/venues/restaurants',
    title: 'Restaurants',
    group: 'Explore',
    description: 'Private dining rooms, chef’s tables and full buyouts at restaurants made for a shared table.',
  },
  {
    path: '/venues/hotels',
    title: 'Hotels',
    group: 'Explore',
    description: 'Hotel salons, rooftops and ballrooms with the service to host a dinner for 60.',
  },
  {
    path: '/venues/convention-centers',
    title: 'Convention Centers',
    group: 'Explore',
    description: 'Group dinners steps from the conference floor, for organizers moving big groups.',
  },
  {
    path: '/venues/unique-venues',
    title: 'Unique Venues',
    group: 'Explore',
    description: 'Galleries, wineries, lofts and libraries: rooms your guests will talk about.',
  },
  {
    path: '/venues/hidden-gems',
    title: 'Hidden Gems',
    group: 'Explore',
    description: 'Chef’s tables, cellars and small back rooms for a group that wants a room of its own.',
  },
  {
    path: '/experiences/brand-activations',
    title: 'Brand Activations',
    group: 'Occasions',
    description:
      'Launches, pop-ups and brand dinners in venues that carry your story, arranged end to end by our concierge team.',
  },
  {
    path: '/executive-dinners',
    title: 'Executive Dinners',
    group: 'Occasions',
    description:
      'Quiet private rooms and impeccable service for leadership offsites, board dinners and client evenings.',
  },
  {
    path: '/private-dining',
    title: 'Private Dining',
    group: 'Occasions',
    description:
      'Private rooms and full buyouts for birthdays, anniversaries, rehearsal dinners and team celebrations.',
  },
  {
    path: '/conference-organizers',
    title: 'Conference Organizers',
    group: 'Occasions',
    description:
      'Group dinners near the convention floor for speakers, sponsors and attendee groups, booked in one place.',
  },
  {
    path: '/meet-callie',
    title: 'Meet Callie',
    group: 'Company',
    description:
      'Callie is the Bountiful concierge: software that recommends venues that fit your event, and a team of people who answer within 24 hours.',
  },
  {
    path: '/about',
    title: 'About',
    group: 'Company',
    updated: CONTENT_UPDATED,
    description: `Bountiful helps planners find and request venues for group dinners and private events of ${GUEST_RANGE} guests in US cities.`,
  },
  {
    path: '/services',
    title: 'Services',
    group: 'Company',
    updated: CONTENT_UPDATED,
    description:
      'Venue search, concierge recommendations and booking requests answered by our concierge team, for group dinners and private events.',
  },
  {
    path: '/partners',
    title: 'Partners',
    group: 'Company',
    description: 'Restaurants, venues, event planners and corporate partners: work with Bountiful.',
  },
  {
    path: '/newsletter',
    title: 'Insider newsletter',
    group: 'Company',
    description: 'Bountiful Insider: new rooms, hidden gems and group-dining ideas, weekly in your inbox.',
  },
  {
    path: '/media-kit',
    title: 'Media Kit',
    group: 'Company',
    updated: CONTENT_UPDATED,
    description: 'Facts, brand assets and press contacts for writing about Bountiful.',
  },
  {
    path: '/contact',
    title: 'Contact',
    group: 'Company',
    description: 'Contact the Bountiful concierge team: questions, partnerships and press.',
  },
  {
    path: '/help',
    title: 'Help',
    group: 'Help and legal',
    updated: CONTENT_UPDATED,
    description: 'How venue requests, the concierge and the host dashboard work, and when to expect our reply.',
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    group: 'Help and legal',
    updated: CONTENT_UPDATED,
    description: 'Our WCAG 2.2 AA accessibility statement, known limitations and how to report a barrier.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    group: 'Help and legal',
    updated: CONTENT_UPDATED,
    description: 'What data Bountiful collects, how we use it, how long we keep it and your rights.',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    group: 'Help and legal',
    updated: CONTENT_UPDATED,
    description: 'The terms for using Bountiful to find venues and send requests.',
  },
  { path: '/sitemap', title: 'Sitemap', group: 'Help and legal', description: 'Every page of Bountiful in one list.' },
  {
    path: '/login',
    title: 'Log In',
    group: 'Account',
    description: 'Log in to your Bountiful account to see your events and saved venues.',
  },
  {
    path: '/signup',
    title: 'Join Early Access',
    group: 'Account',
    description: 'Join the Bountiful early-access waitlist.',
  },
  {
    path: '/dashboard',
    title: 'Host Dashboard',
    group: 'Account',
    noindex: true,
    description: 'Your events, tasks, co-hosts and guest lists.',
  },
  { path: '/saved', title: 'Saved venues', group: 'Account', noindex: true, description: 'The venues you saved.' },
]

/** Paths of the city landing pages (/venues/in/{slug}). */
export const cityPagePath = (slug: string) => `/venues/in/${slug}`

/** /venues/unique is an alias of /venues/unique-venues: both name the one canonical URL. */
const CANONICAL_ALIASES: Record<string, string> = { '/venues/unique': '/venues/unique-venues' }

export function canonicalPath(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return CANONICAL_ALIASES[p] ?? p
}

export function findPublicPage(pathname: string): PublicPage | undefined {
  const p = canonicalPath(pathname)
  return PUBLIC_PAGES.find((page) => page.path === p)
}

/** Paths crawlers are asked to stay out of (robots.txt); private pages and the API. */
export const DISALLOWED_PREFIXES = ['/dashboard', '/staff', '/api', '/requests', '/concierge/c'] as const

/** Venue page title, the same in the browser and in the HTML the server sends. */
export const venuePageTitle = (v: { name: string; location: string }) => `${v.name} · ${v.location} · ${SITE_NAME}`

export const pageTitle = (title: string) => `${title} · ${SITE_NAME}`

/** The price-range symbol from the price per person: $ <50, $$ <100, $$$ <175, $$$$ otherwise. */
export function priceRangeSymbol(pricePerPerson: number): string {
  if (pricePerPerson < 50) return '$'
  if (pricePerPerson < 100) return '$$'
  if (pricePerPerson < 175) return '$$$'
  return '$$$$'
}

/** First sentence-ish of a text, cut at a word boundary, for meta descriptions (at most `max` chars). */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.]+$/, '')}…`
}
