// Server-rendered pages against the API answer beneath each, back to back: one or more builds
// (a checkout's directory each, its dist/ built) started in turn on the same PGlite data, each sent
// the same requests at one connection: search pages and the exact API search each asks
// (`&limit=20`), venue pages and `/api/venues/:id?enhance=true`. CPU per request is the server
// process's (its PGlite worker and compression threads included), from /proc, over a batch.
//
//   npx tsx bench/page-pairs.ts [--rounds 2] [--count 120] [--encoding 'br, gzip'] [--returning] <root>…
//
// --returning adds the same kinds of pages for a returning visitor: the stylesheet cookie a first
// page sets (src/server/seo/stylesheet-cookie.ts) sent, so the stylesheet is linked, not inline.
//
// A root is a checkout (or a directory of symlinks to one) with its own dist/. Every request of a
// round is different (the read and HTML caches never hit); each build of a round gets the same ones.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import WebSocket from 'ws'
import { distinctSearches, distinctVenueIds, searchPages } from './query-mix'
import { freePort } from './free-port'

const { values: opts, positionals: roots } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    count: { type: 'string', default: '120' },
    encoding: { type: 'string', default: 'br, gzip' },
    'data-dir': { type: 'string', default: path.resolve('bench/.cache/venues-100000') },
    size: { type: 'string', default: '100000' },
    only: { type: 'string', default: 'search,venue' },
    returning: { type: 'boolean', default: false },
    /** Profile each server (node --cpu-prof) into this directory. */
    profile: { type: 'string' },
  },
  allowPositionals: true,
})
const ROUNDS = Number(opts.rounds)
const COUNT = Number(opts.count)
const SIZE = Number(opts.size)
const ONLY = opts.only.split(',')
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
function get(
  port: number,
  p: string,
  cookie?: string,
): Promise<{ status: number; bytes: number; firstByte: number; ms: number; setCookie?: string[] }> {
  const start = performance.now()
  const headers: Record<string, string> = {
    ...(opts.encoding ? { 'accept-encoding': opts.encoding } : {}),
    ...(cookie ? { cookie } : {}),
  }
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, agent, headers }, (res) => {
      let bytes = 0
      let firstByte = -1
      res.on('data', (c: Buffer) => {
        if (firstByte < 0) firstByte = performance.now() - start
        bytes += c.length
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          firstByte,
          ms: performance.now() - start,
          setCookie: res.headers['set-cookie'],
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

type Batch = Awaited<ReturnType<typeof batch>>

async function batch(pid: number, port: number, paths: string[], cookie?: string) {
  const before = cpuMs(pid)
  const load = os.loadavg()[0]
  let bytes = 0
  let bad = 0
  const firsts: number[] = []
  const alls: number[] = []
  for (const p of paths) {
    const r = await get(port, p, cookie)
    bytes += r.bytes
    if (r.status !== 200) bad++
    firsts.push(r.firstByte)
    alls.push(r.ms)
  }
  const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  return {
    cpu: (cpuMs(pid) - before) / paths.length,
    bytes: bytes / paths.length,
    bad,
    firstByte: med(firsts),
    all: med(alls),
    load: [load, os.loadavg()[0]],
  }
}

function start(root: string, port: number, inspectPort?: number): ChildProcess {
  const flags = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []
  return spawn(process.execPath, [...flags, path.join(root, 'dist/server-app/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      MALLOC_TRIM_THRESHOLD_: '131072',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: opts['data-dir'],
      SEED_VENUES: String(SIZE),
      RATE_LIMIT_SEARCH: '1000000000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/** The main thread's CPU profile between `begin` and the returned stop (Chrome DevTools protocol). */
async function profiler(inspectPort: number) {
  const list = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string
  }[]
  const ws = new WebSocket(list[0].webSocketDebuggerUrl)
  await new Promise((r) => ws.once('open', r))
  let id = 0
  const call = (method: string, params = {}) =>
    new Promise<unknown>((resolve) => {
      const mine = ++id
      const on = (data: Buffer) => {
        const msg = JSON.parse(String(data)) as { id?: number; result?: unknown }
        if (msg.id === mine) {
          ws.off('message', on)
          resolve(msg.result)
        }
      }
      ws.on('message', on)
      ws.send(JSON.stringify({ id: mine, method, params }))
    })
  await call('Profiler.enable')
  await call('Profiler.setSamplingInterval', { interval: 200 })
  return {
    begin: () => call('Profiler.start'),
    async end(file: string) {
      const { profile } = (await call('Profiler.stop')) as { profile: unknown }
      fs.writeFileSync(file, JSON.stringify(profile))
      ws.close()
    },
  }
}

/** `work` profiled when profiling (--profile), into <name>.cpuprofile. */
async function profiled<T>(inspectPort: number | undefined, name: string, work: () => Promise<T>): Promise<T> {
  if (!inspectPort) return work()
  const prof = await profiler(inspectPort)
  await prof.begin()
  const out = await work()
  fs.mkdirSync(opts.profile!, { recursive: true })
  await prof.end(path.join(opts.profile!, `${name}.cpuprofile`))
  return out
}

async function waitUp(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await get(port, '/api/health')).status === 200) return
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

const apiOf = (page: string) => {
  const q = new URL(page, 'http://x').searchParams
  q.set('limit', '20')
  return `/api/venues/search?${q}`
}

async function main() {
  const searches = searchPages(distinctSearches(24_000, 7_700))
  const venues = distinctVenueIds(20_000, SIZE, 7_701)
  const per = COUNT
  for (let round = 0; round < ROUNDS; round++) {
    // Warm-up, then two halves: API and page never share a request (the page's own fetch would hit).
    const slice = <T>(xs: T[], k: number) => xs.slice((round * 7 + k) * per, (round * 7 + k + 1) * per)
    for (const root of roots) {
      const port = await freePort()
      const inspectPort = opts.profile ? await freePort() : undefined
      const child = start(root, port, inspectPort)
      try {
        await waitUp(port)
        await get(port, '/api/places/suggestions?query=sa')
        await new Promise((r) => setTimeout(r, 2000))
        const warmS = slice(searches, 0).slice(0, 30)
        const warmV = slice(venues, 0).slice(0, 30)
        for (const p of warmS) await get(port, p)
        for (const p of slice(searches, 0).slice(30, 60)) await get(port, apiOf(p))
        for (const id of warmV) await get(port, `/venues/${id}`)
        const out: string[] = []
        // A returning visitor's cookie, from a page outside the lists.
        const cookie = (await get(port, '/privacy')).setCookie?.map((c) => c.split(';')[0]).join('; ')
        const pageLine = (kind: string, api: Batch, page: Batch) =>
          `${kind} API ${api.cpu.toFixed(2)} ms, page ${page.cpu.toFixed(2)} ms (${(page.cpu / api.cpu).toFixed(1)}×), page ${(page.bytes / 1000).toFixed(1)} kB, first byte ${page.firstByte.toFixed(1)} / all ${page.all.toFixed(1)} ms, non-200 ${page.bad}, load ${api.load[0].toFixed(1)}–${page.load[1].toFixed(1)}`
        if (ONLY.includes('search')) {
          const api = await batch(child.pid!, port, slice(searches, 1).map(apiOf))
          const page = await profiled(inspectPort, `${path.basename(root)}-search-${round + 1}`, () =>
            batch(child.pid!, port, slice(searches, 2)),
          )
          out.push(pageLine('search:', api, page))
          if (opts.returning && cookie) {
            out.push(pageLine('search, returning:', api, await batch(child.pid!, port, slice(searches, 5), cookie)))
          }
        }
        if (ONLY.includes('venue')) {
          const api = await batch(
            child.pid!,
            port,
            slice(venues, 3).map((id) => `/api/venues/${id}?enhance=true`),
          )
          const page = await profiled(inspectPort, `${path.basename(root)}-venue-${round + 1}`, () =>
            batch(
              child.pid!,
              port,
              slice(venues, 4).map((id) => `/venues/${id}`),
            ),
          )
          out.push(pageLine('venue: ', api, page))
          if (opts.returning && cookie) {
            const venuePages = slice(venues, 6).map((id) => `/venues/${id}`)
            out.push(pageLine('venue, returning:', api, await batch(child.pid!, port, venuePages, cookie)))
          }
        }
        console.log(`round ${round + 1}, ${root}:\n  ${out.join('\n  ')}`)
      } finally {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
    }
  }
  agent.destroy()
}

await main()
