// The planner's shortlist, brief, comparison and the group's vote: pages, API endpoints
// and query keys, kept beside the feature.

export const SHORTLIST_PARAM = 'venues'

/** The search's criteria the brief form takes, by their names in a search's URL. */
const BRIEF_CRITERIA_KEYS = ['date', 'time', 'guests', 'dietary', 'budget'] as const

/** What a search carries to the brief form, as its URL writes them (checked by the form). */
export type BriefCriteria = Partial<Record<(typeof BRIEF_CRITERIA_KEYS)[number], string>>

/** The brief form's criteria in a search's (or a venue page's) query. */
export function briefCriteriaOf(params: URLSearchParams): BriefCriteria {
  const criteria: BriefCriteria = {}
  for (const key of BRIEF_CRITERIA_KEYS) {
    const value = params.get(key)?.trim()
    if (value) criteria[key] = value
  }
  return criteria
}

export const briefsPaths = {
  /** The shortlist; `venueIds` makes the link that shares it. */
  shortlist: (venueIds?: readonly number[]) =>
    venueIds?.length ? `/shortlist?${SHORTLIST_PARAM}=${venueIds.join(',')}` : '/shortlist',
  /** The brief form; a search's date, time, guests, dietary needs and budget (`criteria`) come along as its first values. */
  briefForm: (criteria?: BriefCriteria) => {
    const q = new URLSearchParams()
    for (const key of BRIEF_CRITERIA_KEYS) if (criteria?.[key]) q.set(key, criteria[key])
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

export const briefsKeys = {
  shortlist: ['briefs', 'shortlist'] as const,
  myBriefs: ['briefs', 'mine'] as const,
  // The emailed link's token opens one brief (null: the owner's session does).
  brief: (ref: string, linkToken: string | null) => ['briefs', 'comparison', ref, linkToken] as const,
  voteResults: (ref: string, linkToken: string | null) => ['briefs', 'comparison', ref, linkToken, 'votes'] as const,
  voteGuestLists: (ref: string, linkToken: string | null) =>
    ['briefs', 'comparison', ref, linkToken, 'guest-lists'] as const,
  publicVote: (voteToken: string) => ['briefs', 'vote', voteToken] as const,
} as const
