// A venue's managers: invited by email (staff from the console, members from the portal), linked
// when the invitee accepts signed in with that address (as co-host invitations are), listed and
// removed. Only the SHA-256 of an invitation token is stored.
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { AuthUser } from '~/domain/auth/auth-user'
import { COHOST_MESSAGES } from '~/domain/events/co-host'
import { LOG_IN_SUCCESS_MESSAGE } from '~/domain/auth/log-in'
import {
  MANAGER_INVITATION_DAYS,
  MANAGER_MESSAGES,
  type InvitationSignedUp,
  type InvitationSignUp,
  type ManagerInvited,
  type VenueInvitationView,
  type VenueManagers,
} from '~/domain/venue-portal/managers-api'
import type { VenueMemberRole } from '~/domain/venue-portal/venue-portal'
import { cityLabel } from '~/domain/cities'
import { markEmailVerified } from '../auth/email-verification'
import { FULL_COST, hashPassword, type ScryptParams } from '../auth/password-hash'
import { authUserColumns, createSession } from '../auth/sessions'
import type { Db, Tx } from '../db/client'
import { cities, users, venueManagerInvitations, venueMembers, venues } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict, forbidden, notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { findManagedVenue, isStaff } from './membership'
import { managerInvitationEmail, venueInvitationUrl } from './portal-emails'

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim()
type InvitationRow = typeof venueManagerInvitations.$inferSelect
const toInvitation = (i: InvitationRow) => ({
  id: i.id,
  email: i.email,
  role: i.role,
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
  createdAt: i.createdAt.toISOString(),
})

type Invite = {
  venueId: number
  user: AuthUser
  email: string
  role: VenueMemberRole
  publicUrl: string
  now?: Date
  /** The partner application the venue came from: the invitation is listed among its emails. */
  requestId?: number
}

export async function inviteManager({ db, ...invite }: Invite & { db: Db }): Promise<ManagerInvited> {
  const result = await db.transaction((tx) => inviteManagerInTx(tx, invite))
  return result
}

/**
 * A pending invitation to the same address is sent again with a fresh link and expiry (the old
 * link stops working), and `resent` says so. Members may invite managers; owners only come from
 * staff or another owner.
 * The invitation and its email go in the caller's transaction (staff turning a partner
 * application into a venue invite its owner in the same one).
 */
export async function inviteManagerInTx(
  tx: Tx,
  { venueId, user, email, role, publicUrl, now = new Date(), requestId }: Invite,
): Promise<ManagerInvited> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + MANAGER_INVITATION_DAYS * 86_400_000)
  const venue = await findManagedVenue({ db: tx, venueId, user, forUpdate: true })
  if (role === 'owner' && !isStaff(user) && venue.role !== 'owner') throw forbidden(MANAGER_MESSAGES.ownersOnly)
  const [member] = await tx
    .select({ userId: venueMembers.userId })
    .from(venueMembers)
    .innerJoin(users, eq(users.id, venueMembers.userId))
    .where(and(eq(venueMembers.venueId, venue.id), eq(sql`lower(${users.email})`, email)))
  if (member) throw conflict(MANAGER_MESSAGES.alreadyMember, { email: MANAGER_MESSAGES.alreadyMember })
  const [pending] = await tx
    .select({ id: venueManagerInvitations.id })
    .from(venueManagerInvitations)
    .where(
      and(
        eq(venueManagerInvitations.venueId, venue.id),
        eq(venueManagerInvitations.status, 'pending'),
        eq(sql`lower(${venueManagerInvitations.email})`, email),
      ),
    )
  const values = { role, tokenHash: hashToken(token), invitedBy: user.id, createdAt: now, expiresAt }
  const [invitation] = pending
    ? await tx.update(venueManagerInvitations).set(values).where(eq(venueManagerInvitations.id, pending.id)).returning()
    : await tx
        .insert(venueManagerInvitations)
        .values({ ...values, venueId: venue.id, email })
        .returning()
  await enqueueEmails(tx, [
    managerInvitationEmail({
      to: email,
      inviterName: isStaff(user) ? `${fullName(user)} (Bountiful)` : fullName(user),
      venue,
      role,
      acceptUrl: venueInvitationUrl(publicUrl, token),
      requestId,
    }),
  ])
  return { invitation: toInvitation(invitation), resent: Boolean(pending) }
}

export async function listManagers({
  db,
  venueId,
  user,
  now = new Date(),
}: {
  db: Db
  venueId: number
  user: AuthUser
  now?: Date
}): Promise<VenueManagers> {
  const venue = await findManagedVenue({ db, venueId, user })
  const [members, invitations] = await Promise.all([
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: venueMembers.role,
        since: venueMembers.createdAt,
      })
      .from(venueMembers)
      .innerJoin(users, eq(users.id, venueMembers.userId))
      .where(eq(venueMembers.venueId, venue.id))
      .orderBy(asc(venueMembers.createdAt), asc(users.id)),
    db
      .select()
      .from(venueManagerInvitations)
      .where(
        and(
          eq(venueManagerInvitations.venueId, venue.id),
          eq(venueManagerInvitations.status, 'pending'),
          gt(venueManagerInvitations.expiresAt, now),
        ),
      )
      .orderBy(asc(venueManagerInvitations.createdAt)),
  ])
  return {
    managers: members.map((m) => ({
      userId: m.userId,
      name: fullName(m),
      email: m.email,
      role: m.role,
      since: m.since.toISOString(),
    })),
    invitations: invitations.map(toInvitation),
  }
}

/** Staff and owners remove anyone but the last owner; a manager may remove only themself. */
export async function removeManager({
  db,
  venueId,
  user,
  memberUserId,
}: {
  db: Db
  venueId: number
  user: AuthUser
  memberUserId: number
}): Promise<void> {
  await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user, forUpdate: true })
    if (!isStaff(user) && venue.role !== 'owner' && memberUserId !== user.id)
      throw forbidden(MANAGER_MESSAGES.ownersOnly)
    const members = await tx
      .select({ userId: venueMembers.userId, role: venueMembers.role, email: users.email })
      .from(venueMembers)
      .innerJoin(users, eq(users.id, venueMembers.userId))
      .where(eq(venueMembers.venueId, venue.id))
    const target = members.find((m) => m.userId === memberUserId)
    if (!target) throw notFound(MANAGER_MESSAGES.managerNotFound)
    if (target.role === 'owner' && members.filter((m) => m.role === 'owner').length === 1)
      throw conflict(MANAGER_MESSAGES.lastOwner)
    await tx.delete(venueMembers).where(and(eq(venueMembers.venueId, venue.id), eq(venueMembers.userId, memberUserId)))
    // Their old invitation link must not bring them back: only a new invitation does.
    await tx
      .update(venueManagerInvitations)
      .set({ status: 'revoked' })
      .where(
        and(
          eq(venueManagerInvitations.venueId, venue.id),
          eq(sql`lower(${venueManagerInvitations.email})`, target.email.toLowerCase()),
        ),
      )
  })
}

async function findInvitation(db: Db, token: string) {
  if (!isWellFormedToken(token)) return null
  const [row] = await db
    .select({ invitation: venueManagerInvitations, venueName: venues.name, cityName: cities.name, state: cities.state })
    .from(venueManagerInvitations)
    .innerJoin(venues, eq(venues.id, venueManagerInvitations.venueId))
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(eq(venueManagerInvitations.tokenHash, hashToken(token)))
  return row ?? null
}

/** Public: the link page shows which venue and which email must accept. */
export async function getVenueInvitation({
  db,
  token,
  now = new Date(),
}: {
  db: Db
  token: string
  now?: Date
}): Promise<VenueInvitationView> {
  const row = await findInvitation(db, token)
  if (!row) throw notFound(MANAGER_MESSAGES.invitationNotFound)
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, row.invitation.email.toLowerCase()))
  return {
    venueName: row.venueName,
    location: cityLabel({ name: row.cityName, state: row.state }),
    role: row.invitation.role,
    email: row.invitation.email,
    status: row.invitation.status,
    expired: row.invitation.status === 'pending' && row.invitation.expiresAt <= now,
    hasAccount: Boolean(account),
  }
}

export async function acceptVenueInvitation({
  db,
  token,
  user,
  now = new Date(),
}: {
  db: Db
  token: string
  user: AuthUser
  now?: Date
}): Promise<{ venueId: number }> {
  const row = await findInvitation(db, token)
  if (!row) throw notFound(MANAGER_MESSAGES.invitationNotFound)
  const { invitation } = row
  if (invitation.email.toLowerCase() !== user.email.toLowerCase())
    throw forbidden(COHOST_MESSAGES.wrongAccount(invitation.email))
  checkOpen(invitation, now)
  await db.transaction(async (tx) => {
    // The link was emailed to this address and its holder is signed in to the account with it: the
    // address is proven, as a verification link would prove it (and what it was sent is linked).
    if (!user.emailVerified) await markEmailVerified({ tx, userId: user.id })
    await joinVenue(tx, invitation, user.id)
  })
  return { venueId: invitation.venueId }
}

/** Withdrawn and expired invitations say so in words; an accepted one still opens the portal. */
function checkOpen(invitation: InvitationRow, now: Date) {
  if (invitation.status === 'revoked') throw conflict(MANAGER_MESSAGES.invitationClosed)
  if (invitation.status === 'pending' && invitation.expiresAt <= now) throw conflict(MANAGER_MESSAGES.invitationExpired)
}

async function joinVenue(tx: Tx, invitation: InvitationRow, userId: number) {
  // Accepting twice (a double click, a second tab) is not an error.
  await tx
    .insert(venueMembers)
    .values({ venueId: invitation.venueId, userId, role: invitation.role })
    .onConflictDoNothing()
  await tx
    .update(venueManagerInvitations)
    .set({ status: 'accepted', acceptedAt: sql`coalesce(${venueManagerInvitations.acceptedAt}, now())` })
    .where(and(eq(venueManagerInvitations.id, invitation.id), eq(venueManagerInvitations.status, 'pending')))
}

/**
 * One step from the invitation link to the portal: the account is created with the invited
 * address, already proven (the emailed link is the proof, so no verification email), made a
 * member of the venue and signed in, in one transaction. An address that has an account logs in
 * and accepts instead (acceptVenueInvitation), so nobody takes over an account from a link.
 */
export async function signUpWithVenueInvitation({
  db,
  token,
  input,
  now = new Date(),
  hashCost = FULL_COST,
}: {
  db: Db
  token: string
  input: InvitationSignUp
  now?: Date
  hashCost?: ScryptParams
}): Promise<InvitationSignedUp> {
  const row = await findInvitation(db, token)
  if (!row) throw notFound(MANAGER_MESSAGES.invitationNotFound)
  const { invitation } = row
  checkOpen(invitation, now)
  if (invitation.status === 'accepted') throw conflict(MANAGER_MESSAGES.invitationAccepted)
  const email = invitation.email.trim().toLowerCase()
  const passwordHash = await hashPassword(input.password, hashCost)
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, firstName: input.firstName, lastName: input.lastName, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (!created) throw conflict(MANAGER_MESSAGES.accountExists(email))
    await markEmailVerified({ tx, userId: created.id })
    // The invitation is claimed once: a second sign-up racing this one finds it accepted.
    const [claimed] = await tx
      .update(venueManagerInvitations)
      .set({ status: 'accepted', acceptedAt: now })
      .where(and(eq(venueManagerInvitations.id, invitation.id), eq(venueManagerInvitations.status, 'pending')))
      .returning({ id: venueManagerInvitations.id })
    if (!claimed) throw conflict(MANAGER_MESSAGES.invitationAccepted)
    await tx.insert(venueMembers).values({ venueId: invitation.venueId, userId: created.id, role: invitation.role })
    const session = await createSession({ db: tx, userId: created.id, rememberMe: false, now })
    const [user] = await tx.select(authUserColumns).from(users).where(eq(users.id, created.id))
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      message: LOG_IN_SUCCESS_MESSAGE,
      user,
      venueId: invitation.venueId,
    }
  })
}
