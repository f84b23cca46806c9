// Where a venue page's answer (GET /api/venues/{id}?enhance=true) spends its CPU on a miss, in
// process: each step timed on its own over different venue ids of the cache-busting mix, beside a
// `select 1` (what any query costs: on PGlite the round trip to its thread, as the server runs it),
// and beside the read before the related rows were kept per venue (tests/support/venue-detail-reference.ts).
// This process's CPU, so on PGlite both threads; on PostgreSQL without the database's own.
//   npx tsx bench/venue-phases.ts [--size 100000] [--count 400]        PGlite, bench/.cache/venues-<size>
//   DATABASE_URL=postgres://…/bountiful_bench_100000 npx tsx bench/venue-phases.ts
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { venueOrSummarySchema } from '~/domain/venues/venues-api'
import { openDatabase } from '~/server/db/client'
import { compressed } from '~/server/lib/read-cache'
import { getVenueDetail } from '~/server/venues/get-venue'
import { referenceVenueDetail } from '../tests/support/venue-detail-reference'
import { distinctVenueIds } from './query-mix'

const { values: opts } = parseArgs({
  options: { size: { type: 'string', default: '100000' }, count: { type: 'string', default: '400' } },
})
const COUNT = Number(opts.count)
const SIZE = Number(opts.size)
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 })
  : await openDatabase({
      kind: 'pglite',
      dataDir: path.resolve(import.meta.dirname, '.cache', `venues-${SIZE}`),
      thread: 'worker',
    })
const db = database.db
// The route's serialiser (its response schema) and compression as the read cache applies them.
const serialize = serializerCompiler({ schema: venueOrSummarySchema, method: 'GET', url: '/api/venues/:id' }) as (
  data: unknown,
) => string
const brotliBefore = (text: string) =>
  zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  })
const cpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const spent = new Map<string, number>()
async function timed<T>(name: string, f: () => T | Promise<T>): Promise<T> {
  const t0 = cpuMs()
  try {
    return await f()
  } finally {
    spent.set(name, (spent.get(name) ?? 0) + cpuMs() - t0)
  }
}
// Warm-up on ids the measured rounds do not ask again.
const ids = distinctVenueIds(COUNT + 50, SIZE, 4242)
for (const id of ids.slice(0, 50)) {
  const detail = await getVenueDetail({ db, id }).catch(() => undefined)
  await referenceVenueDetail({ db, id })
  if (detail) serialize(detail)
}
let chars = 0
let found = 0
for (const [i, id] of ids.slice(50).entries()) {
  await timed('select 1 (any query)', () => db.execute(sql`select 1`))
  // Before and after in turn first on each id: the second finds the venue's pages read already.
  const before = () => timed('before: related rows computed live', () => referenceVenueDetail({ db, id }))
  if (i % 2 === 0) await before()
  const detail = await timed('getVenueDetail (related rows kept)', () =>
    getVenueDetail({ db, id }).catch(() => undefined),
  )
  if (i % 2 === 1) await before()
  if (!detail) continue
  found += 1
  const text = await timed('serialise (zod encode + JSON.stringify)', () => serialize(detail))
  await timed('brotli, quality 5, default window (before)', () => brotliBefore(text))
  await timed('brotli as read-cache.ts sends it', () => compressed(text, 'br'))
  chars += text.length
}
const where = process.env.DATABASE_URL ? 'PostgreSQL (this process)' : 'PGlite (both threads)'
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')
console.log(`${where}, ${SIZE} venues, ${found} venues, ${Math.round(chars / found)} characters a body, load ${load}`)
for (const [name, ms] of spent) console.log(`  ${name.padEnd(42)} ${(ms / found).toFixed(3)} ms CPU per venue`)
await database.close()
