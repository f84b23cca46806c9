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

export const staffKeys = {
  all: ['staff'] as const,
  inbox: (qs: string) => ['staff', 'inbox', qs] as const,
  inboxAll: ['staff', 'inbox'] as const,
  request: (id: number) => ['staff', 'requests', id] as const,
  replyTemplates: (id: number) => ['staff', 'reply-templates', id] as const,
  assignees: ['staff', 'assignees'] as const,
  team: (q: string) => ['staff', 'team', q] as const,
  teamAll: ['staff', 'team'] as const,
  venues: (qs: string) => ['staff', 'venues', 'list', qs] as const,
  venuesAll: ['staff', 'venues'] as const,
  venue: (id: number) => ['staff', 'venues', id] as const,
  outbox: (status: string) => ['staff', 'outbox', status] as const,
  outboxAll: ['staff', 'outbox'] as const,
  outboxEmail: (id: number) => ['staff', 'outbox', 'email', id] as const,
  importProgress: (id: string) => ['staff', 'import-progress', id] as const,
  payments: (id: number) => ['staff', 'payments', id] as const,
  finalBill: (id: number) => ['staff', 'payments', id, 'final-bill'] as const,
  conversation: (id: string) => ['staff', 'conversations', id] as const,
  paymentsAll: ['staff', 'payments'] as const,
  overduePayments: ['staff', 'payments', 'overdue'] as const,
} as const
