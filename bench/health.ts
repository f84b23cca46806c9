// Health under load: does /api/health still answer within a second while 200 connections keep the
// server busy? A load balancer takes out an instance whose probe times out, so a busy instance must
// keep answering it (load shedding turns the surplus away with 503 instead). The server runs with
// the product's own load-shedding setting (unlike the throughput runs, which turn it off); only the
// per-address limits are lifted, since every connection here comes from one address.
//   - idle: health probed alone, the baseline;
//   - search mix: 200 connections of searches that are never the same twice (no read-cache hits);
//   - pages: 200 connections of server-rendered search pages, never the same twice (no page-cache hits);
//   - sign-up flood: 200 connections of sign-ups (each a full-cost password hash).
// Each as health's p99 (and max) over probes as a load balancer sends them (a fresh connection, one
// at a time, 100 ms apart; a non-200 answer or none within 10 s counts as a failure), taken once
// the load's 200 connections are all in, as ratios to idle, with the share of the load shed (503).
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
  /** How long the load's 200 connections took to be answered once each (probing starts then); NaN: never all. */
  rampMs: number
  loadavg: number[]
}

export const HEALTH_SERVER_ENV = {
  RATE_LIMIT_SEARCH: '1000000000',
  RATE_LIMIT_PUBLIC_FORMS: '1000000000',
}

/** A probe that has not answered in this long has failed (a load balancer gives up sooner). */
const PROBE_TIMEOUT_MS = 10_000
/** The load's connections must all have been answered once within this, or probing starts anyway. */
const RAMP_LIMIT_MS = 20_000

/**
 * Health probed as a load balancer probes it: a fresh connection per probe, one probe at a time (the
 * next 100 ms after the previous answer), for `ms`; milliseconds to each whole answer, sorted.
 *
 * One at a time because a probe's wait is mostly in the listen socket's accept queue: libuv accepts
 * one connection per event-loop turn (libuv/libuv#3696, Node 20), and under 200 busy keep-alive
 * connections a turn took 150-700 ms here (strace of the server: one accept4 per epoll_pwait of
 * ~120 ready sockets), so the server accepted 2-7 new connections a second. The probe this replaces
 * opened one every 100 ms whatever the last one did: the queue (ss's Recv-Q on the listen socket)
 * grew by its own probes, 123 to 263 in 6 s, and every probe waited for all the ones before it, to
 * the end of the load (seconds), while a curl every 0.5 s from another process waited one turn. The
 * same probe from another process or a thread measured the same: it was the probing, not the thread.
 *
 * In a thread of its own: autocannon's 200 connections keep this process's event loop busy, and a
 * probe timed on it would count that wait as the server's.
 */
async function probeFor(base: string, ms: number): Promise<number[]> {
  const worker = new Worker(PROBE_THREAD, { eval: true, workerData: { base, ms, timeoutMs: PROBE_TIMEOUT_MS } })
  const [times] = (await once(worker, 'message')) as [number[]]
  return times.sort((a, b) => a - b)
}

const PROBE_THREAD = `
const http = require('node:http')
const { parentPort, workerData: { base, ms, timeoutMs } } = require('node:worker_threads')
function probeOnce() {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.get(base + '/api/health', { agent: false, timeout: timeoutMs }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : Infinity))
    })
    req.on('error', () => resolve(Infinity))
    req.on('timeout', () => req.destroy())
  })
}
;(async () => {
  const times = []
  const end = Date.now() + ms
  while (Date.now() < end) {
    times.push(await probeOnce())
    await new Promise((r) => setTimeout(r, 100))
  }
  parentPort.postMessage(times)
})()
`

function figure(
  backend: string,
  load: HealthFigure['load'],
  idleP99: number,
  {
    times,
    shed = 0,
    requests = 0,
    rampMs = NaN,
  }: { times: number[]; shed?: number; requests?: number; rampMs?: number },
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
    loadRequests: requests,
    rampMs,
    loadavg: os.loadavg(),
  }
}

/**
 * 200 connections of `requests`, probed once all 200 have been answered (accepted one per turn, the
 * load's own connections take seconds to get in, and a probe behind them measures that ramp, not
 * the server under load), for `ms`. The load's figures count the probing window only.
 */
async function probedUnderLoad(base: string, requests: autocannon.Request[], ms: number) {
  const connections = 200
  let shed = 0
  let answered = 0
  const clients = new Set<unknown>()
  let allIn!: () => void
  const ramped = new Promise<void>((r) => (allIn = r))
  const started = performance.now()
  const instance = autocannon({ url: base, requests, connections, duration: 3_600 }, () => {})
  instance.on('response', (client: unknown, status: number) => {
    answered++
    if (status === 503) shed++
    if (clients.size < connections && clients.add(client).size === connections) allIn()
  })
  let timer: NodeJS.Timeout | undefined
  await Promise.race([ramped, new Promise((r) => (timer = setTimeout(r, RAMP_LIMIT_MS)))])
  clearTimeout(timer)
  const rampMs = clients.size === connections ? performance.now() - started : NaN
  const [shedBefore, answeredBefore] = [shed, answered]
  const times = await probeFor(base, ms)
  const load = { shed: shed - shedBefore, requests: answered - answeredBefore, rampMs }
  const done = once(instance, 'done')
  instance.stop()
  await done
  return { times, ...load }
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
  // As the throughput runs: the place index is built in the background after start-up, and an idle
  // probe taken during that build would measure the build, not an idle server.
  await fetch(`${base}/api/places/suggestions?query=sa`)
  await new Promise((r) => setTimeout(r, 2_000))
  const idle = { times: await probeFor(base, 3_000) }
  const idleP99 = figure(backend, 'idle', 1, idle).p99
  const out = [figure(backend, 'idle', idleP99, idle)]

  // One shared walk through a long mix (each connection taking the next), so no search repeats.
  const mix = searchMix(20_000, 34)
  let next = 0
  const searches: autocannon.Request[] = [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: mix[next++ % mix.length] }) },
  ]
  const search = await probedUnderLoad(base, searches, ms)
  out.push(figure(backend, 'search mix, 200 conn', idleP99, search))
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
  out.push(figure(backend, 'pages, 200 conn', idleP99, await probedUnderLoad(base, pages, ms)))
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
  out.push(figure(backend, 'sign-up flood, 200 conn', idleP99, await probedUnderLoad(base, signUps, ms)))
  for (const f of out)
    console.log(
      `[bench] health, ${backend}, ${f.load} (load ${f.loadavg[0].toFixed(1)}): p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms (${f.ratioToIdle.toFixed(1)}× idle), max ${f.max.toFixed(0)} ms, ${f.overOneSecond}/${f.probes} probes over 1 s; ${f.shed}/${f.loadRequests} of the load shed; 200 connections in after ${f.rampMs.toFixed(0)} ms`,
    )
  return out
}
