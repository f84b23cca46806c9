import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import {
  FULL_COST,
  hashPassword,
  LOW_COST,
  passwordHashCost,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hash'

const FAST = { N: 2 ** 10, r: 8, p: 1 }

describe('scrypt password hashes', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Dinner4Thirty', FAST)
    const b = await hashPassword('Dinner4Thirty', FAST)
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('Dinner4Thirty', a)).toBe(true)
    expect(await verifyPassword('dinner4thirty', a)).toBe(false)
  })

  it('uses the parameters stored in the hash, so they can be raised later', async () => {
    const stored = await hashPassword('Dinner4Thirty')
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true)
    expect(await verifyPassword('Dinner4Thirty', stored)).toBe(true)
  })

  it('refuses malformed hashes without throwing', async () => {
    for (const stored of ['', 'bcrypt$x', 'scrypt$0$8$1$abc$def', 'scrypt$1024$8$1$abc$']) {
      expect(await verifyPassword('Dinner4Thirty', stored)).toBe(false)
    }
    expect(await verifyAgainstDummy('anything')).toBe(false)
  })

  it('hashes at full cost under a production configuration; only a test configuration may lower it', async () => {
    expect(FULL_COST).toEqual({ N: 32768, r: 8, p: 1 })
    expect(passwordHashCost(loadConfig({ NODE_ENV: 'production' }))).toEqual(FULL_COST)
    expect(passwordHashCost(loadConfig({ NODE_ENV: 'test' }))).toEqual(FULL_COST)
    expect(passwordHashCost(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' }))).toEqual(LOW_COST)
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST/)
    const cheap = await hashPassword('Dinner4Thirty', LOW_COST)
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true)
    expect(await verifyAgainstDummy('anything', LOW_COST)).toBe(false)
  })
})
