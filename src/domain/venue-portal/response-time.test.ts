import { describe, expect, it } from 'vitest'
import { responseTimeLabel } from './response-time'

describe('responseTimeLabel', () => {
  it('rounds the median up to whole hours, then days', () => {
    expect(responseTimeLabel(0.2)).toBe('Usually replies within an hour')
    expect(responseTimeLabel(1)).toBe('Usually replies within an hour')
    expect(responseTimeLabel(2.2)).toBe('Usually replies within 3 hours')
    expect(responseTimeLabel(24)).toBe('Usually replies within 24 hours')
    expect(responseTimeLabel(30)).toBe('Usually replies within 2 days')
  })
})
