// A fresh app over a fresh copy of the seeded database, per test file.
import fs from 'node:fs'
import crypto from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type App, type BuildAppOptions } from '~/server/app'
import { loadConfig, type Config } from '~/server/config'
import { openDatabase, type Database } from '~/server/db/client'

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
  const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))])
  const database = await openDatabase({ kind: 'pglite', loadDataDir: blob })
  return { database, drop: () => database.close() }
}

/** `logger` lets a test read what the app logs (the default is silent). */
export async function createTestApp(env: Record<string, string> = {}, { logger }: Pick<BuildAppOptions, 'logger'> = {}): Promise<TestContext> {
  const { database, drop } = await createTestDatabase()
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bountiful-test-data', ...env })
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
