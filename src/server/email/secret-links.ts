// Private links in emails: a reset, verification, invitation, proposal, RSVP,
// conversation or newsletter link lets whoever holds it act as the recipient, so nobody else may
// read it — not staff in the console's outbox, not its API. Every rendered email goes through `protectSecrets`
// before it is stored: each token found by the patterns below is replaced by a placeholder and
// kept apart (with its kind and SHA-256). The worker merges the tokens back only to hand the
// email to SMTP and then forgets them; the console shows a notice in place of each link.
import crypto from 'node:crypto'
import type { SecretLink } from '../db/schema'

/** What staff (and the API) see instead of a private link. */
export const PRIVATE_LINK_TEXT = '[private link — only the recipient can open it]'

/**
 * The one list of private link shapes; the first group of each is the token. Order matters: the
 * first pattern that finds a token names its kind (which decides how "resend" renews it).
 */
export const SECRET_LINK_PATTERNS: readonly { kind: string; re: RegExp }[] = [
  { kind: 'verify-email', re: /\/verify-email\?token=([A-Za-z0-9_-]+)/g },
  { kind: 'reset-password', re: /\/reset-password\?token=([A-Za-z0-9_-]+)/g },
  { kind: 'invitation', re: /\/invitations\/([A-Za-z0-9_-]{16,})/g },
  { kind: 'proposal', re: /\/proposals\/([A-Za-z0-9_-]{16,})/g },
  // The planner's read-only request page (the confirmation email's "view your request").
  { kind: 'request-view', re: /\/requests\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g },
  // A conversation with Callie, opened by its key in any browser (the handover's and the team's answers).
  { kind: 'conversation', re: /\/concierge\/c\/[A-Za-z0-9_-]+\?key=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g },
  // A booking request an outside assistant drafted, which the link sends (src/server/mcp).
  { kind: 'booking-draft', re: /\/booking-drafts\/([A-Za-z0-9_-]{16,})/g },
  { kind: 'rsvp', re: /[?&](?:amp;)?guest=([A-Za-z0-9_-]+)/g },
  // A guest's payable share of a booking.
  { kind: 'payment-share', re: /\/pay\/([A-Za-z0-9_-]{16,})/g },
  // A brief's comparison and a group vote's confirmation.
  { kind: 'brief', re: /\/briefs\/[A-Z]{2}-[A-Z0-9]+\?token=([A-Za-z0-9_-]+)/g },
  { kind: 'vote-confirm', re: /[?&](?:amp;)?confirm=([A-Za-z0-9_-]+)/g },
  // A guest's own vote link (their RSVP token, which also opens their RSVP page).
  { kind: 'vote-rsvp', re: /[?&](?:amp;)?rsvp=([A-Za-z0-9_-]+)/g },
  { kind: 'newsletter-confirm', re: /\/newsletter\/confirm\?token=([A-Za-z0-9_.~-]+)/g },
  { kind: 'newsletter-unsubscribe', re: /\/newsletter\/unsubscribe\?token=([A-Za-z0-9_.~-]+)/g },
  // Whatever a future email adds: any credential-like query value, any long random path segment
  // (mixed case and digits, so slugs never match). Redacted, but "resend" cannot renew them.
  { kind: 'other', re: /[?&](?:amp;)?(?:token|key|code|sig|signature|secret|otp|password)=([^\s"'<>&#]{8,})/gi },
  {
    kind: 'other',
    re: /\/(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[0-9])([A-Za-z0-9_-]{32,})(?![A-Za-z0-9_-])/g,
  },
]

const PLACEHOLDER_RE = /\{\{secret:(\d+)\}\}/g
/** A placeholder with the rest of its URL around it (stops at quotes, brackets and spaces). */
const LINK_WITH_PLACEHOLDER_RE = /[^\s"'<>()]*\{\{secret:\d+\}\}[^\s"'<>()]*/g

export const hashSecret = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

type Bodies = { subject: string; textBody: string; htmlBody: string }

/** Rendered bodies → bodies with placeholders and the links they stand for. */
export function protectSecrets(bodies: Bodies): Bodies & { secretLinks: SecretLink[] } {
  // A user who types a placeholder must not have a token merged into their text.
  const neutral = (s: string) => s.replace(/\{\{secret:/g, '{ {secret:')
  const out = {
    subject: neutral(bodies.subject),
    textBody: neutral(bodies.textBody),
    htmlBody: neutral(bodies.htmlBody),
  }
  const found = new Map<string, string>()
  for (const body of [out.subject, out.textBody, out.htmlBody]) {
    for (const { kind, re } of SECRET_LINK_PATTERNS) {
      for (const match of body.matchAll(re)) if (!found.has(match[1])) found.set(match[1], kind)
    }
  }
  const secretLinks: SecretLink[] = []
  // Longest first, so a token that contains another is replaced whole.
  for (const [token, kind] of [...found].sort(([a], [b]) => b.length - a.length)) {
    const placeholder = `{{secret:${secretLinks.length}}}`
    secretLinks.push({ kind, hash: hashSecret(token), token })
    out.subject = out.subject.split(token).join(placeholder)
    out.textBody = out.textBody.split(token).join(placeholder)
    out.htmlBody = out.htmlBody.split(token).join(placeholder)
  }
  return { ...out, secretLinks }
}

/** The body as delivered to the recipient. Throws when a token is gone (never send a broken link). */
export function fillSecrets(body: string, links: readonly SecretLink[]): string {
  return body.replace(PLACEHOLDER_RE, (_m, i: string) => {
    const token = links[Number(i)]?.token
    if (!token) throw new Error(`private link ${i} of this email is no longer available`)
    return token
  })
}

/** The body as staff may read it: every private link replaced by a notice. */
export function redactSecrets(body: string): string {
  return body.replace(LINK_WITH_PLACEHOLDER_RE, PRIVATE_LINK_TEXT)
}

/** After delivery only the kind and hash are kept. */
export const forgetSecrets = (links: readonly SecretLink[]): SecretLink[] => links.map((l) => ({ ...l, token: null }))
