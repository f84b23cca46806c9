import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeAllIn, type AllInAmounts } from '../pricing/all-in'
import { addDays, daysBetween, depositRuleOf, planPaymentSchedule, type ScheduleInput } from './schedule'

const base: ScheduleInput = {
  venueTotalCents: 280_914,
  deposit: { kind: 'percent', bp: 2500 },
  bookingFee: { kind: 'percent', bp: 500 },
  acceptedOn: '2026-11-24',
  eventDate: '2027-01-20',
  balanceDueDaysBefore: 14,
}

describe('planPaymentSchedule', () => {
  it('asks for the deposit and fee on acceptance and the balance N days before the event', () => {
    expect(planPaymentSchedule(base)).toEqual({
      venueTotalCents: 280_914,
      bookingFeeCents: 14_046, // 5 % of 2 809.14 = 140.457 → 140.46
      allInCents: 294_960,
      instalments: [
        { kind: 'deposit', dueOn: '2026-11-24', venueCents: 70_229, feeCents: 14_046, amountCents: 84_275 },
        { kind: 'balance', dueOn: '2027-01-06', venueCents: 210_685, feeCents: 0, amountCents: 210_685 },
      ],
    })
  })

  it('takes a set deposit and a flat fee; the balance is due at once when its day has passed', () => {
    const s = planPaymentSchedule({
      ...base,
      deposit: { kind: 'amount', cents: 50_000 },
      bookingFee: { kind: 'flat', cents: 2_500 },
      eventDate: '2026-11-30',
    })
    expect(s.instalments).toEqual([
      { kind: 'deposit', dueOn: '2026-11-24', venueCents: 50_000, feeCents: 2_500, amountCents: 52_500 },
      { kind: 'balance', dueOn: '2026-11-24', venueCents: 230_914, feeCents: 0, amountCents: 230_914 },
    ])
  })

  it('has no balance for a full deposit, and refuses a deposit above the total', () => {
    const s = planPaymentSchedule({ ...base, deposit: { kind: 'percent', bp: 10_000 } })
    expect(s.instalments.map((i) => i.kind)).toEqual(['deposit'])
    expect(() => planPaymentSchedule({ ...base, deposit: { kind: 'amount', cents: 300_000 } })).toThrow(RangeError)
    expect(() => planPaymentSchedule({ ...base, venueTotalCents: 10.5 })).toThrow(RangeError)
  })

  it('instalments always add up to the all-in total, with the fee exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.oneof(
          fc.record({ kind: fc.constant('percent' as const), bp: fc.integer({ min: 0, max: 3000 }) }),
          fc.record({ kind: fc.constant('flat' as const), cents: fc.integer({ min: 0, max: 100_000 }) }),
        ),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 400 }),
        (total, depositBp, bookingFee, daysBefore, eventIn) => {
          const s = planPaymentSchedule({
            ...base,
            venueTotalCents: total,
            deposit: { kind: 'percent', bp: depositBp },
            bookingFee,
            eventDate: addDays(base.acceptedOn, eventIn),
            balanceDueDaysBefore: daysBefore,
          })
          const sum = (k: 'venueCents' | 'feeCents' | 'amountCents') => s.instalments.reduce((a, i) => a + i[k], 0)
          expect(sum('venueCents')).toBe(total)
          expect(sum('feeCents')).toBe(s.bookingFeeCents)
          expect(sum('amountCents')).toBe(s.allInCents)
          for (const i of s.instalments) {
            expect(i.dueOn >= base.acceptedOn).toBe(true)
            expect(i.amountCents).toBe(i.venueCents + i.feeCents)
          }
        },
      ),
    )
  })
})

it('date arithmetic crosses months, years and daylight saving', () => {
  expect(addDays('2027-01-03', -14)).toBe('2026-12-20')
  expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
  expect(daysBetween('2026-11-24', '2027-01-20')).toBe(57)
  expect(daysBetween('2027-01-20', '2026-11-24')).toBe(-57)
})

describe('the schedule of an all-in price', () => {
  // 24 × $100 = $2,400; service 20 % = $480; tax 8.875 % of $2,880 = $255.60; venue total $3,135.60.
  const dinner: AllInAmounts = {
    guests: 24,
    pricePerPersonCents: 10_000,
    minimumSpendCents: 0,
    roomFeeCents: 0,
    serviceChargePct: 20,
    taxPct: 8.875,
    gratuityPct: 0,
    feesCents: 0,
  }

  it('is what the payment schedule asks for: deposit + fee on acceptance, then the balance', () => {
    const bookingFee = { kind: 'percent', bp: 500 } as const
    const t = computeAllIn(dinner, { bookingFee })
    const plan = planPaymentSchedule({
      venueTotalCents: t.totalCents,
      deposit: depositRuleOf({ proposalDepositCents: 0, venueDepositPct: 25 }),
      bookingFee,
      acceptedOn: '2026-03-01',
      eventDate: '2026-04-30',
      balanceDueDaysBefore: 14,
    })
    // 25 % of $3,135.60 = $783.90 (+ $156.78 fee = $940.68); balance $2,351.70 on April 16.
    expect(plan.instalments).toEqual([
      { kind: 'deposit', dueOn: '2026-03-01', venueCents: 78_390, feeCents: 15_678, amountCents: 94_068 },
      { kind: 'balance', dueOn: '2026-04-16', venueCents: 235_170, feeCents: 0, amountCents: 235_170 },
    ])
    expect(plan.allInCents).toBe(t.allInCents)
    expect(plan.instalments.reduce((a, i) => a + i.amountCents, 0)).toBe(t.allInCents)
  })

  it("a proposal's own deposit wins over the venue's percentage", () => {
    expect(depositRuleOf({ proposalDepositCents: 60_000, venueDepositPct: 25 })).toEqual({
      kind: 'amount',
      cents: 60_000,
    })
    expect(depositRuleOf({ proposalDepositCents: 0, venueDepositPct: 12.5 })).toEqual({ kind: 'percent', bp: 1_250 })
  })
})
