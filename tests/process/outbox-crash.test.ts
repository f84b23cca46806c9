// Crash safety of the outbox ("Make the attack permanent"): the process is killed with
// SIGKILL while it delivers pending mail; after a restart every email arrives, each recognisable by
// its Message-ID, and only what was in flight at the kill may arrive a second time (same id).
import fs from 'node:fs'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '~/server/db/client'
import { outboxEmails } from '~/server/db/schema'
import { outboxMessageId } from '~/server/email/outbox-worker'
import { startSmtpCatcher } from '../api/support/smtp-catcher'
import { seededDataDir, startServer, type ServerProcess } from './server-process'

// Already created and seeded: what this file proves starts after a first start.
const dataDir = seededDataDir('bountiful-outbox-crash-')
const MAIL_FROM = 'Callie <callie@bountiful.test>'
const CONNECTIONS = 2
const cleanup: (() => Promise<unknown> | void)[] = []
afterAll(async () => {
  while (cleanup.length) await cleanup.pop()!()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PUBLIC_FORMS: '100', MAIL_FROM, ...env })
  cleanup.push(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })
  return server
}

describe('outbox after a crash', () => {
  // Three server starts: minutes on a busy machine.
  it(
    'delivers every pending email after a SIGKILL mid-delivery, each Message-ID once (bar the ones in flight)',
    { timeout: 240_000 },
    async () => {
      const smtp = await startSmtpCatcher()
      cleanup.push(smtp.close)

      // Mail waits in the outbox (no SMTP yet): 10 messages, 2 emails each.
      const first = await start({})
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${first.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Guest ${i}`, email: `guest${i}@example.com`, message: `Message number ${i}` }),
        })
        expect(res.status).toBe(201)
      }
      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)

      // SMTP configured, slow: killed once a few emails went out and others are on the wire.
      smtp.state.delayMs = 300
      const smtpEnv = { SMTP_URL: smtp.url, SMTP_MAX_CONNECTIONS: String(CONNECTIONS), OUTBOX_LEASE_SECONDS: '3' }
      const second = await start(smtpEnv)
      await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(4), { timeout: 60_000, interval: 20 })
      second.child.kill('SIGKILL')
      await second.exited
      const beforeRestart = smtp.received.length
      expect(beforeRestart).toBeLessThan(20)

      // Restarted, the worker picks up the rest (the killed process's reservations lapse).
      smtp.state.delayMs = 0
      const third = await start(smtpEnv)
      const distinct = () => new Set(smtp.received.map((m) => m.messageId))
      await vi.waitFor(() => expect(distinct().size).toBe(20), { timeout: 60_000, interval: 100 })
      third.child.kill('SIGTERM')
      expect(await third.exited).toBe(0)

      const database = await openDatabase({ kind: 'pglite', dataDir })
      try {
        const rows = await database.db.select().from(outboxEmails)
        expect(rows).toHaveLength(20)
        expect(rows.every((r) => r.status === 'sent')).toBe(true)
        // Every row's own Message-ID arrived, to its recipient; nothing else did.
        const expected = new Map(rows.map((r) => [outboxMessageId(r, MAIL_FROM), r.toAddress]))
        expect(distinct()).toEqual(new Set(expected.keys()))
        for (const m of smtp.received) expect(m.to).toEqual([expected.get(m.messageId)])
        // A second copy only of what was acknowledged as the process died (at most one per connection).
        const copies = smtp.received.length - 20
        expect(copies).toBeLessThanOrEqual(CONNECTIONS)
      } finally {
        await database.close()
      }
    },
  )
})
