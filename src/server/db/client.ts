// The database behind Drizzle: embedded PGlite by default, a PostgreSQL server when a URL is given.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
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
  /** The raw driver, for LISTEN/NOTIFY and tests. */
  pglite?: PGlite
  pool?: pg.Pool
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }

/** dataDir undefined → in-memory PGlite (tests). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 })
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
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pgdata')
    fs.mkdirSync(dir, { recursive: true })
  }
  const client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {})
  const db = drizzlePglite(client, { schema }) as unknown as Db
  let closed = false
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    async close() {
      if (closed) return
      closed = true
      await client.close()
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
