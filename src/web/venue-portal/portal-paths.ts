// The venue portal's pages, API endpoints and query keys, kept beside the feature.

export const portalPaths = {
  home: () => '/venue-portal',
  venue: (venueId: number | string) => `/venue-portal/venues/${venueId}`,
  profile: (venueId: number | string) => `/venue-portal/venues/${venueId}/profile`,
  spaces: (venueId: number | string) => `/venue-portal/venues/${venueId}/spaces`,
  packages: (venueId: number | string) => `/venue-portal/venues/${venueId}/packages`,
  blackouts: (venueId: number | string) => `/venue-portal/venues/${venueId}/blackouts`,
  calendar: (venueId: number | string, month?: string) =>
    `/venue-portal/venues/${venueId}/calendar${month ? `?month=${month}` : ''}`,
  inbox: (venueId: number | string) => `/venue-portal/venues/${venueId}/inbox`,
  managers: (venueId: number | string) => `/venue-portal/venues/${venueId}/managers`,
  kitchen: (venueId: number | string) => `/venue-portal/venues/${venueId}/kitchen`,
  kitchenSheet: (venueId: number | string, requestId: number | string) =>
    `/venue-portal/venues/${venueId}/kitchen/${requestId}`,
  invitation: (token: string) => `/venue-portal/invitations/${encodeURIComponent(token)}`,
  /** The count at the door (the organiser's dashboard page, which the venue's managers may use too). */
  door: (eventId: number) => `/dashboard/events/${eventId}/door`,
} as const

const portal = '/api/venue-portal'
const venue = (venueId: number) => `${portal}/venues/${venueId}`

export const portalApiPaths = {
  venues: () => `${portal}/venues`,
  venue,
  spaces: (venueId: number) => `${venue(venueId)}/spaces`,
  space: (venueId: number, spaceId: number) => `${venue(venueId)}/spaces/${spaceId}`,
  spacePhotos: (venueId: number, spaceId: number) => `${venue(venueId)}/spaces/${spaceId}/photos`,
  packages: (venueId: number) => `${venue(venueId)}/packages`,
  package: (venueId: number, packageId: number) => `${venue(venueId)}/packages/${packageId}`,
  packageMenu: (venueId: number, packageId: number) => `${venue(venueId)}/packages/${packageId}/menu`,
  blackouts: (venueId: number) => `${venue(venueId)}/blackouts`,
  blackout: (venueId: number, date: string, spaceId: number | null) =>
    `${venue(venueId)}/blackouts/${date}${spaceId === null ? '' : `?spaceId=${spaceId}`}`,
  calendar: (venueId: number, month: string) => `${venue(venueId)}/calendar?month=${month}`,
  inbox: (venueId: number) => `${venue(venueId)}/requests`,
  calendarFeed: (venueId: number) => `${venue(venueId)}/calendar-feed`,
  externalCalendars: (venueId: number) => `${venue(venueId)}/external-calendars`,
  externalCalendar: (venueId: number, calendarId: number) => `${venue(venueId)}/external-calendars/${calendarId}`,
  managers: (venueId: number) => `${venue(venueId)}/managers`,
  answer: (venueId: number, requestId: number, answer: 'quote' | 'offer' | 'decline' | 'cancel') =>
    `${venue(venueId)}/requests/${requestId}/${answer}`,
  kitchenSheets: (venueId: number) => `${venue(venueId)}/kitchen-sheets`,
  kitchenSheet: (venueId: number, requestId: number) => `${venue(venueId)}/kitchen-sheets/${requestId}`,
  kitchenSheetPdf: (venueId: number, requestId: number) => `${venue(venueId)}/kitchen-sheets/${requestId}/pdf`,
  finalBill: (venueId: number, eventId: number) => `${venue(venueId)}/events/${eventId}/final-bill`,
  changeRequest: (venueId: number, id: number, decision: 'accept' | 'decline') =>
    `${venue(venueId)}/change-requests/${id}/${decision}`,
  invitation: (token: string) => `/api/venue-invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/api/venue-invitations/${encodeURIComponent(token)}/accept`,
  invitationSignUp: (token: string) => `/api/venue-invitations/${encodeURIComponent(token)}/sign-up`,
  /** The invitation page logs an existing account in itself, then accepts: one form. */
  logIn: () => '/api/auth/login',
} as const

export const portalKeys = {
  all: ['venue-portal'] as const,
  venues: ['venue-portal', 'venues'] as const,
  venue: (venueId: number) => ['venue-portal', 'venue', venueId] as const,
  profile: (venueId: number) => ['venue-portal', 'venue', venueId, 'profile'] as const,
  spaces: (venueId: number) => ['venue-portal', 'venue', venueId, 'spaces'] as const,
  spacePhotos: (venueId: number, spaceId: number) =>
    ['venue-portal', 'venue', venueId, 'spaces', spaceId, 'photos'] as const,
  packages: (venueId: number) => ['venue-portal', 'venue', venueId, 'packages'] as const,
  packageMenu: (venueId: number, packageId: number) =>
    ['venue-portal', 'venue', venueId, 'packages', packageId, 'menu'] as const,
  blackouts: (venueId: number) => ['venue-portal', 'venue', venueId, 'blackouts'] as const,
  calendar: (venueId: number, month: string) => ['venue-portal', 'venue', venueId, 'calendar', month] as const,
  inbox: (venueId: number) => ['venue-portal', 'venue', venueId, 'inbox'] as const,
  calendarFeed: (venueId: number) => ['venue-portal', 'venue', venueId, 'calendar-feed'] as const,
  externalCalendars: (venueId: number) => ['venue-portal', 'venue', venueId, 'external-calendars'] as const,
  managers: (venueId: number) => ['venue-portal', 'venue', venueId, 'managers'] as const,
  kitchen: (venueId: number) => ['venue-portal', 'venue', venueId, 'kitchen'] as const,
  finalBill: (venueId: number, eventId: number) => ['venue-portal', 'venue', venueId, 'final-bill', eventId] as const,
  invitation: (token: string) => ['venue-invitation', token] as const,
} as const
