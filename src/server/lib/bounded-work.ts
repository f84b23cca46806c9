// Work that costs a core (a password hash) runs a few at a time; a short queue waits for a turn and
// whatever would wait beyond it is refused at once (503 + Retry-After), so a flood of such requests
// costs the server a bounded amount of CPU and the rest of the traffic keeps its share.
//
// Work whose CPU lands on the event loop itself (a page render) may also be started at most
// `perTurn` times per turn of the loop: several renders begun in one turn read the database
// together and then render together, in one long turn, and every request waiting for the next
// turn (a health probe among them: libuv accepts one new connection per turn) waits for all of them.
import { serviceBusy } from './errors'

export type BoundedWork = {
  /** Run `work` when a slot is free; throws the 503 `serviceBusy` error when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>
  /** How many run and how many wait now (tests wait for a queue to fill). */
  load(): { running: number; waiting: number }
}

/** Whether one more piece of work may start now: a slot is free and this turn has starts left. */
export function mayStart({
  running,
  startedThisTurn,
  concurrency,
  perTurn,
}: {
  running: number
  startedThisTurn: number
  concurrency: number
  perTurn: number
}): boolean {
  return running < concurrency && startedThisTurn < perTurn
}

export function createBoundedWork({
  concurrency,
  queue,
  perTurn = Infinity,
  endOfTurn = (cb: () => void): unknown => setImmediate(cb),
}: {
  concurrency: number
  queue: number
  /** Starts allowed per turn of the event loop (Infinity: no limit). */
  perTurn?: number
  /** Runs `cb` once the current turn's I/O is done (setImmediate: the check phase); tests step it by hand. */
  endOfTurn?: (cb: () => void) => unknown
}): BoundedWork {
  let running = 0
  let startedThisTurn = 0
  let turnEndPending = false
  const waiting: (() => void)[] = []
  const can = () => mayStart({ running, startedThisTurn, concurrency, perTurn })
  const start = () => {
    running++
    if (perTurn === Infinity) return
    startedThisTurn++
    if (turnEndPending) return
    turnEndPending = true
    endOfTurn(() => {
      turnEndPending = false
      startedThisTurn = 0
      drain()
    })
  }
  /** Starts the next in line while slots and this turn's starts allow. */
  const drain = () => {
    while (waiting.length > 0 && can()) {
      start()
      waiting.shift()!()
    }
  }
  return {
    async run(work) {
      if (waiting.length === 0 && can()) start()
      // Room is counted as without the per-turn limit (`concurrency` running and `queue` waiting): a
      // burst that the slots and the queue hold waits a few turns for its starts, and is not shed.
      else if (running + waiting.length < concurrency + queue)
        await new Promise<void>((resolve) => waiting.push(resolve))
      else throw serviceBusy()
      try {
        return await work()
      } finally {
        running--
        drain()
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  }
}
