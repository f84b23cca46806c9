// Builds one migrated, seeded database per run; every test file starts from a copy of it
// (epic-stack's global-setup idea). PGlite: a dumped data directory. PostgreSQL: a template database.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed/seed'

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-tpl-'))
  const database = await openDatabase({ kind: 'pglite' })
  const save = async (name: string) => {
    // Checkpointed first, so a copy starts without replaying the WAL of the migrations and the seed.
    await database.pglite!.exec('CHECKPOINT')
    const file = path.join(dir, name)
    fs.writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()))
    return file
  }
  project.provide('pgliteEmptyTemplate', await save('empty.tar'))
  await database.migrate()
  project.provide('pgliteMigratedTemplate', await save('migrated.tar'))
  await seedDatabase(database.db)
  project.provide('pgliteTemplate', await save('template.tar'))
  await database.close()
  project.provide('pgTemplateDb', '')
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
