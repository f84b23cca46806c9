// One data directory created, migrated and seeded as a first start does it, for the process tests
// that are about something else (locking, crash safety): each copies it instead of paying for a
// first start of its own. tests/process/lifecycle.test.ts still starts from an empty directory.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed/seed'

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-proc-tpl-'))
  const database = await openDatabase({ kind: 'pglite', dataDir: dir })
  await database.migrate()
  await seedDatabase(database.db)
  await database.close()
  project.provide('seededDataDir', dir)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
