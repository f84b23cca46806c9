// Money in payments: every amount is a whole number of US cents, named `…Cents`. No
// floats: percentages are basis points (1 % = 100 bp) and every division rounds once, here.

export const CURRENCY = 'usd'

/** One hundred percent, in basis points. */
export const FULL_BP = 10_000

/** True for a whole, non-negative number of cents that arithmetic cannot lose precision on. */
export const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0

export function assertCents(n: number, what = 'amount'): number {
  if (!isCents(n)) throw new RangeError(`${what} must be a whole, non-negative number of cents (got ${n})`)
  return n
}

export function assertBasisPoints(bp: number, what = 'percentage'): number {
  if (!Number.isInteger(bp) || bp < 0 || bp > FULL_BP)
    throw new RangeError(`${what} must be whole basis points from 0 to ${FULL_BP} (got ${bp})`)
  return bp
}

/** `cents` × `bp` / 10 000, rounded half up: the one way a percentage of money is taken. */
export function percentOf(cents: number, bp: number): number {
  assertCents(cents)
  assertBasisPoints(bp)
  const d = BigInt(FULL_BP)
  return Number((2n * BigInt(cents) * BigInt(bp) + d) / (2n * d))
}

export const sumCents = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0)

/**
 * Splits `totalCents` in proportion to `weights` so the parts sum exactly to the total
 * (largest-remainder method): each part is the floor of its exact share, and the cents left over
 * go one each to the largest fractional remainders, ties to the earlier weight. So every part is
 * within one cent of its exact share, and a part never exceeds its weight when total ≤ Σ weights.
 */
export function allocateByWeights(totalCents: number, weights: readonly number[]): number[] {
  assertCents(totalCents, 'total')
  weights.forEach((w) => assertCents(w, 'weight'))
  if (weights.length === 0) {
    if (totalCents === 0) return []
    throw new RangeError('Nothing to allocate to')
  }
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n)
  if (sum === 0n) {
    // No weights at all: split equally.
    return allocateByWeights(
      totalCents,
      weights.map(() => 1),
    )
  }
  const total = BigInt(totalCents)
  const parts = weights.map((w) => (total * BigInt(w)) / sum)
  const remainders = weights.map((w, i) => ({ i, r: (total * BigInt(w)) % sum }))
  let left = Number(total - parts.reduce((a, b) => a + b, 0n))
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1))
  for (const { i } of remainders) {
    if (left === 0) break
    parts[i] += 1n
    left--
  }
  return parts.map(Number)
}

/** Dollars as a person types them into a form: '720', '720.5' or '720.50' (no sign, no commas). */
export const DOLLARS_RE = /^\d{1,7}(\.\d{1,2})?$/

/** Typed dollars (matching DOLLARS_RE) as cents, without a float: '720.5' → 72050. */
export function typedDollarsToCents(dollars: string): number {
  const [whole, frac = ''] = dollars.trim().split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

/** Cents as a form's dollars field shows them: 72050 → '720.50'. */
export const centsToTypedDollars = (cents: number) => (cents / 100).toFixed(2)
