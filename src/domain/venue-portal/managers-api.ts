// Who manages a venue: staff invite a venue's first manager from the console
// (/api/staff/venues/:id/managers), managers invite colleagues from the portal, and the emailed
// link (/venue-portal/invitations/:token) links the account that accepts it, as co-host invitations do.
import { z } from 'zod'
import { pathIdField } from '../id-field'
import { inviteCoHostSchema } from '../events/co-host'
import { text } from '../text-field'
import { firstNameField, lastNameField, newPasswordField } from '../auth/auth-fields'
import { authSessionResponseSchema } from '../auth/log-in'
import { MANAGER_INVITATION_STATUSES, VENUE_MEMBER_ROLES } from './venue-portal'

/** An invitation link works for 14 days. */
export const MANAGER_INVITATION_DAYS = 14

export const MANAGER_MESSAGES = {
  alreadyMember: 'This person already manages this venue',
  invitationNotFound: 'Invitation not found',
  invitationClosed: 'This invitation has been withdrawn. Ask for a new one.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationAccepted: 'This invitation has already been accepted. Log in to open the venue portal.',
  accountExists: (email: string) =>
    `${email} already has a Bountiful account: log in with its password to accept the invitation.`,
  managerNotFound: 'Manager not found',
  ownersOnly: 'Only an owner of the venue (or the Bountiful team) can remove a manager',
  lastOwner: 'A venue keeps at least one owner',
  role: `Role must be one of: ${VENUE_MEMBER_ROLES.join(', ')}`,
} as const

export const inviteManagerSchema = inviteCoHostSchema.extend({
  role: z.enum(VENUE_MEMBER_ROLES, { error: MANAGER_MESSAGES.role }).default('manager'),
})

export const managerSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(VENUE_MEMBER_ROLES),
  since: z.string(),
})
export const managerInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(VENUE_MEMBER_ROLES),
  status: z.enum(MANAGER_INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
})
export const managersResponseSchema = z.object({
  managers: z.array(managerSchema),
  /** Invitations still waiting for an answer. */
  invitations: z.array(managerInvitationSchema),
})
export type VenueManagers = z.infer<typeof managersResponseSchema>

export const managerInvitedSchema = z.object({
  invitation: managerInvitationSchema,
  /** True when a pending invitation to the same address was sent again (with a fresh link). */
  resent: z.boolean(),
})
export type ManagerInvited = z.infer<typeof managerInvitedSchema>

export const managerParamsSchema = z.object({ venueId: pathIdField(), userId: pathIdField() })
export const staffManagerParamsSchema = z.object({ id: pathIdField(), userId: pathIdField() })

/** GET /api/venue-invitations/:token: what the link page shows before signing in or up. */
export const venueInvitationTokenParamsSchema = z.object({ token: text() })
export const venueInvitationViewSchema = z.object({
  venueName: z.string(),
  location: z.string(),
  role: z.enum(VENUE_MEMBER_ROLES),
  email: z.string(),
  status: z.enum(MANAGER_INVITATION_STATUSES),
  expired: z.boolean(),
  /** The invited address has an account: the page asks for its password, not for a new one. */
  hasAccount: z.boolean(),
})
export type VenueInvitationView = z.infer<typeof venueInvitationViewSchema>
export const acceptVenueInvitationResponseSchema = z.object({ venueId: z.number().int() })

/**
 * POST /api/venue-invitations/:token/sign-up: the invitee's account, in one step. The address is
 * the invitation's (the link proves it: no verification email), so only a name and a password.
 */
export const invitationSignUpSchema = z.object({
  firstName: firstNameField(),
  lastName: lastNameField(),
  password: newPasswordField(),
})
export type InvitationSignUp = z.infer<typeof invitationSignUpSchema>
export const invitationSignUpResponseSchema = authSessionResponseSchema.extend({ venueId: z.number().int() })
export type InvitationSignedUp = z.infer<typeof invitationSignUpResponseSchema>
