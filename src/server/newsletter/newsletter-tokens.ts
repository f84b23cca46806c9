// Newsletter tokens. The confirmation token carries its own expiry ('<expiry, base 36>.<random>');
// only its SHA-256 is stored, and the hash covers the expiry, so it cannot be extended.
// The unsubscribe token is stored as is: it goes into every newsletter email, for good.
import crypto from 'node:crypto'
import type { Config } from '../config'

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 3_600_000
export const TOKEN_MAX_LENGTH = 200

const random = () => crypto.randomBytes(32).toString('base64url')

export function newConfirmToken(now: Date = new Date()): { token: string; hash: string } {
  const expires = Math.floor((now.getTime() + CONFIRM_TOKEN_TTL_MS) / 1000).toString(36)
  const token = `${expires}.${random()}`
  return { token, hash: hashToken(token) }
}

export const newUnsubscribeToken = random

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export function confirmTokenExpired(token: string, now: Date = new Date()): boolean {
  const seconds = Number.parseInt(token.split('.')[0] ?? '', 36)
  return !Number.isFinite(seconds) || seconds * 1000 < now.getTime()
}

export const newsletterConfirmUrl = (config: Pick<Config, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/api/newsletter/confirm?token=${encodeURIComponent(token)}`

/** Goes into every newsletter email. */
export const newsletterUnsubscribeUrl = (config: Pick<Config, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
