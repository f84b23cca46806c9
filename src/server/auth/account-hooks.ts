// What other features do when auth proves an account's email or ends sessions, without auth
// importing them (eslint.config.js fences each feature): buildApp (src/server/app.ts) registers the
// hooks once, e.g. events claims the events waiting for that email and closes the chat sockets of
// ended sessions. A hook runs inside auth's transaction, so its writes commit or roll back with it.
import type { Db, Tx } from '../db/client'

export type EmailProvenHook = (args: { tx: Tx; userId: number; email: string }) => Promise<unknown>
export type SessionsRevokedHook = (args: { tx: Db | Tx; sessionIds: number[] }) => Promise<unknown>

// Sets: registering the same function again (every buildApp in one test worker) adds nothing.
const emailProvenHooks = new Set<EmailProvenHook>()
const sessionsRevokedHooks = new Set<SessionsRevokedHook>()

export function onEmailProven(hook: EmailProvenHook): void {
  emailProvenHooks.add(hook)
}

export function onSessionsRevoked(hook: SessionsRevokedHook): void {
  sessionsRevokedHooks.add(hook)
}

/** The account's address is proven (verification link, password reset, Google/Apple). */
export async function runEmailProvenHooks(args: { tx: Tx; userId: number; email: string }): Promise<void> {
  for (const hook of emailProvenHooks) await hook(args)
}

/** These sessions ended (log-out, password reset): whatever they opened must close. */
export async function runSessionsRevokedHooks(args: { tx: Db | Tx; sessionIds: number[] }): Promise<void> {
  if (args.sessionIds.length === 0) return
  for (const hook of sessionsRevokedHooks) await hook(args)
}
