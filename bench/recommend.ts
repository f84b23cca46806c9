// Recommendation latency at 1,000 and 100,000 venues on the embedded database (issue 4: p99 under
// 50 ms at 100,000). In-process: POST /api/concierge/recommendations through app.inject, so the
// figure is routing + validation + SQL + engine, without the network.
//   npx tsx bench/recommend.ts            (BENCH_SIZES=1000,100000 BENCH_REQUESTS=300)
// The seeded database is kept in bench/.cache/recommend-<size> and reused by later runs.
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '~/server/app'
import { loadConfig } from '~/server/config'
import { openDatabase } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed/seed'
import { recommendationMix } from './query-mix'

const ROOT = path.resolve(import.meta.dirname, '..')
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)

/** The seeded mix npm run bench sends (bench/query-mix.ts), the same on every run. */
const MIX = recommendationMix(REQUESTS)
const preferencesAt = (i: number) => MIX[i % MIX.length]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function benchSize(size: number) {
  const dataDir = path.join(ROOT, 'bench', '.cache', `recommend-${size}`)
  fs.mkdirSync(dataDir, { recursive: true })
  const database = await openDatabase({ kind: 'pglite', dataDir })
  await database.migrate()
  const seedStart = performance.now()
  await seedDatabase(database.db, { venues: size })
  // Fresh bulk loads have no planner statistics until analysed (PGlite runs no autovacuum).
  await database.db.execute(sql`analyze`)
  console.log(`[bench] ${size} venues ready in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_SEARCH: '1000000000' }),
    database,
    serveWeb: false,
  })
  await app.ready()
  try {
    for (let i = 0; i < 20; i++)
      await app.inject({ method: 'POST', url: '/api/concierge/recommendations', payload: preferencesAt(i) })
    const times: number[] = []
    let empty = 0
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now()
      const res = await app.inject({ method: 'POST', url: '/api/concierge/recommendations', payload: preferencesAt(i) })
      times.push(performance.now() - start)
      if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`)
      if ((res.json() as { recommendations: unknown[] }).recommendations.length === 0) empty++
    }
    times.sort((a, b) => a - b)
    console.log(
      `${String(size).padEnd(8)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ` +
        `p99 ${percentile(times, 99).toFixed(1)} ms  max ${times[times.length - 1].toFixed(1)} ms  (${REQUESTS} requests, ${empty} with no venue)`,
    )
  } finally {
    await app.close()
    await database.close()
  }
}

for (const size of SIZES) await benchSize(size)
