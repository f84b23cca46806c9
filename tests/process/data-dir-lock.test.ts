// The embedded database belongs to one process. A second server, staff:create or any
// other opener refuses at once with one clear line while the app runs; a lock left by a killed
// process is taken over; staff:create works again once the app has stopped.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE } from '~/server/db/data-dir-lock'
import { openDatabase } from '~/server/db/client'
import { LIFTOFF_ONLY } from '../support/liftoff'
import { seededDataDir, startServer } from './server-process'

const ROOT = path.resolve(import.meta.dirname, '../..')
// Already created and seeded: what this file proves starts after a first start.
const dataDir = seededDataDir('bountiful-lock-')
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** `npm run staff:create -- …` as a user runs it (tsx, like the npm script). */
function staffCreate(args: string[]): Promise<{ code: number | null; out: string; ms: number }> {
  const started = Date.now()
  const child = spawn(process.execPath, [...LIFTOFF_ONLY, '--import', 'tsx', 'scripts/staff-create.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, ms: Date.now() - started })))
}

describe('one process per DATA_DIR', () => {
  it('a second process refuses at once with one line; staff:create says to use the Team page; after shutdown it works', async () => {
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      const pid = server.child.pid!
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(pid))

      const message = `DATA_DIR ${dataDir} is in use by another Bountiful process (pid ${pid}); the embedded database allows one process at a time. Stop that process first, or set DATABASE_URL to share a PostgreSQL server.`
      await expect(startServer({ DATA_DIR: dataDir })).rejects.toThrow(
        `server exited (1) before listening:\n${message}\n`,
      )
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError)

      const refused = await staffCreate(['--email', 'new.colleague@example.com'])
      expect(refused.code).toBe(1)
      expect(refused.out).toContain(`The app is running on this DATA_DIR (pid ${pid})`)
      expect(refused.out).toContain('Team page (/staff/team)')
      expect(refused.out).not.toContain('Created staff account')
      // The app is untouched and still answers.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)

    const created = await staffCreate(['--email', 'new.colleague@example.com'])
    expect(created.out).toContain('Created staff account new.colleague@example.com.')
    expect(created.code).toBe(0)
  })

  it('takes over the lock of a process that was killed', async () => {
    const first = await startServer({ DATA_DIR: dataDir })
    first.child.kill('SIGKILL')
    await first.exited
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true)
    const database = await openDatabase({ kind: 'pglite', dataDir })
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid))
    await database.close()
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
  })
})
