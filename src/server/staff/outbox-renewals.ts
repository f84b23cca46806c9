// "Resend" of an email with private links: the old token is never shown nor sent
// again; each link gets a fresh one for the same recipient, as its feature allows. Answers the new
// token, or null when the link cannot be renewed (an invitation no longer open, an unknown kind).
import { and, eq, inArray, sql } from 'drizzle-orm'
import { createVerificationLink } from '../auth/email-verification'
import { createPasswordLink, RESET_TOKEN_TTL_MS } from '../auth/password-reset'
import type { Tx } from '../db/client'
import {
  guests,
  invitations,
  newsletterSubscriptions,
  passwordResets,
  proposals,
  users,
  type SecretLink,
} from '../db/schema'
import { hashToken, newToken } from '../lib/tokens'
import { renewAccessKey } from '../concierge/conversation-keys'
import { SECRET_LINK_PATTERNS } from '../email/secret-links'
import { newRsvpToken } from '../events/guests'
import { newConfirmToken } from '../newsletter/newsletter-tokens'

type Renewal = { tx: Tx; link: SecretLink; to: string; publicUrl: string }

/** The token in a link built by a feature, read with the same pattern that protects it. */
function tokenIn(url: string, kind: string): string | null {
  const pattern = SECRET_LINK_PATTERNS.find((p) => p.kind === kind)!
  return [...url.matchAll(pattern.re)][0]?.[1] ?? null
}

const sha256Of = (column: unknown) => sql`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`

/** The account the email was sent to; reset and verification links belong to it. */
async function recipientAccount(tx: Tx, to: string): Promise<number | null> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, to.toLowerCase()))
  return user?.id ?? null
}

const RENEWERS: Record<string, (r: Renewal) => Promise<string | null>> = {
  async 'verify-email'({ tx, to, publicUrl }) {
    const userId = await recipientAccount(tx, to)
    return userId ? tokenIn(await createVerificationLink({ tx, userId, publicUrl }), 'verify-email') : null
  },
  async 'reset-password'({ tx, link, to, publicUrl }) {
    const userId = await recipientAccount(tx, to)
    if (!userId) return null
    // Same lifetime as the link it replaces (72 hours for a new staff account's, 1 hour otherwise).
    const [old] = await tx
      .select({
        ttl: sql<number>`extract(epoch from ${passwordResets.expiresAt} - ${passwordResets.createdAt}) * 1000`,
      })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, link.hash), eq(passwordResets.userId, userId)))
    const ttlMs = old ? Math.round(Number(old.ttl)) : RESET_TOKEN_TTL_MS
    return tokenIn(await createPasswordLink({ tx, userId, publicUrl, ttlMs }), 'reset-password')
  },
  async invitation({ tx, link }) {
    const token = newToken()
    const renewed = await tx
      .update(invitations)
      .set({ tokenHash: hashToken(token) })
      .where(and(eq(invitations.tokenHash, link.hash), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id })
    return renewed.length ? token : null
  },
  async proposal({ tx, link }) {
    const token = newToken()
    const renewed = await tx
      .update(proposals)
      .set({ tokenHash: hashToken(token) })
      .where(and(eq(proposals.tokenHash, link.hash), inArray(proposals.status, ['sent', 'accepted'])))
      .returning({ id: proposals.id })
    return renewed.length ? token : null
  },
  // Raw SQL: requests.view_token_hash comes with the request view page, merged beside this.
  async 'request-view'({ tx, link }) {
    const token = newToken()
    const renewed = await tx.execute(
      sql`update requests set view_token_hash = ${hashToken(token)} where view_token_hash = ${link.hash} returning id`,
    )
    const rows = (renewed as unknown as { rows?: unknown[] }).rows ?? (renewed as unknown as unknown[])
    return rows.length ? token : null
  },
  // Another key to the same thread: the earlier email's link keeps working.
  conversation: ({ tx, link }) => renewAccessKey(tx, link.hash),
  async rsvp({ tx, link }) {
    const token = newRsvpToken()
    const renewed = await tx
      .update(guests)
      .set({ rsvpToken: token })
      .where(eq(sha256Of(guests.rsvpToken), link.hash))
      .returning({ id: guests.id })
    return renewed.length ? token : null
  },
  async 'newsletter-confirm'({ tx, link }) {
    const { token, hash } = newConfirmToken()
    const renewed = await tx
      .update(newsletterSubscriptions)
      .set({ confirmTokenHash: hash })
      .where(
        and(eq(newsletterSubscriptions.confirmTokenHash, link.hash), eq(newsletterSubscriptions.status, 'pending')),
      )
      .returning({ id: newsletterSubscriptions.id })
    return renewed.length ? token : null
  },
  // Every newsletter carries the same unsubscribe link: renewing it would break the earlier ones.
  async 'newsletter-unsubscribe'({ tx, link }) {
    const [row] = await tx
      .select({ token: newsletterSubscriptions.unsubscribeToken })
      .from(newsletterSubscriptions)
      .where(eq(sha256Of(newsletterSubscriptions.unsubscribeToken), link.hash))
    return row?.token ?? null
  },
}

export async function renewSecretLink(renewal: Renewal): Promise<string | null> {
  const renew = RENEWERS[renewal.link.kind]
  return renew ? renew(renewal) : null
}
