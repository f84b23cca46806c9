import { describe, expect, it } from 'vitest'
import { tallyVotes } from './tally'

const options = { venueIds: [1, 2, 3], dates: ['2027-03-01', '2027-03-08'] }

describe('tallyVotes: who leads', () => {
  it('one venue and one date ahead lead', () => {
    const t = tallyVotes(
      [
        { venues: [{ venueId: 2, choice: 'prefer' }], dates: [{ date: '2027-03-08', choice: 'prefer' }] },
        { venues: [{ venueId: 1, choice: 'approve' }], dates: [] },
      ],
      options,
    )
    expect(t).toMatchObject({ leadingVenueId: 2, tiedVenueIds: [], leadingDate: '2027-03-08', tiedDates: [] })
  })

  it('a 1–1 vote is a tie: no venue leads, both are named as tied', () => {
    const t = tallyVotes(
      [
        { venues: [{ venueId: 1, choice: 'prefer' }], dates: [{ date: '2027-03-01', choice: 'prefer' }] },
        { venues: [{ venueId: 3, choice: 'prefer' }], dates: [{ date: '2027-03-08', choice: 'prefer' }] },
      ],
      options,
    )
    expect(t.leadingVenueId).toBeNull()
    expect(t.tiedVenueIds.sort()).toEqual([1, 3])
    expect(t.leadingDate).toBeNull()
    expect(t.tiedDates.sort()).toEqual(['2027-03-01', '2027-03-08'])
  })

  it('no votes: nothing leads and nothing is tied', () => {
    expect(tallyVotes([], options)).toMatchObject({
      leadingVenueId: null,
      tiedVenueIds: [],
      leadingDate: null,
      tiedDates: [],
    })
  })
})
