import { describe, expect, it } from 'vitest'
import { PUBLIC_COUNTER_MIN, publicCounter } from './public-counters'

describe('publicCounter', () => {
  it('shows the real figure from 100 on, and nothing below or while unknown', () => {
    expect(PUBLIC_COUNTER_MIN).toBe(100)
    expect(publicCounter(undefined)).toBeUndefined()
    expect(publicCounter(0)).toBeUndefined()
    expect(publicCounter(99)).toBeUndefined()
    expect(publicCounter(100)).toBe(100)
    expect(publicCounter(1234)).toBe(1234)
  })
})
