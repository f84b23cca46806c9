// The planner's side of a proposal: read from the emailed link, accepted or declined there (no
// account needed). Staff write proposals in the console (src/web/staff).
export const proposalApiPaths = {
  publicProposal: (token: string) => `/api/proposals/${encodeURIComponent(token)}`,
  answerProposal: (token: string, answer: 'accept' | 'decline') =>
    `/api/proposals/${encodeURIComponent(token)}/${answer}`,
} as const

export const proposalKeys = {
  publicProposal: (token: string) => ['proposal', token] as const,
} as const
