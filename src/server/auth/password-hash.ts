// Password hashing with scrypt from node:crypto (no native package to build). The parameters are
// stored in each hash, so they can be raised later and old hashes still verify.
import crypto from 'node:crypto'
import os from 'node:os'

import type { Config } from '../config'
import { createBoundedWork } from '../lib/bounded-work'

export type ScryptParams = { N: number; r: number; p: number }

/** OWASP's scrypt floor is N=2^17 with r=8 p=1 for a 128 MiB budget; 2^15 keeps ~32 MiB per hash. */
export const FULL_COST: ScryptParams = { N: 2 ** 15, r: 8, p: 1 }
/**
 * Tests only: PASSWORD_HASH_COST=low, which config.ts refuses outside NODE_ENV=test. 32 times
 * cheaper, so the accounts a test suite signs up and logs in cost milliseconds each.
 */
export const LOW_COST: ScryptParams = { N: 2 ** 10, r: 8, p: 1 }

/** The parameters new hashes (and the dummy check) use under this configuration. */
export const passwordHashCost = (config: Pick<Config, 'PASSWORD_HASH_COST'>): ScryptParams =>
  config.PASSWORD_HASH_COST === 'low' ? LOW_COST : FULL_COST
const KEY_LENGTH = 32
const SALT_LENGTH = 16

/**
 * A full-cost hash is about 100 ms of a core. Hashes run one fewer at a time than there are cores
 * (at least one), so a flood of sign-ups or log-ins leaves a core to the event loop and to every
 * other request; four per core wait (under a second at full cost), and the next is refused with a
 * 503 and Retry-After at once rather than queued behind seconds of hashing.
 */
const CORES = os.availableParallelism()
export const HASHING_CONCURRENCY = Math.max(1, CORES - 1)
export const HASHING_QUEUE = 4 * CORES
export const hashing = createBoundedWork({ concurrency: HASHING_CONCURRENCY, queue: HASHING_QUEUE })

function scrypt(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return hashing.run(() => scryptNow(password, salt, params, keyLength))
}

function scryptNow(password: string, salt: Buffer, { N, r, p }: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
    crypto.scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

/** 'scrypt$N$r$p$salt$hash' (salt and hash base64url). */
export async function hashPassword(password: string, params: ScryptParams = FULL_COST): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH)
  const key = await scrypt(password, salt, params, KEY_LENGTH)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  if (expected.length === 0) return false
  const actual = await scrypt(password, salt, { N, r, p }, expected.length)
  return crypto.timingSafeEqual(actual, expected)
}

const dummyHashes = new Map<string, Promise<string>>()

/**
 * Spend the same time as a real check when there is no hash to check against (unknown email,
 * social-only account), so the answer's timing does not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string, params: ScryptParams = FULL_COST): Promise<false> {
  const key = `${params.N}$${params.r}$${params.p}`
  if (!dummyHashes.has(key)) dummyHashes.set(key, hashPassword('dummy password that never matches', params))
  await verifyPassword(password, await dummyHashes.get(key)!)
  return false
}
