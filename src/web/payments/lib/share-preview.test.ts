import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDollars, previewShares, sharesRequest, SPLIT_MESSAGES, type SplitDraft } from './share-preview'

const guests = [
  { id: 11, name: 'Ana' },
  { id: 12, name: 'Ben' },
  { id: 13, name: 'Cy' },
]
const draft = (over: Partial<SplitDraft>): SplitDraft => ({
  mode: 'equal',
  guests,
  includeOrganiser: false,
  amounts: {},
  ...over,
})
const sum = (p: ReturnType<typeof previewShares>) => p.shares.reduce((a, s) => a + s.amountCents, 0) + p.organiserCents

describe('parseDollars', () => {
  it('reads dollars and cents as people type them', () => {
    expect(parseDollars('45')).toBe(4500)
    expect(parseDollars(' 45.5 ')).toBe(4550)
    expect(parseDollars('$1,045.05')).toBe(104_505)
    for (const bad of ['', '0', '0.00', '4.555', '-3', 'abc', '1e3', '99999999']) expect(parseDollars(bad)).toBeNull()
  })
})

describe('previewShares', () => {
  it('equal shares: the odd cents go to the first guests, and the host can take a share too', () => {
    const p = previewShares(100_001, draft({}))
    expect(p.shares.map((s) => s.amountCents)).toEqual([33_334, 33_334, 33_333])
    expect(p).toMatchObject({ organiserCents: 0, error: null })
    const withMe = previewShares(100_001, draft({ includeOrganiser: true }))
    expect(withMe.shares.map((s) => s.amountCents)).toEqual([25_001, 25_000, 25_000])
    expect(withMe.organiserCents).toBe(25_000)
  })

  it('set amounts: the rest stays with the host; more than is due, or a bad amount, is an error', () => {
    const p = previewShares(50_000, draft({ mode: 'amounts', amounts: { 11: '100', 12: '150.25', 13: '20' } }))
    expect(p).toMatchObject({ organiserCents: 22_975, error: null })
    expect(sharesRequest(draft({ mode: 'amounts' }), p)).toEqual({
      mode: 'amounts',
      shares: [
        { guestId: 11, amountCents: 10_000 },
        { guestId: 12, amountCents: 15_025 },
        { guestId: 13, amountCents: 2_000 },
      ],
    })
    expect(
      previewShares(50_000, draft({ mode: 'amounts', amounts: { 11: '500.01' }, guests: [guests[0]] })).error,
    ).toBe(SPLIT_MESSAGES.tooMuch(50_000))
    expect(previewShares(50_000, draft({ mode: 'amounts', amounts: { 11: 'x' } })).error).toBe(SPLIT_MESSAGES.amount)
    expect(previewShares(50_000, draft({ guests: [] })).error).toBe(SPLIT_MESSAGES.noGuests)
  })

  it('always sums exactly to what is due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (due, n, me) => sum(previewShares(due, draft({ guests: guests.slice(0, n), includeOrganiser: me }))) === due,
      ),
    )
  })
})
