// Work that costs a core (a password hash) runs a few at a time; a short queue waits for a turn and
// whatever would wait beyond it is refused at once (503 + Retry-After), so a flood of such requests
// costs the server a bounded amount of CPU and the rest of the traffic keeps its share.
import { serviceBusy } from './errors'

export type BoundedWork = {
  /** Run `work` when a slot is free; throws the 503 `serviceBusy` error when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>
  /** How many run and how many wait now (tests wait for a queue to fill). */
  load(): { running: number; waiting: number }
}

export function createBoundedWork({ concurrency, queue }: { concurrency: number; queue: number }): BoundedWork {
  let running = 0
  const waiting: (() => void)[] = []
  return {
    async run(work) {
      if (running < concurrency) running++
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve))
      else throw serviceBusy()
      try {
        return await work()
      } finally {
        // The slot passes straight to the next in line, so `running` never overshoots.
        const next = waiting.shift()
        if (next) next()
        else running--
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  }
}
