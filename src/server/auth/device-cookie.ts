// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// signed in to an account gets a cookie naming a random device id, signed with the server's key
// for that account. Next time, that browser is not subject to the account's lock (which a botnet
// can fill), only to a small lock of its own; a browser without one goes through the usual limits
// (docs/decisions/0007-login-throttling.md). The session itself stays a bearer token (0004): the
// cookie is httpOnly and sent only to /api/auth, so no page script reads it and no other route sees it.
import crypto from 'node:crypto'
import type { Db } from '../db/client'
import { signValue, verifySignedValue } from '../lib/signing-key'
import { readCookie } from '../lib/cookies'

export const DEVICE_COOKIE = 'bountiful_device'
const DEVICE_COOKIE_DAYS = 180
const PURPOSE = 'login-device'
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/

/** A new device cookie's value for `email` (normalised): `<device id>.<signature>`. */
export async function newDeviceCookie(db: Db, email: string): Promise<string> {
  const deviceId = crypto.randomBytes(16).toString('base64url')
  return `${deviceId}.${await signValue(db, PURPOSE, `${email}\n${deviceId}`)}`
}

/** The device id of a valid device cookie for `email` in the Cookie header, or null. */
export async function trustedDeviceId(db: Db, email: string, cookieHeader: string | undefined): Promise<string | null> {
  const value = readCookie(cookieHeader, DEVICE_COOKIE)
  const [deviceId, signature] = value?.split('.') ?? []
  if (!deviceId || !signature || !DEVICE_ID.test(deviceId)) return null
  return (await verifySignedValue(db, PURPOSE, `${email}\n${deviceId}`, signature)) ? deviceId : null
}

/** The Set-Cookie header for a device cookie. */
export function deviceCookieHeader(value: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : ''
  return `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; Path=/api/auth; HttpOnly; SameSite=Strict${secure}`
}
