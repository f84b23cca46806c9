// Start the real server process, compiled and launched as `npm run serve` runs it (tests/process/global-setup.ts
// compiles it once; scripts/serve.sh preloads jemalloc when it is installed), for lifecycle and
// durability tests.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { LIFTOFF_ONLY } from '../support/liftoff'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type ServerProcess = { child: ChildProcess; url: string; exited: Promise<number | null>; output: () => string }

/** `npm run serve`'s launcher: it `exec`s node, so the child's pid is the server's. */
export const SERVE_LAUNCHER = path.join(ROOT, 'scripts/serve.sh')

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn('sh', [SERVE_LAUNCHER, ...LIFTOFF_ONLY, path.join(inject('serverBuildDir'), 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE: process.execPath,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /Bountiful is ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m) resolve(m[1])
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)))
    // A first start creates, migrates and seeds a database: on a machine also running the browser
    // suite that can take over a minute. A server that never got ready is stopped, so it does not
    // hold DATA_DIR's lock against the tests after it.
    setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start in time:\n${out}`))
    }, 150_000)
  })
  return { child, url, exited, output: () => out }
}

/** A new DATA_DIR holding a copy of the database a first start creates (see global-setup.ts). */
export function seededDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.cpSync(inject('seededDataDir'), dir, { recursive: true })
  return dir
}
