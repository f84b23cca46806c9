import { describe, expect, it } from 'vitest'
import { reviseInstalments } from '../payments/schedule'
import { agreementDiff, answeringSideOf, changedAmounts, renderAgreement, type AgreementTerms } from './agreement'

const terms: AgreementTerms = {
  reference: 'BK-7',
  plannerName: 'Maya Planner',
  venueName: 'Nopa',
  venueLocation: 'San Francisco, CA',
  date: '2030-06-15',
  time: '7:00 PM',
  guests: 24,
  packageName: null,
  lines: [{ label: '24 guests × $100.00 per person', cents: 2_400_00 }],
  venueTotalCents: 2_400_00,
  bookingFeeCents: 120_00,
  allInCents: 2_520_00,
  perGuestCents: 100_00,
  depositCents: 600_00,
  cancellationTerms: 'Full refund 30 or more days before.',
  included: [],
}

describe('renderAgreement', () => {
  it('states every term in words and cents as the planner reads them, the same text each time', () => {
    const text = renderAgreement(terms, 1)
    expect(text.split('\n')).toEqual([
      'Booking agreement BK-7, version 1',
      '',
      'Planner: Maya Planner',
      'Venue: Nopa, San Francisco, CA',
      'Date: Jun 15, 2030',
      'Time: 7:00 PM',
      'Guests: 24',
      '',
      'Price',
      '24 guests × $100.00 per person: $2,400.00',
      'Total, all in: $2,520.00',
      'Per guest: $100.00',
      'Deposit: $600.00',
      '',
      'Cancellation: Full refund 30 or more days before.',
    ])
    expect(renderAgreement(terms, 1)).toBe(text)
    expect(renderAgreement({ ...terms, packageName: 'Feast', included: ['Wine'] }, 2)).toContain('Package: Feast')
    expect(renderAgreement(terms, 2)).not.toBe(text)
  })
})

describe('agreementDiff', () => {
  it('lists only what changed, in a fixed order, with both values as shown', () => {
    expect(agreementDiff(terms, terms)).toEqual([])
    expect(
      agreementDiff(terms, { ...terms, guests: 30, date: '2030-06-20', packageName: 'Feast', allInCents: 3_150_00 }),
    ).toEqual([
      { field: 'guests', label: 'Guests', from: '24', to: '30' },
      { field: 'date', label: 'Date', from: 'Jun 15, 2030', to: 'Jun 20, 2030' },
      { field: 'packageName', label: 'Package', from: 'None', to: 'Feast' },
      { field: 'price', label: 'Total, all in', from: '$2,520.00', to: '$3,150.00' },
    ])
  })
})

describe('change orders', () => {
  it('changes only the guests and price per person of the amounts', () => {
    const amounts = {
      guests: 24,
      pricePerPersonCents: 100_00,
      minimumSpendCents: 0,
      roomFeeCents: 50_00,
      serviceChargePct: 20,
      taxPct: 8.875,
      gratuityPct: 0,
      feesCents: 0,
    }
    expect(changedAmounts(amounts, {})).toEqual(amounts)
    expect(changedAmounts(amounts, { guests: 30, pricePerPersonCents: 90_00, date: '2030-01-01' })).toEqual({
      ...amounts,
      guests: 30,
      pricePerPersonCents: 90_00,
    })
  })
  it('is answered by the other side: the venue answers the planner, the planner the venue and our staff', () => {
    expect(answeringSideOf('planner')).toBe('venue')
    expect(answeringSideOf('venue')).toBe('planner')
    expect(answeringSideOf('staff')).toBe('planner')
  })
})

describe('reviseInstalments', () => {
  const current = [
    { kind: 'deposit' as const, dueOn: '2030-01-01', venueCents: 600_00, feeCents: 120_00 },
    { kind: 'balance' as const, dueOn: '2030-06-01', venueCents: 1_800_00, feeCents: 0 },
  ]
  const revise = (venueTotalCents: number, eventDate = '2030-06-15') =>
    reviseInstalments({
      current,
      venueTotalCents,
      bookingFee: { kind: 'percent', bp: 500 },
      eventDate,
      balanceDueDaysBefore: 14,
      today: '2030-02-01',
    })
  it('keeps the deposit, puts the fee on the new total and the rest in the balance, to the cent', () => {
    const r = revise(3_000_00)
    expect(r).toEqual({
      bookingFeeCents: 150_00,
      allInCents: 3_150_00,
      instalments: [
        { kind: 'deposit', dueOn: '2030-01-01', venueCents: 600_00, feeCents: 150_00 },
        { kind: 'balance', dueOn: '2030-06-01', venueCents: 2_400_00, feeCents: 0 },
      ],
    })
    expect(r.instalments.reduce((a, i) => a + i.venueCents + i.feeCents, 0)).toBe(r.allInCents)
  })
  it('never asks for a deposit above a smaller total, and moves the balance with the date (never before today)', () => {
    const r = revise(500_00, '2030-02-05')
    expect(r.instalments).toEqual([
      { kind: 'deposit', dueOn: '2030-01-01', venueCents: 500_00, feeCents: 25_00 },
      { kind: 'balance', dueOn: '2030-02-01', venueCents: 0, feeCents: 0 },
    ])
  })
})
