// The process as operators meet it: first start seeds, SIGTERM shuts down cleanly, SIGKILL loses nothing.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { openDatabase } from '~/server/db/client'
import { outboxEmails, requests } from '~/server/db/schema'
import { startServer } from './server-process'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-proc-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('server process on the embedded database', () => {
  it('creates, migrates and seeds the database on first start, and stops cleanly on SIGTERM', async () => {
    const server = await startServer({ DATA_DIR: dataDir })
    const health = await fetch(`${server.url}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', database: { kind: 'pglite', ok: true } })
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // Lines for a person (what a slow step is doing, then the ready line); every other line is
    // JSON for a log collector (NODE_ENV=production).
    const lines = server.output().trim().split('\n')
    const ready = lines.filter((line) => line.startsWith('Bountiful is ready at '))
    expect(ready).toEqual([`Bountiful is ready at ${server.url} (embedded database in ${dataDir})`])
    const steps = lines.filter((line) => line.endsWith('…'))
    // Creating a database (initdb, then every migration) takes seconds on any machine.
    expect(steps[0]).toBe(`Creating the embedded database in ${dataDir}…`)
    const known =
      /^(Creating the embedded database in .+|Migrating the database|Seeding \d+ venues|Preparing Callie's reader|Building the place index for place suggestions)…$/
    for (const step of steps) expect(step).toMatch(known)
    // Each step before the ready line is said before it (the place index is built after it, in the background).
    const readyAt = lines.indexOf(ready[0])
    for (const step of steps.filter((line) => !line.startsWith('Building the place index')))
      expect(lines.indexOf(step)).toBeLessThan(readyAt)
    const logs = lines
      .filter((line) => !ready.includes(line) && !steps.includes(line))
      .map((line) => JSON.parse(line) as { msg: string })
    expect(logs.map((entry) => entry.msg)).toContain('shutting down')
  })

  it('logs readable lines in development, with the same ready line', async () => {
    const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'development' })
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const output = server.output()
    expect(output).toContain(`Bountiful is ready at ${server.url} (embedded database in ${dataDir})`)
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: shutting down \{"signal":"SIGTERM"\}$/m)
    expect(output).not.toMatch(/^\{/m)
  })

  // One kill for both: the request acknowledged the instant before it, then the restart after it.
  it('keeps an acknowledged request when killed with SIGKILL the instant after answering, and starts cleanly again', async () => {
    const server = await startServer({ DATA_DIR: dataDir })
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dana Durable',
        email: 'dana@example.com',
        message: 'Is the private room free in March?',
      }),
    })
    expect(res.status).toBe(201)
    const { reference } = (await res.json()) as { reference: string }
    server.child.kill('SIGKILL')
    await server.exited

    const second = await startServer({ DATA_DIR: dataDir })
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200)
    second.child.kill('SIGINT')
    expect(await second.exited).toBe(0)

    const database = await openDatabase({ kind: 'pglite', dataDir })
    try {
      const [row] = await database.db.select().from(requests).where(eq(requests.reference, reference))
      expect(row).toMatchObject({ kind: 'contact', name: 'Dana Durable', email: 'dana@example.com', status: 'new' })
      const mail = await database.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, row.id))
      expect(mail.length).toBe(2)
    } finally {
      await database.close()
    }
  })

  it('refuses a bad configuration with one clear line', async () => {
    await expect(startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' })).rejects.toThrow(
      /Invalid configuration: LOG_LEVEL/,
    )
  })
})
