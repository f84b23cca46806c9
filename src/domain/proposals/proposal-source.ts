// Who wrote a proposal, stored on it so every screen and email names its author truthfully:
// our concierge team (src/server/bookings/proposals.ts sendProposal), a venue's manager in the venue
// portal (src/server/venue-portal/answers.ts, with a hold on its space), or instant book (the
// venue's own package, accepted as it is written: src/server/requests/instant-book.ts).
export const PROPOSAL_SOURCES = ['concierge', 'venue', 'instant_book'] as const
export type ProposalSource = (typeof PROPOSAL_SOURCES)[number]

/** Whose words the planner reads: the venue's (its quote or its package) or our concierge team's. */
export const proposalAuthorOf = (source: ProposalSource): 'venue' | 'concierge' =>
  source === 'concierge' ? 'concierge' : 'venue'

/**
 * Accepting a venue's own quote books at once: the venue already agreed and its space is held for
 * the planner (BOOKING_TRANSITIONS.accept_and_book); a concierge proposal is confirmed by our team.
 */
export const acceptBooksAtOnce = (source: ProposalSource) => source === 'venue'
