// Memory that comes back: the server's RSS under minutes of the cache-busting page mix at 10
// connections, and again once the traffic has stopped. One server per back end, at the run's largest
// catalogue:
//   - at start: started, the place index built, no request yet;
//   - the mix: search and venue pages, the API searches and venue answers beneath them, and
//     recommendations, interleaved, every request different (the read and page caches answer none
//     of it unless a short list has to wrap: its hit share is printed), for `minutes`;
//   - RSS read every second through the traffic (peak) and through the idle time after it;
//   - `idleMinutes` after the last request: RSS again, as a ratio to the start.
// The PGlite worker is a thread of the server process, so the process's RSS covers it (and PGlite's
// WebAssembly memory); a separate figure for it does not exist at the operating system's level.
// With `snapshots`, the main thread writes a V8 heap snapshot (--heapsnapshot-signal) at start, at
// the end of the traffic and at the end of the idle time, for `npx tsx bench/heap-diff.ts a b`. A
// snapshot costs memory and time itself: a run with them is for finding what grows, not a figure.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runMix, type MixRequest } from './mix-load'
import { distinctRecommendationBodies, distinctSearches, distinctVenueIds, MIX_SEED, searchPages } from './query-mix'

export type MemorySample = { s: number; rssMb: number }

/**
 * RSS in parts (/proc/<pid>/status): anonymous (heaps, PGlite's WebAssembly memory, malloc), files
 * (code), shared memory; and of the anonymous part, what is resident in the WebAssembly memory (smaps:
 * the readable part of a reservation of gigabytes, PGlite's 128 MB at least). That is PGlite's heap,
 * which never shrinks.
 */
export type RssParts = { anonMb: number; fileMb: number; shmemMb: number; wasmMb: number }

export type MemoryMixFigure = {
  backend: string
  size: number
  connections: number
  /** Traffic and idle time asked for, in seconds. */
  trafficSeconds: number
  idleSeconds: number
  rssStartMb: number
  /** The server's malloc: 'jemalloc' when scripts/serve.sh preloaded it, else 'glibc' (the system's). */
  allocator?: string
  /** The highest RSS read (every second) from the first request to the last. */
  rssPeakMb: number
  /** Right after the last answer. */
  rssEndMb: number
  /** `idleSeconds` after the last answer. */
  rssIdleMb: number
  /** The same moments in parts: at start, at the end of the traffic, after the idle time. */
  parts: { start: RssParts; end: RssParts; idle: RssParts }
  /**
   * CPU of the server process (its PGlite worker included; not PostgreSQL's backends) from the first
   * request to the last, in ms: what a heap setting that collects more often costs.
   */
  serverCpuMs?: number | null
  /** Answers in the traffic, their throughput, non-2xx answers, and the share the read or page cache answered. */
  answered: number
  rps: number
  non2xx: number
  hitShare: number | null
  /** True when a list ran out and was sent again from its start (small catalogues): hits then possible. */
  wrapped: boolean
  /** Every second, from the start of the traffic: RSS in MB. */
  samples: MemorySample[]
  loadavgStart: number[]
  loadavgEnd: number[]
  loadavgIdle: number[]
  /** Heap snapshots written (with --heap-snapshots), in order: start, end of traffic, end of idle. */
  snapshots?: string[]
}

/** The list: pages and API answers in turn, as long as the shortest list allows before it wraps. */
export function memoryMix(size: number): MixRequest[] {
  const get = (p: string): MixRequest => ({ method: 'GET', path: p })
  const lists: MixRequest[][] = [
    searchPages(distinctSearches(24_000, MIX_SEED + 30)).map(get),
    distinctVenueIds(20_000, size, MIX_SEED + 31).map((id) => get(`/venues/${id}`)),
    distinctSearches(24_000, MIX_SEED + 32).map(get),
    distinctVenueIds(20_000, size, MIX_SEED + 33).map((id) => get(`/api/venues/${id}?enhance=true`)),
    distinctRecommendationBodies(8_000, MIX_SEED + 34).map((body) => ({
      method: 'POST' as const,
      path: '/api/concierge/recommendations',
      body: JSON.stringify(body),
    })),
  ]
  // Pages weigh most in memory (a render and its HTML), so they come twice as often as each API route.
  const pattern = [0, 1, 2, 0, 1, 3, 4]
  const requests: MixRequest[] = []
  const next = lists.map(() => 0)
  const longest = Math.max(...lists.map((l) => l.length))
  for (let i = 0; requests.length < longest * 2; i++) {
    const which = pattern[i % pattern.length]
    const list = lists[which]
    requests.push(list[next[which]++ % list.length])
  }
  return requests
}

/** Whether the first `n` requests of the list hold one twice (a short list wrapped). */
const repeats = (requests: MixRequest[], n: number) =>
  new Set(requests.slice(0, n).map((r) => `${r.method} ${r.path} ${r.body ?? ''}`)).size < Math.min(n, requests.length)

export async function benchMemory({
  backend,
  size,
  base,
  pid,
  minutes,
  idleMinutes,
  snapshots,
  connections = 10,
  log = console.log,
}: {
  backend: string
  size: number
  base: string
  pid: number
  minutes: number
  idleMinutes: number
  /** Where the server writes its heap snapshots (its --diagnostic-dir), when it was started with the signal. */
  snapshots?: string
  connections?: number
  log?: (line: string) => void
}): Promise<MemoryMixFigure> {
  const requests = memoryMix(size)
  const written: string[] = []
  const snapshot = async (moment: string) => {
    if (!snapshots) return
    const before = new Set(fs.readdirSync(snapshots))
    process.kill(pid, 'SIGUSR2')
    const file = await waitForNewFile(snapshots, before)
    const named = path.join(snapshots, `${moment}.heapsnapshot`)
    fs.renameSync(path.join(snapshots, file), named)
    written.push(named)
    log(`[bench] memory: heap snapshot ${moment} written (${path.relative(process.cwd(), named)})`)
  }
  // Read before the first snapshot, which leaves the process larger (its own buffers, and the heap walked).
  const rssStartMb = rssMb(pid)
  const partsStart = rssParts(pid)
  await snapshot('1-start')
  const loadavgStart = os.loadavg()
  log(
    `[bench] memory, ${backend}, ${size} venues, ${allocatorOf(pid)}'s malloc: RSS at start ${rssStartMb.toFixed(0)} MB; the page mix at ${connections} connections for ${minutes} min (load ${fmtLoad(loadavgStart)})`,
  )
  const samples: MemorySample[] = []
  const t0 = performance.now()
  const sample = () => samples.push({ s: Math.round((performance.now() - t0) / 1000), rssMb: rssMb(pid) })
  const progress = (label: string) => {
    const last = samples.at(-1)
    if (last && last.s > 0 && last.s % 30 === 0)
      log(`[bench] memory: ${label} ${last.s} s, RSS ${last.rssMb.toFixed(0)} MB (load ${fmtLoad(os.loadavg())})`)
  }
  sample()
  const cpuStart = cpuMs(pid)
  const timer = setInterval(() => (sample(), progress('traffic')), 1000)
  const run = await runMix({ base, requests, cursor: { next: 0 }, connections, seconds: minutes * 60, repeat: true })
  clearInterval(timer)
  const cpuEnd = cpuMs(pid)
  sample()
  const rssEndMb = samples.at(-1)!.rssMb
  const partsEnd = rssParts(pid)
  const rssPeakMb = Math.max(...samples.map((s) => s.rssMb).filter(Number.isFinite))
  const loadavgEnd = os.loadavg()
  log(
    `[bench] memory: traffic over after ${run.answered} answers (${(run.ok / run.seconds).toFixed(1)} req/s, ${run.non2xx} non-2xx); peak ${rssPeakMb.toFixed(0)} MB, now ${rssEndMb.toFixed(0)} MB; idle for ${idleMinutes} min`,
  )
  await snapshot('2-end-of-traffic')
  const idleStart = performance.now()
  const idleTimer = setInterval(() => (sample(), progress('idle, since the start of the traffic,')), 1000)
  await new Promise((r) => setTimeout(r, Math.max(0, idleMinutes * 60_000 - (performance.now() - idleStart))))
  clearInterval(idleTimer)
  sample()
  const rssIdleMb = samples.at(-1)!.rssMb
  const partsIdle = rssParts(pid)
  const loadavgIdle = os.loadavg()
  await snapshot('3-idle')
  return {
    backend,
    size,
    connections,
    trafficSeconds: minutes * 60,
    idleSeconds: idleMinutes * 60,
    rssStartMb,
    allocator: allocatorOf(pid),
    rssPeakMb,
    rssEndMb,
    rssIdleMb,
    parts: { start: partsStart, end: partsEnd, idle: partsIdle },
    serverCpuMs: cpuStart === null || cpuEnd === null ? null : cpuEnd - cpuStart,
    answered: run.answered,
    rps: run.ok / run.seconds,
    non2xx: run.non2xx,
    hitShare: run.cacheable > 0 ? run.hits / run.cacheable : null,
    wrapped: repeats(requests, run.answered),
    samples,
    loadavgStart,
    loadavgEnd,
    loadavgIdle,
    ...(snapshots ? { snapshots: written } : {}),
  }
}

/** The file a heap snapshot signal makes, once it is complete (its size stops changing). */
async function waitForNewFile(dir: string, before: Set<string>): Promise<string> {
  const deadline = Date.now() + 10 * 60_000
  let lastSize = -1
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000))
    const file = fs.readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'))
    if (!file) continue
    const size = fs.statSync(path.join(dir, file)).size
    if (size > 0 && size === lastSize) return file
    lastSize = size
  }
  throw new Error(`No heap snapshot appeared in ${dir}`)
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100
  } catch {
    return 100
  }
})()

/** User + system CPU of a process so far, from /proc (Linux); null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}

export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : NaN
  } catch {
    return NaN
  }
}

/** 'jemalloc' when the process has it mapped (preloaded by scripts/serve.sh), else 'glibc'. */
export function allocatorOf(pid: number): string {
  try {
    return /libjemalloc/.test(fs.readFileSync(`/proc/${pid}/maps`, 'utf8')) ? 'jemalloc' : 'glibc'
  } catch {
    return 'unknown'
  }
}

function rssParts(pid: number): RssParts {
  let status = ''
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    /* ended: NaN below */
  }
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024
  return { anonMb: mb('RssAnon'), fileMb: mb('RssFile'), shmemMb: mb('RssShmem'), wasmMb: wasmResidentMb(pid) }
}

function wasmResidentMb(pid: number): number {
  let smaps: string
  try {
    smaps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8')
  } catch {
    return NaN
  }
  // V8 reserves a WebAssembly memory's whole range with guard pages (over 8 GB) and opens its current
  // size for reading and writing: a readable anonymous mapping of 128 MB or more that the inaccessible
  // rest of its reservation follows. jemalloc's large extents are anonymous mappings of that size too,
  // but nothing inaccessible of gigabytes follows them.
  type Mapping = { start: number; end: number; perms: string; anonymous: boolean; rssKb: number }
  const maps: Mapping[] = []
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+) *(.*)$/.exec(line)
    if (head)
      maps.push({
        start: parseInt(head[1], 16),
        end: parseInt(head[2], 16),
        perms: head[3],
        anonymous: head[4] === '0' && head[5] === '',
        rssKb: 0,
      })
    else if (line.startsWith('Rss:') && maps.length) maps[maps.length - 1].rssKb = Number(/(\d+)/.exec(line)?.[1] ?? 0)
  }
  let kb = 0
  for (let i = 0; i + 1 < maps.length; i++) {
    const [m, rest] = [maps[i], maps[i + 1]]
    if (m.anonymous && m.perms.startsWith('rw') && m.end - m.start >= 128 * 2 ** 20)
      if (rest.start === m.end && rest.perms.startsWith('---') && rest.end - rest.start >= 4 * 2 ** 30) kb += m.rssKb
  }
  return kb / 1024
}

export const fmtParts = (p: RssParts) =>
  `anon ${p.anonMb.toFixed(0)} (of it WebAssembly ${p.wasmMb.toFixed(0)}) + file ${p.fileMb.toFixed(0)} + shmem ${p.shmemMb.toFixed(0)}`

const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ')
