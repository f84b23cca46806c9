import { describe, expect, it } from 'vitest'
import { addToShortlist, mergeShortlists, shortlistFromParam, SHORTLIST_MAX } from './shortlist-rules'

describe('the shortlist', () => {
  it('adds a venue at the end, once', () => {
    expect(addToShortlist([3, 8], 12)).toEqual({ outcome: 'added', ids: [3, 8, 12] })
    expect(addToShortlist([3, 8], 8)).toEqual({ outcome: 'already', ids: [3, 8] })
  })

  it(`refuses a sixth venue: ${SHORTLIST_MAX} at most`, () => {
    expect(addToShortlist([1, 2, 3, 4, 5], 6)).toEqual({ outcome: 'full', ids: [1, 2, 3, 4, 5] })
  })

  it("keeps the account's venues first when a visitor's list joins it, up to the limit", () => {
    expect(mergeShortlists([4, 2], [2, 9, 1, 7, 6])).toEqual([4, 2, 9, 1, 7])
  })

  it("reads a shared link's ids and ignores what is not one", () => {
    expect(shortlistFromParam('3,8, 12,x,-1,0,8,1e3')).toEqual([3, 8, 12])
    expect(shortlistFromParam('1,2,3,4,5,6')).toEqual([1, 2, 3, 4, 5])
    expect(shortlistFromParam(null)).toEqual([])
  })
})
