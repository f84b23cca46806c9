import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { createBrowserRouter, type HydrationState, type Params, type RouteObject } from 'react-router'
import { VENUE_TYPES } from '~/domain/venue-types'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'
import { NotFoundPage } from './routes/not-found'

/**
 * The file (under src/web) a server-rendered page's lazy route loads: the server writes a
 * <link rel="modulepreload"> for its chunks (entry-server.tsx), so the browser fetches them beside
 * the entry instead of after it. src/web/app/router.test.ts checks it names the file imported.
 */
export type RouteModuleHandle = {
  module: string
  /**
   * Fetches into `client` the queries the page will ask for, so that the server renders it once,
   * with its data, instead of once to find its queries and again with them (entry-server.tsx). A
   * query it misses is still found by rendering: it costs a render, never a wrong page.
   */
  prefetch?: RoutePrefetch
  /**
   * In the browser, when a session is stored, before hydration (main.tsx): starts the queries a
   * signed-in page asks for once it knows the session, which the server never does. Asked only after
   * hydration, they waited for the whole app's code and its hydration: the page's largest paint
   * came a round trip after everything else.
   */
  sessionPrefetch?: (client: QueryClient) => Promise<unknown>
}
export type RoutePrefetch = (client: QueryClient, url: URL, params: Params) => Promise<unknown>
const routeModule = (
  module: string,
  prefetch?: RoutePrefetch,
  sessionPrefetch?: RouteModuleHandle['sessionPrefetch'],
): RouteModuleHandle => ({ module, prefetch, sessionPrefetch })

// Every page is its own chunk: the landing page ships only what it renders.
const categoryRoute = (path: string): RouteObject => ({
  path,
  handle: routeModule('app/routes/venue-category.tsx', async (...args) =>
    (await import('./routes/venue-category')).prefetchCategoryPage(...args),
  ),
  lazy: async () => ({ Component: (await import('./routes/venue-category')).VenueCategoryPage }),
})

// A venue's portal section: its own chunk, the index when it has no path segment.
const portalPage = (path: string | null, load: () => Promise<ComponentType>): RouteObject =>
  path === null
    ? { index: true, lazy: async () => ({ Component: await load() }) }
    : { path, lazy: async () => ({ Component: await load() }) }

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        handle: routeModule('app/routes/landing.tsx'),
        lazy: async () => ({ Component: (await import('./routes/landing')).LandingPage }),
      },
      {
        path: 'search',
        handle: routeModule('app/routes/search.tsx', async (...args) =>
          (await import('./routes/search')).prefetchSearchPage(...args),
        ),
        lazy: async () => ({ Component: (await import('./routes/search')).SearchPage }),
      },
      // Static category segments rank above the dynamic id below; /venues/unique is an alias.
      ...VENUE_TYPES.map((t) => categoryRoute(`venues/${t.slug}`)),
      categoryRoute('venues/unique'),
      // Numeric ids are venues; any other segment is an unknown category ('Venue Categories').
      {
        path: 'venues/:id',
        handle: routeModule('app/routes/venue.tsx', async (...args) =>
          (await import('./routes/venue')).prefetchVenuePage(...args),
        ),
        lazy: async () => ({ Component: (await import('./routes/venue')).VenueRoute }),
      },
      {
        path: 'concierge',
        handle: routeModule('app/routes/concierge.tsx'),
        lazy: async () => ({ Component: (await import('./routes/concierge')).ConciergePage }),
      },
      {
        path: 'concierge/c/:id',
        handle: routeModule('app/routes/concierge.tsx'),
        lazy: async () => ({ Component: (await import('./routes/concierge')).ConciergePage }),
      },
      {
        path: 'venues/:id/book',
        lazy: async () => ({ Component: (await import('./routes/booking-page')).BookingPage }),
      },
      { path: 'contact', lazy: async () => ({ Component: (await import('./routes/marketing/contact')).ContactPage }) },
      {
        path: 'partners',
        lazy: async () => ({ Component: (await import('./routes/marketing/partners')).PartnersPage }),
      },
      {
        path: 'newsletter',
        lazy: async () => ({ Component: (await import('./routes/marketing/newsletter')).NewsletterPage }),
      },
      // Accounts.
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginPage }) },
      { path: 'signup', lazy: async () => ({ Component: (await import('./routes/signup')).SignUpPage }) },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordPage }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({ Component: (await import('./routes/verify-email')).VerifyEmailPage }),
      },
      { path: 'saved', lazy: async () => ({ Component: (await import('./routes/saved-venues')).SavedVenuesPage }) },
      { path: 'profile', lazy: async () => ({ Component: (await import('./routes/profile')).ProfilePage }) },
      // Content pages and occasions (their modules in routes/marketing/, apart from the app's pages).
      {
        path: 'about',
        handle: routeModule('app/routes/marketing/about.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/about')).AboutPage }),
      },
      {
        path: 'services',
        handle: routeModule('app/routes/marketing/services.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/services')).ServicesPage }),
      },
      {
        path: 'privacy',
        handle: routeModule('app/routes/marketing/privacy.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/privacy')).PrivacyPage }),
      },
      {
        path: 'terms',
        handle: routeModule('app/routes/marketing/terms.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/terms')).TermsPage }),
      },
      {
        path: 'sitemap',
        handle: routeModule('app/routes/marketing/sitemap.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/sitemap')).SitemapPage }),
      },
      {
        path: 'media-kit',
        handle: routeModule('app/routes/marketing/media-kit.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/media-kit')).MediaKitPage }),
      },
      {
        path: 'help',
        handle: routeModule('app/routes/marketing/help.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/help')).HelpPage }),
      },
      {
        path: 'accessibility',
        handle: routeModule('app/routes/marketing/accessibility.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/accessibility')).AccessibilityPage }),
      },
      {
        path: 'meet-callie',
        handle: routeModule('app/routes/marketing/meet-callie.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/meet-callie')).MeetCalliePage }),
      },
      {
        path: 'experiences/brand-activations',
        handle: routeModule('app/routes/marketing/brand-activations.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/brand-activations')).BrandActivationsPage }),
      },
      {
        path: 'executive-dinners',
        handle: routeModule('app/routes/marketing/experience-landing.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/experience-landing')).ExecutiveDinnersPage }),
      },
      {
        path: 'private-dining',
        handle: routeModule('app/routes/marketing/experience-landing.tsx'),
        lazy: async () => ({ Component: (await import('./routes/marketing/experience-landing')).PrivateDiningPage }),
      },
      {
        path: 'conference-organizers',
        handle: routeModule('app/routes/marketing/experience-landing.tsx'),
        lazy: async () => ({
          Component: (await import('./routes/marketing/experience-landing')).ConferenceOrganizersPage,
        }),
      },
      // Host dashboard, co-host invitations and the guests' public event page.
      {
        path: 'dashboard',
        handle: routeModule('app/routes/dashboard.tsx', undefined, async (client) =>
          (await import('./routes/dashboard')).prefetchDashboard(client),
        ),
        lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardPage }),
      },
      {
        path: 'dashboard/events/:id',
        lazy: async () => ({ Component: (await import('./routes/event-detail')).EventDetailPage }),
      },
      // The count at the door: the host's, a co-host's or the venue's manager's phone.
      {
        path: 'dashboard/events/:id/door',
        lazy: async () => ({ Component: (await import('./routes/event-door')).EventDoorPage }),
      },
      // Payments: the host's page of a booking, a guest's share link, the return from Checkout.
      {
        path: 'dashboard/events/:id/payments',
        lazy: async () => ({ Component: (await import('./routes/event-payments')).EventPaymentsPage }),
      },
      { path: 'pay/:token', lazy: async () => ({ Component: (await import('./routes/pay-share')).PaySharePage }) },
      {
        path: 'payments/thanks',
        lazy: async () => ({ Component: (await import('./routes/payment-return')).PaymentThanksPage }),
      },
      {
        path: 'payments/cancelled',
        lazy: async () => ({ Component: (await import('./routes/payment-return')).PaymentCancelledPage }),
      },
      {
        path: 'invitations/:token',
        lazy: async () => ({ Component: (await import('./routes/invitation')).InvitationPage }),
      },
      {
        path: 'e/:publicId',
        lazy: async () => ({ Component: (await import('./routes/public-event')).PublicEventPage }),
      },
      // The concierge console and the planner's proposal page.
      {
        path: 'staff',
        lazy: async () => ({ Component: (await import('./routes/staff')).StaffLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/staff-inbox')).StaffInboxPage }) },
          {
            path: 'requests/:id',
            lazy: async () => ({ Component: (await import('./routes/staff-request')).StaffRequestPage }),
          },
          {
            path: 'venues',
            lazy: async () => ({ Component: (await import('./routes/staff-venues')).StaffVenuesPage }),
          },
          {
            path: 'venues/new',
            lazy: async () => ({ Component: (await import('./routes/staff-venue')).StaffVenuePage }),
          },
          {
            path: 'venues/import',
            lazy: async () => ({ Component: (await import('./routes/staff-venue-import')).StaffVenueImportPage }),
          },
          {
            path: 'venues/:id',
            lazy: async () => ({ Component: (await import('./routes/staff-venue')).StaffVenuePage }),
          },
          {
            path: 'outbox',
            lazy: async () => ({ Component: (await import('./routes/staff-outbox')).StaffOutboxPage }),
          },
          { path: 'team', lazy: async () => ({ Component: (await import('./routes/staff-team')).StaffTeamPage }) },
          {
            path: 'payments/overdue',
            lazy: async () => ({
              Component: (await import('./routes/staff-overdue-payments')).StaffOverduePaymentsPage,
            }),
          },
        ],
      },
      // The venue portal: a venue's managers keep its profile, spaces, packages and dates.
      {
        path: 'venue-portal',
        lazy: async () => ({ Component: (await import('./routes/venue-portal')).VenuePortalLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/venue-portal-home')).VenuePortalHomePage }),
          },
          {
            path: 'venues/:venueId',
            lazy: async () => ({ Component: (await import('./routes/venue-portal-venue')).VenuePortalVenueLayout }),
            children: [
              portalPage(null, async () => (await import('./routes/venue-portal-overview')).VenuePortalOverviewPage),
              portalPage('inbox', async () => (await import('./routes/venue-portal-inbox')).VenuePortalInboxPage),
              portalPage(
                'calendar',
                async () => (await import('./routes/venue-portal-calendar')).VenuePortalCalendarPage,
              ),
              portalPage('profile', async () => (await import('./routes/venue-portal-profile')).VenuePortalProfilePage),
              portalPage('spaces', async () => (await import('./routes/venue-portal-spaces')).VenuePortalSpacesPage),
              portalPage(
                'packages',
                async () => (await import('./routes/venue-portal-packages')).VenuePortalPackagesPage,
              ),
              portalPage(
                'blackouts',
                async () => (await import('./routes/venue-portal-blackouts')).VenuePortalBlackoutsPage,
              ),
              portalPage('kitchen', async () => (await import('./routes/venue-portal-kitchen')).VenuePortalKitchenPage),
              portalPage(
                'kitchen/:requestId',
                async () => (await import('./routes/venue-portal-kitchen')).VenuePortalKitchenSheetPage,
              ),
              portalPage(
                'managers',
                async () => (await import('./routes/venue-portal-managers')).VenuePortalManagersPage,
              ),
            ],
          },
        ],
      },
      {
        path: 'venue-portal/invitations/:token',
        lazy: async () => ({ Component: (await import('./routes/venue-portal-invitation')).VenuePortalInvitationPage }),
      },
      {
        path: 'booking-drafts/:token',
        lazy: async () => ({ Component: (await import('./routes/booking-draft')).BookingDraftPage }),
      },
      {
        path: 'requests/:token',
        lazy: async () => ({ Component: (await import('./routes/request-status')).RequestStatusPage }),
      },
      // One brief, several venues: the shortlist, the brief, the comparison of quotes, the group's vote.
      { path: 'shortlist', lazy: async () => ({ Component: (await import('./routes/shortlist')).ShortlistPage }) },
      {
        path: 'shortlist/brief',
        lazy: async () => ({ Component: (await import('./routes/brief-form')).BriefFormPage }),
      },
      { path: 'briefs/:reference', lazy: async () => ({ Component: (await import('./routes/brief')).BriefPage }) },
      { path: 'votes/:token', lazy: async () => ({ Component: (await import('./routes/vote')).VotePage }) },
      { path: 'proposals/:token', lazy: async () => ({ Component: (await import('./routes/proposal')).ProposalPage }) },
      {
        path: 'venues/in/:city',
        handle: routeModule('app/routes/city-venues.tsx', async (...args) =>
          (await import('./routes/city-venues')).prefetchCityPage(...args),
        ),
        lazy: async () => ({ Component: (await import('./routes/city-venues')).CityVenuesPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]

export const createRouter = (opts: { hydrationData?: HydrationState } = {}) => createBrowserRouter(routes, opts)
