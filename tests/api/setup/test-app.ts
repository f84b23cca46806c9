// A fresh app over a fresh copy of the seeded database, per test file.
import crypto from 'node:crypto'
import { Writable } from 'node:stream'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type App, type BuildAppOptions } from '~/server/app'
import { loadConfig, type Config } from '~/server/config'
import { openDatabase, type Database } from '~/server/db/client'
import { seedDatabase, type SeedOptions } from '~/server/db/seed/seed'
import { dataDirCopy } from './pglite-copy'

export type TestContext = { app: App; database: Database; db: Database['db']; config: Config; close(): Promise<void> }

export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const name = `${inject('pgTemplateDb')}_${crypto.randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`)
    const dbUrl = new URL(url)
    dbUrl.pathname = `/${name}`
    const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 })
    return {
      database,
      async drop() {
        await database.close()
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      },
    }
  }
  const database = await openDatabase({
    kind: 'pglite',
    fs: dataDirCopy(inject('pgliteTemplate')),
    sharedBuffersMb: SHARED_BUFFERS_MB,
  })
  return { database, drop: () => database.close() }
}

/**
 * The server's shared_buffers (PGLITE_SHARED_BUFFERS_MB's default) rather than PGlite's 128 MB: a
 * copy holds a few MB of data, and setting up the larger buffer pool made each copy's start dearer.
 */
const SHARED_BUFFERS_MB = testConfig().PGLITE_SHARED_BUFFERS_MB

/**
 * A newly migrated database seeded with `seed` (not a copy of the template), for tests of how a
 * deployment starts, e.g. DEMO_CATALOGUE=off with no venues at all.
 */
export async function createFreshTestDatabase(
  seed: SeedOptions,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const name = `${inject('pgTemplateDb')}_fresh_${crypto.randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const dbUrl = new URL(url)
    dbUrl.pathname = `/${name}`
    const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 })
    await database.migrate()
    await seedDatabase(database.db, seed)
    return {
      database,
      async drop() {
        await database.close()
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      },
    }
  }
  // A copy of the database the global setup had just migrated: what migrating a new one gives, without
  // running initdb and every migration again.
  const database = await openDatabase({
    kind: 'pglite',
    fs: dataDirCopy(inject('pgliteMigratedTemplate')),
    sharedBuffersMb: SHARED_BUFFERS_MB,
  })
  await database.migrate()
  await seedDatabase(database.db, seed)
  return { database, drop: () => database.close() }
}

type TestAppOptions = Pick<BuildAppOptions, 'logger'> & {
  /** Start from a fresh database seeded this way instead of a copy of the seeded template. */
  seed?: SeedOptions
  /**
   * Serve this open database (another app's) instead of a copy of its own: for apps that differ
   * only in configuration. Closing the app leaves the database open.
   */
  database?: Database
}

/**
 * The configuration of a test app: silent, and passwords hashed at the cheap test cost
 * (PASSWORD_HASH_COST=low) unless `env` says otherwise or asks for another NODE_ENV (which refuses it).
 */
function testConfig(env: Record<string, string> = {}): Config {
  // Load shedding is off unless a test asks for it: opening an in-process database copy blocks the
  // test's event loop for seconds, which would make every app in the file answer 503 for a moment.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/bountiful-test-data',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...((env.NODE_ENV ?? 'test') === 'test' ? { PASSWORD_HASH_COST: 'low' } : {}),
    ...env,
  })
}

/** What an app logs at info and above, kept for the test to read: pass `logger` to createTestApp. */
export function capturedLogs() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return {
    logger: { level: 'info', stream },
    /** Every line as written (pino's JSON). */
    lines,
    /** Every line parsed. */
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  }
}

/** `logger` lets a test read what the app logs (the default is silent; see capturedLogs). */
export async function createTestApp(
  env: Record<string, string> = {},
  { logger, seed, database: shared }: TestAppOptions = {},
): Promise<TestContext> {
  const { database, drop } = shared
    ? { database: shared, drop: async () => {} }
    : seed
      ? await createFreshTestDatabase(seed)
      : await createTestDatabase()
  const config = testConfig(env)
  const app = await buildApp({ config, database, serveWeb: false, logger })
  await app.ready()
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close()
      await drop()
    },
  }
}
