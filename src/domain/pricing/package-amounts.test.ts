import { describe, expect, it } from 'vitest'
import { computeAllIn } from './all-in'
import { packageAllInAmounts } from './package-amounts'

const prices = {
  pricePerPersonCents: 8500,
  minimumSpendCents: 200_000,
  roomFeeCents: 25_000,
  serviceChargePct: 20,
  taxPct: 8.875,
  gratuityPct: 5,
}

describe('packageAllInAmounts', () => {
  it("maps a package's prices to all-in amounts for the group, with no flat fees", () => {
    expect(packageAllInAmounts(prices, 18)).toEqual({ ...prices, guests: 18, feesCents: 0 })
  })

  it('takes any shape of a package (a row with more fields) and only its prices', () => {
    const row = { ...prices, id: 7, name: 'Chef’s table', instantBook: true, included: ['wine'] }
    expect(packageAllInAmounts(row, 12)).toEqual(packageAllInAmounts(prices, 12))
  })

  it('prices a group as the quotes and estimates do, the minimum spend topping up a small one', () => {
    const t = computeAllIn(packageAllInAmounts(prices, 18))
    expect(t).toMatchObject({ foodCents: 153_000, subtotalCents: 200_000, minimumSpendApplies: true })
    // service 40,000; tax on 200,000 + 25,000 + 40,000 = 23,518.75 → 23,519; gratuity 10,000
    expect(t.totalCents).toBe(200_000 + 25_000 + 40_000 + 23_519 + 10_000)
  })
})
