// Google / Apple sign-in: verify the provider's OpenID Connect ID token (signature against its JWKS,
// issuer, audience = our client id, expiry), require a verified email, then find the user by the
// provider's subject, else by email (linking the provider), else create the account. The provider
// proves the address: the account's email is marked verified, with what that brings (requests, events).
import { eq, sql } from 'drizzle-orm'
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import type { AuthSessionResponse } from '~/domain/auth/log-in'
import { socialMessages, type SocialProvider, type SocialSignInInput } from '~/domain/auth/social-sign-in'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { AppError } from '../lib/errors'
import { welcomeEmail } from './auth-emails'
import { markEmailVerified } from './email-verification'
import { authUserColumns, createSession, revokeUserSessions } from './sessions'
import { normaliseEmail } from './sign-up'

type ProviderSettings = { clientIds: string[]; issuers: string[]; jwksUrl: string }

const list = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

export function providerSettings(config: Config, provider: SocialProvider): ProviderSettings | null {
  const settings =
    provider === 'google'
      ? {
          clientIds: list(config.GOOGLE_CLIENT_ID),
          issuers: list(config.GOOGLE_ISSUERS),
          jwksUrl: config.GOOGLE_JWKS_URL,
        }
      : { clientIds: list(config.APPLE_CLIENT_ID), issuers: list(config.APPLE_ISSUERS), jwksUrl: config.APPLE_JWKS_URL }
  return settings.clientIds.length > 0 ? settings : null
}

export type IdTokenVerifier = (token: string) => Promise<JWTPayload>

/** One verifier per provider and app: jose caches the provider's keys and refetches on a new kid. */
export function createIdTokenVerifier(settings: ProviderSettings): IdTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 })
  return async (token) => {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: settings.issuers,
      audience: settings.clientIds,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    })
    return payload
  }
}

type VerifiedIdentity = { sub: string; email: string; firstName: string; lastName: string; picture: string | null }

function identityFrom(payload: JWTPayload, input: SocialSignInInput): VerifiedIdentity | null {
  const { sub, email } = payload
  // Apple sends email_verified as the string 'true'; Google as a boolean.
  const verified = payload.email_verified === true || payload.email_verified === 'true'
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email.includes('@') || !verified) return null
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
  const [nameFirst, ...nameRest] = (str(payload.name) ?? '').split(/\s+/)
  const firstName = str(payload.given_name) ?? str(input.firstName) ?? str(nameFirst) ?? email.split('@')[0]
  const lastName = str(payload.family_name) ?? str(input.lastName) ?? str(nameRest.join(' ')) ?? ''
  const picture = str(payload.picture)
  return {
    sub,
    email: normaliseEmail(email),
    firstName,
    lastName,
    picture: picture?.startsWith('https://') ? picture : null,
  }
}

export async function socialSignIn({
  db,
  provider,
  verify,
  input,
  publicUrl,
}: {
  db: Db
  provider: SocialProvider
  verify: IdTokenVerifier | null
  input: SocialSignInInput
  publicUrl: string
}): Promise<AuthSessionResponse> {
  const messages = socialMessages(provider)
  if (!verify) throw new AppError('not_implemented', messages.notConfigured)
  let payload: JWTPayload
  try {
    payload = await verify(input.token)
  } catch {
    throw new AppError('unauthenticated', messages.failed)
  }
  const identity = identityFrom(payload, input)
  if (!identity) throw new AppError('unauthenticated', messages.failed)

  const subColumn = provider === 'google' ? users.googleSub : users.appleSub
  const subValue = provider === 'google' ? { googleSub: identity.sub } : { appleSub: identity.sub }

  const attempt = () =>
    db.transaction(async (tx) => {
      const [bySub] = await tx
        .select({ ...authUserColumns })
        .from(users)
        .where(eq(subColumn, identity.sub))
      if (bySub) {
        // The provider vouches for the address in this token: it proves the account's email only if they match.
        if (normaliseEmail(bySub.email) !== identity.email) return { user: bySub, created: false }
        await markEmailVerified({ tx, userId: bySub.id })
        return { user: { ...bySub, emailVerified: true }, created: false }
      }

      const [byEmail] = await tx
        .select({ ...authUserColumns, sub: subColumn })
        .from(users)
        .where(eq(sql`lower(${users.email})`, identity.email))
      if (byEmail) {
        // The same email under another identity of this provider: refuse rather than take it over.
        if (byEmail.sub) return null
        const { sub: _none, ...user } = byEmail
        // An unverified account was opened by someone who never proved the address, maybe not its
        // owner (pre-hijacking): the password they chose and their sessions must not outlive the
        // owner's arrival. The owner can set a password with "forgot password".
        const unproven = !user.emailVerified
        await tx
          .update(users)
          .set({
            ...subValue,
            ...(unproven ? { passwordHash: null } : {}),
            ...(user.profileImageUrl || !identity.picture ? {} : { profileImageUrl: identity.picture }),
          })
          .where(eq(users.id, user.id))
        if (unproven) await revokeUserSessions({ tx, userId: user.id })
        await markEmailVerified({ tx, userId: user.id })
        return {
          user: { ...user, emailVerified: true, profileImageUrl: user.profileImageUrl ?? identity.picture },
          created: false,
        }
      }

      const [created] = await tx
        .insert(users)
        .values({
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          passwordHash: null,
          profileImageUrl: identity.picture,
          // The provider verified the address (identityFrom requires email_verified).
          emailVerifiedAt: sql`now()`,
          ...subValue,
        })
        .onConflictDoNothing()
        .returning(authUserColumns)
      // Lost a race with a concurrent first sign-in: the caller looks again.
      if (!created) return 'retry' as const
      await markEmailVerified({ tx, userId: created.id })
      await enqueueEmails(tx, [welcomeEmail({ user: created, publicUrl })])
      return { user: created, created: true }
    })

  let found = await attempt()
  if (found === 'retry') found = await attempt()
  if (!found || found === 'retry') throw new AppError('unauthenticated', messages.failed)

  const session = await createSession({ db, userId: found.user.id, rememberMe: input.rememberMe ?? false })
  return {
    token: session.token,
    message: found.created ? messages.signedUp : messages.loggedIn,
    user: found.user,
    expiresAt: session.expiresAt.toISOString(),
    created: found.created,
  }
}
