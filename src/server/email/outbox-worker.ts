// Delivers the transactional outbox over SMTP (DESIGN.md §3 "Email"). Rows are claimed with a
// short lease (FOR UPDATE SKIP LOCKED, then nextAttemptAt pushed ahead) so several instances never
// send the same row at once and no transaction stays open during network I/O (PGlite has one
// connection). A crash mid-send means the row is due again when the lease ends: at-least-once.
import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { outboxEmails } from '../db/schema'
import { onOutboxWrite } from './outbox-signal'

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

export type OutboxWorkerOptions = {
  db: Db
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>
  log: Log
  pollIntervalMs?: number
  batchSize?: number
  maxAttempts?: number
  /** The clock (tests move it instead of sleeping). */
  now?: () => Date
  /** Poll and wake up after writes (default); off leaves delivery to runOnce (tests). */
  autoStart?: boolean
}

type Mail = { from: string; to: string; subject: string; text: string; html: string; headers: Record<string, string> }
type Transport = { sendMail(mail: Mail): Promise<unknown>; close(): void }

export function startOutboxWorker({
  db,
  config,
  log,
  pollIntervalMs = 5_000,
  batchSize = 20,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
  now = () => new Date(),
  autoStart = true,
}: OutboxWorkerOptions): OutboxWorker {
  const transport: Transport | null = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        // Defaults wait minutes on a dead server; the outbox retries instead.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null
  if (!transport) log.info('SMTP_URL is not set: emails stay in the outbox (status pending) until it is')

  const announced = new Set<number>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let chain: Promise<unknown> = Promise.resolve()

  /** Without SMTP nothing is sent; each waiting email is logged once so nothing goes unnoticed. */
  async function announcePending(): Promise<OutboxRunResult> {
    const rows = await db
      .select({ id: outboxEmails.id, to: outboxEmails.toAddress, subject: outboxEmails.subject, template: outboxEmails.template, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(eq(outboxEmails.status, 'pending'))
      .orderBy(asc(outboxEmails.id))
      .limit(500)
    if (announced.size > 10_000) announced.clear()
    for (const r of rows) {
      if (announced.has(r.id)) continue
      announced.add(r.id)
      log.info({ outboxId: r.id, to: r.to, subject: r.subject, template: r.template }, 'email kept in the outbox (no SMTP_URL)')
      log.debug({ outboxId: r.id, text: r.text }, 'outbox email body')
    }
    return { sent: 0, retried: 0, failed: 0, waiting: rows.length }
  }

  async function claim(at: Date) {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, at)))
        .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
        .limit(batchSize)
        .for('update', { skipLocked: true })
      if (rows.length > 0) {
        await tx
          .update(outboxEmails)
          .set({ nextAttemptAt: new Date(at.getTime() + OUTBOX_LEASE_MS) })
          .where(inArray(outboxEmails.id, rows.map((r) => r.id)))
      }
      return rows
    })
  }

  async function deliverDue(t: Transport): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0, waiting: 0 }
    // Bounded so one pass cannot spin forever when rows keep arriving.
    for (let pass = 0; pass < 50 && !stopped; pass++) {
      const rows = await claim(now())
      for (const row of rows) {
        const attempts = row.attempts + 1
        try {
          await t.sendMail({
            from: config.MAIL_FROM,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            headers: { 'X-Bountiful-Outbox-Id': String(row.id) },
          })
          await db
            .update(outboxEmails)
            .set({ status: 'sent', sentAt: now(), attempts, lastError: null })
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
      }
      if (rows.length < batchSize) break
    }
    return result
  }

  function runOnce(): Promise<OutboxRunResult> {
    const run = chain.then(() => (transport ? deliverDue(transport) : announcePending()))
    chain = run.catch(() => undefined)
    return run
  }

  function schedule(ms: number) {
    if (stopped || !autoStart) return
    clearTimeout(timer)
    timer = setTimeout(tick, ms)
    timer.unref()
  }

  function tick() {
    runOnce()
      .catch((err: unknown) => log.error({ err }, 'outbox pass failed'))
      .finally(() => schedule(pollIntervalMs))
  }

  // Mail for a request that just committed goes out now, not at the next poll.
  const unsubscribe = onOutboxWrite(db, () => schedule(0))
  schedule(0)

  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      unsubscribe()
      await chain
      transport?.close()
    },
  }
}

function errorText(err: unknown): string {
  const e = err as { message?: string; response?: string; code?: string }
  const text = [e.code, e.response ?? e.message ?? String(err)].filter(Boolean).join(': ')
  return text.slice(0, 1000)
}

function isPermanentSmtpError(err: unknown): boolean {
  const { code, responseCode } = err as { code?: string; responseCode?: number }
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
}
