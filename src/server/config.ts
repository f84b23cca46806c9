// Configuration from the environment, validated once at boot: a bad value stops start-up with one line.
import path from 'node:path'
import { isIP } from 'node:net'
import { z } from 'zod'
import type { BookingFeeRule } from '~/domain/pricing/booking-fee'

const optionalUrl = z
  .string()
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : undefined))
  .pipe(z.url().optional())

// A media file: an absolute http(s) URL, or a path on this site ('/media/intro.mp4').
const optionalMediaUrl = z
  .string()
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : undefined))
  .pipe(
    z
      .string()
      .refine((s) => (s.startsWith('/') && !s.startsWith('//')) || (/^https?:\/\//.test(s) && URL.canParse(s)), {
        message: "Expected an http(s) URL or a path starting with '/'",
      })
      .optional(),
  )

// A link the footer shows to everyone: https only.
const optionalHttpsUrl = z
  .string()
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : undefined))
  .pipe(z.url({ protocol: /^https$/, message: 'Expected an https:// URL' }).optional())

const optionalText = z
  .string()
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : undefined))

// 'true' / 'false' (or 1 / 0); unset is false.
const flag = z
  .string()
  .optional()
  .transform((s) => s?.trim().toLowerCase() ?? '')
  .pipe(z.enum(['', 'true', 'false', '1', '0'], { message: 'Expected true or false' }))
  .transform((s) => s === 'true' || s === '1')

// The booking fee: a percentage of the venue's total ('5%', '2.5%') or a flat amount in
// dollars ('25', '25.00'); '0' takes none. Parsed from the digits, so no float touches the money.
const bookingFee = z
  .string()
  .optional()
  .transform((s) => s?.trim() || '0')
  .pipe(
    z.string().regex(/^(\d{1,2}(\.\d{1,2})?%|100%|\d{1,6}(\.\d{1,2})?)$/, {
      message: "Expected a percentage such as '5%' or an amount in dollars such as '25.00'",
    }),
  )
  .transform((s): BookingFeeRule => {
    const [whole, frac = ''] = s.replace('%', '').split('.')
    const hundredths = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
    return s.endsWith('%') ? { kind: 'percent', bp: hundredths } : { kind: 'flat', cents: hundredths }
  })

// A folder in the bucket: 'uploads', '/uploads/' → 'uploads/'; unset is the bucket's root.
const keyPrefix = optionalText.transform((s) => {
  const folder = s?.replace(/^\/+|\/+$/g, '')
  return folder ? `${folder}/` : undefined
})

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    // Connections to DATABASE_URL per process; unset: four per core, between 10 and 20.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    PUBLIC_URL: optionalUrl,
    // Behind a load balancer: 'true' or a comma-separated list of proxy addresses / CIDRs.
    // Off by default so a client cannot pick its own address (rate limits key on it).
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((s): boolean | string => {
        const v = s?.trim() ?? ''
        return v === '' || v === 'false' ? false : v === 'true' ? true : v
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Bountiful <callie@bountiful.events>'),
    CONCIERGE_EMAIL: z.string().email().default('concierge@bountiful.events'),
    MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
    RATE_LIMIT_PUBLIC_FORMS: z.coerce.number().int().min(1).default(10),
    // Search, place suggestions and Callie's recommendations: generous, against scraping and floods.
    RATE_LIMIT_SEARCH: z.coerce.number().int().min(1).default(120),
    // "Not found" answers (unknown API routes and pages): against scanners walking paths.
    RATE_LIMIT_NOT_FOUND: z.coerce.number().int().min(1).default(120),
    // PostgreSQL's shared_buffers inside embedded PGlite (DATABASE_URL unset), in MB: the pages it
    // keeps in its own memory, which it never gives back; the rest are read from the OS's file cache.
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
    // Memory for cached public answers (search, venue pages, recommendations) per instance; 0 turns it off.
    READ_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    // Memory for server-rendered public pages per instance (src/server/seo/page-cache.ts); 0 turns it off.
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    // Shed load (503 + Retry-After) when the event loop lags more than this; 0 turns it off.
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    // With it on, a turn of the event loop that has spent this long on requests sheds the rest of its
    // requests; 0 turns that off. libuv accepts one connection per turn, so a health probe waits about
    // three turns: 250 kept it near a second under 200 connections where 1000 over 1.5 s let it wait
    // seconds (src/server/lib/load-shedding.ts; docs/benchmarks.md, "Health under load").
    MAX_EVENT_LOOP_TURN_MS: z.coerce.number().int().min(0).default(250),
    // Shed API requests (503 + Retry-After) while more queries than this wait for the database (PGlite's
    // thread, or a free pooled connection); 0 turns it off. 64: at a few ms of database time per
    // never-repeated search the last in line waits well under a second; chosen on a loaded shared
    // machine (docs/benchmarks.md, "Health under load").
    MAX_DATABASE_QUEUE: z.coerce.number().int().min(0).max(100_000).default(64),
    // A request (headers and body) must arrive within this time or the client gets a 408.
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    // On SIGTERM/SIGINT: connections still open after this are closed, and a shutdown still not done
    // after twice this exits anyway, logging what it waited for.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    // The OpenAPI page and document at /api/docs; unset means on except in production.
    API_DOCS: z.enum(['on', 'off']).optional(),
    // Parallel SMTP connections of the outbox (one pooled transport per process).
    SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
    // How long an instance reserves the emails it is sending. After a crash they go out again once
    // it ends; it must outlast one delivery (SMTP timeouts add up to 50 s) or two instances may both send.
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    SEED_VENUES: z.coerce.number().int().min(0).optional(),
    // 'on': seed the fictional demo catalogue and say so on every page. 'off' (a real deployment):
    // no seeded venues; staff add real ones by CSV or in the console.
    DEMO_CATALOGUE: z
      .string()
      .optional()
      .transform((s) => s?.trim().toLowerCase() || 'on')
      .pipe(z.enum(['on', 'off'], { message: 'Expected on or off' })),
    // Optional language model (any OpenAI-compatible /chat/completions: OpenAI, Ollama, vLLM,
    // llama.cpp) that answers Callie's conversations through her tools; the built-in engine otherwise.
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z
      .string()
      .optional()
      .transform((s) => (s?.trim() ? s.trim() : undefined)),
    LLM_MODEL: z
      .string()
      .optional()
      .transform((s) => (s?.trim() ? s.trim() : undefined)),
    // A model turn slower than this is dropped and the built-in engine answers it.
    LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(20_000),
    // Model tokens one conversation, and all conversations in a UTC day, may spend; past either the
    // built-in engine answers.
    LLM_TOKENS_PER_CONVERSATION: z.coerce.number().int().min(0).default(50_000),
    LLM_TOKENS_PER_DAY: z.coerce.number().int().min(0).default(2_000_000),
    // Social sign-in: a provider is on when its client id is set. Several ids (web and
    // app) may be given, comma-separated. JWKS URL and issuers are overridable for tests.
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
    APPLE_CLIENT_ID: optionalText,
    APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
    APPLE_ISSUERS: z.string().default('https://appleid.apple.com'),
    // The landing page's intro video of Callie (the designed poster shows when unset).
    INTRO_VIDEO_URL: optionalMediaUrl,
    INTRO_VIDEO_POSTER_URL: optionalMediaUrl,
    // Social profiles in the footer; a network is hidden when its URL is unset.
    SOCIAL_INSTAGRAM_URL: optionalHttpsUrl,
    SOCIAL_LINKEDIN_URL: optionalHttpsUrl,
    SOCIAL_X_URL: optionalHttpsUrl,
    // Uploaded venue photos go to this S3-compatible bucket when S3_BUCKET is set (DATA_DIR/media
    // otherwise). Without a key pair the SDK's default credential chain applies (IAM role, env, …).
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'Expected an http(s):// URL' }).optional()),
    S3_REGION: optionalText.transform((s) => s ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag,
    S3_PREFIX: keyPrefix,
    // Card payments through Stripe Checkout: on only when both keys are set.
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // Another Stripe-compatible API (stripe-mock, the tests' local server); unset is Stripe itself.
    STRIPE_API_URL: optionalUrl,
    BOOKING_FEE: bookingFee,
    // Whether a cancellation gives back the booking fee (in the same proportion as the venue's part).
    BOOKING_FEE_REFUNDABLE: flag,
    // The balance of a booking falls due this many days before the event.
    PAYMENT_BALANCE_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    // Callie's conversations are deleted this many days after their last message (housekeeping).
    CALLIE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    // External calendars a venue syncs (docs/decisions/0021-calendar-sync.md): how often each is
    // fetched, how long one fetch may take, and its largest accepted size.
    CALENDAR_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    CALENDAR_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    CALENDAR_FETCH_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(2_000_000),
    // Private, loopback and link-local addresses (and plain http) are refused unless listed here:
    // 'true' allows every address, or a comma list of IP addresses allows those only (tests).
    CALENDAR_FETCH_ALLOW_PRIVATE: z
      .string()
      .optional()
      .transform((s) => s?.trim().toLowerCase() ?? '')
      .refine((s) => ['', 'false', 'true'].includes(s) || s.split(',').every((a) => isIP(a.trim()) !== 0), {
        message: 'Expected true, false or a comma list of IP addresses',
      })
      .transform((s): true | string[] =>
        s === 'true' ? true : s === '' || s === 'false' ? [] : s.split(',').map((a) => a.trim()),
      ),
    // Tests only: 'low' hashes passwords at a 32 times cheaper scrypt cost (src/server/auth/password-hash.ts).
    PASSWORD_HASH_COST: z.enum(['full', 'low']).default('full'),
  })
  .superRefine((c, ctx) => {
    if (c.PASSWORD_HASH_COST === 'low' && c.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'low is for tests only (NODE_ENV=test); passwords are hashed at full cost everywhere else',
      })
    }
    if (c.DEMO_CATALOGUE === 'off' && c.SEED_VENUES !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_VENUES'],
        message: 'Seeds demo venues: unset it, or set DEMO_CATALOGUE=on',
      })
    }
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
      const missing = c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      })
    }
    if (!c.STRIPE_SECRET_KEY !== !c.STRIPE_WEBHOOK_SECRET) {
      const missing = c.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (card payments off)',
      })
    }
    // Photos silently landing on local disk when S3 was meant is worse than not starting.
    const s3Only = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter(
      (k) => c[k] !== undefined,
    )
    if (!c.S3_BUCKET && s3Only.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `Required when ${s3Only.join(', ')} is set` })
    }
  })
  .transform((c) => ({
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    API_DOCS: c.API_DOCS ?? (c.NODE_ENV === 'production' ? ('off' as const) : ('on' as const)),
  }))

export type Config = z.output<typeof configSchema>

export class ConfigError extends Error {}

/** Parse the environment; a bad value becomes one line naming the variable and the problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`)
  }
  return result.data
}
