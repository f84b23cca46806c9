// The security headers of every answer (Content-Security-Policy and the rest of helmet's), worked out
// once at start instead of on every request. @fastify/helmet 13 builds the whole helmet middleware
// anew for each request, parsing and checking every CSP directive, and that was the largest hook of
// a cheap request. Nothing in our policy depends on the request (no nonces, no directive computed per
// request), so the headers helmet sets are the same every time: helmet runs once, on a request of a
// throwaway instance, and its headers are kept and set on each answer.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from '../config'

type SecurityConfig = Pick<
  Config,
  'GOOGLE_CLIENT_ID' | 'APPLE_CLIENT_ID' | 'INTRO_VIDEO_URL' | 'INTRO_VIDEO_POSTER_URL' | 'PUBLIC_URL' | 'MAP_TILE_URL'
>

/** Helmet's options for the site: what its Content-Security-Policy allows, and from where. */
export function helmetOptions(
  config: SecurityConfig,
  /** The first paint's inline scripts ("'sha256-…'", src/server/seo/first-paint.ts). */
  firstPaint: { scriptSources: readonly string[] },
) {
  // Sign-in providers' scripts and frames are allowed only when that provider is configured.
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : []
  const apple = config.APPLE_CLIENT_ID ? ['https://appleid.cdn-apple.com', 'https://appleid.apple.com'] : []
  // An intro video (and its poster) served from elsewhere, a CDN say, is allowed from that origin only.
  const introVideo = foreignOrigin(config.INTRO_VIDEO_URL, config.PUBLIC_URL)
  const introPoster = foreignOrigin(config.INTRO_VIDEO_POSTER_URL, config.PUBLIC_URL)
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.MAP_TILE_URL), ...google, ...introPoster],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        // The theme script is inline in every page (src/server/seo/first-paint.ts), allowed by its hash.
        scriptSrc: ["'self'", ...firstPaint.scriptSources, ...google, ...apple],
        frameSrc: ["'self'", ...google, ...apple],
        // Our own origin only ('self' covers ws(s) of the same host in current browsers; the
        // explicit socket origin is for those that predate that rule).
        connectSrc: ["'self'", socketOrigin(config.PUBLIC_URL), ...google, ...apple],
        mediaSrc: ["'self'", ...introVideo],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // No other window keeps a handle on ours, except the Google and Apple sign-in popups, which
    // report back to their opener (both run in popup mode, src/web/auth/components/social-sign-in.tsx).
    crossOriginOpenerPolicy: { policy: google.length + apple.length > 0 ? 'same-origin-allow-popups' : 'same-origin' },
  } satisfies FastifyHelmetOptions
}

/**
 * The headers helmet sets for `options`, by name (lower case), as it sets them on a request. Only
 * for options whose headers cannot differ between requests: no CSP nonces, no directive given as a
 * function (both refused here).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Readonly<Record<string, string>>> {
  if (options.enableCSPNonces) throw new Error('CSP nonces differ per request: helmet must run on each')
  const csp = options.contentSecurityPolicy
  const directives = csp && csp !== true ? (csp.directives ?? {}) : {}
  for (const [name, value] of Object.entries(directives))
    if (typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')))
      throw new Error(`The CSP directive ${name} is computed per request: helmet must run on each`)
  const probe = Fastify()
  let headers: Record<string, string> = {}
  try {
    await probe.register(helmet, options)
    // Helmet writes its headers on the raw response in its onRequest hooks; nothing else has by then.
    probe.get('/', (_req, reply) => {
      headers = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, v]) => [name, String(v)]))
      return ''
    })
    await probe.inject({ method: 'GET', url: '/' })
  } finally {
    await probe.close()
  }
  if (!headers['content-security-policy'] && options.contentSecurityPolicy !== false)
    throw new Error('helmet set no Content-Security-Policy on the probe')
  return Object.freeze(headers)
}

/**
 * Sets `helmet` (helmetHeaders) and `others` on every answer, in one hook. Helmet's go on the raw
 * response as helmet itself puts them, so an answer written on the raw response (a hijacked reply:
 * Callie's stream, the MCP endpoint) carries them as before; `others` go through the reply.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  helmet: Readonly<Record<string, string>>,
  others: Readonly<Record<string, string>>,
) {
  const raw = Object.entries(helmet)
  const reply = Object.entries(others)
  app.addHook('onRequest', (_req, res, done) => {
    for (const [name, value] of raw) res.raw.setHeader(name, value)
    for (const [name, value] of reply) res.header(name, value)
    done()
  })
}

/** The origin of `url` when it is another site's ([] for a path on this site or our own origin). */
function foreignOrigin(url: string | undefined, publicUrl: string): string[] {
  if (!url || url.startsWith('/')) return []
  const origin = new URL(url).origin
  return origin === new URL(publicUrl).origin ? [] : [origin]
}

function tileOrigin(template: string): string {
  try {
    return new URL(template.replace('{s}.', 'a.').replace(/\{[a-z]\}/g, '0')).origin.replace('//a.', '//*.')
  } catch {
    return "'self'"
  }
}

/** The WebSocket origin (ws: or wss:) of the site's public URL. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl)
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}
