// Writing to the transactional outbox: always inside the caller's transaction.
import type { Tx } from '../db/client'
import { outboxEmails } from '../db/schema'
import { oneLine, renderHtml, renderText, type EmailParts } from './render'

export type OutboxMessage = {
  /** What kind of email, for the staff console and tests: 'booking.confirmation'. */
  template: string
  to: string
  subject: string
  parts: EmailParts
  requestId?: number | null
}

/** Returns the new outbox rows' ids, in the order of `messages`. */
export async function enqueueEmails(tx: Tx, messages: readonly OutboxMessage[]): Promise<number[]> {
  if (messages.length === 0) return []
  const rows = await tx
    .insert(outboxEmails)
    .values(
      messages.map((m) => ({
        template: m.template,
        toAddress: m.to,
        subject: oneLine(m.subject, 200),
        textBody: renderText(m.parts),
        htmlBody: renderHtml(m.parts),
        requestId: m.requestId ?? null,
      })),
    )
    .returning({ id: outboxEmails.id })
  // One statement takes its serial ids in the order of its rows.
  return rows.map((r) => r.id).sort((a, b) => a - b)
}
