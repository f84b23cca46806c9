import { describe, expect, it } from 'vitest'
import { createTurnClock, samplesBehindAfter, shedsRequest } from './load-shedding'

const LIMIT = 250

describe('which request is shed', () => {
  it('sheds a request read after its turn has spent longer than the limit on requests, with no sample behind', () => {
    // 200 busy connections: each turn of the loop read ~120 requests and ran 150-700 ms, while the
    // mean delay over the samples stayed under the limit and nothing was shed.
    expect(shedsRequest({ samplesBehind: 0, turnMs: 300 }, LIMIT)).toBe(true)
    expect(shedsRequest({ samplesBehind: 0, turnMs: 200 }, LIMIT)).toBe(false)
    // 0: turns are not limited.
    expect(shedsRequest({ samplesBehind: 0, turnMs: 5_000 }, 0)).toBe(false)
  })

  it('serves requests after one long pause, and sheds all of them while the loop stays behind', () => {
    // Start-up compiling every route: one sample far behind, then calm ones.
    const DELAY_LIMIT = 1_000
    let behind = samplesBehindAfter(0, 2_000, DELAY_LIMIT)
    expect(shedsRequest({ samplesBehind: behind, turnMs: 0 }, LIMIT)).toBe(false)
    behind = samplesBehindAfter(behind, 5, DELAY_LIMIT)
    expect(behind).toBe(0)
    // Behind sample after sample: shed even at the start of a turn.
    for (let i = 0; i < 3; i++) behind = samplesBehindAfter(behind, DELAY_LIMIT + 1, DELAY_LIMIT)
    expect(shedsRequest({ samplesBehind: behind, turnMs: 0 }, LIMIT)).toBe(true)
    // A sample with no timer fired (NaN) says nothing either way.
    expect(samplesBehindAfter(behind, Number.NaN, DELAY_LIMIT)).toBe(behind)
  })
})

describe('the turn clock', () => {
  it("counts from a turn's first request to its end, not the pause before it", () => {
    let now = 10_000
    const ends: (() => void)[] = []
    const turnMs = createTurnClock(
      () => now,
      (cb) => ends.push(cb),
    )
    // Two seconds of start-up work before the first request: not counted.
    now += 2_000
    expect(turnMs()).toBe(0)
    now += 120
    expect(turnMs()).toBe(120)
    now += 200
    expect(turnMs()).toBe(320)
    // One end of turn scheduled per turn; after it the next request starts a new count.
    expect(ends).toHaveLength(1)
    ends.shift()!()
    now += 50
    expect(turnMs()).toBe(0)
    expect(ends).toHaveLength(1)
  })
})
