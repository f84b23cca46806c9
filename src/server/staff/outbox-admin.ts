// The outbox as the console shows it: waiting, sent and failed emails; resend one.
// Staff never see a private link: bodies come with a notice in place of each one, and
// "resend" renews the links for the recipient instead of sending the old ones again.
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { outboxEmails, requests } from '../db/schema'
import { hashSecret, redactSecrets } from '../email/secret-links'
import { AppError, notFound } from '../lib/errors'
import { renewSecretLink } from './outbox-renewals'

export const OUTBOX_MESSAGES = {
  notFound: 'Email not found',
  pending: 'This email is already waiting to be sent',
  cannotRenew:
    'This email holds a private link that can no longer be renewed (for example an invitation that was accepted or revoked). Ask the sender to send a new one.',
} as const

const columns = {
  id: outboxEmails.id,
  template: outboxEmails.template,
  toAddress: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  nextAttemptAt: outboxEmails.nextAttemptAt,
  sentAt: outboxEmails.sentAt,
  createdAt: outboxEmails.createdAt,
  requestId: outboxEmails.requestId,
  requestReference: requests.reference,
}
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null }

const toDto = (r: Row) => ({
  id: r.id!,
  template: r.template!,
  toAddress: r.toAddress!,
  subject: redactSecrets(r.subject!),
  status: r.status!,
  attempts: r.attempts!,
  lastError: r.lastError,
  nextAttemptAt: r.nextAttemptAt!.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  createdAt: r.createdAt!.toISOString(),
  requestId: r.requestId,
  requestReference: r.requestReference,
})

export async function listOutbox({
  db,
  status,
  limit,
  offset,
}: {
  db: Db
  status?: 'pending' | 'sent' | 'failed'
  limit: number
  offset: number
}) {
  const where = status ? eq(outboxEmails.status, status) : undefined
  const [rows, [{ total }], counted] = await Promise.all([
    db
      .select(columns)
      .from(outboxEmails)
      .leftJoin(requests, eq(requests.id, outboxEmails.requestId))
      .where(where)
      .orderBy(desc(outboxEmails.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(where),
    db
      .select({ status: outboxEmails.status, n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .groupBy(outboxEmails.status),
  ])
  const counts = { pending: 0, sent: 0, failed: 0 }
  for (const c of counted) counts[c.status] = Number(c.n)
  return { emails: rows.map(toDto), total: Number(total), counts }
}

export async function getOutboxEmail({ db, id }: { db: Db; id: number }) {
  const [row] = await db
    .select({ ...columns, textBody: outboxEmails.textBody, htmlBody: outboxEmails.htmlBody })
    .from(outboxEmails)
    .leftJoin(requests, eq(requests.id, outboxEmails.requestId))
    .where(eq(outboxEmails.id, id))
  if (!row) throw notFound(OUTBOX_MESSAGES.notFound)
  return { ...toDto(row), textBody: redactSecrets(row.textBody), htmlBody: redactSecrets(row.htmlBody) }
}

/**
 * A failed or sent email goes back to pending, due now, with a fresh attempt count and fresh
 * private links (the old ones were forgotten once it was sent, and may have expired or been used).
 */
export async function resendOutboxEmail({ db, id, publicUrl }: { db: Db; id: number; publicUrl: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: outboxEmails.status, to: outboxEmails.toAddress, secretLinks: outboxEmails.secretLinks })
      .from(outboxEmails)
      .where(eq(outboxEmails.id, id))
      .for('update')
    if (!row) throw notFound(OUTBOX_MESSAGES.notFound)
    if (row.status === 'pending') throw new AppError('conflict', OUTBOX_MESSAGES.pending)
    const secretLinks = []
    for (const link of row.secretLinks) {
      const token = await renewSecretLink({ tx, link, to: row.to, publicUrl })
      if (!token) throw new AppError('conflict', OUTBOX_MESSAGES.cannotRenew)
      secretLinks.push({ kind: link.kind, hash: hashSecret(token), token })
    }
    await tx
      .update(outboxEmails)
      .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()`, sentAt: null, secretLinks })
      .where(eq(outboxEmails.id, id))
    return true
  })
  return getOutboxEmail({ db, id })
}
