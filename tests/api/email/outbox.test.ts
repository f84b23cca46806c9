// The outbox worker against a real SMTP server (smtp-server) started in the test.
import net from 'node:net'
import { eq, inArray } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { outboxEmails, requests } from '~/server/db/schema'
import {
  OUTBOX_MAX_ATTEMPTS,
  outboxBackoffMs,
  startOutboxWorker,
  type OutboxWorker,
} from '~/server/email/outbox-worker'
import { createTestApp, createTestDatabase, type TestContext } from '../setup/test-app'

type Received = { from: string; to: string[]; raw: string }

/** A local SMTP server that keeps what it receives; refuses recipients at 'refused.test'. */
async function startSmtp(port = 0) {
  const received: Received[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.endsWith('@refused.test')) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
        return cb(err)
      }
      cb()
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        cb()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port nothing listens on (the SMTP server is "down"). */
async function freePort(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
  const { port } = s.address() as net.AddressInfo
  await new Promise<void>((r) => s.close(() => r()))
  return port
}

const subjectOf = (raw: string) => /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1].replace(/\r\n[ \t]/g, ' ') ?? ''
const silentLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }

const cleanup: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!()
  vi.clearAllMocks()
})

// One database for the file; each test's app starts from an empty outbox, as a new copy would.
let shared: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  shared = await createTestDatabase()
})
afterAll(() => shared?.drop())

async function appWith(env: Record<string, string>): Promise<TestContext> {
  await shared.database.db.delete(outboxEmails)
  const t = await createTestApp(
    {
      CONCIERGE_EMAIL: 'team@bountiful.test',
      MAIL_FROM: 'Callie <callie@bountiful.test>',
      // The tests together send more contact messages than a minute's default limit allows.
      RATE_LIMIT_PUBLIC_FORMS: '10000',
      ...env,
    },
    { database: shared.database },
  )
  cleanup.push(() => t.close())
  return t
}

function worker(t: TestContext, opts: Partial<Parameters<typeof startOutboxWorker>[0]> = {}): OutboxWorker {
  const w = startOutboxWorker({ database: t.database, config: t.config, log: silentLog, autoStart: false, ...opts })
  // Stopped before the app (and its database) closes: cleanup runs last-in first-out.
  cleanup.push(() => w.stop())
  return w
}

async function sendContact(t: TestContext, email = 'kim@example.com') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Kim Lee', email, subject: 'Dinner for 30', message: 'Do you cover Austin?' },
  })
  expect(res.statusCode).toBe(201)
  const reference: string = res.json().reference
  const [row] = await t.db.select().from(requests).where(eq(requests.reference, reference))
  const emails = () =>
    t.db.select().from(outboxEmails).where(eq(outboxEmails.requestId, row.id)).orderBy(outboxEmails.id)
  return { reference, emails }
}

describe('outbox delivery over SMTP', () => {
  it('delivers the confirmation and the team notification, then marks them sent', async () => {
    const smtp = await startSmtp()
    cleanup.push(smtp.close)
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    const w = worker(t)
    const { reference, emails } = await sendContact(t)

    const result = await w.runOnce()
    expect(result).toMatchObject({ sent: 2, retried: 0, failed: 0 })
    expect(smtp.received).toHaveLength(2)
    const byRecipient = Object.fromEntries(smtp.received.map((m) => [m.to[0], m]))
    expect(Object.keys(byRecipient).sort()).toEqual(['kim@example.com', 'team@bountiful.test'])
    expect(subjectOf(byRecipient['kim@example.com'].raw)).toBe(`We received your message (${reference})`)
    expect(subjectOf(byRecipient['team@bountiful.test'].raw)).toBe(`New message ${reference}: Dinner for 30`)
    // The planner's answer goes to the concierge team, not to the no-reply sender.
    expect(byRecipient['kim@example.com'].raw).toMatch(/^Reply-To: team@bountiful\.test\r?$/m)
    // The team's notification answers the planner directly.
    expect(byRecipient['team@bountiful.test'].raw).toMatch(/^Reply-To: kim@example\.com\r?$/m)
    for (const m of smtp.received) {
      expect(m.from).toBe('callie@bountiful.test')
      expect(m.raw).toContain(reference)
      expect(m.raw).toMatch(/Content-Type: text\/plain/)
      expect(m.raw).toMatch(/Content-Type: text\/html/)
    }

    const rows = await emails()
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent'])
    for (const r of rows) {
      expect(r.attempts).toBe(1)
      expect(r.sentAt).toBeInstanceOf(Date)
      expect(r.lastError).toBeNull()
    }
    // Nothing is sent twice.
    expect(await w.runOnce()).toMatchObject({ sent: 0 })
    expect(smtp.received).toHaveLength(2)
  })

  it('keeps mail when the SMTP server is down and sends it once the server is back', async () => {
    const port = await freePort()
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    const { reference, emails } = await sendContact(t)
    // The worker's clock, a second after the request was stored.
    let clock = new Date(Date.now() + 1000)
    const w = worker(t, { now: () => clock })

    expect(await w.runOnce()).toMatchObject({ sent: 0, retried: 2, failed: 0 })
    let rows = await emails()
    for (const r of rows) {
      expect(r.status).toBe('pending')
      expect(r.attempts).toBe(1)
      expect(r.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i)
      expect(r.nextAttemptAt.getTime()).toBe(clock.getTime() + outboxBackoffMs(1))
    }
    // Not due yet: the back-off is respected.
    expect(await w.runOnce()).toMatchObject({ sent: 0, retried: 0 })

    const smtp = await startSmtp(port)
    cleanup.push(smtp.close)
    // The worker's pooled connection goes before the server closes (which waits for its clients).
    cleanup.push(() => w.stop())
    clock = new Date(clock.getTime() + outboxBackoffMs(1) + 1000)
    expect(await w.runOnce()).toMatchObject({ sent: 2, retried: 0 })
    rows = await emails()
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ])
    expect(smtp.received.map((m) => subjectOf(m.raw)).every((s) => s.includes(reference))).toBe(true)
  })

  it('backs off exponentially, capped at an hour, and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(outboxBackoffMs)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(outboxBackoffMs(20)).toBe(3_600_000)

    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
    const w = worker(t)
    const { emails } = await sendContact(t)
    const ids = (await emails()).map((r) => r.id)
    await t.db
      .update(outboxEmails)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(inArray(outboxEmails.id, ids))
    expect(await w.runOnce()).toMatchObject({ failed: 2 })
    const rows = await emails()
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', OUTBOX_MAX_ATTEMPTS],
      ['failed', OUTBOX_MAX_ATTEMPTS],
    ])
    expect(rows[0].lastError).toBeTruthy()
  })

  it('fails at once a recipient the server refuses for good (5xx), and still sends the others', async () => {
    const smtp = await startSmtp()
    cleanup.push(smtp.close)
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    const w = worker(t)
    const { emails } = await sendContact(t, 'nobody@refused.test')
    expect(await w.runOnce()).toMatchObject({ sent: 1, failed: 1 })
    const rows = await emails()
    expect(rows.map((r) => [r.toAddress, r.status])).toEqual([
      ['nobody@refused.test', 'failed'],
      ['team@bountiful.test', 'sent'],
    ])
    expect(rows[0].lastError).toMatch(/550/)
  })

  it('sends right after a request commits, without waiting for the next poll', async () => {
    const smtp = await startSmtp()
    cleanup.push(smtp.close)
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    worker(t, { autoStart: true, pollIntervalMs: 3_600_000 })
    const { reference } = await sendContact(t)
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000, interval: 50 })
    expect(smtp.received.every((m) => m.raw.includes(reference))).toBe(true)
  })

  it('without SMTP_URL keeps every email pending and logs each one once', async () => {
    const t = await appWith({})
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }
    const w = worker(t, { log })
    const { reference, emails } = await sendContact(t)
    const first = await w.runOnce()
    expect(first.sent).toBe(0)
    await w.runOnce()
    const rows = await emails()
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ])
    const logged = log.info.mock.calls.filter(
      ([obj]) => typeof obj === 'object' && String(obj?.subject ?? '').includes(reference),
    )
    expect(logged).toHaveLength(2)
  })
})

/** An SMTP server that takes `delayMs` to accept each message and counts its open connections. */
async function startSlowSmtp(delayMs: number, { refuseFirstData = false } = {}) {
  const received: Received[] = []
  let open = 0
  let maxOpen = 0
  let connections = 0
  // Messages whose DATA the server holds at the same moment: more than one means the sender did not
  // wait for one email's answer before sending the next (what "in parallel" means, whatever the load).
  let inFlight = 0
  let maxInFlight = 0
  let refused = false
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onConnect(_session, cb) {
      connections++
      maxOpen = Math.max(maxOpen, ++open)
      cb()
    },
    onClose() {
      open--
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        if (refuseFirstData && !refused) {
          refused = true
          return cb(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }
        maxInFlight = Math.max(maxInFlight, ++inFlight)
        setTimeout(() => {
          inFlight--
          cb()
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo
  return {
    port,
    received,
    stats: () => ({ maxOpen, connections, maxInFlight }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const messageIdOf = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1].trim()

describe('outbox throughput and Message-ID', () => {
  it('sends in parallel over a pool of at most SMTP_MAX_CONNECTIONS connections, several awaiting the server at once', async () => {
    const delayMs = 300
    const smtp = await startSlowSmtp(delayMs)
    cleanup.push(smtp.close)
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_MAX_CONNECTIONS: '3' })
    const w = worker(t)
    for (let i = 0; i < 6; i++) await sendContact(t, `guest${i}@example.com`)

    expect(await w.runOnce()).toMatchObject({ sent: 12, retried: 0, failed: 0 })
    expect(smtp.received).toHaveLength(12)
    // Parallel, within the limit, and connections are reused rather than opened per email.
    expect(smtp.stats().maxOpen).toBeGreaterThanOrEqual(2)
    expect(smtp.stats().maxOpen).toBeLessThanOrEqual(3)
    expect(smtp.stats().connections).toBeLessThanOrEqual(3)
    // Faster than one at a time, measured without a clock (a loaded machine stretches any elapsed
    // time): several emails were awaiting the server's answer at once, never more than the pool.
    expect(smtp.stats().maxInFlight).toBeGreaterThanOrEqual(2)
    expect(smtp.stats().maxInFlight).toBeLessThanOrEqual(3)
  })

  it('gives each email a Message-ID of its own that stays the same when it is sent again', async () => {
    const smtp = await startSlowSmtp(0, { refuseFirstData: true })
    cleanup.push(smtp.close)
    const t = await appWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_MAX_CONNECTIONS: '1' })
    let clock = new Date(Date.now() + 1000)
    const w = worker(t, { now: () => clock })
    const { emails } = await sendContact(t)

    expect(await w.runOnce()).toMatchObject({ sent: 1, retried: 1 })
    const [first] = smtp.received
    const retriedRow = (await emails()).find((r) => r.status === 'pending')!
    expect(first.to).toEqual([retriedRow.toAddress])
    clock = new Date(clock.getTime() + outboxBackoffMs(1) + 1000)
    expect(await w.runOnce()).toMatchObject({ sent: 1, retried: 0 })

    const ids = smtp.received.map((m) => messageIdOf(m.raw))
    expect(ids[0]).toMatch(new RegExp(`^<outbox-${retriedRow.id}\\.[0-9a-f]{16}@bountiful\\.test>$`))
    // The retry carries the same id as the refused attempt; the other email has its own.
    const again = smtp.received.filter((m) => m.to[0] === retriedRow.toAddress)
    expect(again).toHaveLength(2)
    expect(messageIdOf(again[1].raw)).toBe(ids[0])
    expect(new Set(ids).size).toBe(2)
  })

  it('uses 5 connections unless configured', async () => {
    const { loadConfig } = await import('~/server/config')
    expect(loadConfig({}).SMTP_MAX_CONNECTIONS).toBe(5)
    expect(() => loadConfig({ SMTP_MAX_CONNECTIONS: '0' })).toThrow(/SMTP_MAX_CONNECTIONS/)
  })
})
