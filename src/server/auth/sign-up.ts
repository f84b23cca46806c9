// Sign-up: one answer whether or not the email has an account (no enumeration); the owner of a
// taken email gets a "you already have an account" email instead of a second account. The account
// starts unverified; the welcome email carries the one-time link that verifies the address.
import { eq, sql } from 'drizzle-orm'
import type { SignUpInput } from '~/domain/auth/sign-up'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { ACCOUNT_EXISTS_EMAILS, recordAttempts, secondsUntilAllowed } from './attempt-limits'
import { accountExistsEmail, welcomeEmail } from './auth-emails'
import { createVerificationLink } from './email-verification'
import { FULL_COST, hashPassword, type ScryptParams } from './password-hash'

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export async function signUp({
  db,
  input,
  publicUrl,
  hashCost = FULL_COST,
}: {
  db: Db
  input: SignUpInput
  publicUrl: string
  hashCost?: ScryptParams
}): Promise<void> {
  const email = normaliseEmail(input.email)
  // Hashed whether or not the email is taken, so both answers take the same time.
  const passwordHash = await hashPassword(input.password, hashCost)

  const outcome = await db.transaction(async (tx) => {
    // ON CONFLICT DO NOTHING covers the unique lower(email) index, also against a concurrent sign-up.
    const [created] = await tx
      .insert(users)
      .values({ email, firstName: input.firstName, lastName: input.lastName, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, firstName: users.firstName })
    if (created) {
      // Unverified: nothing proves this person owns the address yet, so the requests and events
      // sent with it stay where they are until the emailed link is used (email-verification.ts).
      const verifyUrl = await createVerificationLink({ tx, userId: created.id, publicUrl })
      await enqueueEmails(tx, [welcomeEmail({ user: created, publicUrl, verifyUrl })])
      return 'created' as const
    }
    const [existing] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
    return existing ?? null
  })

  if (outcome === 'created') {
    return
  }
  if (!outcome) return
  // At most a few "already have an account" emails per address: repeated sign-ups must not mail-bomb it.
  if ((await secondsUntilAllowed({ db, limit: ACCOUNT_EXISTS_EMAILS, key: email })) > 0) return
  await db.transaction(async (tx) => {
    await enqueueEmails(tx, [accountExistsEmail({ user: outcome, publicUrl })])
  })
  await recordAttempts({ db, checks: [{ limit: ACCOUNT_EXISTS_EMAILS, key: email }] })
}
