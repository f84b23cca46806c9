// The planner's side of a proposal: read from the emailed link, accepted or declined there (no
// account needed). Staff write proposals in the console (src/web/staff).
/** Where an accepted proposal's event and its payments are (the host's dashboard). */
export const proposalPaths = { dashboard: () => '/dashboard' } as const

export const proposalApiPaths = {
  publicProposal: (token: string) => `/api/proposals/${encodeURIComponent(token)}`,
  answerProposal: (token: string, answer: 'accept' | 'decline') =>
    `/api/proposals/${encodeURIComponent(token)}/${answer}`,
} as const

export const proposalKeys = {
  publicProposal: (token: string) => ['proposal', token] as const,
} as const
