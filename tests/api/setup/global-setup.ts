// Builds one migrated, seeded database per run; every test file starts from a copy of it
// (epic-stack's global-setup idea). PGlite: a dumped data directory. PostgreSQL: a template database.
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed/seed'
import { pgliteTemplates } from '../../support/pglite-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    /** PGlite: the same database migrated and not seeded, for tests of a first seed. */
    pgliteMigratedTemplate: string
    /** PGlite: a database as initdb leaves it, for tests that migrate one themselves. */
    pgliteEmptyTemplate: string
    pgTemplateDb: string
  }
}

export default async function setup(project: TestProject) {
  const backend = project.config.env?.TEST_DB ?? process.env.TEST_DB ?? 'pglite'
  if (backend === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is required for the api-postgres project')
    const name = `bountiful_tpl_${process.pid}_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const tplUrl = new URL(url)
    tplUrl.pathname = `/${name}`
    const database = await openDatabase({ kind: 'postgres', url: tplUrl.toString(), poolSize: 2 })
    await database.migrate()
    await seedDatabase(database.db)
    await database.close()
    project.provide('pgTemplateDb', name)
    project.provide('pgliteTemplate', '')
    project.provide('pgliteMigratedTemplate', '')
    project.provide('pgliteEmptyTemplate', '')
    return async () => {
      const res = await admin.query(`select datname from pg_database where datname like $1`, [`${name}%`])
      for (const row of res.rows) await admin.query(`drop database if exists ${row.datname} with (force)`)
      await admin.end()
    }
  }
  // Shared with the process project's global setup when both run (tests/support/pglite-templates.ts).
  const templates = await pgliteTemplates()
  project.provide('pgliteEmptyTemplate', templates.empty)
  project.provide('pgliteMigratedTemplate', templates.migrated)
  project.provide('pgliteTemplate', templates.seeded)
  project.provide('pgTemplateDb', '')
}
