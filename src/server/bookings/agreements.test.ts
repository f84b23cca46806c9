import { describe, expect, it } from 'vitest'
import { agreementHash } from './agreements'

describe('agreementHash', () => {
  it('is the SHA-256 of the UTF-8 text, in lowercase hex: one character more is another hash', () => {
    expect(agreementHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(agreementHash('Guests: 24 × $100.00')).toMatch(/^[0-9a-f]{64}$/)
    expect(agreementHash('Guests: 24')).not.toBe(agreementHash('Guests: 24 '))
  })
})
