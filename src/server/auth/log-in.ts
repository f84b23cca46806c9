// Password log-in: one message and about the same time for an unknown email and a wrong password;
// failures are limited per client address and per account.
import { eq, sql } from 'drizzle-orm'
import { INVALID_CREDENTIALS_MESSAGE, LOG_IN_SUCCESS_MESSAGE, type AuthSessionResponse, type LogInInput } from '~/domain/auth/log-in'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { AppError } from '../lib/errors'
import { checkLimits, LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_EMAIL, minutesText, recordAttempts } from './attempt-limits'
import { verifyAgainstDummy, verifyPassword } from './password-hash'
import { authUserColumns, createSession } from './sessions'
import { normaliseEmail } from './sign-up'

export const tooManyLoginsMessage = (minutes: number) =>
  `Too many login attempts. Please try again in ${minutesText(minutes)}.`

export async function logIn({ db, input, clientAddress }: { db: Db; input: LogInInput; clientAddress: string }): Promise<AuthSessionResponse> {
  const email = normaliseEmail(input.email)
  const checks = [
    { limit: LOGIN_FAILURES_PER_ADDRESS, key: clientAddress },
    { limit: LOGIN_FAILURES_PER_EMAIL, key: email },
  ]
  await checkLimits({ db, checks, message: tooManyLoginsMessage })

  const [user] = await db
    .select({ ...authUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password)
  if (!user || !ok) {
    await recordAttempts({ db, checks })
    throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE)
  }

  const { passwordHash: _hash, ...authUser } = user
  const session = await createSession({ db, userId: user.id, rememberMe: input.rememberMe ?? false })
  return { token: session.token, message: LOG_IN_SUCCESS_MESSAGE, user: authUser, expiresAt: session.expiresAt.toISOString() }
}
