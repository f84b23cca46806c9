// The process tests run the server as `npm run serve` does: compiled (scripts/build-server.ts), once,
// into a temporary directory of their own (the browser suite's `npm run build` may be rewriting
// dist/ beside them). And one data directory created, migrated and seeded as a first start does it,
// for the process tests that are about something else (locking, crash safety): each copies it
// instead of paying for a first start of its own. tests/process/lifecycle.test.ts still starts from
// an empty directory.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildServer } from '../../scripts/build-server'
import { tarEntries } from '../api/setup/pglite-copy'
import { pgliteTemplates } from '../support/pglite-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string
    /** The compiled server (main.js) and crash-database-worker.js. */
    serverBuildDir: string
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..')

async function compileServer(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-proc-build-'))
  await buildServer({
    outDir: dir,
    entries: { 'crash-database-worker': 'tests/process/crash-database-worker.ts' },
  })
  // The bundle imports npm packages, which node looks for in node_modules beside it and above.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}

async function seed(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-proc-tpl-'))
  // The seeded database of tests/support/pglite-templates.ts (the api-pglite project's template, built
  // once when both projects run), its files written out as the data directory's (DATA_DIR/pgdata):
  // what a first start's initdb, migrations and seed leave, without paying for them again.
  const { seeded } = await pgliteTemplates()
  const pgdata = path.join(dir, 'pgdata')
  for (const entry of tarEntries(new Uint8Array(fs.readFileSync(seeded)))) {
    const file = path.join(pgdata, entry.path)
    if (entry.data) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, entry.data)
    } else fs.mkdirSync(file, { recursive: true })
  }
  return dir
}

export default async function setup(project: TestProject) {
  const [serverBuildDir, seededDataDir] = await Promise.all([compileServer(), seed()])
  project.provide('serverBuildDir', serverBuildDir)
  project.provide('seededDataDir', seededDataDir)
  return () => {
    fs.rmSync(seededDataDir, { recursive: true, force: true })
    fs.rmSync(serverBuildDir, { recursive: true, force: true })
  }
}
