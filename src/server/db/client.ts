// The database behind Drizzle: embedded PGlite by default, a PostgreSQL server when a URL is given.
// The server runs PGlite in a worker thread (pglite-thread.ts, docs/decisions/0009); tests may keep
// it on their own thread to reach the raw driver.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite, type PGliteOptions, type QueryOptions } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { APP_ROOT } from '../lib/app-root'
import { lockDataDir } from './data-dir-lock'
import { exitOnLostDatabase, startPgliteThread, type PgliteThread } from './pglite-thread'
import { preparedQueries } from './pglite-prepared'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** What a transaction callback receives; never use the outer `db` inside one (PGlite has one connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs pending migrations (idempotent). */
  migrate(): Promise<void>
  ping(): Promise<boolean>
  close(): Promise<void>
  /** LISTEN on the embedded database (PostgreSQL listens on a connection of its own, see `pool`). */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** The raw driver, when PGlite runs on this thread (tests). */
  pglite?: PGlite
  pool?: pg.Pool
  /** PGlite's worker thread, when it runs in one (the server). */
  thread?: PgliteThread
}

export const MIGRATIONS_DIR = path.join(APP_ROOT, 'src', 'server', 'db', 'migrations')

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite'
      dataDir?: string
      loadDataDir?: Blob | File
      /**
       * A filesystem that already holds a data directory (tests: a copy of the seeded template,
       * tests/api/setup/pglite-copy.ts); on this thread only.
       */
      fs?: PGliteOptions['fs']
      /** 'worker': PGlite in a worker thread, so queries never stop this thread's event loop (the server). */
      thread?: 'worker' | 'main'
      /** PostgreSQL's shared_buffers, in MB; PGlite's default (128) when unset. */
      sharedBuffersMb?: number
    }

/**
 * Connections to PostgreSQL per process: four per core, at least 10 and at most 20. A request
 * spends much of its time waiting on the database, so a process keeps several queries in flight
 * per core (on 2 cores, 10 connections served about 1.6× the searches of 4); 20 per instance keeps
 * five instances under PostgreSQL's default max_connections of 100.
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(20, Math.max(10, 4 * cores))
}

/** dataDir undefined → in-memory PGlite (tests). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? defaultPoolSize(),
      // No JIT compilation on the app's connections: its statements are short, and PostgreSQL compiled
      // the capped count and the recommendation candidates on every execution, 40-48 % of the
      // database's CPU for each (docs/benchmarks.md). Set when each connection starts, no round trip.
      options: '-c jit=off',
    })
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`database: idle connection lost: ${err.message}`))
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      pool,
      async migrate() {
        // Several instances may boot at once; one migrates, the others wait on the lock.
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock(727274)')
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR })
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {})
          client.release()
        }
      },
      ping: () => ping(db),
      close: () => pool.end(),
    }
  }
  let dir: string | undefined
  let unlock = () => {}
  if (opts.dataDir) {
    // Before PGlite touches the files: a second process must not open them at all.
    unlock = lockDataDir(opts.dataDir)
    dir = path.join(opts.dataDir, 'pgdata')
    fs.mkdirSync(dir, { recursive: true })
  }
  let raw: PGlite | undefined
  let thread: PgliteThread | undefined
  // Settings go on PostgreSQL's command line after PGlite's own (of two, the later wins).
  const startParams =
    opts.sharedBuffersMb === undefined
      ? undefined
      : [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffersMb}MB`]
  try {
    if (opts.thread === 'worker') {
      const start = (onLost: (err: Error) => void) =>
        startPgliteThread({ dataDir: dir, loadDataDir: opts.loadDataDir, startParams, onLost })
      // Creating a database (initdb) leaves PGlite's thread holding two more copies of its memory
      // for good (~500 MB); a thread that only creates it and ends gives that back.
      if (dir && !opts.loadDataDir && !fs.existsSync(path.join(dir, 'PG_VERSION')))
        await (await start(exitOnLostDatabase)).close()
      thread = await start((err) => {
        unlock()
        exitOnLostDatabase(err)
      })
    } else
      raw = await PGlite.create(dir, {
        startParams,
        ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
        ...(opts.fs ? { fs: opts.fs } : {}),
      })
  } catch (err) {
    unlock()
    throw err
  }
  // The thread has the part of PGlite's interface that drizzle's PGlite session calls (query, transaction).
  const client = raw ? withPreparedQueries(raw) : (thread as unknown as PGlite)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  let closed = false
  return {
    db,
    kind: 'pglite',
    pglite: raw,
    thread,
    async listen(channel, onPayload) {
      if (thread) return thread.listen(channel, onPayload)
      const stop = await raw!.listen(channel, onPayload)
      return () => stop()
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    async close() {
      if (closed) return
      closed = true
      try {
        await (thread ?? raw!).close()
      } finally {
        unlock()
      }
    },
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/**
 * PGlite on this thread with `query` preparing statements as the worker's does (pglite-prepared.ts),
 * its transactions' queries too, so tests run the same path as the server. Its other methods are
 * the instance's own, bound to it (they use private fields, which a proxy as `this` cannot reach).
 */
function withPreparedQueries(pglite: PGlite): PGlite {
  const query = preparedQueries(pglite)
  const transaction: PGlite['transaction'] = (callback) =>
    pglite.transaction((tx) => {
      const inTx = query.inTransaction(tx)
      return callback(
        new Proxy(tx, {
          get(target, key) {
            if (key !== 'query') return Reflect.get(target, key, target)
            return <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
              // As PGlite's own handle: a query on a transaction that has ended is refused.
              if (target.closed) throw new Error('Transaction is closed')
              return inTx<T>(sql, params, options)
            }
          },
        }),
      )
    })
  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'query') return query
      if (key === 'transaction') return transaction
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
