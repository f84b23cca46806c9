// Callie's endpoints and pages. Kept beside the feature; the lead may fold them into web/lib/paths.ts.
const withKey = (path: string, key?: string | null) => (key ? `${path}?key=${encodeURIComponent(key)}` : path)
const conversation = (id: string) => `/api/concierge/conversations/${encodeURIComponent(id)}`

export const conciergeApiPaths = {
  conversations: () => '/api/concierge/conversations',
  mergeConversations: () => '/api/concierge/conversations/merge',
  /** `key`: the emailed link's access key, for a thread opened from another browser. */
  conversation: (id: string, key?: string | null) => withKey(conversation(id), key),
  messages: (id: string, key?: string | null) => withKey(`${conversation(id)}/messages`, key),
  handover: (id: string, key?: string | null) => withKey(`${conversation(id)}/handover`, key),
  live: (id: string) => `${conversation(id)}/live`,
} as const

export const conciergePaths = {
  /** With a context: Callie starts a conversation about a venue or a search. */
  concierge: (context?: { venueId?: number; city?: string; date?: string; guests?: number; time?: string }) => {
    const q = new URLSearchParams()
    if (context?.venueId) q.set('venue', String(context.venueId))
    for (const k of ['city', 'date', 'guests', 'time'] as const) if (context?.[k]) q.set(k, String(context[k]))
    const s = q.toString()
    return s ? `/concierge?${s}` : '/concierge'
  },
  thread: (id: string, key?: string | null) => withKey(`/concierge/c/${encodeURIComponent(id)}`, key),
} as const

export const conciergeKeys = {
  all: ['callie'] as const,
  list: ['callie', 'list'] as const,
  conversation: (id: string) => ['callie', 'conversation', id] as const,
} as const
