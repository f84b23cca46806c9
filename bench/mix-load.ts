// The load behind every API figure: `connections` keep-alive connections, each sending its next
// request as soon as its last one is answered, all drawing from one list through a shared cursor.
// So no request of a cache-busting list is ever sent twice (the cursor only moves on, across runs
// too), and no two connections ask the same thing at once: identical requests in flight share
// one computation on the server (read-cache.ts), which a load tool sending one URL on every
// connection would measure instead of the route. Each answer's `x-read-cache` header is counted,
// so every figure says how much of it the read cache answered (`x-render-cache` for pages, whose
// HTML cache stands in front of the API's); the time to the first byte of each 2xx answer is kept
// beside its full time, for pages that send their head before their data is complete.
import http from 'node:http'

export type MixRequest = {
  method: 'GET' | 'POST'
  path: string
  body?: string
  /** Sent with this request besides accept-encoding (a returning visitor's cookie). */
  headers?: Record<string, string>
}

/** Where a list is up to: shared by the runs over one list, so a run starts where the last stopped. */
export type Cursor = { next: number }

export type MixRun = {
  /** Answers received (any status). */
  answered: number
  ok: number
  non2xx: number
  seconds: number
  /** Latencies of the 2xx answers, sorted, in ms. */
  times: number[]
  /** Times to the first byte of the body of the 2xx answers, sorted, in ms. */
  firstByteTimes: number[]
  /** Answers that carried x-read-cache, and those of them that were hits. */
  cacheable: number
  hits: number
  /** True when a list that may not repeat ran out before the time was up. */
  exhausted: boolean
}

export async function runMix({
  base,
  requests,
  cursor,
  connections,
  seconds,
  amount,
  repeat,
}: {
  base: string
  requests: readonly MixRequest[]
  cursor: Cursor
  connections: number
  /** Stop after this long (or when `amount` answers came, or a non-repeating list ran out). */
  seconds?: number
  amount?: number
  /** true: the list is sent round and round (the repeated mix); false: each request at most once. */
  repeat: boolean
}): Promise<MixRun> {
  const url = new URL(base)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const run: MixRun = {
    answered: 0,
    ok: 0,
    non2xx: 0,
    seconds: 0,
    times: [],
    firstByteTimes: [],
    cacheable: 0,
    hits: 0,
    exhausted: false,
  }
  const start = performance.now()
  const end = seconds === undefined ? Infinity : start + seconds * 1000
  let started = 0
  const take = (): MixRequest | undefined => {
    if (performance.now() >= end || (amount !== undefined && started >= amount)) return undefined
    if (!repeat && cursor.next >= requests.length) {
      run.exhausted = true
      return undefined
    }
    started++
    return requests[cursor.next++ % requests.length]
  }
  const worker = async () => {
    for (let r = take(); r; r = take()) {
      const t0 = performance.now()
      const { status, cache, firstByteMs } = await send(agent, url, r)
      run.answered++
      if (cache !== undefined) {
        run.cacheable++
        if (cache === 'hit') run.hits++
      }
      if (status >= 200 && status < 300) {
        run.ok++
        run.times.push(performance.now() - t0)
        run.firstByteTimes.push(firstByteMs - t0)
      } else run.non2xx++
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, worker))
  } finally {
    agent.destroy()
  }
  run.seconds = (performance.now() - start) / 1000
  run.times.sort((a, b) => a - b)
  run.firstByteTimes.sort((a, b) => a - b)
  return run
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

function send(
  agent: http.Agent,
  base: URL,
  r: MixRequest,
): Promise<{ status: number; cache?: string; firstByteMs: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers: {
          'accept-encoding': 'br, gzip',
          ...r.headers,
          ...(r.body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) }),
        },
      },
      (res) => {
        const cache = res.headers['x-read-cache'] ?? res.headers['x-render-cache']
        let firstByteMs = NaN
        res.on('data', () => {
          if (Number.isNaN(firstByteMs)) firstByteMs = performance.now()
        })
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cache: typeof cache === 'string' ? cache : undefined, firstByteMs }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(r.body)
  })
}
