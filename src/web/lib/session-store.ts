// The session token: kept in localStorage with 'remember me' (survives the
// browser closing) and in sessionStorage without (this tab only), under one key. This module is
// in the landing chunk (the nav bar needs it), so it stays tiny.
import { useSyncExternalStore } from 'react'
import { setBearerTokenSource } from '~/web/lib/api'

export const SESSION_KEY = 'bountiful.auth'

type StoredSession = { token: string; expiresAt?: string }

const listeners = new Set<() => void>()
let cached: string | null | undefined

/** Why the last session ended in this tab: pages for signed-in users send 'logout' home, 'rejected' to /login. */
export type SessionEndReason = 'logout' | 'rejected'
let endReason: SessionEndReason | null = null

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null
    if (!value || typeof value.token !== 'string' || !value.token) return null
    // An expired token would only earn a 401: drop it without asking.
    if (value.expiresAt && Date.parse(value.expiresAt) <= Date.now()) return null
    return { token: value.token, expiresAt: value.expiresAt }
  } catch {
    return null
  }
}

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage]
  } catch {
    return []
  }
}

function read(): string | null {
  if (cached !== undefined) return cached
  cached = null
  for (const storage of storages()) {
    const session = parse(storage.getItem(SESSION_KEY))
    if (session) {
      cached = session.token
      break
    }
  }
  return cached
}

function emit() {
  listeners.forEach((l) => l())
}

/** The bearer token of the signed-in user, or null for a visitor. */
export function getSessionToken(): string | null {
  return read()
}

export function saveSession({ token, expiresAt }: StoredSession, rememberMe: boolean) {
  const [local, session] = storages()
  try {
    local?.removeItem(SESSION_KEY)
    session?.removeItem(SESSION_KEY)
    ;(rememberMe ? local : session)?.setItem(SESSION_KEY, JSON.stringify({ token, expiresAt }))
  } catch {
    // Storage blocked: the session still lasts for this page view.
  }
  cached = token
  endReason = null
  emit()
}

export function getSessionEndReason(): SessionEndReason | null {
  return endReason
}

/** The end of the session has been dealt with (redirected, told): later visits are plain visitors. */
export function acknowledgeSessionEnd() {
  endReason = null
}

/** Forget the token: on log-out, or when the server refuses it (401). */
export function clearSession(reason: SessionEndReason = 'rejected') {
  endReason = reason
  for (const storage of storages()) {
    try {
      storage.removeItem(SESSION_KEY)
    } catch {
      // Nothing to remove.
    }
  }
  if (cached === null) return
  cached = null
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Logging in or out in another tab (remembered sessions live in localStorage, shared by tabs).
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_KEY || e.key === null) {
      cached = undefined
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * `listener` is told when the token changes: a sign-in, a log-out, a session refused, or another
 * account signed in, in this tab or another. Returns the way to stop listening.
 */
export function onSessionChange(listener: (token: string | null) => void): () => void {
  let last = read()
  return subscribe(() => {
    const token = read()
    if (token === last) return
    last = token
    listener(token)
  })
}

/** The current token, re-rendering on log-in and log-out (in this tab or another). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, read, () => null)
}

const unchanging = () => () => {}

/**
 * False while the page is rendered on the server and hydrated (the token is the browser's, so
 * neither knows yet whether anyone is signed in; the server never sees it), true from then on. A
 * page for signed-in users shows its loading state meanwhile, as it does while the user is loaded.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}

setBearerTokenSource(getSessionToken)
