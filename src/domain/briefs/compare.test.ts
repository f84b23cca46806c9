import { describe, expect, it } from 'vitest'
import { compareBrief, type QuoteFacts, type VenueFacts } from './compare'

const noAmounts = {
  pricePerPersonCents: 0,
  minimumSpendCents: 0,
  roomFeeCents: 0,
  serviceChargePct: 0,
  taxPct: 0,
  gratuityPct: 0,
  feesCents: 0,
}

function quote(id: number, amounts: Partial<QuoteFacts['amounts']>, more: Partial<QuoteFacts> = {}): QuoteFacts {
  return {
    proposalId: id,
    status: 'sent',
    date: '2031-06-12',
    time: '7:00 PM',
    packageName: null,
    amounts: { ...noAmounts, ...amounts },
    depositCents: 0,
    depositPct: 25,
    venueDepositPct: 0,
    included: [],
    validUntil: '2031-05-01',
    cancellationTerms: [{ daysBefore: 14, refundPct: 100 }],
    message: null,
    ...more,
  }
}

function venue(venueId: number, name: string, q: QuoteFacts | null, state: VenueFacts['state'] = 'quoted'): VenueFacts {
  return {
    venueId,
    name,
    slug: name.toLowerCase(),
    location: 'Chicago, IL',
    photoUrl: null,
    responseTime: null,
    requestReference: `BR-${venueId}`,
    state,
    offer: null,
    declineReason: null,
    booking: { stage: 'quoted', label: 'Quote to review', nextStep: '' },
    quote: q,
    today: '2031-04-01',
  }
}

// 20 guests. Hand-checked:
// Per person:  20 × $80 = $1,600; service 20% = $320; tax 10% × ($1,600 + $320) = $192 → $2,112 ($105.60 each).
// Min spend:   20 × $60 = $1,200, minimum $2,000 → top-up $800; service included; tax 8% × $2,000 = $160
//              → $2,160 ($108.00 each).
// Room fee:    20 × $70 = $1,400; room $500; service 18% × $1,400 = $252; tax 10% × ($1,400 + $500 + $252)
//              = $215.20 → $2,367.20 ($118.36 each).
const perPerson = venue(
  1,
  'Alder',
  quote(11, { pricePerPersonCents: 8000, serviceChargePct: 20, taxPct: 10 }, { included: ['food', 'drinks'] }),
)
const minimum = venue(
  2,
  'Birch',
  quote(
    12,
    { pricePerPersonCents: 6000, minimumSpendCents: 200_000, taxPct: 8 },
    { included: ['food', 'service', 'exclusive_use'] },
  ),
)
const roomFee = venue(
  3,
  'Cedar',
  quote(
    13,
    { pricePerPersonCents: 7000, roomFeeCents: 50_000, serviceChargePct: 18, taxPct: 10 },
    { included: ['food', 'av'] },
  ),
)

describe('compareBrief', () => {
  const result = compareBrief({ guests: 20, mustHaves: ['av'], venues: [roomFee, minimum, perPerson] })
  const byName = Object.fromEntries(result.venues.map((v) => [v.name, v.quote!]))

  it('prices each structure for the guest count with the all-in function', () => {
    expect(byName.Alder).toMatchObject({
      structure: 'per_person',
      totalCents: 211_200,
      perGuestCents: 10_560,
      minimumSpendTopUpCents: 0,
    })
    expect(byName.Birch).toMatchObject({
      structure: 'minimum_spend',
      totalCents: 216_000,
      perGuestCents: 10_800,
      minimumSpendTopUpCents: 80_000,
    })
    expect(byName.Cedar).toMatchObject({ structure: 'room_fee', totalCents: 236_720, perGuestCents: 11_836 })
  })

  it('sorts by all-in per guest, cheapest first', () => {
    expect(result.venues.map((v) => v.name)).toEqual(['Alder', 'Birch', 'Cedar'])
  })

  it('shows the minimum-spend top-up as its own line', () => {
    expect(byName.Birch.lines.find((l) => l.id === 'minimum_spend')).toEqual({
      id: 'minimum_spend',
      label: 'Minimum spend of $2,000.00 applies',
      cents: 80_000,
    })
  })

  it('says whether the service is included', () => {
    expect(byName.Alder.serviceIncluded).toBe(false)
    expect(byName.Birch.serviceIncluded).toBe(true)
  })

  it('flags what the others include and this one does not, and missing must-haves', () => {
    expect(byName.Alder.notIncludedButOthersDo.map((i) => i.id)).toEqual(['service', 'av', 'exclusive_use'])
    expect(byName.Cedar.notIncludedButOthersDo.map((i) => i.id)).toEqual(['drinks', 'service', 'exclusive_use'])
    expect(byName.Alder.missingMustHaves.map((i) => i.label)).toEqual(['AV equipment'])
    expect(byName.Cedar.missingMustHaves).toEqual([])
    expect(result.items.map((i) => i.id)).toEqual(['food', 'drinks', 'service', 'av', 'exclusive_use'])
  })

  it('puts deposit terms in plain words', () => {
    // 25% of $2,112 = $528
    expect(byName.Alder).toMatchObject({
      depositCents: 52_800,
      depositText: 'A 25% deposit ($528.00) when you accept.',
    })
  })

  it('drops the top-up when the group spends past the minimum', () => {
    const forty = compareBrief({ guests: 40, mustHaves: [], venues: [minimum] }).venues[0].quote!
    // 40 × $60 = $2,400 > $2,000; tax 8% = $192 → $2,592
    expect(forty).toMatchObject({ minimumSpendTopUpCents: 0, totalCents: 259_200, perGuestCents: 6_480 })
  })

  it('marks expired quotes and ranks them after open ones, then offers, waiting and declined', () => {
    const expired = venue(4, 'Aspen', quote(14, { pricePerPersonCents: 1000 }, { validUntil: '2031-03-31' }))
    const waiting = venue(5, 'Elm', null, 'waiting')
    const declined = venue(6, 'Fir', null, 'declined')
    const offered = venue(7, 'Gum', null, 'offered_other_date')
    const r = compareBrief({ guests: 20, mustHaves: [], venues: [declined, waiting, expired, offered, roomFee] })
    expect(r.venues.map((v) => [v.name, v.quote?.expired ?? null])).toEqual([
      ['Cedar', false],
      ['Aspen', true],
      ['Gum', null],
      ['Elm', null],
      ['Fir', null],
    ])
    // An expired quote's items do not count as "others include".
    expect(r.venues[0].quote!.notIncludedButOthersDo).toEqual([])
  })

  it('adds our booking fee to the all-in price', () => {
    const r = compareBrief({ guests: 20, mustHaves: [], venues: [perPerson], bookingFee: { kind: 'percent', bp: 500 } })
    // 5% of $2,112 = $105.60 → $2,217.60, $110.88 each
    expect(r.venues[0].quote).toMatchObject({
      bookingFeeCents: 10_560,
      allInCents: 221_760,
      allInPerGuestCents: 11_088,
    })
  })
})
