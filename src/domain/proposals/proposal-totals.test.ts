import { describe, expect, it } from 'vitest'
import { DATE_TOO_FAR_MESSAGE } from '../date-bounds'
import {
  amountsOf,
  computeProposalTotals,
  divideHalfUp,
  proposalInputSchema,
  proposalLines,
  proposalTotalsErrors,
  PROPOSAL_MESSAGES,
} from './proposal-totals'

// A date the schema accepts whenever the test runs: 90 days ahead (the upper bound is two years).
const inNinetyDays = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)
const base = { venueId: 1, date: inNinetyDays, time: '7:00 PM', guests: 24 }

describe('divideHalfUp', () => {
  it('rounds exact halves up and everything else to nearest', () => {
    expect(divideHalfUp(5, 2)).toBe(3)
    expect(divideHalfUp(7, 2)).toBe(4)
    expect(divideHalfUp(149, 100)).toBe(1)
    expect(divideHalfUp(150, 100)).toBe(2)
    expect(divideHalfUp(0, 7)).toBe(0)
  })
})

describe('computeProposalTotals', () => {
  it('price × guests, service on the subtotal, tax on subtotal + service, fees on top', () => {
    const input = proposalInputSchema.parse({
      ...base,
      pricePerPerson: 85,
      serviceChargePct: 20,
      taxPct: 8.625,
      fees: 150,
    })
    const t = computeProposalTotals(amountsOf(input))
    // 24 × $85 = $2,040; service 20% = $408; tax 8.625% of $2,448 = $211.14 exactly; + $150 fees.
    expect(t).toEqual({
      foodCents: 204_000,
      subtotalCents: 204_000,
      serviceChargeCents: 40_800,
      taxCents: 21_114,
      totalCents: 204_000 + 40_800 + 21_114 + 15_000,
      perGuestCents: 11_705, // 280,914 / 24 = 11,704.75 → 11,705
      minimumSpendApplies: false,
    })
  })

  it('lifts the subtotal to the minimum spend when the group spends less', () => {
    const t = computeProposalTotals(
      amountsOf(proposalInputSchema.parse({ ...base, guests: 10, pricePerPerson: 50, minimumSpend: 1000 })),
    )
    expect(t.foodCents).toBe(50_000)
    expect(t.subtotalCents).toBe(100_000)
    expect(t.minimumSpendApplies).toBe(true)
    expect(t.perGuestCents).toBe(10_000)
  })

  it('rounds each computed amount half up to the cent', () => {
    // 3 × $33.33 = $99.99; 18% = 17.9982 → $18.00; tax 7.25% of $117.99 = 8.554275 → $8.55; 126.54 / 3 = 42.18
    const t = computeProposalTotals(
      amountsOf(
        proposalInputSchema.parse({ ...base, guests: 3, pricePerPerson: 33.33, serviceChargePct: 18, taxPct: 7.25 }),
      ),
    )
    expect([t.serviceChargeCents, t.taxCents, t.totalCents, t.perGuestCents]).toEqual([1800, 855, 12_654, 4218])
    // A per-guest half cent goes up: $100.01 / 2 = $50.005 → $50.01
    const half = computeProposalTotals(
      amountsOf(proposalInputSchema.parse({ ...base, guests: 2, pricePerPerson: 50, fees: 0.01 })),
    )
    expect(half.perGuestCents).toBe(5001)
  })

  it('lists the lines the planner reads, leaving out zero ones', () => {
    const a = amountsOf(
      proposalInputSchema.parse({ ...base, guests: 10, pricePerPerson: 50, minimumSpend: 1000, taxPct: 10 }),
    )
    const lines = proposalLines(a, computeProposalTotals(a))
    expect(lines.map((l) => [l.id, l.cents])).toEqual([
      ['food', 50_000],
      ['minimum_spend', 50_000],
      ['tax', 10_000],
    ])
    expect(lines[0].label).toBe('10 guests × $50.00 per person')
    expect(lines[2].label).toBe('Tax (10%)')
  })
})

describe('proposalInputSchema', () => {
  it('defaults the optional amounts to 0 and accepts numeric strings', () => {
    expect(proposalInputSchema.parse({ ...base, pricePerPerson: '85.50' })).toMatchObject({
      pricePerPerson: 85.5,
      minimumSpend: 0,
      serviceChargePct: 0,
      taxPct: 0,
      fees: 0,
      deposit: 0,
    })
  })

  it('refuses fractions of a cent, negative amounts and percentages over 100', () => {
    const r = proposalInputSchema.safeParse({
      ...base,
      pricePerPerson: 85.555,
      fees: -1,
      taxPct: 101,
      serviceChargePct: 1.2345,
      guests: 0,
    })
    expect(r.success).toBe(false)
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(fields).toEqual({
      pricePerPerson: PROPOSAL_MESSAGES.money('Price per person'),
      fees: PROPOSAL_MESSAGES.money('Fees'),
      taxPct: PROPOSAL_MESSAGES.pct('Tax'),
      serviceChargePct: PROPOSAL_MESSAGES.pct('Service charge'),
      guests: PROPOSAL_MESSAGES.guests,
    })
  })

  it('refuses a deposit above the total and a proposal worth nothing', () => {
    const a = amountsOf(proposalInputSchema.parse({ ...base, guests: 2, pricePerPerson: 10, deposit: 21 }))
    expect(proposalTotalsErrors(a, computeProposalTotals(a))).toEqual({ deposit: PROPOSAL_MESSAGES.depositTooBig })
    const zero = amountsOf(proposalInputSchema.parse({ ...base, pricePerPerson: 0 }))
    expect(proposalTotalsErrors(zero, computeProposalTotals(zero))).toEqual({
      pricePerPerson: PROPOSAL_MESSAGES.pricePositive,
    })
  })
})

describe('proposal date', () => {
  it('refuses a date more than two years ahead', () => {
    const r = proposalInputSchema.safeParse({ ...base, pricePerPerson: 85, date: '9999-12-31' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]).toMatchObject({ path: ['date'], message: DATE_TOO_FAR_MESSAGE })
  })
})
