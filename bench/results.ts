// The results file of one `npm run bench` (bench/results/<time>.json), its printout, and the
// comparison of two such files (`npm run bench -- --compare a.json b.json`).
import fs from 'node:fs'
import type { HealthFigure } from './health'
import type { LighthouseFigure } from './lighthouse'
import { fmtParts, type MemoryMixFigure } from './memory'

export type Backend = 'pglite' | 'postgres'

export type ApiFigure = {
  backend: Backend
  size: number
  route: string
  connections: number
  /** Distinct requests in the route's mix. */
  mix: number
  rps: number
  p50: number
  p99: number
  /** Median time to the first byte of the body (pages: their head, sent before the data is complete). */
  firstByteP50?: number
  /** Server process CPU (user + system) per answered request; null where /proc is not readable. */
  cpuMsPerRequest: number | null
  /** On PostgreSQL, the CPU of the database's backends per answered request (absent on PGlite, whose work is in the server's). */
  dbCpuMsPerRequest?: number | null
  /** Share of the answers the read cache gave (x-read-cache: hit); null for routes it does not serve. */
  hitShare?: number | null
  /** Answers in the figure; `exhausted`: a list that never repeats ran out before the time was up. */
  answered?: number
  exhausted?: boolean
  non2xx: number
  /** os.loadavg() when the figure was taken: 1, 5 and 15 minutes. */
  loadavg: number[]
}

export type MemoryFigure = {
  backend: Backend
  size: number
  /** Started, the place index built, no request yet. */
  rssIdleMb: number
  /** The highest RSS read (every 250 ms) from the first request to the last. */
  rssPeakMb?: number
  /** Right after the runs. */
  rssAfterMb: number
  /** idleAfterSeconds after the runs (5 s before 2026-11-24 night), no request since (absent in results written before it was measured). */
  rssIdleAfterMb?: number
  /** How long after the runs rssIdleAfterMb was read (30 s, 120 s with --full). */
  idleAfterSeconds?: number
  loadavg: number[]
}

export type WebFigure = {
  /**
   * Gzipped JS of index.html's entry and modulepreloads (the client-rendered shell; '/' has its own
   * entry since 2026-11-25), the same of a bare React page, and all JS '/' loads.
   */
  landingEntryKb: number
  landingLoadedKb: number
  bareKb: number
  loadavg: number[]
}

export type Results = {
  at: string
  machine: { cpus: number; node: string; platform: string }
  options: {
    sizes: number[]
    seconds: number
    backends: Backend[]
    nodeFlags?: string[]
    serveEnv?: Record<string, string>
  }
  api: ApiFigure[]
  memory: MemoryFigure[]
  /** The memory section: RSS under minutes of the page mix at 10 connections and after it (bench/memory.ts). */
  memoryMix?: MemoryMixFigure[]
  web?: WebFigure
  lighthouse?: LighthouseFigure[] | { skipped: string }
  /** /api/health under 200 connections (bench/health.ts). */
  health?: HealthFigure[]
  budgets?: Budget[]
}

/** The route of a built-in-engine turn on the cache-busting mix (a planner's first message to Callie). */
export const CALLIE_TURN = 'callie turn (built-in), all different'

/** A goal (of the figures the route's own, not the cache's), checked on this run's figures. */
export type Budget = { goal: string; value: number; limit: number; met: boolean }

/** Server and database CPU per request together (the database's only on PostgreSQL). */
export const totalCpu = (a: Pick<ApiFigure, 'cpuMsPerRequest' | 'dbCpuMsPerRequest'>) =>
  a.cpuMsPerRequest === null ? null : a.cpuMsPerRequest + (a.dbCpuMsPerRequest ?? 0)

/**
 * The goals this run has figures for (the 100,000 ones only with --full): on the cache-busting
 * mix, as ratios to /api/ping where the goal is one, on each back end.
 */
export function checkBudgets(r: Results): Budget[] {
  const out: Budget[] = []
  const add = (goal: string, value: number | null | undefined, limit: number, atMost = true) => {
    if (value === null || value === undefined || Number.isNaN(value)) return
    out.push({ goal, value, limit, met: atMost ? value <= limit : value >= limit })
  }
  const big = Math.max(...r.options.sizes)
  const small = Math.min(...r.options.sizes)
  for (const backend of r.options.backends) {
    const api = (size: number, route: string, connections = 1) =>
      r.api.find((a) => a.backend === backend && a.size === size && a.route === route && a.connections === connections)
    const search = 'search, all different'
    const recs = 'recommendations, all different'
    const at = (size: number) => `${backend}, ${size.toLocaleString('en-US')} venues`
    for (const size of new Set([small, big])) {
      const s = api(size, search)
      add(`search CPU per request, server + database (ms), ${at(size)}`, s && totalCpu(s), 2)
      add(`search p99, 1 conn (ms), ${at(size)}`, s?.p99, 20)
      const ping = api(size, 'ping')
      if (s && ping) add(`search req/s ÷ ping req/s, 1 conn, ${at(size)}`, s.rps / ping.rps, 0.05, false)
      const rec = api(size, recs)
      add(`recommendations CPU per request (ms), ${at(size)}`, rec && totalCpu(rec), 4)
      add(`recommendations p99, 1 conn (ms), ${at(size)}`, rec?.p99, 30)
      const turn = api(size, CALLIE_TURN)
      add(`Callie built-in-engine turn p99, 1 conn (ms), ${at(size)}`, turn?.p99, 50)
      const detail = api(size, 'venue detail, all different')
      add(`venue detail CPU per request (ms), ${at(size)}`, detail && totalCpu(detail), 1)
    }
    const cpuBig = api(big, search)
    const cpuSmall = api(small, search)
    if (small < big && cpuBig && cpuSmall)
      add(
        `search CPU per request, ${big.toLocaleString('en-US')} ÷ ${small.toLocaleString('en-US')} venues, ${backend}`,
        (totalCpu(cpuBig) ?? NaN) / (totalCpu(cpuSmall) ?? NaN),
        1.3,
      )
  }
  for (const m of r.memory) {
    if (m.rssIdleAfterMb !== undefined)
      add(
        `${m.backend} RSS ${m.idleAfterSeconds ?? 30} s after the runs ÷ at start, ${m.size} venues`,
        m.rssIdleAfterMb / m.rssIdleMb,
        1.3,
      )
    add(`${m.backend} peak RSS during the runs at ${m.size} venues (MB)`, m.rssPeakMb, 500)
  }
  for (const m of r.memoryMix ?? []) {
    const at = `${m.backend}, ${m.size.toLocaleString('en-US')} venues`
    add(`peak RSS under the page mix at ${m.connections} conn (MB), ${at}`, m.rssPeakMb, 500)
    add(`RSS ${m.idleSeconds} s after the page mix ÷ at start, ${at}`, m.rssIdleMb / m.rssStartMb, 1.3)
  }
  if (r.web) add('landing JS ÷ bare React page', r.web.landingLoadedKb / r.web.bareKb, 2)
  if (Array.isArray(r.lighthouse)) {
    for (const l of r.lighthouse.filter((l) => l.page !== 'bare React'))
      add(`Lighthouse mobile, ${l.page}`, l.score, 0.95, false)
    const landing = r.lighthouse.find((l) => l.page === 'landing')
    if (landing) add('Lighthouse LCP, landing (ms)', landing.lcpMs, 1500)
  }
  return out
}

const f = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits)
const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ')

export function printResults(r: Results) {
  // --web-only has no API or memory rows: their headings are left out.
  if (r.api.length) {
    console.log(
      `\n== API (p50/p99 ms; CPU ms per request of the server, and of the database's backends on PostgreSQL; ` +
        `"÷ ping": the route's throughput and CPU against /api/ping's at the same size and connections; ` +
        `hits: the read cache's share of the answers; "all different": no request sent twice) ==`,
    )
    console.log(
      'backend   venues   route                                    conns    req/s   p50 ms   p99 ms  CPU ms/req  db ms/req  req/s ÷ ping  CPU ÷ ping   hits  load avg',
    )
  }
  for (const a of r.api) {
    // The rows of /api/ping under other load are read on their own (their latency), not as a ratio.
    const ping = a.route.startsWith('ping ')
      ? undefined
      : r.api.find(
          (x) => x.backend === a.backend && x.size === a.size && x.route === 'ping' && x.connections === a.connections,
        )
    const cpu = totalCpu(a)
    const pingCpu = ping && totalCpu(ping)
    console.log(
      `${a.backend.padEnd(9)} ${String(a.size).padEnd(8)} ${a.route.padEnd(40)} ${String(a.connections).padStart(5)} ${f(a.rps, 0).padStart(8)} ${f(a.p50, 2).padStart(8)} ${f(a.p99, 2).padStart(8)} ${f(a.cpuMsPerRequest, 2).padStart(11)} ${f(a.dbCpuMsPerRequest, 2).padStart(10)} ${(ping ? f(a.rps / ping.rps, 3) : '-').padStart(13)} ${(cpu && pingCpu ? `${f(cpu / pingCpu, 1)}x` : '-').padStart(11)} ${(a.hitShare === null || a.hitShare === undefined ? '-' : `${f(a.hitShare * 100, 0)}%`).padStart(6)}  ${load(a.loadavg)}${a.non2xx ? `  (${a.non2xx} non-2xx)` : ''}${a.exhausted ? `  (list used up: ${a.answered} answers)` : ''}`,
    )
  }
  if (r.memory.length) console.log('\n== Memory (server RSS) ==')
  for (const m of r.memory)
    console.log(
      `${m.backend.padEnd(9)} ${String(m.size).padEnd(8)} at start ${f(m.rssIdleMb, 0)} MB, peak ${f(m.rssPeakMb, 0)} MB, after the runs ${f(m.rssAfterMb, 0)} MB, ${m.idleAfterSeconds ?? 30} s after them ${f(m.rssIdleAfterMb, 0)} MB  (load ${load(m.loadavg)})`,
    )
  if (r.memoryMix?.length)
    console.log('\n== Memory under the page mix (server RSS, the PGlite worker thread included; bench/memory.ts) ==')
  for (const m of r.memoryMix ?? [])
    console.log(
      `${m.backend.padEnd(9)} ${String(m.size).padEnd(8)}${m.allocator ? ` ${m.allocator}'s malloc,` : ''} at start ${f(m.rssStartMb, 0)} MB (load ${load(m.loadavgStart)}); ` +
        `${m.trafficSeconds} s at ${m.connections} conn: ${m.answered} answers, ${f(m.rps, 1)} req/s${m.serverCpuMs ? `, server CPU ${f(m.serverCpuMs / m.answered, 1)} ms/answer` : ''}, hits ${m.hitShare === null ? '-' : `${f(m.hitShare * 100, 0)} %`}${m.wrapped ? ' (a list wrapped)' : ''}${m.non2xx ? `, ${m.non2xx} non-2xx` : ''}, ` +
        `peak ${f(m.rssPeakMb, 0)} MB, at the end ${f(m.rssEndMb, 0)} MB (load ${load(m.loadavgEnd)}); ` +
        `${m.idleSeconds} s later ${f(m.rssIdleMb, 0)} MB = ${f(m.rssIdleMb / m.rssStartMb, 2)}× start (load ${load(m.loadavgIdle)})` +
        (m.parts
          ? `\n          in parts, MB: at start ${fmtParts(m.parts.start)}; at the end ${fmtParts(m.parts.end)}; after ${fmtParts(m.parts.idle)}`
          : ''),
    )
  if (r.web) {
    console.log('\n== Web (gzipped JavaScript) ==')
    console.log(
      `app entry + preloads (the shell; '/' has its own entry) ${f(r.web.landingEntryKb)} kB; all JS '/' loads ${f(r.web.landingLoadedKb)} kB; bare React page ${f(r.web.bareKb)} kB; ratio ${f(r.web.landingLoadedKb / r.web.bareKb, 2)}x  (load ${load(r.web.loadavg)})`,
    )
  }
  if (r.lighthouse) {
    console.log('\n== Lighthouse, mobile ==')
    if ('skipped' in r.lighthouse) console.log(`skipped: ${r.lighthouse.skipped}`)
    else
      for (const l of r.lighthouse)
        console.log(
          `${l.page.padEnd(14)} score ${f(l.score, 2)} (runs ${l.scores.map((s) => s.toFixed(2)).join(', ')})  LCP ${l.lcpMs} ms  FCP ${l.fcpMs} ms  TBT ${l.tbtMs} ms  CLS ${l.cls}${l.mainThreadAfterFcp ? `  main thread after FCP ${l.mainThreadAfterFcp.wallMs} ms, running ${l.mainThreadAfterFcp.cpuMs}` : ''}  (load ${load(l.loadavg)})`,
        )
  }
  if (r.budgets?.length) {
    console.log('\n== Goals, on the cache-busting mix (read with the load average: only a quiet run counts) ==')
    for (const b of r.budgets)
      console.log(`${b.met ? 'met    ' : 'NOT met'}  ${b.goal}: ${f(b.value, 2)} (goal ${b.limit})`)
  }
}

/** Every figure the two runs share, with b ÷ a. */
export function compareResults(aFile: string, bFile: string) {
  const a = JSON.parse(fs.readFileSync(aFile, 'utf8')) as Results
  const b = JSON.parse(fs.readFileSync(bFile, 'utf8')) as Results
  const ratio = (x: number | null | undefined, y: number | null | undefined) =>
    x === null || x === undefined || y === null || y === undefined || x === 0 ? '   -  ' : `${(y / x).toFixed(2)}x`
  console.log(
    `a: ${aFile} (${a.at})\nb: ${bFile} (${b.at})\nratios are b ÷ a: below 1 is faster for times and CPU, slower for req/s\n`,
  )
  console.log(
    'backend   venues   route                          conns   req/s a→b (ratio)         p50 ms a→b (ratio)      p99 ms a→b (ratio)      CPU ms/req a→b (ratio)   load a | b',
  )
  for (const x of a.api) {
    const y = b.api.find(
      (o) => o.backend === x.backend && o.size === x.size && o.route === x.route && o.connections === x.connections,
    )
    if (!y) continue
    const cell = (p: number | null, q: number | null, d: number) => `${f(p, d)}→${f(q, d)} (${ratio(p, q)})`.padEnd(24)
    console.log(
      `${x.backend.padEnd(9)} ${String(x.size).padEnd(8)} ${x.route.padEnd(30)} ${String(x.connections).padStart(5)}   ${cell(x.rps, y.rps, 0)} ${cell(x.p50, y.p50, 2)} ${cell(x.p99, y.p99, 2)} ${cell(x.cpuMsPerRequest, y.cpuMsPerRequest, 2)} ${load(x.loadavg)} | ${load(y.loadavg)}`,
    )
  }
  for (const x of a.memory) {
    const y = b.memory.find((o) => o.backend === x.backend && o.size === x.size)
    if (y)
      console.log(
        `memory ${x.backend} ${x.size}: idle ${f(x.rssIdleMb, 0)}→${f(y.rssIdleMb, 0)} MB (${ratio(x.rssIdleMb, y.rssIdleMb)}), after ${f(x.rssAfterMb, 0)}→${f(y.rssAfterMb, 0)} MB (${ratio(x.rssAfterMb, y.rssAfterMb)})`,
      )
  }
  for (const x of a.memoryMix ?? []) {
    const y = b.memoryMix?.find((o) => o.backend === x.backend && o.size === x.size)
    if (y)
      console.log(
        `memory under the page mix ${x.backend} ${x.size}: start ${f(x.rssStartMb, 0)}→${f(y.rssStartMb, 0)} MB, peak ${f(x.rssPeakMb, 0)}→${f(y.rssPeakMb, 0)} MB (${ratio(x.rssPeakMb, y.rssPeakMb)}), idle after ${f(x.rssIdleMb, 0)}→${f(y.rssIdleMb, 0)} MB (${ratio(x.rssIdleMb, y.rssIdleMb)}); load ${load(x.loadavgEnd)} | ${load(y.loadavgEnd)}`,
      )
  }
  if (a.web && b.web)
    console.log(
      `web: all JS '/' loads ${f(a.web.landingLoadedKb)}→${f(b.web.landingLoadedKb)} kB (${ratio(a.web.landingLoadedKb, b.web.landingLoadedKb)}); ÷ bare React ${f(a.web.landingLoadedKb / a.web.bareKb, 2)}x→${f(b.web.landingLoadedKb / b.web.bareKb, 2)}x`,
    )
  if (Array.isArray(a.lighthouse) && Array.isArray(b.lighthouse)) {
    for (const x of a.lighthouse) {
      const y = b.lighthouse.find((o) => o.page === x.page)
      if (y)
        console.log(
          `lighthouse ${x.page}: score ${f(x.score, 2)}→${f(y.score, 2)}, LCP ${x.lcpMs}→${y.lcpMs} ms (${ratio(x.lcpMs, y.lcpMs)}), TBT ${x.tbtMs}→${y.tbtMs} ms`,
        )
    }
  }
}
