// The venue portal's vocabulary: who a venue's accounts are. The database schema imports these
// lists; the rules that use them sit beside the contracts (…-api.ts) in this folder. A venue's
// spaces and slots are in ../venues/spaces.ts, holds in ../bookings/holds.ts.

export const VENUE_MEMBER_ROLES = ['owner', 'manager'] as const
export type VenueMemberRole = (typeof VENUE_MEMBER_ROLES)[number]

export const MANAGER_INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const
