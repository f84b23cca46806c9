// Delivers the transactional outbox over SMTP (docs/architecture.md, "Email"). Rows are claimed with a
// short lease (FOR UPDATE SKIP LOCKED, then nextAttemptAt pushed ahead) so several instances never
// send the same row at once and no transaction stays open during network I/O (PGlite has one
// connection). A crash mid-send means the row is due again when the lease ends: at-least-once; the
// Message-ID is derived from the row, so such a rare second delivery is recognisably the same message.
// One pooled SMTP transport per process sends up to SMTP_MAX_CONNECTIONS emails at once (a new
// connection per email managed 7-9 emails a second).
import crypto from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { outboxEmails, type OutboxAttachment } from '../db/schema'
import { listenToChannel } from '../lib/channel-listener'
import { composeWaitingEmails, type OutboxComposers } from './outbox-compose'
import { fillSecrets, forgetSecrets, redactSecrets } from './secret-links'

export const OUTBOX_MAX_ATTEMPTS = 8
export const OUTBOX_BASE_BACKOFF_MS = 30_000
export const OUTBOX_MAX_BACKOFF_MS = 60 * 60_000
/** How long a claimed row is reserved for the instance sending it. */
export const OUTBOX_LEASE_MS = 2 * 60_000

/** Wait after the n-th failed attempt (n >= 1): 30 s, 1 min, 2 min, … capped at 1 h. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(OUTBOX_BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_BACKOFF_MS)
}

export type OutboxRunResult = { sent: number; retried: number; failed: number; waiting: number }

export type OutboxWorker = {
  /** One delivery pass over every due row; runs are serialized. */
  runOnce(): Promise<OutboxRunResult>
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>

/** Every insert into the outbox NOTIFYs this channel when its transaction commits (migration 0032). */
export const OUTBOX_CHANNEL = 'bountiful_outbox'

export type OutboxWorkerOptions = {
  database: Database
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'> &
    Partial<Pick<Config, 'SMTP_MAX_CONNECTIONS' | 'OUTBOX_LEASE_SECONDS'>>
  log: Log
  /** Writers of the emails enqueued with enqueueComposedEmail, by name. */
  composers?: OutboxComposers
  pollIntervalMs?: number
  batchSize?: number
  maxAttempts?: number
  /** The clock (tests move it instead of sleeping). */
  now?: () => Date
  /** Poll and wake up after writes (default); off leaves delivery to runOnce (tests). */
  autoStart?: boolean
}

type Mail = {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  messageId: string
  headers: Record<string, string>
  attachments?: OutboxAttachment[]
}
type Transport = { sendMail(mail: Mail): Promise<unknown>; close(): void }

export function startOutboxWorker({
  database,
  config,
  log,
  pollIntervalMs = 5_000,
  batchSize,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
  now = () => new Date(),
  autoStart = true,
  composers = {},
}: OutboxWorkerOptions): OutboxWorker {
  const { db } = database
  const connections = config.SMTP_MAX_CONNECTIONS ?? 5
  const leaseMs = config.OUTBOX_LEASE_SECONDS ? config.OUTBOX_LEASE_SECONDS * 1000 : OUTBOX_LEASE_MS
  const claimSize = batchSize ?? Math.max(20, connections * 4)
  const transport = smtpTransport(config.SMTP_URL, connections)
  if (!transport) log.info('SMTP_URL is not set: emails stay in the outbox (status pending) until it is')

  const announced = new Set<number>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let chain: Promise<unknown> = Promise.resolve()

  async function deliverDue(t: Transport): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0, waiting: 0 }
    // Bounded so one pass cannot spin forever when rows keep arriving.
    for (let pass = 0; pass < 50 && !stopped; pass++) {
      const rows = await claimDue(db, now(), claimSize, leaseMs)
      // Up to `connections` emails in flight; the pool has that many connections.
      await eachLimited(rows, connections, async (row) => {
        const attempts = row.attempts + 1
        try {
          await t.sendMail({
            from: config.MAIL_FROM,
            to: row.toAddress,
            replyTo: row.replyTo ?? undefined,
            subject: fillSecrets(row.subject, row.secretLinks),
            text: fillSecrets(row.textBody, row.secretLinks),
            html: fillSecrets(row.htmlBody, row.secretLinks),
            messageId: outboxMessageId(row, config.MAIL_FROM),
            headers: { 'X-Bountiful-Outbox-Id': String(row.id) },
            ...(row.attachments.length ? { attachments: row.attachments } : {}),
          })
          await db
            .update(outboxEmails)
            // Delivered: the links now live only in the recipient's mailbox.
            .set({
              status: 'sent',
              sentAt: now(),
              attempts,
              lastError: null,
              secretLinks: forgetSecrets(row.secretLinks),
            })
            .where(eq(outboxEmails.id, row.id))
          result.sent++
        } catch (err) {
          const message = errorText(err)
          // A 5xx refusal of this recipient or message is final; anything else (server down,
          // auth or TLS trouble) may heal, so it is retried.
          const permanent = isPermanentSmtpError(err)
          const failed = permanent || attempts >= maxAttempts
          await db
            .update(outboxEmails)
            .set({
              attempts,
              lastError: message,
              status: failed ? 'failed' : 'pending',
              nextAttemptAt: new Date(now().getTime() + outboxBackoffMs(attempts)),
              // Given up: "resend" issues fresh links, so these need not be kept.
              ...(failed ? { secretLinks: forgetSecrets(row.secretLinks) } : {}),
            })
            .where(eq(outboxEmails.id, row.id))
          if (failed) {
            result.failed++
            log.error({ outboxId: row.id, to: row.toAddress, attempts, err: message }, 'email delivery failed for good')
          } else {
            result.retried++
            log.warn({ outboxId: row.id, attempts, err: message }, 'email delivery failed; will retry')
          }
        }
      })
      if (rows.length < claimSize) break
    }
    return result
  }

  function runOnce(): Promise<OutboxRunResult> {
    const run = chain.then(async () => {
      await composeWaitingEmails({ db, composers })
      return transport ? deliverDue(transport) : announcePending({ db, config, log, announced })
    })
    chain = run.catch(() => undefined)
    return run
  }

  /** When the pending timer fires; a later schedule never postpones an earlier one. */
  let dueAt = Infinity
  function schedule(ms: number) {
    if (stopped || !autoStart) return
    const at = Date.now() + ms
    // A write's nudge (0 ms) that came while a pass was ending must not give way to the poll
    // interval that pass schedules in its finally: its email would wait a whole interval.
    if (timer && dueAt <= at) return
    clearTimeout(timer)
    dueAt = at
    timer = setTimeout(tick, ms)
    timer.unref()
  }

  function tick() {
    timer = undefined
    dueAt = Infinity
    runOnce()
      .catch((err: unknown) => log.error({ err }, 'outbox pass failed'))
      .finally(() => schedule(pollIntervalMs))
  }

  // Mail written by a transaction that just committed (on any instance) goes out now, not at the
  // next poll: the database announces every insert, so no writer can forget to. A notice missed
  // while listening was down is caught by the pass that (re)connecting schedules, or by the poll.
  const listening = autoStart
    ? listenToChannel({
        database,
        channel: OUTBOX_CHANNEL,
        onPayload: () => schedule(0),
        onConnected: () => schedule(0),
        log,
      })
    : Promise.resolve(async () => {})
  schedule(0)

  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await (
        await listening
      )()
      await chain
      transport?.close()
    },
  }
}

/** One pooled SMTP transport for the process, or none without SMTP_URL. */
function smtpTransport(smtpUrl: string | undefined, connections: number): Transport | null {
  return smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: connections,
        // A connection is renewed after this many messages (servers limit messages per session).
        maxMessages: 100,
        // Defaults wait minutes on a dead server; the outbox retries instead.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null
}

/** Without SMTP nothing is sent; each waiting email is logged once so nothing goes unnoticed. */
async function announcePending({
  db,
  config,
  log,
  announced,
}: {
  db: Database['db']
  config: Pick<Config, 'NODE_ENV'>
  log: Log
  /** The rows already logged by this worker. */
  announced: Set<number>
}): Promise<OutboxRunResult> {
  const rows = await db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      template: outboxEmails.template,
      text: outboxEmails.textBody,
      secretLinks: outboxEmails.secretLinks,
    })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), isNull(outboxEmails.compose)))
    .orderBy(asc(outboxEmails.id))
    .limit(500)
  if (announced.size > 10_000) announced.clear()
  for (const r of rows) {
    if (announced.has(r.id)) continue
    announced.add(r.id)
    log.info(
      { outboxId: r.id, to: r.to, subject: r.subject, template: r.template },
      'email kept in the outbox (no SMTP_URL)',
    )
    // Private links only in development, where the log is the developer's own mailbox.
    const text = config.NODE_ENV === 'production' ? redactSecrets(r.text) : fillSecrets(r.text, r.secretLinks)
    log.debug({ outboxId: r.id, text }, 'outbox email body')
  }
  return { sent: 0, retried: 0, failed: 0, waiting: rows.length }
}

/** Claims up to `size` due rows for `leaseMs`: other instances skip them until the lease ends. */
async function claimDue(db: Database['db'], at: Date, size: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), isNull(outboxEmails.compose), lte(outboxEmails.nextAttemptAt, at)))
      .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
      .limit(size)
      .for('update', { skipLocked: true })
    if (rows.length > 0) {
      await tx
        .update(outboxEmails)
        .set({ nextAttemptAt: new Date(at.getTime() + leaseMs) })
        .where(
          inArray(
            outboxEmails.id,
            rows.map((r) => r.id),
          ),
        )
    }
    return rows
  })
}

/**
 * The email's Message-ID: the same for every attempt at one outbox row, different for every row
 * (the creation time tells apart rows of a database that was reset and reuses ids).
 */
export function outboxMessageId(row: { id: number; createdAt: Date; toAddress: string }, mailFrom: string): string {
  const hash = crypto
    .createHash('sha256')
    .update(`${row.id}|${row.createdAt.toISOString()}|${row.toAddress}`)
    .digest('hex')
    .slice(0, 16)
  return `<outbox-${row.id}.${hash}@${mailDomain(mailFrom)}>`
}

/** 'Bountiful <callie@bountiful.events>' → 'bountiful.events'. */
function mailDomain(mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1]
  return domain && /^[A-Za-z0-9.-]+$/.test(domain) ? domain.toLowerCase() : 'bountiful.events'
}

/** Runs `fn` over `items` with at most `limit` calls at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++])
  })
  await Promise.all(lanes)
}

function errorText(err: unknown): string {
  const e = err as { message?: string; response?: string; code?: string }
  const text = [e.code, e.response ?? e.message ?? String(err)].filter(Boolean).join(': ')
  return text.slice(0, 1000)
}

function isPermanentSmtpError(err: unknown): boolean {
  const { code, responseCode } = err as { code?: string; responseCode?: number }
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  )
}
