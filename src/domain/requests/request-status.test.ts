import { describe, expect, it } from 'vitest'
import { plannerStatus } from './request-status'

describe('plannerStatus', () => {
  it("promises the named venue's own response time on a received request", () => {
    expect(plannerStatus('new', 3)).toEqual({
      label: 'Received',
      next: 'Callie and our concierge team will get back to you within 3 hours.',
    })
    expect(plannerStatus('new', 72).next).toBe('Callie and our concierge team will get back to you within 3 days.')
  })

  it('promises our 24 hours when the request names no venue', () => {
    expect(plannerStatus('new').next).toBe('Callie and our concierge team will get back to you within 24 hours.')
  })

  it('leaves the other statuses as they are', () => {
    expect(plannerStatus('confirmed', 3)).toEqual({
      label: 'Confirmed',
      next: 'Your booking is confirmed. The details are in our confirmation email.',
    })
  })
})
