// What a search costs on a miss, in process (no HTTP, no read cache): the search over the catalogue
// index against the SQL search it replaced (tests/support/search-sql-reference.ts), on the same
// different searches of the cache-busting mix, alternating, with this process's CPU and (on
// PostgreSQL) the database backend's CPU per search, and the statements' time by shape.
//   npx tsx bench/search-miss.ts [--size 100000] [--count 300]      PGlite in bench/.cache/venues-<size>
//   DATABASE_URL=… npx tsx bench/search-miss.ts --count 300          PostgreSQL (jit as the server has it)
//   DATABASE_URL=… PGOPTIONS='-c jit=off' npx tsx bench/search-miss.ts
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { normaliseCriteria, searchQuerySchema } from '~/domain/search/search-criteria'
import { openDatabase, type Database } from '~/server/db/client'
import { searchVenues } from '~/server/venues/search-venues'
import { searchVenuesSql } from '../tests/support/search-sql-reference'
import { distinctSearches } from './query-mix'

const { values: opts } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    count: { type: 'string', default: '300' },
    /** index | sql | both: one way alone, for a CPU profile of it (node --cpu-prof --import tsx …). */
    way: { type: 'string', default: 'both' },
  },
})
const COUNT = Number(opts.count)
const url = process.env.DATABASE_URL

const database: Database = url
  ? await openDatabase({ kind: 'postgres', url, poolSize: 1 })
  : await openDatabase({
      kind: 'pglite',
      dataDir: path.resolve(import.meta.dirname, '.cache', `venues-${opts.size}`),
      thread: 'main',
    })
const db = database.db
const backendPid = url
  ? ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0].pid
  : undefined
const procCpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}
const ownCpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

const searches = distinctSearches(COUNT * 2 + 40).map((u) =>
  normaliseCriteria(searchQuerySchema.parse(Object.fromEntries(new URL(u, 'http://x').searchParams))),
)
type Search = typeof searchVenues
const ways = (
  [
    ['SQL search (before)', searchVenuesSql, 'sql'],
    ['catalogue index (after)', searchVenues, 'index'],
  ] as [string, Search, string][]
)
  .filter(([, , way]) => opts.way === 'both' || opts.way === way)
  .map(([name, search]): [string, Search] => [name, search])
// Warm-up (the index is built here, once for the generation), on searches the runs never send.
for (const [, search] of ways) for (const c of searches.slice(0, 20)) await search({ db, criteria: c }).catch(() => {})
const spent = new Map(ways.map(([name]) => [name, { node: 0, db: 0, wall: 0, n: 0 }]))
// Alternating, so both ways meet the same load on a shared machine; each search sent once per way
// over different criteria than the other way's (no plan or page cache advantage from repeats).
for (let i = 0; i < COUNT; i++) {
  for (const [w, [name, search]] of ways.entries()) {
    const criteria = searches[40 + 2 * i + w]
    const s = spent.get(name)!
    const [n0, d0, t0] = [ownCpuMs(), backendPid ? procCpuMs(backendPid) : 0, performance.now()]
    await search({ db, criteria }).catch(() => {})
    s.wall += performance.now() - t0
    s.node += ownCpuMs() - n0
    s.db += backendPid ? procCpuMs(backendPid) - d0 : 0
    s.n++
  }
}
console.log(
  `${url ? `PostgreSQL${process.env.PGOPTIONS ? ` (${process.env.PGOPTIONS})` : ''}` : `PGlite, ${opts.size} venues`}, ${COUNT} different searches each, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
for (const [name, s] of spent)
  console.log(
    `  ${name.padEnd(26)} CPU per search: this process ${(s.node / s.n).toFixed(2)} ms${backendPid ? `, database backend ${(s.db / s.n).toFixed(2)} ms` : ''}; wall ${(s.wall / s.n).toFixed(2)} ms`,
  )
await database.close()
