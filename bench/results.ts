// The results file of one `npm run bench` (bench/results/<time>.json), its printout, and the
// comparison of two such files (`npm run bench -- --compare a.json b.json`).
import fs from 'node:fs'
import type { HealthFigure } from './health'
import type { LighthouseFigure } from './lighthouse'

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
  /** Server process CPU (user + system) per answered request; null where /proc is not readable. */
  cpuMsPerRequest: number | null
  non2xx: number
  /** os.loadavg() when the figure was taken: 1, 5 and 15 minutes. */
  loadavg: number[]
}

export type MemoryFigure = {
  backend: Backend
  size: number
  /** Started, the place index built, no request yet. */
  rssIdleMb: number
  /** Right after the runs. */
  rssAfterMb: number
  /** 30 s after the runs (5 s before 2026-11-24 night), no request since (absent in results written before it was measured). */
  rssIdleAfterMb?: number
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
  web?: WebFigure
  lighthouse?: LighthouseFigure[] | { skipped: string }
  /** /api/health under 200 connections (bench/health.ts). */
  health?: HealthFigure[]
  budgets?: Budget[]
}

/** A goal of issue 15, checked on this run's figures. */
export type Budget = { goal: string; value: number; limit: number; met: boolean }

/** The goals this run has figures for (the 100,000 ones only with --full). */
export function checkBudgets(r: Results): Budget[] {
  const out: Budget[] = []
  const add = (goal: string, value: number | null | undefined, limit: number, atMost = true) => {
    if (value === null || value === undefined || Number.isNaN(value)) return
    out.push({ goal, value, limit, met: atMost ? value <= limit : value >= limit })
  }
  const api = (size: number, route: string, connections = 1) =>
    r.api.find(
      (a) => a.backend === 'pglite' && a.size === size && a.route.startsWith(route) && a.connections === connections,
    )
  const big = Math.max(...r.options.sizes)
  const small = Math.min(...r.options.sizes)
  if (big >= 100_000) {
    add('search p99 at 100,000 venues, 1 conn (ms)', api(big, 'search')?.p99, 20)
    const search = api(big, 'search')
    const ping = api(big, 'ping')
    if (search && ping) add('search req/s ÷ ping req/s at 100,000, 1 conn', search.rps / ping.rps, 0.3, false)
    add('recommendations p99 at 100,000, 1 conn (ms)', api(big, 'recommendations')?.p99, 50)
    const cpuBig = api(big, 'search')?.cpuMsPerRequest
    const cpuSmall = api(small, 'search')?.cpuMsPerRequest
    if (small < big && cpuBig && cpuSmall) add('search CPU per request, 100,000 ÷ 1,000', cpuBig / cpuSmall, 2)
  }
  add(`search p50 at ${small} venues, 1 conn (ms, goal ~1)`, api(small, 'search')?.p50, 1.5)
  add(`venue detail CPU per request at ${small} (ms, goal ~1)`, api(small, 'venue detail')?.cpuMsPerRequest, 1.5)
  for (const m of r.memory) {
    add(`${m.backend} RSS idle at ${m.size} venues (MB)`, m.rssIdleMb, 300)
    if (m.rssIdleAfterMb !== undefined)
      add(`${m.backend} RSS idle after the runs at ${m.size} venues (MB)`, m.rssIdleAfterMb, 300)
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
    console.log(`\n== API (p50/p99 ms; ratio = ping req/s ÷ route req/s at the same size and connections) ==`)
    console.log(
      'backend   venues   route                          conns    req/s   p50 ms   p99 ms  CPU ms/req  vs ping  load avg',
    )
  }
  for (const a of r.api) {
    // The rows of /api/ping under other load are read on their own (their latency), not as a ratio.
    const ping = a.route.startsWith('ping ')
      ? undefined
      : r.api.find(
          (x) => x.backend === a.backend && x.size === a.size && x.route === 'ping' && x.connections === a.connections,
        )
    console.log(
      `${a.backend.padEnd(9)} ${String(a.size).padEnd(8)} ${a.route.padEnd(30)} ${String(a.connections).padStart(5)} ${f(a.rps, 0).padStart(8)} ${f(a.p50, 2).padStart(8)} ${f(a.p99, 2).padStart(8)} ${f(a.cpuMsPerRequest, 2).padStart(11)} ${(ping ? `${f(ping.rps / Math.max(a.rps, 0.01))}x` : '-').padStart(8)}  ${load(a.loadavg)}${a.non2xx ? `  (${a.non2xx} non-2xx)` : ''}`,
    )
  }
  if (r.memory.length) console.log('\n== Memory (server RSS) ==')
  for (const m of r.memory)
    console.log(
      `${m.backend.padEnd(9)} ${String(m.size).padEnd(8)} idle ${f(m.rssIdleMb, 0)} MB, after the runs ${f(m.rssAfterMb, 0)} MB, idle after them ${f(m.rssIdleAfterMb, 0)} MB  (load ${load(m.loadavg)})`,
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
          `${l.page.padEnd(14)} score ${f(l.score, 2)} (runs ${l.scores.map((s) => s.toFixed(2)).join(', ')})  LCP ${l.lcpMs} ms  FCP ${l.fcpMs} ms  TBT ${l.tbtMs} ms  CLS ${l.cls}  (load ${load(l.loadavg)})`,
        )
  }
  if (r.budgets?.length) {
    console.log('\n== Goals of issue 15 (read with the load average: only a quiet run counts) ==')
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
