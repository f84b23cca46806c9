// Server-rendered pages kept in process (docs/decisions/0013-server-rendering.md): a public page's
// HTML (the shell, its head, the rendered root and the state) is the same for every visitor, so
// rendering it again for each one (two or three React passes, 15–35 ms of CPU) is waste.
//
// What a page depends on, and so what the key holds:
// - its URL (path and query, exactly as asked: the query is the page's input, and two spellings of
//   one search are rare enough not to be worth a normalisation that could change what is shown);
// - nothing in the request's headers: the renderer reads the API anonymously (app.inject with no
//   cookie or Authorization), the session, favourites and theme are read in the browser after
//   hydration, there is no Accept-Language variant and no CSP nonce; the head depends on the path;
// - the catalogue (venues, photos, blackouts, reviews, cities): the read cache's generation
//   (src/server/lib/catalogue-generation.ts), bumped by every catalogue write on any instance;
// - the build: the template's and the renderer's versions, so a new build is served at once;
// - the clock, to the UTC minute, the same bucket as the API answers the page is made of. What a
//   page shows that depends on "now" changes only on a whole minute: the API's answers (minimum
//   notice against an event's start, "today" in each city, the last-minute window: read-cache.ts),
//   and on a venue page the booking calendar's bounds, its disabled days and "today" marker (in the
//   venue's timezone: whole-hour notice against quarter-hour start times, offsets in whole
//   minutes), and the footer's year. A longer bucket (a quarter of an hour) would keep a page
//   whose API answers the read cache has already replaced: a date struck through a few minutes
//   after it stopped being bookable, a "last minute" badge after its window closed.
// Only 200s that were rendered are kept: a 404 (an unknown venue) is rendered each time, and the
// client-rendered shell of any other path costs nothing to make, so unknown URLs fill nothing.
import { bodyBytes, createKeyedCache, type CachedBody, type KeyedCache } from '../lib/read-cache'

export type CachedPage = CachedBody & {
  status: number
  /** The HTML holds a server-rendered page (not only the shell) and its own head (not the generic one a failed read leaves). */
  complete: boolean
  /** What the page counts for in the cache, when it was worked out from its parts (pageBytes). */
  bytes?: number
}

const TTL_MS = 60_000
/**
 * Pages the doorkeeper remembers asked for in a window (a 30-bit hash each, about 0.4 MB at the
 * bound): the page mix renders about 60 pages a second, 3,600 a minute.
 */
const SEEN_PAGES = 16_384

/**
 * Memory `maxMb` (0: nothing kept); an entry counts its HTML and room for its two compressed forms.
 * A page is kept on its second ask within the minute (or when a second visitor joined its render), as
 * the read cache keeps an answer: on traffic that seldom repeats a page, keeping every page filled the
 * 32 MB with pages no one asked for again, live heap that V8's growing factor made half as much again
 * in RSS under load (docs/benchmarks.md, "Memory that comes back").
 */
export function createPageCache({ maxMb }: { maxMb: number }): KeyedCache<CachedPage> {
  return createKeyedCache<CachedPage>({
    maxBytes: maxMb * 1024 * 1024,
    ttlMs: TTL_MS,
    sizeOf: (page) => page.bytes ?? bodyBytes(page.text),
    admitOnSecondAsk: { maxKeys: SEEN_PAGES },
  })
}

/**
 * bodyBytes of the page `head + rest`, read from its parts (`headWide` when the head's is
 * known: a head holds the template's inline stylesheet, the same 77 kB on every page): a regular expression over the
 * joined string would flatten it, a copy of the whole page (over 128 kB: V8's large-object space)
 * made for every page kept.
 */
export function pageBytes(head: string, rest: readonly string[], headWide = isWide(head)): number {
  const perChar = headWide || rest.some(isWide) ? 2 : 1
  const length = rest.reduce((sum, piece) => sum + piece.length, head.length)
  return Math.ceil(length * (perChar + 0.5)) + 200
}

/**
 * `pieces` as one UTF-8 buffer, each piece encoded into its place: never one string of them all,
 * which encoding would first flatten (a copy of the page in V8's heap, for a page with a curly quote
 * at two bytes a character and so in its large-object space).
 */
export function utf8Of(pieces: readonly string[]): Buffer {
  let bytes = 0
  for (const piece of pieces) bytes += Buffer.byteLength(piece, 'utf8')
  const buf = Buffer.allocUnsafe(bytes)
  let at = 0
  for (const piece of pieces) at += buf.write(piece, at, 'utf8')
  return buf
}

// eslint-disable-next-line no-control-regex
const WIDE = /[^\u0000-\u00ff]/

/** Whether `text` holds a character beyond Latin-1 (V8 then keeps it at two bytes a character). */
export const isWide = (text: string) => WIDE.test(text)

/** Keep a page only when the server rendered it whole and it answered 200. */
export const keepPage = (page: CachedPage) => page.complete && page.status === 200

export function pageCacheKey({
  url,
  generation,
  builds,
  now = Date.now(),
}: {
  url: string
  generation: number
  /** The template's and the renderer's versions. */
  builds: string[]
  now?: number
}): string {
  return `${generation}|${Math.floor(now / 60_000)}|${builds.join('|')}|${url}`
}
