// A search's and a recommendation's CPU on a miss, in process (app.inject, read cache off, PGlite on
// the main thread, so the process's CPU is all of it), over the cache-busting mix's different
// searches and recommendation bodies; and, with --out, their answers written for a diff of two
// versions of the code (the clock fixed, so both runs ask the same questions of the same day).
//   npx tsx bench/miss-inproc.ts [--size 100000] [--searches 1000] [--recs 500]
//   npx tsx bench/miss-inproc.ts --out /tmp/answers.txt --searches 600 --recs 300 --warm 0
// Its data is the seeded bench/.cache/venues-<size> (npm run bench makes it).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values: opts } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '1000' },
    recs: { type: 'string', default: '500' },
    warm: { type: 'string', default: '1' },
    out: { type: 'string' },
    clock: { type: 'string', default: '2026-11-30T01:00:00Z' },
  },
})

if (opts.out) {
  // A fixed clock for both versions: the same dates asked, the same notice and last-minute windows.
  const fixed = Date.parse(opts.clock)
  const RealDate = Date
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed)
      else super(...(args as [string]))
    }
    static now() {
      return fixed
    }
  }
  globalThis.Date = FixedDate as DateConstructor
}

const { buildApp } = await import('~/server/app')
const { loadConfig } = await import('~/server/config')
const { openDatabase } = await import('~/server/db/client')
const { distinctSearches, distinctRecommendationBodies } = await import('./query-mix')

const SEARCHES = Number(opts.searches)
const RECS = Number(opts.recs)
const warm = opts.warm !== '0'
const database = await openDatabase({
  kind: 'pglite',
  dataDir: path.resolve(import.meta.dirname, '.cache', `venues-${opts.size}`),
  thread: 'main',
})
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    READ_CACHE_MB: '0',
    RATE_LIMIT_SEARCH: '1000000000',
    MAX_DATABASE_QUEUE: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
  }),
  database,
  serveWeb: false,
})
await app.ready()
const warmS = warm ? 400 : 0
const warmR = warm ? 200 : 0
const searches = distinctSearches(warmS + SEARCHES)
const bodies = distinctRecommendationBodies(warmR + RECS)
const cpu = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const out: string[] = []
const search = (url: string) => app.inject({ method: 'GET', url })
const recommend = (payload: object) => app.inject({ method: 'POST', url: '/api/concierge/recommendations', payload })
for (const u of searches.slice(0, warmS)) await search(u)
for (const b of bodies.slice(0, warmR)) await recommend(b)
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
let t0 = cpu()
for (const u of searches.slice(warmS)) {
  const res = await search(u)
  if (opts.out) out.push(`${u}\n${res.statusCode} ${res.body}`)
}
const searchMs = (cpu() - t0) / SEARCHES
t0 = cpu()
for (const b of bodies.slice(warmR)) {
  const res = await recommend(b)
  if (opts.out) out.push(`${JSON.stringify(b)}\n${res.statusCode} ${res.body}`)
}
const recMs = (cpu() - t0) / RECS
console.log(
  `PGlite, ${opts.size} venues, in process: search ${searchMs.toFixed(2)} ms CPU (${SEARCHES}), ` +
    `recommendation ${recMs.toFixed(2)} ms CPU (${RECS}); load ${load()}`,
)
if (opts.out) fs.writeFileSync(opts.out, out.join('\n') + '\n')
await app.close()
await database.close()
