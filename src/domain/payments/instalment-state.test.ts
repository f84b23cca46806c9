import { describe, expect, it } from 'vitest'
import { instalmentBadgeState } from './instalment-state'

const paid = { state: 'paid' as const, paidCents: 72_000, dueCents: 0, refundedCents: 0, toPayBackCents: 0 }

describe("an instalment's badge", () => {
  it('says Refunded once all that was paid came back, not Paid', () => {
    expect(instalmentBadgeState({ ...paid, refundedCents: 72_000 }, false)).toBe('refunded')
  })

  it('says Partly refunded when some of it came back', () => {
    expect(instalmentBadgeState({ ...paid, refundedCents: 30_000 }, false)).toBe('partly_refunded')
    // A final bill under what was paid refunds part of an open booking's instalment too.
    expect(instalmentBadgeState({ ...paid, refundedCents: 5_000 }, true)).toBe('partly_refunded')
  })

  it('says To pay back while an offline refund waits for our team', () => {
    expect(instalmentBadgeState({ ...paid, refundedCents: 72_000, toPayBackCents: 72_000 }, false)).toBe('to_pay_back')
  })

  it('keeps Paid, Due and Overdue when nothing came back, and Cancelled for what a cancellation no longer asks', () => {
    expect(instalmentBadgeState(paid, true)).toBe('paid')
    expect(instalmentBadgeState(paid, false)).toBe('paid')
    const unpaid = { ...paid, state: 'overdue' as const, paidCents: 0, dueCents: 180_000 }
    expect(instalmentBadgeState(unpaid, true)).toBe('overdue')
    expect(instalmentBadgeState(unpaid, false)).toBe('cancelled')
    // Half paid, nothing back by the venue's terms: the rest is cancelled.
    expect(instalmentBadgeState({ ...unpaid, paidCents: 90_000, dueCents: 90_000 }, false)).toBe('cancelled')
  })
})
