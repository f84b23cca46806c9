import { describe, expect, it } from 'vitest'
import { createBoundedWork, mayStart } from './bounded-work'
import { AppError } from './errors'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('bounded work', () => {
  it('runs `concurrency` at once, queues `queue` more, refuses the next with a 503 AppError', async () => {
    const work = createBoundedWork({ concurrency: 2, queue: 3 })
    const gates = Array.from({ length: 5 }, deferred)
    const started: number[] = []
    const runs = gates.map((gate, i) =>
      work.run(async () => {
        started.push(i)
        await gate.promise
        return i
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(work.load()).toEqual({ running: 2, waiting: 3 })

    const refused = await work.run(async () => 'never').catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({ status: 503, code: 'service_unavailable', retryAfterSeconds: 5 })

    // A finished one hands its slot to the first in line.
    gates[0].resolve()
    await runs[0]
    await new Promise((r) => setImmediate(r))
    expect(started).toEqual([0, 1, 2])
    expect(work.load()).toEqual({ running: 2, waiting: 2 })
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4])
    expect(work.load()).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the slot of work that fails', async () => {
    const work = createBoundedWork({ concurrency: 1, queue: 0 })
    await expect(work.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await work.run(async () => 'next')).toBe('next')
  })

  it('starts at most `perTurn` per turn of the loop; the rest wait, in order, for the next turns', async () => {
    // The turn's end stepped by hand: each call to endTurn() is the check phase of one turn.
    const ends: (() => void)[] = []
    const endTurn = () => ends.splice(0).forEach((cb) => cb())
    const work = createBoundedWork({ concurrency: 3, queue: 0, perTurn: 1, endOfTurn: (cb) => ends.push(cb) })
    const started: number[] = []
    const gates = Array.from({ length: 3 }, deferred)
    const runs = gates.map((gate, i) =>
      work.run(async () => {
        started.push(i)
        await gate.promise
        return i
      }),
    )
    await Promise.resolve()
    // A slot is free, but one has started this turn: the others wait; a fourth would be more than
    // the slots and the queue hold, and is refused.
    expect(started).toEqual([0])
    expect(work.load()).toEqual({ running: 1, waiting: 2 })
    await expect(work.run(async () => 'never')).rejects.toMatchObject({ status: 503, retryAfterSeconds: 5 })
    endTurn()
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    endTurn()
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2])
    expect(work.load()).toEqual({ running: 0, waiting: 0 })
  })

  it('mayStart: a free slot and a start left in this turn', () => {
    const limits = { concurrency: 2, perTurn: 1 }
    expect(mayStart({ running: 0, startedThisTurn: 0, ...limits })).toBe(true)
    expect(mayStart({ running: 1, startedThisTurn: 1, ...limits })).toBe(false)
    expect(mayStart({ running: 2, startedThisTurn: 0, ...limits })).toBe(false)
    expect(mayStart({ running: 1, startedThisTurn: 0, concurrency: 2, perTurn: Infinity })).toBe(true)
  })
})
