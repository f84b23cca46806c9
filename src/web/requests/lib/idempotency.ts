// One Idempotency-Key per submission attempt of a filled form (DESIGN.md §4): a retry of the
// same data reuses the key (the server answers it once), changed data gets a fresh key.
import { useRef } from 'react'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export type IdempotentAttempt = { key: string; /** When this data was first submitted (ISO). */ startedAt: string }

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Older browsers on plain http: random enough to tell one attempt from another.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

/**
 * `attemptFor(data)` gives the key for this data: the same as last time when the data has not
 * changed since an attempt that did not succeed, a new one otherwise. `settled()` after a success
 * forgets it, so the next (new) request gets its own key.
 */
export function useIdempotentAttempt() {
  const last = useRef<{ fingerprint: string; attempt: IdempotentAttempt } | null>(null)
  return {
    attemptFor(data: unknown): IdempotentAttempt {
      const fingerprint = JSON.stringify(data)
      if (last.current?.fingerprint !== fingerprint) {
        last.current = { fingerprint, attempt: { key: newKey(), startedAt: new Date().toISOString() } }
      }
      return last.current.attempt
    },
    settled() {
      last.current = null
    },
  }
}
