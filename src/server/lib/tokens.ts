// Opaque bearer tokens (sessions, reset links): 256 random bits; only their SHA-256 is stored.
import crypto from 'node:crypto'

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** A string that could be one of our tokens (saves a database trip for garbage). */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_RE.test(token)
}
