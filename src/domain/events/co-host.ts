// Co-host invitations, with the invite form's messages (tests assert them word for word).
import { z } from 'zod'
import { text } from '../text-field'
import { EMAIL_MAX } from '../fields'

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const

export const COHOST_MESSAGES = {
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  alreadyCoHost: 'This person is already a co-host',
  inviteSelf: 'You are the host of this event',
  hostOnlyInvite: 'Only the host can invite co-hosts',
  hostOnlyRemove: 'Only the host can remove co-hosts',
  invitationNotFound: 'Invitation not found',
  invitationRevoked: 'This invitation has been revoked',
  coHostNotFound: 'Co-host not found',
  verifyFirst:
    'Please confirm your email address first: open the link we emailed you when you signed up (or ask for a new one from your profile), then accept the invitation.',
  wrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Please log in with that email address to accept it.`,
} as const

export const inviteCoHostSchema = z.object({
  email: text({ error: COHOST_MESSAGES.emailRequired })
    .trim()
    .min(1, COHOST_MESSAGES.emailRequired)
    .max(EMAIL_MAX, COHOST_MESSAGES.invalidEmail)
    .pipe(z.email(COHOST_MESSAGES.invalidEmail))
    .transform((s) => s.toLowerCase()),
})
export type InviteCoHostInput = z.infer<typeof inviteCoHostSchema>

export const invitationSentSchema = z.object({
  invitation: z.object({
    id: z.number().int(),
    email: z.string(),
    status: z.literal('pending'),
    createdAt: z.string(),
  }),
  /** True when a pending invitation to the same address was sent again (with a fresh link). */
  resent: z.boolean(),
})

/** What the invitation link page shows before the visitor signs in or up. */
export const invitationViewSchema = z.object({
  eventName: z.string(),
  eventDate: z.string(),
  eventTime: z.string(),
  hostName: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  eventStatus: z.enum(['upcoming', 'past', 'cancelled']),
})
export type InvitationView = z.infer<typeof invitationViewSchema>

/** GET /api/invitations/:token and POST …/accept: the link's secret (any text; unknown is a 404). */
export const invitationTokenParamsSchema = z.object({ token: text() })

export const acceptInvitationResponseSchema = z.object({ eventId: z.number().int() })
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>
