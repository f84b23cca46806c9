// The concierge console's pages, API endpoints and query keys, kept beside the feature.

export const staffPaths = {
  inbox: (query = '') => `/staff${query && !query.startsWith('?') ? `?${query}` : query}`,
  request: (id: number | string) => `/staff/requests/${id}`,
  venues: () => '/staff/venues',
  newVenue: () => '/staff/venues/new',
  venue: (id: number | string) => `/staff/venues/${id}`,
  venueImport: () => '/staff/venues/import',
  outbox: () => '/staff/outbox',
  team: () => '/staff/team',
  overduePayments: () => '/staff/payments/overdue',
  proposal: (token: string) => `/proposals/${encodeURIComponent(token)}`,
  // The venue portal's managers page (src/web/venue-portal/portal-paths.ts): staff invite a venue's
  // managers there, as its owners do (a feature links to another's page by its URL, not its code).
  portalManagers: (venueId: number | string) => `/venue-portal/venues/${venueId}/managers`,
} as const

const staff = '/api/staff'

export const staffApiPaths = {
  inbox: (qs: string) => `${staff}/requests${qs}`,
  request: (id: number) => `${staff}/requests/${id}`,
  status: (id: number) => `${staff}/requests/${id}/status`,
  assign: (id: number) => `${staff}/requests/${id}/assign`,
  reply: (id: number) => `${staff}/requests/${id}/reply`,
  proposals: (id: number) => `${staff}/requests/${id}/proposals`,
  confirm: (id: number) => `${staff}/requests/${id}/confirm`,
  partnerVenue: (id: number) => `${staff}/requests/${id}/venue`,
  replyTemplates: (requestId: number) => `${staff}/reply-templates?requestId=${requestId}`,
  assignees: () => `${staff}/assignees`,
  team: (qs: string) => `${staff}/team${qs}`,
  role: (userId: number) => `${staff}/team/${userId}/role`,
  venues: (qs = '') => `${staff}/venues${qs}`,
  venue: (id: number) => `${staff}/venues/${id}`,
  archive: (id: number, archived: boolean) => `${staff}/venues/${id}/${archived ? 'archive' : 'unarchive'}`,
  blackouts: (id: number) => `${staff}/venues/${id}/blackouts`,
  photos: (id: number) => `${staff}/venues/${id}/photos`,
  photo: (id: number, photoId: number) => `${staff}/venues/${id}/photos/${photoId}`,
  photoOrder: (id: number) => `${staff}/venues/${id}/photos/order`,
  importVenues: (dryRun: boolean, progressId?: string) =>
    `${staff}/venues/import?dryRun=${dryRun}${progressId ? `&progress=${progressId}` : ''}`,
  importProgress: (id: string) => `${staff}/venues/import/progress/${id}`,
  outbox: (qs: string) => `${staff}/outbox${qs}`,
  outboxEmail: (id: number) => `${staff}/outbox/${id}`,
  resend: (id: number) => `${staff}/outbox/${id}/resend`,
  payments: (id: number) => `${staff}/requests/${id}/payments`,
  finalBill: (id: number) => `${staff}/requests/${id}/final-bill`,
  /** A conversation with Callie handed over to the team (its id is a random string). */
  conversation: (id: string) => `${staff}/conversations/${encodeURIComponent(id)}`,
  conversationMessages: (id: string) => `${staff}/conversations/${encodeURIComponent(id)}/messages`,
  releaseConversation: (id: string) => `${staff}/conversations/${encodeURIComponent(id)}/release`,
  /** The planner's live channel, which staff join with their session. */
  conversationLive: (id: string) => `/api/concierge/conversations/${encodeURIComponent(id)}/live`,
  offlinePayment: (id: number) => `${staff}/requests/${id}/payments/offline`,
  refundPaidBack: (id: number, entryId: number) => `${staff}/requests/${id}/payments/refunds/${entryId}/paid-back`,
  cancelPayments: (id: number) => `${staff}/requests/${id}/payments/cancel`,
  overduePayments: () => `${staff}/payments/overdue`,
} as const

/** Keyed by the session token, so signing in as someone else never shows the last user's data. */
export const staffKeys = {
  all: (token: string | null) => ['staff', token] as const,
  inbox: (token: string | null, qs: string) => ['staff', token, 'inbox', qs] as const,
  inboxAll: (token: string | null) => ['staff', token, 'inbox'] as const,
  request: (token: string | null, id: number) => ['staff', token, 'requests', id] as const,
  replyTemplates: (token: string | null, id: number) => ['staff', token, 'reply-templates', id] as const,
  assignees: (token: string | null) => ['staff', token, 'assignees'] as const,
  team: (token: string | null, q: string) => ['staff', token, 'team', q] as const,
  teamAll: (token: string | null) => ['staff', token, 'team'] as const,
  venues: (token: string | null, qs: string) => ['staff', token, 'venues', 'list', qs] as const,
  venuesAll: (token: string | null) => ['staff', token, 'venues'] as const,
  venue: (token: string | null, id: number) => ['staff', token, 'venues', id] as const,
  outbox: (token: string | null, status: string) => ['staff', token, 'outbox', status] as const,
  outboxAll: (token: string | null) => ['staff', token, 'outbox'] as const,
  outboxEmail: (token: string | null, id: number) => ['staff', token, 'outbox', 'email', id] as const,
  importProgress: (token: string | null, id: string) => ['staff', token, 'import-progress', id] as const,
  payments: (token: string | null, id: number) => ['staff', token, 'payments', id] as const,
  finalBill: (token: string | null, id: number) => ['staff', token, 'payments', id, 'final-bill'] as const,
  conversation: (token: string | null, id: string) => ['staff', token, 'conversations', id] as const,
  paymentsAll: (token: string | null) => ['staff', token, 'payments'] as const,
  overduePayments: (token: string | null) => ['staff', token, 'payments', 'overdue'] as const,
} as const
