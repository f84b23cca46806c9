// One Idempotency-Key per submission attempt of a filled form: a retry of the same data reuses
// the key (the server answers it once), changed data gets a fresh key.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** The header a request form sends with its POST. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key })

export type IdempotentAttempt = { key: string; /** When this data was first submitted (ISO). */ startedAt: string }

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Older browsers on plain http: random enough to tell one attempt from another.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

export type IdempotentAttempts = {
  /** The key for this data: last time's while the data is unchanged and not yet sent successfully. */
  attemptFor(data: unknown): IdempotentAttempt
  /** After a success: the next submission is a new request with its own key. */
  settled(): void
}

export function createIdempotentAttempts({
  newKey = newIdempotencyKey,
  now = () => new Date(),
}: { newKey?: () => string; now?: () => Date } = {}): IdempotentAttempts {
  let last: { fingerprint: string; attempt: IdempotentAttempt } | null = null
  return {
    attemptFor(data) {
      const fingerprint = JSON.stringify(data)
      if (last?.fingerprint !== fingerprint) {
        last = { fingerprint, attempt: { key: newKey(), startedAt: now().toISOString() } }
      }
      return last.attempt
    },
    settled() {
      last = null
    },
  }
}
