// Boot step for databases from before secret-links.ts: emails stored with their private links in
// the bodies get them moved out (and forgotten, when already sent or failed). Idempotent and cheap
// once done: only rows without recorded links are read, in batches.
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { outboxEmails } from '../db/schema'
import { forgetSecrets, protectSecrets } from './secret-links'

export async function protectStoredOutbox(db: Db, batchSize = 500): Promise<number> {
  let after = 0
  let protectedRows = 0
  for (;;) {
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(and(gt(outboxEmails.id, after), sql`${outboxEmails.secretLinks} = '[]'::jsonb`))
      .orderBy(asc(outboxEmails.id))
      .limit(batchSize)
    if (rows.length === 0) return protectedRows
    for (const row of rows) {
      const safe = protectSecrets(row)
      if (safe.secretLinks.length === 0) continue
      const secretLinks = row.status === 'pending' ? safe.secretLinks : forgetSecrets(safe.secretLinks)
      await db
        .update(outboxEmails)
        .set({ subject: safe.subject, textBody: safe.textBody, htmlBody: safe.htmlBody, secretLinks })
        .where(eq(outboxEmails.id, row.id))
      protectedRows++
    }
    after = rows[rows.length - 1].id
  }
}
