// The evaluation's catalogue: an embedded database in a temporary directory, migrated and seeded
// with the demo catalogue as a first start seeds it, at a fixed instant so blackouts, notice and
// "next Friday" fall on the same days every run.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type Db } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed/seed'
import { EVAL_TODAY } from './requests'

/** Noon in New York on the evaluation's today: the same date in every one of our cities. */
export const EVAL_NOW = new Date(`${EVAL_TODAY}T17:00:00Z`)

export type EvalCatalogue = { db: Db; close(): Promise<void> }

export async function openEvalCatalogue(): Promise<EvalCatalogue> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-eval-'))
  const database = await openDatabase({ kind: 'pglite', dataDir: dir })
  const close = async () => {
    await database.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await database.migrate()
    await seedDatabase(database.db, { now: EVAL_NOW })
  } catch (err) {
    await close()
    throw err
  }
  return { db: database.db, close }
}
