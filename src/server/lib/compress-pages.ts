// @fastify/compress adds its hook to each route as the route is declared. The app's pages other
// than '/' are answered by the not-found handler, which belongs to no route, so their HTML went
// out uncompressed: 140 kB for a server-rendered search page, where brotli sends about 20 kB
// (on a phone's slow link, most of the time before the first paint). This compresses those.
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** @fastify/compress's threshold and brotli quality (4: 11 costs far more for a few per cent). */
const THRESHOLD_BYTES = 1024
const BROTLI_QUALITY = 4

/** 'br' or 'gzip' when the request accepts it (br first, as @fastify/compress), else undefined. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && Number(q.slice(2)) === 0) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/** A reply of the not-found handler (no route matched), as opposed to a route's own. */
function isNotFoundReply(req: FastifyRequest): boolean {
  return req.routeOptions.url === undefined
}

export function compressNotFoundPages(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isNotFoundReply(req) || typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    if (Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload
    reply.header('vary', 'accept-encoding')
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (!encoding) return payload
    reply.header('content-encoding', encoding).removeHeader('content-length')
    return encoding === 'br'
      ? brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzip(payload)
  })
}
