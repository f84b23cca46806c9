// The events feature's pages (the dashboard, each event), API endpoints and query keys.

export const eventPaths = {
  dashboard: () => '/dashboard',
  event: (id: number | string) => `/dashboard/events/${id}`,
  door: (id: number | string) => `/dashboard/events/${id}/door`,
  publicEvent: (publicId: string) => `/e/${publicId}`,
  invitation: (token: string) => `/invitations/${token}`,
} as const

const events = '/api/dashboard/events'

export const eventApiPaths = {
  events: () => events,
  event: (id: number) => `${events}/${id}`,
  cancel: (id: number) => `${events}/${id}/cancel`,
  cancellation: (id: number) => `${events}/${id}/cancellation`,
  review: (id: number) => `${events}/${id}/review`,
  tasks: (id: number) => `${events}/${id}/tasks`,
  task: (id: number, taskId: number) => `${events}/${id}/tasks/${taskId}`,
  invitations: (id: number) => `${events}/${id}/invitations`,
  invitation: (id: number, invitationId: number) => `${events}/${id}/invitations/${invitationId}`,
  coHost: (id: number, userId: number) => `${events}/${id}/cohosts/${userId}`,
  messages: (id: number) => `${events}/${id}/messages`,
  chatSocket: (id: number) => `${events}/${id}/chat`,
  guests: (id: number) => `${events}/${id}/guests`,
  kitchenSheet: (id: number) => `${events}/${id}/kitchen-sheet`,
  finalBill: (id: number) => `${events}/${id}/final-bill`,
  door: (id: number) => `${events}/${id}/door`,
  checkIns: (id: number) => `${events}/${id}/door/check-ins`,
  checkIn: (id: number, guestId: number) => `${events}/${id}/door/check-ins/${guestId}`,
  walkIns: (id: number) => `${events}/${id}/door/walk-ins`,
  guest: (id: number, guestId: number) => `${events}/${id}/guests/${guestId}`,
  inviteGuests: (id: number) => `${events}/${id}/guests/invite`,
  venueSearch: (location: string) => `/api/venues/search?location=${encodeURIComponent(location)}&limit=12`,
  publicInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
  publicEvent: (publicId: string, guestToken?: string | null) =>
    `/api/public/events/${encodeURIComponent(publicId)}${guestToken ? `?guest=${encodeURIComponent(guestToken)}` : ''}`,
  rsvp: (publicId: string) => `/api/public/events/${encodeURIComponent(publicId)}/rsvp`,
} as const

/** Invalidating `events` refreshes every event query. */
export const eventKeys = {
  events: ['dashboard', 'events'] as const,
  event: (id: number) => ['dashboard', 'events', id] as const,
  cancellation: (id: number) => ['dashboard', 'events', id, 'cancellation'] as const,
  tasks: (id: number) => ['dashboard', 'events', id, 'tasks'] as const,
  messages: (id: number) => ['dashboard', 'events', id, 'messages'] as const,
  guests: (id: number) => ['dashboard', 'events', id, 'guests'] as const,
  kitchenSheet: (id: number) => ['dashboard', 'events', id, 'kitchen-sheet'] as const,
  finalBill: (id: number) => ['dashboard', 'events', id, 'final-bill'] as const,
  door: (id: number) => ['dashboard', 'events', id, 'door'] as const,
} as const
