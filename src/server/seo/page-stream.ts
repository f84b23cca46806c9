// A page sent as it is made (docs/decisions/0013-server-rendering.md): its status and its head are
// decided before the render (the head's resolver knows an unknown venue), so the head goes out at
// once, the stylesheet with it, and the browser reads and applies the CSS while the server fetches
// the page's data and renders it; the rest follows in one piece. Compressed here, flushed after the
// head, because @fastify/compress would hold a streamed body until its compressor's buffer filled.
import type { Readable } from 'node:stream'
import { PassThrough } from 'node:stream'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { preferredEncoding } from '../lib/read-cache'
import { utf8Of, type CachedPage } from './page-cache'

/**
 * A page being made: its status and head first (before the render), then what follows the head
 * (streamed as it is, never cut from the whole page, which would copy the page), and the whole page.
 * The head and the rest in the pieces they are made of (HeadParts.pieces, fillRoot): each written
 * as it is, none joined into a copy of the page.
 */
export type StreamedPage = {
  head: Promise<{ status: number; pieces: readonly string[] }>
  rest: Promise<readonly string[]>
  whole: Promise<CachedPage>
}

/**
 * Brotli for a streamed page: quality 3. Quality 4 (itself chosen over 5: a third less CPU for 7 %
 * more bytes) cost 3–4 ms of CPU per first-visit page, more than the API answer beneath it;
 * quality 3 costs 35–55 % less for 4–5 % more bytes (a search page 30.7 → 32.0 kB, a venue page
 * 27.4 → 28.5 kB; docs/benchmarks.md, issue 31, pages37). A 512 kB window, not brotli's 4 MB, as a
 * page is smaller than that whole (the same bytes, less memory per page in flight).
 */
const PAGE_BROTLI = {
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 19,
}

/** The body of `reply`: `head` at once, then `rest` when it resolves, compressed as the client accepts. */
export function pageStream(
  req: FastifyRequest,
  reply: FastifyReply,
  head: readonly string[],
  rest: Promise<readonly string[]>,
): Readable {
  const encoding = preferredEncoding(req)
  const zip =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: PAGE_BROTLI })
      : encoding === 'gzip'
        ? zlib.createGzip()
        : undefined
  if (encoding) reply.header('content-encoding', encoding)
  const sink = zip ?? new PassThrough()
  sink.write(utf8Of(head))
  zip?.flush()
  rest.then(
    (pieces) => sink.end(utf8Of(pieces)),
    (err: unknown) => sink.destroy(err instanceof Error ? err : new Error(String(err))),
  )
  return sink
}

/**
 * Resolves once the first chunk of `reply`'s body has been written to its socket, when the
 * response ends, or after `timeoutMs`. The render waits for it: the compressor works off the main
 * thread, and its output would otherwise wait behind the render's synchronous work on the event
 * loop, the head reaching the browser only a moment before the rest.
 */
export function firstChunkWritten(reply: FastifyReply, timeoutMs = 50): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    // The piped stream's own 'data' handler (the pipe's) runs first: the chunk is on the socket.
    reply.raw.once('pipe', (source: Readable) => source.once('data', done))
    reply.raw.once('close', done)
  })
}
