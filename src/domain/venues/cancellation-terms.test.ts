import { describe, expect, it } from 'vitest'
import { cancellationText } from './cancellation-terms'

describe('cancellationText', () => {
  it('reads the venue terms in plain words', () => {
    expect(
      cancellationText([
        { daysBefore: 7, refundPct: 50 },
        { daysBefore: 14, refundPct: 100 },
      ]),
    ).toBe(
      'Full refund if you cancel 14 or more days before; 50% back if you cancel 7 to 13 days before; no refund after that.',
    )
    expect(
      cancellationText([
        { daysBefore: 30, refundPct: 100 },
        { daysBefore: 29, refundPct: 50 },
        { daysBefore: 0, refundPct: 10 },
      ]),
    ).toBe(
      'Full refund if you cancel 30 or more days before; 50% back if you cancel 29 days before; 10% back if you cancel up to 28 days before, or on the day.',
    )
    expect(cancellationText([{ daysBefore: 0, refundPct: 0 }])).toBe(
      'No refund if you cancel up to the day of the event.',
    )
    expect(cancellationText([])).toBe('No refund if you cancel.')
  })
})
