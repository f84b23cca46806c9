// Writing to the transactional outbox: always inside the caller's transaction.
import type { Tx } from '../db/client'
import { outboxEmails, type OutboxAttachment } from '../db/schema'
import { oneLine, type EmailParts } from './email-parts'
import { renderEmail } from './render'
import { protectSecrets } from './secret-links'

export type OutboxMessage = {
  /** What kind of email, for the staff console and tests: 'booking.confirmation'. */
  template: string
  to: string
  subject: string
  parts: EmailParts
  requestId?: number | null
  /** Where the recipient's answer goes (the concierge address for planners' emails). */
  replyTo?: string | null
  /** Files sent with it (a calendar invitation). */
  attachments?: OutboxAttachment[]
}

/** The stored form of a message: rendered, with its private links kept apart (secret-links.ts). */
export async function outboxRowOf(m: OutboxMessage) {
  const body = await renderEmail(m.parts)
  return {
    template: m.template,
    toAddress: m.to,
    ...protectSecrets({ subject: oneLine(m.subject, 200), textBody: body.text, htmlBody: body.html }),
    requestId: m.requestId ?? null,
    replyTo: m.replyTo ?? null,
    attachments: m.attachments ?? [],
  }
}

/** Returns the new outbox rows' ids, in the order of `messages`. */
export async function enqueueEmails(tx: Tx, messages: readonly OutboxMessage[]): Promise<number[]> {
  if (messages.length === 0) return []
  const values = await Promise.all(messages.map(outboxRowOf))
  const rows = await tx.insert(outboxEmails).values(values).returning({ id: outboxEmails.id })
  // One statement takes its serial ids in the order of its rows.
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

/**
 * An email the outbox worker writes later with the composer named `compose` (outbox-compose.ts):
 * the request that asks for it does the same little work whatever the email will say, or whether
 * it will be sent at all (e.g. "forgot password" for an address without an account).
 */
export async function enqueueComposedEmail(
  tx: Tx,
  { template, to, compose }: { template: string; to: string; compose: string },
): Promise<void> {
  await tx.insert(outboxEmails).values({ template, toAddress: to, subject: '', textBody: '', htmlBody: '', compose })
}
