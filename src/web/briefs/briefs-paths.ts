// The planner's shortlist, brief, comparison and the group's vote: pages, API endpoints
// and query keys, kept beside the feature.

export const SHORTLIST_PARAM = 'venues'

/** What a search carries to the brief form, as its URL writes them. */
export type BriefCriteria = { date?: string; time?: string; guests?: string }

export const briefsPaths = {
  /** The shortlist; `venueIds` makes the link that shares it. */
  shortlist: (venueIds?: readonly number[]) =>
    venueIds?.length ? `/shortlist?${SHORTLIST_PARAM}=${venueIds.join(',')}` : '/shortlist',
  /** The brief form; a search's date, time and guests (`criteria`) come along as its first values. */
  briefForm: (criteria?: BriefCriteria) => {
    const q = new URLSearchParams()
    for (const key of ['date', 'time', 'guests'] as const) if (criteria?.[key]) q.set(key, criteria[key])
    return q.size ? `/shortlist/brief?${q.toString()}` : '/shortlist/brief'
  },
  brief: (reference: string, token?: string | null) =>
    `/briefs/${encodeURIComponent(reference)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  vote: (token: string) => `/votes/${encodeURIComponent(token)}`,
  dashboard: () => '/dashboard',
} as const

const withToken = (path: string, token?: string | null) => (token ? `${path}?token=${encodeURIComponent(token)}` : path)
const brief = (ref: string) => `/api/briefs/${encodeURIComponent(ref)}`

export const briefsApiPaths = {
  shortlist: () => '/api/shortlist',
  briefs: () => '/api/briefs',
  drafts: () => '/api/briefs/drafts',
  /** A draft: its owner's session only (no token). */
  sendDraft: (ref: string) => `${brief(ref)}/send`,
  /** The signed link's token, or none for the owner signed in. */
  brief: (ref: string, token?: string | null) => withToken(brief(ref), token),
  accept: (ref: string, token?: string | null) => withToken(`${brief(ref)}/accept`, token),
  share: (ref: string, token?: string | null) => withToken(`${brief(ref)}/share`, token),
  voteResults: (ref: string, token?: string | null) => withToken(`${brief(ref)}/votes`, token),
  closeVote: (ref: string, token?: string | null) => withToken(`${brief(ref)}/votes/close`, token),
  voteInvitations: (ref: string, token?: string | null) => withToken(`${brief(ref)}/vote-invitations`, token),
  vote: (token: string) => `/api/votes/${encodeURIComponent(token)}`,
  confirmVote: (token: string) => `/api/votes/${encodeURIComponent(token)}/confirm`,
} as const

/** Keyed by the session token, so signing in as someone else never shows the last user's list. */
export const briefsKeys = {
  shortlist: (token: string | null) => ['briefs', token, 'shortlist'] as const,
  myBriefs: (token: string | null) => ['briefs', token, 'mine'] as const,
  brief: (ref: string, token: string | null) => ['briefs', 'comparison', ref, token] as const,
  voteResults: (ref: string, token: string | null) => ['briefs', 'comparison', ref, token, 'votes'] as const,
  voteGuestLists: (ref: string, token: string | null) => ['briefs', 'comparison', ref, token, 'guest-lists'] as const,
  publicVote: (token: string) => ['briefs', 'vote', token] as const,
} as const
