// A secret for signing values the server hands out and reads back (a device's log-in cookie, the
// token in a payment's return URL). It is made once per database and kept in app_meta, so every
// instance signs and checks with the same key and an operator has nothing to configure.
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { appMeta } from '../db/schema'

const KEY = 'signing_key'
const keys = new WeakMap<Db, Promise<Buffer>>()

async function loadKey(db: Db): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: KEY, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY))
  return Buffer.from(row.value, 'base64url')
}

function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db)
  if (!key) {
    key = loadKey(db)
    keys.set(db, key)
    key.catch(() => keys.delete(db))
  }
  return key
}

/** The HMAC-SHA256 of `value` for one purpose (a signature for one purpose is no use for another), base64url. */
export async function signValue(db: Db, purpose: string, value: string): Promise<string> {
  return crypto
    .createHmac('sha256', await signingKey(db))
    .update(`${purpose}\n${value}`)
    .digest('base64url')
}

/** Whether `signature` is signValue's for this purpose and value (compared in constant time). */
export async function verifySignedValue(db: Db, purpose: string, value: string, signature: string): Promise<boolean> {
  const expected = Buffer.from(await signValue(db, purpose, value))
  const given = Buffer.from(signature)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}
