// Double opt-in. Subscribing again is never an error and never a duplicate: pending → the
// confirmation is sent again (at most every RESEND_AFTER_MS), confirmed → nothing to do,
// unsubscribed → pending again with a fresh confirmation. The caller answers the same either way.
import { and, eq, gt, sql } from 'drizzle-orm'
import type { NewsletterSubscriptionRequest } from '~/domain/requests/newsletter'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { newsletterSubscriptions, outboxEmails } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import {
  newConfirmToken,
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
  newUnsubscribeToken,
} from './newsletter-tokens'

export const NEWSLETTER_CONFIRM_TEMPLATE = 'newsletter.confirm'
/** A burst of submissions for one address sends one confirmation, not a mailbox flood. */
export const RESEND_AFTER_MS = 2 * 60_000

export type SubscribeOutcome = 'created' | 'resent' | 'recently_sent' | 'already_confirmed' | 'resubscribed'

export async function subscribeToNewsletter({
  db,
  config,
  input,
  now = new Date(),
}: {
  db: Db
  config: Pick<Config, 'PUBLIC_URL'>
  input: NewsletterSubscriptionRequest
  now?: Date
}): Promise<SubscribeOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SubscribeOutcome> => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${input.email})`)
      .for('update')
    const { token, hash } = newConfirmToken(now)

    if (!existing) {
      const unsubscribeToken = newUnsubscribeToken()
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({
          email: input.email,
          company: input.company ?? null,
          role: input.role ?? null,
          status: 'pending',
          confirmTokenHash: hash,
          unsubscribeToken,
        })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id })
      // Lost a race with the same address: the other request sends the confirmation.
      if (inserted.length === 0) return 'recently_sent'
      await queueConfirmation(tx, config, input.email, token, unsubscribeToken)
      return 'created'
    }
    if (existing.status === 'confirmed') return 'already_confirmed'
    if (
      existing.status === 'pending' &&
      (await confirmationSentSince(tx, existing.email, new Date(now.getTime() - RESEND_AFTER_MS)))
    ) {
      return 'recently_sent'
    }
    await tx
      .update(newsletterSubscriptions)
      .set({
        status: 'pending',
        confirmTokenHash: hash,
        company: input.company ?? existing.company,
        role: input.role ?? existing.role,
      })
      .where(eq(newsletterSubscriptions.id, existing.id))
    await queueConfirmation(tx, config, existing.email, token, existing.unsubscribeToken)
    return existing.status === 'unsubscribed' ? 'resubscribed' : 'resent'
  })
  return outcome
}

async function confirmationSentSince(tx: Tx, email: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.template, NEWSLETTER_CONFIRM_TEMPLATE),
        sql`lower(${outboxEmails.toAddress}) = lower(${email})`,
        gt(outboxEmails.createdAt, since),
      ),
    )
    .limit(1)
  return Boolean(row)
}

function queueConfirmation(
  tx: Tx,
  config: Pick<Config, 'PUBLIC_URL'>,
  email: string,
  token: string,
  unsubscribeToken: string,
) {
  const confirmUrl = newsletterConfirmUrl(config, token)
  return enqueueEmails(tx, [
    {
      template: NEWSLETTER_CONFIRM_TEMPLATE,
      to: email,
      subject: 'Please confirm your Bountiful newsletter subscription',
      parts: {
        title: 'Confirm your subscription',
        intro: [
          'Thanks for signing up for the Bountiful newsletter: venues worth booking and ideas for your next group dinner.',
          'Please confirm that this address is yours. The link is valid for 7 days.',
        ],
        action: { label: 'Confirm subscription', url: confirmUrl },
        outro: ["Didn't sign up? Ignore this email and you won't hear from us."],
        footer: [`Unsubscribe: ${newsletterUnsubscribeUrl(config, unsubscribeToken)}`],
      },
    },
  ])
}
