import { describe, expect, it } from 'vitest'
import { createIdempotentAttempts, idempotencyHeaders } from './idempotency'

const counter = () => {
  let n = 0
  return () => `key-${++n}`
}

describe('createIdempotentAttempts', () => {
  it('reuses the key and start time while the same data is retried', () => {
    let t = Date.parse('2030-05-01T10:00:00Z')
    const attempts = createIdempotentAttempts({ newKey: counter(), now: () => new Date((t += 1000)) })
    const first = attempts.attemptFor({ name: 'Ana', guests: 12 })
    const retry = attempts.attemptFor({ name: 'Ana', guests: 12 })
    expect(retry).toEqual(first)
    expect(first).toEqual({ key: 'key-1', startedAt: '2030-05-01T10:00:01.000Z' })
  })

  it('takes a new key when the data changes', () => {
    const attempts = createIdempotentAttempts({ newKey: counter() })
    expect(attempts.attemptFor({ guests: 12 }).key).toBe('key-1')
    expect(attempts.attemptFor({ guests: 14 }).key).toBe('key-2')
    // Back to the first data: a new attempt, not the first one's key.
    expect(attempts.attemptFor({ guests: 12 }).key).toBe('key-3')
  })

  it('takes a new key for the next request once one succeeded, even with the same data', () => {
    const attempts = createIdempotentAttempts({ newKey: counter() })
    expect(attempts.attemptFor({ email: 'a@example.com' }).key).toBe('key-1')
    attempts.settled()
    expect(attempts.attemptFor({ email: 'a@example.com' }).key).toBe('key-2')
  })

  it('makes distinct random keys by default', () => {
    const a = createIdempotentAttempts().attemptFor({})
    const b = createIdempotentAttempts().attemptFor({})
    expect(a.key).not.toBe(b.key)
    expect(a.key.length).toBeGreaterThan(16)
  })
})

describe('idempotencyHeaders', () => {
  it('names the header the server reads', () => {
    expect(idempotencyHeaders('abc')).toEqual({ 'Idempotency-Key': 'abc' })
  })
})
