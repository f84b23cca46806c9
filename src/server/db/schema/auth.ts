// Accounts, their sessions and single-use links, and failed log-ins (src/server/auth).
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { USER_ROLES } from '../../../domain/auth/auth-user'
import { createdAt } from './columns'

/** Accounts. Email is unique whatever its case; a social-only account has no password. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('planner'),
    profileImageUrl: text('profile_image_url'),
    googleSub: text('google_sub'),
    appleSub: text('apple_sub'),
    /** Set once the owner of the address proved it (verification link, reset link, Google/Apple). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_apple_sub_key').on(t.appleSub),
  ],
)

/** Only the SHA-256 of a session token is stored; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** A single-use link sent by email: only the SHA-256 of its token is stored. */
const oneTimeTokenColumns = () => ({
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export const passwordResets = pgTable('password_resets', oneTimeTokenColumns(), (t) => [
  uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
  index('password_resets_user_idx').on(t.userId),
])

/** One-time email verification links (7 days, single use); only the SHA-256 of the token is stored. */
export const emailVerifications = pgTable('email_verifications', oneTimeTokenColumns(), (t) => [
  uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash),
  index('email_verifications_user_idx').on(t.userId),
])

/** One-time sign-in links for an owner whose log-in is locked by someone else's guesses (15 minutes, single use). */
export const signInLinks = pgTable('sign_in_links', oneTimeTokenColumns(), (t) => [
  uniqueIndex('sign_in_links_token_hash_key').on(t.tokenHash),
  index('sign_in_links_user_idx').on(t.userId),
])

/**
 * Brute-force counters kept in the database so a limit holds across app instances:
 * one row per counted attempt, e.g. scope 'login_ip' key '203.0.113.7'.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_scope_key_idx').on(t.scope, t.key, t.createdAt)],
)
