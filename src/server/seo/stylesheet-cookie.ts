// Whether this browser holds the app's stylesheet already (./first-paint.ts). A first visit gets it
// inline, so the first paint waits for nothing but the HTML (what Lighthouse and a phone on a slow
// link measure, always with an empty cache), and asks for the file at idle priority; the answer
// carries a cookie naming that build's stylesheet. A request with the cookie gets the page with the
// stylesheet linked: the browser reads it from its cache (a year, immutable, under its hashed name),
// and the page is some 11 kB (brotli) lighter. A new build's stylesheet has a new name, so an old
// cookie no longer matches and the next page is inline again. A cache the browser emptied costs
// one request for the file, as any linked stylesheet does.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { readCookie } from '../lib/cookies'

export const STYLESHEET_COOKIE = 'bountiful_css'
const YEAR_SECONDS = 365 * 86_400

/** The cookie's value for a stylesheet at `assetPath` (assets/index-AbC123.css → index-AbC123). */
export function stylesheetId(assetPath: string): string {
  return assetPath
    .replace(/^.*\//, '')
    .replace(/\.css$/, '')
    .replace(/[^\w-]/g, '')
}

/** True when the request's cookie names this stylesheet: the browser has fetched it. */
export function hasStylesheet(req: FastifyRequest, assetPath: string): boolean {
  return readCookie(req.headers.cookie, STYLESHEET_COOKIE) === stylesheetId(assetPath)
}

/** Says on `reply` that its page asks for the stylesheet at `assetPath`. */
export function rememberStylesheet(reply: FastifyReply, assetPath: string, publicUrl: string): void {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : ''
  reply.header(
    'set-cookie',
    `${STYLESHEET_COOKIE}=${stylesheetId(assetPath)}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`,
  )
}
