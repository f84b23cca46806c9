// The counters of @fastify/rate-limit in the database (rate_limit_counters) instead of process
// memory, so several instances behind a load balancer enforce one limit ("Several
// instances"). One atomic upsert per request: the first hit of a key opens its window, later hits
// count in it, the first hit after it ended opens a new one. Housekeeping deletes ended windows.
// A route whose limit says `countIn: 'memory'` (search, rate-limit.ts) counts in this process instead.
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '../db/client'

type Result = { current: number; ttl: number }
type Callback = (err: Error | null, result?: Result) => void
// What child() gets at run time: the route's merged limit options with the route itself.
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string }; countIn?: 'database' | 'memory' }

/** Client addresses remembered per route; past it the least recent start counting afresh. */
const MEMORY_KEYS = 20_000

/** Counts a hit of `key` in its window of `windowMs`; returns the count so far and the ms left. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Result> {
  const result = await db.execute<{ count: number; ttl: number }>(sql`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when c.reset_at <= now() then 1 else c.count + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`)
  const [row] = (result as unknown as { rows: { count: number; ttl: number }[] }).rows
  return { current: Number(row.count), ttl: Number(row.ttl) }
}

async function readHits(db: Db, key: string): Promise<Result> {
  const result = await db.execute(sql`
    select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
    from rate_limit_counters where key = ${key} and reset_at > now()`)
  const [row] = (result as unknown as { rows: { count: number; ttl: number }[] }).rows
  return row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 }
}

/** The `store` option of @fastify/rate-limit; each route counts under its own method and path. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then(
        (r) => cb(null, r),
        (err: Error) => cb(err),
      )
    }

    read(key: string, cb: Callback) {
      readHits(db, this.prefix + key).then(
        (r) => cb(null, r),
        (err: Error) => cb(err),
      )
    }

    child(routeOptions: object) {
      if ((routeOptions as RouteOptions).countIn === 'memory') return new MemoryRateLimitStore()
      const { method, url } = (routeOptions as RouteOptions).routeInfo ?? {}
      return new DatabaseRateLimitStore(routeOptions, `${String(method ?? '')} ${url ?? ''}|`)
    }
  }
}

/** One route's counters in this process: the same fixed windows as the database's. */
class MemoryRateLimitStore {
  // Made at the route's first hit: an LRUCache sets up its slots for all MEMORY_KEYS at once, and
  // an app builds one store per route, most of which a process (or a test's app) may never serve.
  private windows?: LRUCache<string, { count: number; resetAt: number }>

  incr(key: string, cb: Callback, timeWindow: number) {
    const now = Date.now()
    this.windows ??= new LRUCache({ max: MEMORY_KEYS })
    let w = this.windows.get(key)
    if (!w || w.resetAt <= now) this.windows.set(key, (w = { count: 0, resetAt: now + timeWindow }))
    w.count += 1
    cb(null, { current: w.count, ttl: w.resetAt - now })
  }

  read(key: string, cb: Callback) {
    const now = Date.now()
    const w = this.windows?.get(key)
    cb(null, w && w.resetAt > now ? { current: w.count, ttl: w.resetAt - now } : { current: 0, ttl: 0 })
  }

  child(): MemoryRateLimitStore {
    return new MemoryRateLimitStore()
  }
}
