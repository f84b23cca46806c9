// Public read answers (search, venue pages, city and experience listings, Callie's
// recommendations) kept in process, so a repeated question costs what a no-op route costs.
//
// The key is the route, the normalised question (object keys sorted: two URLs that mean the same
// search share an entry), the catalogue generation (catalogue-generation.ts: any write that could
// change an answer makes every older entry unreachable) and the current UTC minute. The minute is
// there because answers depend on the clock: minimum notice against the event's start, "today" in
// each city, the last-minute window. Event times, notice hours and timezone offsets are all whole
// minutes, so an answer cannot change within a minute; the TTL only bounds how long a write made
// outside the app (a script on the same database) goes unnoticed.
//
// An answer is kept only on the second ask of its key within the TTL (createDoorkeeper): traffic
// that never asks the same thing twice (the cache-busting mix, crawlers walking the catalogue) would
// otherwise fill the cache with a minute of answers nobody reads again, up to READ_CACHE_MB of live
// heap that V8 then lets grow two to three times over between its full collections
// (docs/benchmarks.md, "memory under the page mix").
//
// An entry holds the serialised JSON (by the route's own response schema) and, made on first use,
// its brotli and gzip forms, so a hit does no serialisation and no compression. The server-rendered
// pages' cache (src/server/seo/page-cache.ts) keeps its HTML the same way (createKeyedCache,
// encodedBody).
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { catalogueGeneration } from './catalogue-generation'

/** @fastify/compress's own threshold: smaller answers go out as they are. */
const COMPRESS_THRESHOLD = 1024
/**
 * Brotli's quality for the read cache's JSON answers. On the cache-busting mix every answer is
 * compressed once and sent once, and at quality 5 that was the largest part of a search's main
 * thread (about 15 % of its CPU at 100,000 venues, perf); quality 3 costs less than half as much for
 * a 20 kB answer (0.16 against 0.36 ms) and sends 12 % more bytes (3.4 against 3.0 kB). Pages keep
 * quality 5: their bytes count in the browser's first paint.
 */
const ANSWER_BROTLI_QUALITY = 3
/**
 * Answers under this many characters (a venue page's, about 3.4 kB) go at quality 1. From 2 kB of
 * input, qualities 2 to 4 clear a hash table of 256 kB or more on every call, which in the server is
 * mapped and faulted in afresh each time (malloc's mmap threshold, fixed at 128 kB under
 * `MALLOC_TRIM_THRESHOLD_`): most of brotli's cost for a venue page; quality 1 sizes its table to
 * the input, for about 5 % more bytes (docs/benchmarks.md, "Venue detail ≤ 1 ms").
 */
const SMALL_ANSWER_CHARS = 8_192
const SMALL_ANSWER_BROTLI_QUALITY = 1
/**
 * Larger answers (a search page, about 20 kB) go as gzip when the client takes it: brotli at
 * quality 3 clears a hash table of 256 kB on every call, which under `MALLOC_TRIM_THRESHOLD_` is
 * mapped and faulted in afresh each time (most of its cost was system time: about 40 % of a search's
 * main thread in a profile at 100,000 venues). Gzip with an 8 kB window and a small hash keeps all of
 * its state (about 64 kB) under malloc's mmap and trim thresholds, and sends about 3 % more bytes
 * than brotli's quality 3 (3.3 against 3.2 kB for a search page; docs/benchmarks.md, issue 31, http35).
 */
const ANSWER_GZIP = { level: 6, windowBits: 13, memLevel: 6 } as const
const PAGE_BROTLI_QUALITY = 5
const TTL_MS = 60_000
/**
 * How many distinct questions the doorkeeper remembers in a window (its reset comes sooner when
 * more arrive): a 30-bit hash each, about 1.5 MB at the bound, against ~60 answers a second on the
 * page mix (3,600 a minute).
 */
const SEEN_KEYS = 65_536

/** A body kept ready to send: its text and, made on first use, its brotli and gzip forms. */
export type CachedBody = {
  text: string
  br?: Buffer
  gzip?: Buffer
  /**
   * The text's UTF-8 made from the pieces it was joined from (a page: ../seo/page-cache.ts), for
   * compressing it: the text itself would be flattened first, a copy of the whole page (two bytes a
   * character with a curly quote, in V8's large-object space until a full collection).
   */
  utf8?: () => Buffer
}
type Encoding = 'br' | 'gzip'

export type ReadCache = {
  /**
   * The answer to `question` on this route: from the cache, or computed, serialised by the route's
   * 200 schema and kept. Errors are thrown as they are and never kept. What it resolves to is the
   * serialised body (a string, or a compressed Buffer with Content-Encoding set), typed as the
   * answer it stands for so the route's schema still checks `compute`; the handler returns it.
   */
  answer<T>(req: FastifyRequest, reply: FastifyReply, question: unknown, compute: () => Promise<T>): Promise<T>
  /**
   * The same answer's JSON text for the route at `routeUrl` (its path as registered, the prefix
   * included), serialised by `serialize` (the route's own 200 serialiser): for the server's own
   * reads in process (./local-reads.ts), which share the entries and the doorkeeper with the route.
   */
  text(
    routeUrl: string,
    question: unknown,
    compute: () => Promise<unknown>,
    serialize: (value: unknown) => string,
  ): Promise<{ text: string; hit: boolean }>
  readonly size: number
}

export function createReadCache({ maxMb }: { maxMb: number }): ReadCache {
  const entries = createKeyedCache<CachedBody>({
    maxBytes: maxMb * 1024 * 1024,
    ttlMs: TTL_MS,
    sizeOf: (e) => bodyBytes(e.text),
    admitOnSecondAsk: { maxKeys: SEEN_KEYS },
  })

  // Taken before computing: an answer computed across a write is kept under the old generation.
  const keyOf = (routeUrl: string | undefined, question: unknown) =>
    `${routeUrl}|${catalogueGeneration()}|${Math.floor(Date.now() / 60_000)}|${stableJson(question)}`
  const text: ReadCache['text'] = async (routeUrl, question, compute, serialize) => {
    const { value, hit } = await entries.get(keyOf(routeUrl, question), async () => ({
      text: serialize(await compute()),
    }))
    return { text: value.text, hit }
  }
  return {
    get size() {
      return entries.size
    },
    text,
    answer: (async (req: FastifyRequest, reply: FastifyReply, question: unknown, compute: () => Promise<unknown>) => {
      reply.header('x-read-cache', 'miss')
      const key = keyOf(req.routeOptions.url, question)
      const { value, hit } = await entries.get(key, async () => ({ text: reply.serialize(await compute()) as string }))
      if (hit) reply.header('x-read-cache', 'hit')
      reply.type('application/json; charset=utf-8')
      const small = value.text.length < SMALL_ANSWER_CHARS
      return encodedBody(req, reply, value, small ? SMALL_ANSWER_BROTLI_QUALITY : ANSWER_BROTLI_QUALITY, !small)
    }) as ReadCache['answer'],
  }
}

export type KeyedCache<V> = {
  /**
   * The value kept for `key` (hit), or what `compute` resolves to, kept when `keep` allows (and,
   * with `admitOnSecondAsk`, when the key was asked for before in this window). Callers asking for
   * the same key while it is computed share that computation: ten visitors asking the same thing at
   * once cost one query or one render (and, being more than one ask, have it kept). A rejection is
   * passed on and never kept.
   */
  get(key: string, compute: () => Promise<V>, keep?: (value: V) => boolean): Promise<{ value: V; hit: boolean }>
  /** Entries kept, and the bytes they count for (by `sizeOf`). */
  readonly size: number
  readonly bytes: number
}

/**
 * What a kept body costs in memory, counted before its compressed forms exist: its text as V8 holds
 * it (a byte a character, two when one character is past Latin-1: one en dash or curly quote in a
 * description makes the whole string two-byte) and room for its brotli and gzip forms, made on
 * first use and kept with it (together well under half the text for JSON and HTML).
 */
export function bodyBytes(text: string): number {
  // eslint-disable-next-line no-control-regex
  const perChar = /[^\u0000-\u00ff]/.test(text) ? 2 : 1
  return Math.ceil(text.length * (perChar + 0.5)) + 200
}

/**
 * Values kept by key within `maxBytes` (0: none kept) for at most `ttlMs`, least recently used
 * dropped first; with `admitOnSecondAsk`, only a key asked for at least twice within `ttlMs` (a
 * doorkeeper of at most `maxKeys` hashes: createDoorkeeper). lru-cache drops an expired entry only
 * when it is asked for it, so after the traffic stops the last minute's answers (up to `maxBytes`)
 * would stay for good: while anything is kept, a timer (which does not hold the process open)
 * purges what has expired, once every `ttlMs`. One timer for the whole cache rather than
 * lru-cache's `ttlAutopurge`, which sets a timer per entry: thousands of distinct answers a minute
 * would each carry one.
 */
export function createKeyedCache<V extends object>({
  maxBytes,
  ttlMs,
  sizeOf,
  admitOnSecondAsk,
}: {
  maxBytes: number
  ttlMs: number
  sizeOf: (value: V) => number
  admitOnSecondAsk?: { maxKeys: number }
}): KeyedCache<V> {
  const entries =
    maxBytes > 0 ? new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: sizeOf, ttl: ttlMs }) : null
  const doorkeeper =
    entries && admitOnSecondAsk ? createDoorkeeper({ windowMs: ttlMs, maxKeys: admitOnSecondAsk.maxKeys }) : null
  // Each computation under way, and whether what it makes is to be kept (a later ask may decide so).
  const inFlight = new Map<string, { pending: Promise<V>; admit: boolean }>()
  let purging: NodeJS.Timeout | undefined
  const purgeLater = () => {
    if (purging || !entries) return
    purging = setTimeout(() => {
      purging = undefined
      entries.purgeStale()
      if (entries.size > 0) purgeLater()
    }, ttlMs)
    purging.unref()
  }
  return {
    get size() {
      return entries?.size ?? 0
    },
    get bytes() {
      return entries?.calculatedSize ?? 0
    },
    async get(key, compute, keep = () => true) {
      const kept = entries?.get(key)
      if (kept) return { value: kept, hit: true }
      const askedBefore = doorkeeper ? doorkeeper.askedBefore(key) : true
      let run = inFlight.get(key)
      if (run) run.admit ||= askedBefore
      else {
        const started: { pending: Promise<V>; admit: boolean } = {
          admit: askedBefore,
          pending: compute().then((value) => {
            if (started.admit && keep(value) && entries) {
              entries.set(key, value)
              purgeLater()
            }
            return value
          }),
        }
        inFlight.set(key, started)
        const done = () => inFlight.delete(key)
        started.pending.then(done, done)
        run = started
      }
      return { value: await run.pending, hit: false }
    },
  }
}

type Doorkeeper = {
  /** Whether `key` was asked for before in this window; it is remembered as asked either way. */
  askedBefore(key: string): boolean
  /** Keys remembered in this window. */
  readonly size: number
}

/**
 * The keys asked for in the current window of `windowMs`, as 30-bit hashes (a key can be a long
 * question; a small integer is held without an object of its own), forgotten all at once when the
 * window ends or `maxKeys` have been asked for, so it never holds more than `maxKeys`. Two keys with
 * one hash let the second in on its first ask: at most an answer kept that would not have been.
 */
export function createDoorkeeper({
  windowMs,
  maxKeys,
  now = () => Date.now(),
}: {
  windowMs: number
  maxKeys: number
  now?: () => number
}): Doorkeeper {
  const seen = new Set<number>()
  let windowStart = now()
  return {
    get size() {
      return seen.size
    },
    askedBefore(key) {
      const t = now()
      if (t - windowStart >= windowMs || seen.size >= maxKeys) {
        seen.clear()
        windowStart = t
      }
      const hash = fnv1a(key) & 0x3fffffff
      if (seen.has(hash)) return true
      seen.add(hash)
      return false
    },
  }
}

/** FNV-1a over the string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/**
 * What the handler returns for a kept body: the text, or its brotli or gzip form (made once, then
 * kept with it) with Content-Encoding set, as the client accepts; @fastify/compress leaves a reply
 * with a Content-Encoding alone. Never reply.send() and undefined, which races the compress plugin.
 */
export function encodedBody(
  req: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  brotliQuality = PAGE_BROTLI_QUALITY,
  /** true: gzip (ANSWER_GZIP) whenever the client takes it as readily as brotli. */
  gzipFirst = false,
): string | Buffer {
  addVary(reply)
  const encoding = body.text.length >= COMPRESS_THRESHOLD ? preferredEncoding(req, gzipFirst) : undefined
  if (!encoding) return body.text
  const encoded = (body[encoding] ??=
    gzipFirst && encoding === 'gzip'
      ? zlib.gzipSync(body.utf8?.() ?? body.text, ANSWER_GZIP)
      : compressed(body.utf8?.() ?? body.text, encoding, brotliQuality))
  reply.header('content-encoding', encoding)
  return encoded
}

/** A body's brotli or gzip form as this cache sends it (exported for bench/venue-phases.ts). */
export function compressed(text: string | Buffer, encoding: Encoding, brotliQuality = ANSWER_BROTLI_QUALITY): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(text)
  const bytes = Buffer.byteLength(text)
  return zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      // A window no larger than the body: the default (4 MB) has the encoder allocate and fault in
      // buffers sized for it on every answer (malloc hands blocks that large to mmap, under
      // MALLOC_TRIM_THRESHOLD_ as `npm run serve` sets it). The same bytes out, give or take a few:
      // a venue page's answer 0.33 → 0.16 ms of CPU (docs/benchmarks.md, "Venue detail on a miss").
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
    },
  })
}

/** The smallest window brotli allows that holds `bytes` (10 to 24 bits; a window of n bits holds 2^n - 16 bytes). */
const brotliWindowBits = (bytes: number) =>
  Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  )

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary')
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary)
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current))
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * br or gzip as the client's Accept-Encoding allows (the higher q wins, br on a tie or gzip with
 * `gzipFirst`, `*` counts for both, x-gzip is gzip), as @fastify/compress negotiates; undefined
 * sends identity.
 */
export function preferredEncoding(req: Pick<FastifyRequest, 'headers'>, gzipFirst = false): Encoding | undefined {
  const header = req.headers['accept-encoding']
  if (!header || req.headers['x-no-compression'] !== undefined) return undefined
  const q: Record<string, number> = {}
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q[name.trim() === 'x-gzip' ? 'gzip' : name.trim()] = Number.isFinite(value) ? value : 0
  }
  const of = (e: Encoding) => q[e] ?? q['*'] ?? 0
  const br = of('br')
  const gzip = of('gzip')
  if (br <= 0 && gzip <= 0) return undefined
  if (gzipFirst) return gzip > 0 && gzip >= br ? 'gzip' : 'br'
  return br >= gzip ? 'br' : 'gzip'
}

/** JSON with object keys sorted and undefined left out: equal questions, equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableJson(v))).join(',')}]`
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
