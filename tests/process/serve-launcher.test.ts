// `npm run serve` starts node through scripts/serve.sh, which preloads jemalloc when the library is
// installed (memory freed after traffic goes back to the system) and starts plain node when it is
// not (decision 0032). Either way the server starts and answers; an operator can turn it off.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { seededDataDir, SERVE_LAUNCHER, startServer } from './server-process'

const dataDir = seededDataDir('bountiful-launcher-')
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** Where Debian, Ubuntu and the RPM distributions install jemalloc 5 (libjemalloc2 and alike). */
const INSTALLED = [
  `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`,
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
  '/usr/local/lib/libjemalloc.so.2',
].find((lib) => fs.existsSync(lib))

/** Which malloc a process runs on, from the libraries it has mapped. */
const mallocOf = (pid: number) =>
  /libjemalloc/.test(fs.readFileSync(`/proc/${pid}/maps`, 'utf8')) ? 'jemalloc' : 'glibc'

/** What node sees when started through the launcher with `env`: its malloc and jemalloc's settings. */
function launched(env: Record<string, string | undefined>): { malloc: string; conf: string | null } {
  const out = execFileSync(
    'sh',
    [
      SERVE_LAUNCHER,
      '-e',
      `console.log(JSON.stringify({ malloc: /libjemalloc/.test(require('fs').readFileSync('/proc/self/maps', 'utf8')) ? 'jemalloc' : 'glibc', conf: process.env.MALLOC_CONF ?? null }))`,
    ],
    { env: { ...process.env, NODE: process.execPath, LD_PRELOAD: undefined, MALLOC_CONF: undefined, ...env } },
  )
  return JSON.parse(out.toString()) as { malloc: string; conf: string | null }
}

describe.runIf(process.platform === 'linux')('the launcher of npm run serve', () => {
  it.runIf(INSTALLED)('uses jemalloc where it is installed, returning freed memory after a second', () => {
    expect(launched({ JEMALLOC_PATH: undefined })).toEqual({
      malloc: 'jemalloc',
      conf: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0',
    })
    // An operator's own settings win.
    expect(launched({ JEMALLOC_PATH: undefined, MALLOC_CONF: 'narenas:2' })).toEqual({
      malloc: 'jemalloc',
      conf: 'narenas:2',
    })
  })

  it('starts plain node when the library is not there, or when it is turned off', () => {
    const plain = { malloc: 'glibc', conf: null }
    expect(launched({ JEMALLOC_PATH: '/nonexistent/libjemalloc.so.2' })).toEqual(plain)
    expect(launched({ JEMALLOC_PATH: '' })).toEqual(plain)
  })

  it.runIf(INSTALLED)('the server on jemalloc starts, answers a search and stops cleanly', async () => {
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      expect(mallocOf(server.child.pid!)).toBe('jemalloc')
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      const search = await fetch(`${server.url}/api/venues/search?location=Chicago%2C%20IL&guests=20`)
      expect(search.status).toBe(200)
      expect(((await search.json()) as { venues: unknown[] }).venues.length).toBeGreaterThan(0)
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
  })

  it('the server without jemalloc starts and answers as before', async () => {
    const server = await startServer({ DATA_DIR: dataDir, JEMALLOC_PATH: '/nonexistent/libjemalloc.so.2' })
    try {
      expect(mallocOf(server.child.pid!)).toBe('glibc')
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
  })
})
