import { describe, expect, it } from 'vitest'
import { redactUrl } from './logger'

describe('redactUrl', () => {
  it('keeps tokens out of request logs', () => {
    expect(redactUrl('/api/dashboard/events/3/chat?token=abc123')).toBe('/api/dashboard/events/3/chat?token=[redacted]')
    expect(redactUrl('/e/x1?guest=g-77&x=1')).toBe('/e/x1?guest=[redacted]&x=1')
    expect(redactUrl('/api/invitations/tok_9/accept')).toBe('/api/invitations/[redacted]/accept')
    expect(redactUrl('/api/proposals/p-1')).toBe('/api/proposals/[redacted]')
    expect(redactUrl('/api/newsletter/confirm?token=zzz')).toBe('/api/newsletter/confirm?token=[redacted]')
    expect(redactUrl('/api/venues/search?location=Boston')).toBe('/api/venues/search?location=Boston')
  })
})
