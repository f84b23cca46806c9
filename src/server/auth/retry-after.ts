// A 429 from our own limits (log-in, sign-in links, resets, confirmations) answered with its Retry-After.
import type { FastifyReply } from 'fastify'
import { TooManyAttempts } from './attempt-limits'

/** A 429 from our own limits carries Retry-After (seconds), as clients and proxies expect. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfterSeconds))
    throw err
  }
}
