// tsx scripts/measure-db-concurrency.ts [--venues N] [--seconds S] [--rounds R]
//
// How the database back ends take concurrent load (docs/decisions/0009), as ratios within one run:
//  - embedded database, PGlite in its worker thread vs on the main thread: search throughput at 1
//    and 10 connections, and /api/ping latency while 10 connections search;
//  - PostgreSQL (a database created for the run on 127.0.0.1:5432, or MEASURE_DATABASE_URL's
//    server, dropped after): search and form-post throughput at 1 and 10 connections, with a pool
//    of 1, 4, 10 and the default for this machine.
// The same file is the server it measures (`serve`), so each configuration runs in its own process.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'

const SEARCHES = [
  '/api/venues/search?location=San%20Francisco&guests=20',
  '/api/venues/search?location=New%20York&guests=12&budget=50-200&vibe=elegant',
  '/api/venues/search?location=Chicago&guests=30&dietary=vegetarian&features=private-room',
  '/api/venues/search?location=Boston&guests=10&lastMinute=true',
  '/api/venues/search?location=Miami&guests=40&budget=30-500&type=restaurant',
].map((p) => ({ method: 'GET' as const, path: p }))
const PING = [{ method: 'GET' as const, path: '/api/ping' }]
const CONTACT = [
  {
    method: 'POST' as const,
    path: '/api/contact',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Mark', email: 'bench@example.com', message: 'Is the room free in May?' }),
  },
]

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    venues: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
  },
})
const SECONDS = Number(values.seconds)
const ROUNDS = Number(values.rounds)

/** The server role: env says which database; prints the URL once it listens. */
async function serve() {
  const { buildApp } = await import('~/server/app')
  const { loadConfig } = await import('~/server/config')
  const { openDatabase } = await import('~/server/db/client')
  const { seedDatabase } = await import('~/server/db/seed/seed')
  const config = loadConfig()
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({
        kind: 'pglite',
        dataDir: config.DATA_DIR,
        thread: process.env.MEASURE_THREAD === 'main' ? 'main' : 'worker',
      })
  await database.migrate()
  await seedDatabase(database.db, { venues: Number(values.venues) })
  const app = await buildApp({ config, database, serveWeb: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  console.log(`listening ${address}`)
  const stop = async () => {
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
}

async function measure() {
  console.log(
    `${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)}, ${values.venues} venues, ${SECONDS} s per figure, ${ROUNDS} rounds (configurations interleaved; medians below)`,
  )
  const figures = new Map<string, number[][]>()
  const record = (label: string, ...numbers: number[]) => {
    figures.set(label, [...(figures.get(label) ?? []), numbers])
    console.log(`  ${label}: ${numbers.map((n) => n.toFixed(2)).join(' ')}`)
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-measure-'))
  const adminUrl = process.env.MEASURE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `bountiful_dbworker_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const { defaultPoolSize } = await import('~/server/db/client')
  const pools = [...new Set([1, 4, 10, defaultPoolSize()])]
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round}, load average ${os.loadavg()[0].toFixed(1)}`)
      for (const thread of ['worker', 'main']) {
        const server = await start({ DATA_DIR: dataDir, MEASURE_THREAD: thread })
        try {
          const one = await load(server.url, SEARCHES, 1)
          const ten = await load(server.url, SEARCHES, 10)
          const [, ping] = await Promise.all([load(server.url, SEARCHES, 10), load(server.url, PING, 1)])
          record(`PGlite ${thread}`, one.requests.average, ten.requests.average, ping.latency.p50, ping.latency.p99)
        } finally {
          await server.stop()
        }
      }
      for (const pool of pools) {
        const server = await start({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: String(pool) })
        try {
          const s1 = await load(server.url, SEARCHES, 1)
          const s10 = await load(server.url, SEARCHES, 10)
          const f1 = await load(server.url, CONTACT, 1)
          const f10 = await load(server.url, CONTACT, 10)
          record(
            `PostgreSQL pool ${pool}`,
            s1.requests.average,
            s10.requests.average,
            f1.requests.average,
            f10.requests.average,
          )
        } finally {
          await server.stop()
        }
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const col = (label: string, i: number) => median(figures.get(label)!.map((f) => f[i]))
  const ratio = (label: string, a: number, b: number) => median(figures.get(label)!.map((f) => f[b] / f[a]))
  console.log(
    '\nEmbedded database     search req/s c=1 → c=10 (ratio)     /api/ping p50 / p99 ms while 10 connections search',
  )
  for (const thread of ['worker', 'main']) {
    const l = `PGlite ${thread}`
    console.log(
      `PGlite, ${thread.padEnd(6)} thread  ${col(l, 0).toFixed(0)} → ${col(l, 1).toFixed(0)} (${ratio(l, 0, 1).toFixed(2)}x)          ${col(l, 2)} / ${col(l, 3)}`,
    )
  }
  console.log(
    `\nPostgreSQL            search req/s c=1 → c=10 (ratio)     form posts req/s c=1 → c=10 (ratio)   [default pool here: ${defaultPoolSize()}]`,
  )
  for (const pool of pools) {
    const l = `PostgreSQL pool ${pool}`
    console.log(
      `pool of ${String(pool).padStart(2)}            ${col(l, 0).toFixed(0)} → ${col(l, 1).toFixed(0)} (${ratio(l, 0, 1).toFixed(2)}x)          ${col(l, 2).toFixed(0)} → ${col(l, 3).toFixed(0)} (${ratio(l, 2, 3).toFixed(2)}x)`,
    )
  }
  console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`)
}

async function load(url: string, requests: autocannon.Request[], connections: number) {
  await run({ url, requests, connections, duration: 1 }) // warm-up
  const result = await run({ url, requests, connections, duration: SECONDS })
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx (${requests[0].path})`)
  return result
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))))
}

async function start(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, 'serve', '--venues', values.venues!],
    {
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // Raw throughput from one address: the per-address limits and load shedding would measure themselves.
        RATE_LIMIT_SEARCH: '1000000000',
        RATE_LIMIT_PUBLIC_FORMS: '1000000000',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\S+)/.exec(out)
      if (match) resolve(match[1])
    })
    void exited.then(() => reject(new Error(`server exited before listening:\n${out}`)))
  })
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

if (positionals[0] === 'serve') await serve()
else await measure()
