// Without its database a process must not go on serving: when the embedded database's worker
// thread dies, the process says so in one line, gives DATA_DIR back and exits.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { LOCK_FILE } from '~/server/db/data-dir-lock'
import { LIFTOFF_ONLY } from '../support/liftoff'
import { seededDataDir } from './server-process'

const ROOT = path.resolve(import.meta.dirname, '../..')
// An existing database (a copy of the one a first start creates): what dies here is the thread
// serving it, and creating one first (initdb) would only add seconds of CPU.
const dataDir = seededDataDir('bountiful-worker-')
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('the embedded database worker', () => {
  it('when it dies, the process exits with one line and releases DATA_DIR', async () => {
    // Compiled as the server is (global-setup.ts), so the thread that dies is the compiled worker.
    const worker = path.join(inject('serverBuildDir'), 'crash-database-worker.js')
    const child = spawn(process.execPath, [...LIFTOFF_ONLY, worker, dataDir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(out).toBe('opened\n')
    expect(err).toBe(
      'The embedded database stopped unexpectedly (worker exited with code 1); Bountiful is shutting down.\n',
    )
    expect(code).toBe(1)
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
  })
})
