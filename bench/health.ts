// Health under load: does /api/health still answer within a second while 200 connections keep the
// server busy? A load balancer takes out an instance whose probe times out, so a busy instance must
// keep answering it (load shedding turns the surplus away with 503 instead). The server runs with
// the product's own load-shedding setting (unlike the throughput runs, which turn it off); only the
// per-address limits are lifted, since every connection here comes from one address.
//   - idle: health probed alone, the baseline;
//   - search mix: 200 connections of searches that are never the same twice (no read-cache hits);
//   - pages: 200 connections of server-rendered search pages, never the same twice (no page-cache hits);
//   - sign-up flood: 200 connections of sign-ups (each a full-cost password hash).
// Each as health's p99 (and max) over probes on a fresh connection every 100 ms, as ratios to idle,
// with the share of the load's requests shed (503) beside it.
import { once } from 'node:events'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import autocannon from 'autocannon'
import { distinctSearches, searchMix, searchPages } from './query-mix'

export type HealthFigure = {
  backend: string
  load: 'idle' | 'search mix, 200 conn' | 'pages, 200 conn' | 'sign-up flood, 200 conn'
  probes: number
  p50: number
  p99: number
  max: number
  overOneSecond: number
  /** p99 over the idle probe's p99 in the same run. */
  ratioToIdle: number
  /** Requests of the load answered 503 (shed), and all of them. */
  shed: number
  loadRequests: number
  loadavg: number[]
}

export const HEALTH_SERVER_ENV = {
  RATE_LIMIT_SEARCH: '1000000000',
  RATE_LIMIT_PUBLIC_FORMS: '1000000000',
}

/**
 * Health probed on a fresh connection every 100 ms for `ms`, as a load balancer would: milliseconds to
 * each whole answer, sorted. In a thread of its own: autocannon's 200 connections keep this process's
 * event loop busy, and a probe timed on it would count that wait as the server's.
 */
async function probeFor(base: string, ms: number): Promise<number[]> {
  const worker = new Worker(PROBE_THREAD, { eval: true, workerData: { base, ms } })
  const [times] = (await once(worker, 'message')) as [number[]]
  return times.sort((a, b) => a - b)
}

const PROBE_THREAD = `
const http = require('node:http')
const { parentPort, workerData: { base, ms } } = require('node:worker_threads')
function probeOnce() {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.get(base + '/api/health', { agent: false, timeout: 30000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(performance.now() - started))
    })
    req.on('error', () => resolve(Infinity))
    req.on('timeout', () => req.destroy())
  })
}
;(async () => {
  const times = []
  const pending = []
  const end = Date.now() + ms
  while (Date.now() < end) {
    pending.push(probeOnce().then((t) => times.push(t)))
    await new Promise((r) => setTimeout(r, 100))
  }
  await Promise.all(pending)
  parentPort.postMessage(times)
})()
`

function figure(
  backend: string,
  load: HealthFigure['load'],
  times: number[],
  idleP99: number,
  shed = 0,
  loadRequests = 0,
): HealthFigure {
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN
  return {
    backend,
    load,
    probes: times.length,
    p50: pct(50),
    p99: pct(99),
    max: times.at(-1) ?? NaN,
    overOneSecond: times.filter((t) => t > 1000).length,
    ratioToIdle: pct(99) / idleP99,
    shed,
    loadRequests,
    loadavg: os.loadavg(),
  }
}

function runLoad(options: autocannon.Options): Promise<autocannon.Result & { shed: number }> {
  return new Promise((resolve, reject) => {
    let shed = 0
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve({ ...res, shed })))
    instance.on('response', (_c: unknown, status: number) => {
      if (status === 503) shed++
    })
  })
}

/** The three figures against a server at `base` started with HEALTH_SERVER_ENV. */
export async function benchHealth({
  base,
  backend,
  seconds,
}: {
  base: string
  backend: string
  seconds: number
}): Promise<HealthFigure[]> {
  const ms = Math.max(5, seconds) * 1000
  const idle = await probeFor(base, 3_000)
  const idleP99 = figure(backend, 'idle', idle, 1).p99
  const out = [figure(backend, 'idle', idle, idleP99)]

  // One shared walk through a long mix (each connection taking the next), so no search repeats.
  const mix = searchMix(20_000, 34)
  let next = 0
  const searches: autocannon.Request[] = [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: mix[next++ % mix.length] }) },
  ]
  const [searchProbes, searchLoad] = await Promise.all([
    probeFor(base, ms),
    runLoad({ url: base, requests: searches, connections: 200, duration: ms / 1000 + 1 }),
  ])
  out.push(figure(backend, 'search mix, 200 conn', searchProbes, idleP99, searchLoad.shed, searchLoad.requests.total))
  await new Promise((r) => setTimeout(r, 3_000))

  // The same questions as pages: each reads the API beneath it and is rendered on the server.
  const pageList = searchPages(distinctSearches(20_000, 35))
  let nextPage = 0
  const pages: autocannon.Request[] = [
    {
      method: 'GET',
      headers: { 'accept-encoding': 'br, gzip' },
      setupRequest: (req) => ({ ...req, path: pageList[nextPage++ % pageList.length] }),
    },
  ]
  const [pageProbes, pageLoad] = await Promise.all([
    probeFor(base, ms),
    runLoad({ url: base, requests: pages, connections: 200, duration: ms / 1000 + 1 }),
  ])
  out.push(figure(backend, 'pages, 200 conn', pageProbes, idleP99, pageLoad.shed, pageLoad.requests.total))
  await new Promise((r) => setTimeout(r, 3_000))

  let n = 0
  const run = `${Date.now().toString(36)}`
  const signUps: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          firstName: 'Flo',
          lastName: 'Od',
          email: `flood.${run}.${++n}@example.com`,
          password: 'Dinner4Thirty',
        }),
      }),
    },
  ]
  const [signUpProbes, signUpLoad] = await Promise.all([
    probeFor(base, ms),
    runLoad({ url: base, requests: signUps, connections: 200, duration: ms / 1000 + 1 }),
  ])
  out.push(
    figure(backend, 'sign-up flood, 200 conn', signUpProbes, idleP99, signUpLoad.shed, signUpLoad.requests.total),
  )
  for (const f of out)
    console.log(
      `[bench] health, ${backend}, ${f.load} (load ${f.loadavg[0].toFixed(1)}): p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms (${f.ratioToIdle.toFixed(1)}× idle), max ${f.max.toFixed(0)} ms, ${f.overOneSecond}/${f.probes} probes over 1 s; ${f.shed}/${f.loadRequests} of the load shed`,
    )
  return out
}
