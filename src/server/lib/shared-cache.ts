// Cache-Control of public read answers (search, venue pages, listings): the same for every
// visitor, signed in or not (nothing in them depends on the session, and they set no cookie), so a
// CDN may keep them briefly and serve them to anyone. Browsers (max-age=0) always ask again, so
// someone who just changed a venue sees the change; our own read cache makes that ask cheap.
import type { FastifyReply } from 'fastify'

export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'

/** The route's `onSend`: a 200 goes out as shareable; errors (and 429s) never are. */
export const shareableAnswer = async <P>(_req: unknown, reply: FastifyReply, payload: P): Promise<P> => {
  if (reply.statusCode === 200 && reply.getHeader('set-cookie') === undefined)
    reply.header('cache-control', SHARED_CACHE_CONTROL)
  return payload
}
