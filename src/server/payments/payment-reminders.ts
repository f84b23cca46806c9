// Payment reminders as scheduled jobs: rows of payment_reminders, written when a
// schedule opens, so they survive restarts. A pass (at boot, then every REMINDER_INTERVAL_MS, like
// housekeeping) takes each job whose day has come in the event's timezone, locks it (FOR UPDATE
// SKIP LOCKED: another instance moves on) and in one transaction queues the email and marks the
// job done, so each reminder goes once. A paid instalment or a cancelled booking gets none.
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { addDays } from '~/domain/payments/schedule'
import { todayIn } from '~/domain/time'
import type { Db } from '../db/client'
import { events, paymentInstalments, paymentReminders, paymentSchedules } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { startPeriodic, type PeriodicTask } from '../lib/periodic'
import { chargedTowards, ledgerOf } from './booking-payments'
import { bookingContext, reminderEmail, type EmailConfig } from './payment-emails'

export const REMINDER_INTERVAL_MS = 15 * 60 * 1000

export type ReminderRunResult = { sent: number; skipped: number }

export async function sendDueReminders({
  db,
  config,
  now = new Date(),
  limit = 200,
}: {
  db: Db
  config: EmailConfig
  now?: Date
  limit?: number
}): Promise<ReminderRunResult> {
  // A day ahead of UTC covers every timezone; each job is checked against its event's own day.
  const horizon = addDays(now.toISOString().slice(0, 10), 1)
  const candidates = await db
    .select({ id: paymentReminders.id })
    .from(paymentReminders)
    .where(and(isNull(paymentReminders.doneAt), lte(paymentReminders.sendOn, horizon)))
    .orderBy(asc(paymentReminders.sendOn), asc(paymentReminders.id))
    .limit(limit)
  const result: ReminderRunResult = { sent: 0, skipped: 0 }
  for (const { id } of candidates) {
    const outcome = await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(paymentReminders)
        .where(and(eq(paymentReminders.id, id), isNull(paymentReminders.doneAt)))
        .for('update', { skipLocked: true })
      if (!job) return null
      const [row] = await tx
        .select({ instalment: paymentInstalments, status: paymentSchedules.status, timezone: events.timezone })
        .from(paymentInstalments)
        .innerJoin(paymentSchedules, eq(paymentSchedules.id, paymentInstalments.scheduleId))
        .innerJoin(events, eq(events.id, paymentSchedules.eventId))
        .where(eq(paymentInstalments.id, job.instalmentId))
      const today = todayIn(row.timezone, now)
      if (today < job.sendOn) return null
      const { instalment } = row
      const dueCents = instalment.amountCents - chargedTowards(await ledgerOf(tx, instalment.scheduleId), instalment.id)
      // "Due in 3 days" is only true before the day, "due today" only on it (a worker that was
      // down for the whole day does not send yesterday's reminder).
      const stale = job.kind === 'due_day' ? today !== instalment.dueOn : today >= instalment.dueOn
      const send = row.status === 'open' && dueCents > 0 && !stale
      if (send) {
        const booking = await bookingContext(tx, instalment.scheduleId)
        await enqueueEmails(tx, [
          reminderEmail({ config, booking, instalment: { ...instalment, dueCents }, kind: job.kind }),
        ])
      }
      const label = send ? 'sent' : dueCents <= 0 ? 'paid' : row.status === 'cancelled' ? 'cancelled' : 'missed'
      await tx.update(paymentReminders).set({ doneAt: now, outcome: label }).where(eq(paymentReminders.id, job.id))
      return send ? 'sent' : 'skipped'
    })
    if (outcome) result[outcome]++
  }
  return result
}

/** A pass at boot and every `intervalMs` (the worker pattern of housekeeping). */
export function startPaymentReminders({
  db,
  config,
  log,
  intervalMs = REMINDER_INTERVAL_MS,
}: {
  db: Db
  config: EmailConfig
  log: Pick<FastifyBaseLogger, 'info' | 'error'>
  intervalMs?: number
}): PeriodicTask<ReminderRunResult> {
  return startPeriodic({
    pass: () => sendDueReminders({ db, config }),
    intervalMs,
    onResult: (result) => {
      if (result.sent + result.skipped > 0) log.info({ reminders: result }, 'payment reminders: pass done')
    },
    onError: (err) => log.error({ err }, 'payment reminders pass failed'),
  })
}
