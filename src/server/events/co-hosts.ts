// Co-hosts: the host invites by email (a one-time link), the invitee accepts signed in with that
// email, the host may revoke a pending invitation or remove a co-host.
import { and, eq, sql } from 'drizzle-orm'
import { COHOST_MESSAGES, type InvitationView } from '~/domain/events/co-host'
import { EVENT_MESSAGES } from '~/domain/events/event'
import { eventStatus } from '~/domain/events/event-status'
import type { AuthUser } from '~/domain/auth/auth-user'
import type { Db } from '../db/client'
import { eventMembers, events, invitations, tasks, users } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict, fieldError, forbidden, notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { notifyChat, notifyEventChanged } from './chat-notify'
import { assertHost, findEventForMember } from './event-access'
import { coHostInvitationEmail } from './event-emails'
import { fullName, iso } from './event-records'

export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/invitations/${token}`

/**
 * A pending invitation to the same address is not duplicated: it is sent again with a fresh
 * link (the old link stops working), and `resent` says so.
 */
export async function inviteCoHost({
  db,
  eventId,
  user,
  email,
  publicUrl,
  now = new Date(),
}: {
  db: Db
  eventId: number
  user: AuthUser
  email: string
  publicUrl: string
  now?: Date
}) {
  const token = newToken()
  const result = await db.transaction(async (tx) => {
    const access = await findEventForMember({ db: tx, eventId, userId: user.id, forUpdate: true })
    assertHost(access, COHOST_MESSAGES.hostOnlyInvite)
    if (eventStatus(access.event, now) === 'cancelled') throw conflict(EVENT_MESSAGES.cancelled)
    if (user.email.toLowerCase() === email) throw fieldError('email', COHOST_MESSAGES.inviteSelf)
    const [member] = await tx
      .select({ role: eventMembers.role })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), eq(sql`lower(${users.email})`, email)))
    if (member) {
      const message = member.role === 'host' ? COHOST_MESSAGES.inviteSelf : COHOST_MESSAGES.alreadyCoHost
      throw conflict(message, { email: message })
    }
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.eventId, eventId),
          eq(invitations.status, 'pending'),
          eq(sql`lower(${invitations.email})`, email),
        ),
      )
    const [invitation] = pending
      ? await tx
          .update(invitations)
          .set({ tokenHash: hashToken(token), invitedBy: user.id, createdAt: now })
          .where(eq(invitations.id, pending.id))
          .returning()
      : await tx
          .insert(invitations)
          .values({ eventId, email, tokenHash: hashToken(token), invitedBy: user.id, createdAt: now })
          .returning()
    await enqueueEmails(tx, [
      coHostInvitationEmail({
        to: email,
        hostName: fullName(user),
        event: access.event,
        acceptUrl: invitationUrl(publicUrl, token),
      }),
    ])
    await notifyEventChanged(tx, eventId, 'team')
    return { invitation, resent: Boolean(pending) }
  })
  const { invitation } = result
  return {
    invitation: {
      id: invitation.id,
      email: invitation.email,
      status: 'pending' as const,
      createdAt: iso(invitation.createdAt)!,
    },
    resent: result.resent,
  }
}

async function findInvitation(db: Db, token: string) {
  if (!isWellFormedToken(token)) return null
  const [row] = await db
    .select({ invitation: invitations, event: events, hostFirstName: users.firstName, hostLastName: users.lastName })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .leftJoin(users, eq(users.id, events.hostUserId))
    .where(eq(invitations.tokenHash, hashToken(token)))
  return row ?? null
}

/** Public: the link page shows what the invitation is for and which email must accept it. */
export async function getInvitation({
  db,
  token,
  now = new Date(),
}: {
  db: Db
  token: string
  now?: Date
}): Promise<InvitationView> {
  const row = await findInvitation(db, token)
  if (!row) throw notFound(COHOST_MESSAGES.invitationNotFound)
  return {
    eventName: row.event.name,
    eventDate: row.event.date,
    eventTime: row.event.time,
    hostName: fullName({ firstName: row.hostFirstName, lastName: row.hostLastName }),
    email: row.invitation.email,
    status: row.invitation.status,
    eventStatus: eventStatus(row.event, now),
  }
}

export async function acceptInvitation({
  db,
  token,
  user,
}: {
  db: Db
  token: string
  user: AuthUser
}): Promise<{ eventId: number }> {
  const row = await findInvitation(db, token)
  if (!row) throw notFound(COHOST_MESSAGES.invitationNotFound)
  const { invitation } = row
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw forbidden(COHOST_MESSAGES.wrongAccount(invitation.email))
  }
  if (invitation.status === 'revoked') throw conflict(COHOST_MESSAGES.invitationRevoked)
  // Anyone can open an account with any address; only its proven owner may join as that address.
  if (!user.emailVerified) throw forbidden(COHOST_MESSAGES.verifyFirst)
  await db.transaction(async (tx) => {
    // Accepting twice (a double click, a second tab) is not an error.
    await tx
      .insert(eventMembers)
      .values({ eventId: invitation.eventId, userId: user.id, role: 'cohost' })
      .onConflictDoNothing()
    await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedAt: sql`coalesce(${invitations.acceptedAt}, now())` })
      .where(and(eq(invitations.id, invitation.id), sql`${invitations.status} <> 'revoked'`))
    await notifyEventChanged(tx, invitation.eventId, 'team')
  })
  return { eventId: invitation.eventId }
}

export async function revokeInvitation({
  db,
  eventId,
  invitationId,
  userId,
}: {
  db: Db
  eventId: number
  invitationId: number
  userId: number
}): Promise<void> {
  const access = await findEventForMember({ db, eventId, userId })
  assertHost(access, COHOST_MESSAGES.hostOnlyInvite)
  const revoked = await db
    .update(invitations)
    .set({ status: 'revoked' })
    .where(and(eq(invitations.id, invitationId), eq(invitations.eventId, eventId), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id })
  if (!revoked.length) throw notFound(COHOST_MESSAGES.invitationNotFound)
  await notifyEventChanged(db, eventId, 'team')
}

/** Their tasks become unassigned, their live chat connections close. */
export async function removeCoHost({
  db,
  eventId,
  coHostUserId,
  userId,
}: {
  db: Db
  eventId: number
  coHostUserId: number
  userId: number
}): Promise<void> {
  const access = await findEventForMember({ db, eventId, userId })
  assertHost(access, COHOST_MESSAGES.hostOnlyRemove)
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(eventMembers)
      .where(
        and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, coHostUserId), eq(eventMembers.role, 'cohost')),
      )
      .returning({ userId: eventMembers.userId })
    if (!removed.length) throw notFound(COHOST_MESSAGES.coHostNotFound)
    await tx
      .update(tasks)
      .set({ assignedToUserId: null })
      .where(and(eq(tasks.eventId, eventId), eq(tasks.assignedToUserId, coHostUserId)))
    // Their invitation link must not bring them back: only a new invitation does.
    const [removedUser] = await tx.select({ email: users.email }).from(users).where(eq(users.id, coHostUserId))
    if (removedUser) {
      await tx
        .update(invitations)
        .set({ status: 'revoked' })
        .where(
          and(
            eq(invitations.eventId, eventId),
            eq(sql`lower(${invitations.email})`, removedUser.email.toLowerCase()),
            sql`${invitations.status} <> 'revoked'`,
          ),
        )
    }
    await notifyChat(tx, { type: 'member_removed', eventId, userId: coHostUserId })
    await notifyEventChanged(tx, eventId, 'team')
  })
}
