// The embedded database as initdb leaves it, migrated, and migrated and seeded, each dumped to a tar
// file (PGlite's dumpDataDir): built once per Vitest run and shared by the global setups of the
// api-pglite and process projects. Creating one costs about 5 CPU-s (initdb alone about 4, the
// migrations and the seed the rest); both projects need the same seeded database.
//
// Every project's global setup runs in Vitest's main process, but each through its own module
// runner, so this module is evaluated once per project: the build is kept on `globalThis`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed/seed'

export type PgliteTemplates = {
  /** A database as initdb leaves it, for tests that migrate one themselves. */
  empty: string
  /** Migrated and not seeded, for tests of a first seed. */
  migrated: string
  /** Migrated and seeded as a first start does it. */
  seeded: string
}

const KEY = Symbol.for('bountiful.tests.pgliteTemplates')

async function build(): Promise<PgliteTemplates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-tpl-'))
  // The files outlive any one project's teardown (another project may still be setting up from them).
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  const database = await openDatabase({ kind: 'pglite' })
  const save = async (name: string) => {
    // Checkpointed first, so a copy starts without replaying the WAL of the migrations and the seed.
    await database.pglite!.exec('CHECKPOINT')
    const file = path.join(dir, name)
    fs.writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()))
    return file
  }
  try {
    const empty = await save('empty.tar')
    await database.migrate()
    const migrated = await save('migrated.tar')
    await seedDatabase(database.db)
    return { empty, migrated, seeded: await save('template.tar') }
  } finally {
    await database.close()
  }
}

/** The three dumps, built at the first call of the run. */
export function pgliteTemplates(): Promise<PgliteTemplates> {
  const shared = globalThis as { [KEY]?: Promise<PgliteTemplates> }
  return (shared[KEY] ??= build())
}
