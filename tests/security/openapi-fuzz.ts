// An attack made permanent: every operation of the app's own OpenAPI document gets
// hostile values per field type (NUL, lone surrogates, 1 MB strings, deep nesting, wrong types,
// prototype keys, bad content types, path traversal, huge and negative numbers), sent with a valid
// session where the route needs one. No answer may be a 5xx, and every 4xx is the error contract's
// body { code, message, errors? } with a message and the code of its status.
// FUZZ_CASES (default 3000) and FUZZ_SEED choose the run; the same seed replays the same requests.
// The cases are cut into shards, one test file each (openapi-fuzz-<n>.test.ts), so the workers run
// them side by side: each shard builds its own app and database and goes through every operation.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '~/domain/api/api-error'
import { API_ERROR_STATUS } from '~/domain/api/api-error-codes'
import { hashToken, newToken } from '~/server/lib/tokens'
import { outboxEmails, requests, sessions, users, venues } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../api/setup/test-app'
import {
  baselineRequest,
  hostileRequest,
  operationsOf,
  seededRandom,
  type Actor,
  type FuzzFixtures,
  type HostileRequest,
  type Operation,
} from './hostile-requests'

const CASES = Number(process.env.FUZZ_CASES ?? 3000)
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)

/**
 * An app over its own database with an account per role and rows for the baseline requests to
 * name, built in the file's beforeAll. `fx` is replaced whenever `refreshFixtures` runs.
 */
function fuzzApp() {
  let t: TestContext
  let ops: Operation[]
  const tokens: Partial<Record<Exclude<Actor, 'visitor' | 'fresh-planner'>, string>> = {}
  const userIds: Partial<Record<Exclude<Actor, 'visitor' | 'fresh-planner'> | 'other', number>> = {}
  let fx: FuzzFixtures

  async function insertUser(label: string, role: 'planner' | 'staff' | 'admin') {
    const [user] = await t.db
      .insert(users)
      .values({
        email: `fuzz.${label}.${Date.now().toString(36)}@example.com`,
        firstName: 'Fuzz',
        lastName: label,
        role,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id })
    return user.id
  }

  /** A live session straight in the database (as sessions.ts stores it: the token's hash). */
  async function sessionFor(userId: number) {
    const token = newToken()
    await t.db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId, rememberMe: false, expiresAt: new Date(Date.now() + 3_600_000) })
    return token
  }

  /** The actors' roles and sessions as they were: a fuzzed request may have changed a role or ended a session. */
  async function restoreActors() {
    for (const role of ['planner', 'staff', 'admin'] as const) {
      await t.db.update(users).set({ role }).where(eq(users.id, userIds[role]!))
      tokens[role] = await sessionFor(userIds[role]!)
    }
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, userIds.other!))
  }

  async function inject(
    req: { method: string; url: string; headers?: Record<string, string>; payload?: unknown },
    actor: Actor = 'planner',
    remoteAddress = '192.0.2.1',
  ) {
    const token =
      actor === 'visitor' ? undefined : actor === 'fresh-planner' ? await sessionFor(userIds.planner!) : tokens[actor]
    return t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      remoteAddress,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...req.headers },
      ...(req.payload === undefined ? {} : { payload: req.payload as string }),
    })
  }

  /** Rows the baseline requests name: an event with a task, a guest and an invitation; a request; a venue. */
  let fixtureCalls = 0
  async function createFixtures(): Promise<FuzzFixtures> {
    const ok = async (req: Parameters<typeof inject>[0], actor: Actor = 'planner') => {
      fixtureCalls += 1
      const res = await inject(req, actor, `198.18.${(fixtureCalls >> 8) & 255}.${fixtureCalls & 255}`)
      if (res.statusCode >= 300) throw new Error(`fixture ${req.method} ${req.url}: ${res.statusCode} ${res.body}`)
      return res.json()
    }
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const event = await ok({
      method: 'POST',
      url: '/api/dashboard/events',
      payload: { name: 'Fuzz dinner', date, time: '7:00 PM', guestCount: 20, location: 'San Francisco, CA' },
    })
    const base = `/api/dashboard/events/${event.id}`
    const task = await ok({ method: 'POST', url: `${base}/tasks`, payload: { title: 'Book the room' } })
    const { guests } = await ok({
      method: 'POST',
      url: `${base}/guests`,
      payload: { name: 'Gina Guest', email: 'gina.fuzz@example.com' },
    })
    const invited = await ok({
      method: 'POST',
      url: `${base}/invitations`,
      payload: { email: `cohost.${Date.now()}@example.com` },
    })
    const contact = await ok(
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Kim Fuzz', email: 'kim.fuzz@example.com', message: 'Do you cover Austin?' },
      },
      'visitor',
    )
    const [request] = await t.db
      .select({ id: requests.id })
      .from(requests)
      .where(eq(requests.reference, contact.reference))
    const [mail] = await t.db.select({ id: outboxEmails.id }).from(outboxEmails).limit(1)
    const [venue] = await t.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.status, 'active'))
      .orderBy(venues.id)
      .limit(1)
    await t.db
      .update(venues)
      .set({ status: 'active' })
      .where(inArray(venues.id, [venue.id]))
    return {
      eventId: event.id,
      publicId: event.publicId,
      taskId: task.id,
      guestId: guests[0].id,
      invitationId: invited.invitation.id,
      venueId: venue.id,
      requestId: request.id,
      outboxId: mail.id,
      otherUserId: userIds.other!,
    }
  }

  beforeAll(async () => {
    // Sign-in providers on, with their keys out of reach: the routes validate and verify instead of answering 501.
    const noKeys = 'http://127.0.0.1:9/jwks'
    t = await createTestApp({
      PUBLIC_URL: 'https://bountiful.test',
      GOOGLE_CLIENT_ID: 'fuzz.apps.example',
      APPLE_CLIENT_ID: 'events.fuzz',
      GOOGLE_JWKS_URL: noKeys,
      APPLE_JWKS_URL: noKeys,
    })
    ops = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0])
    userIds.planner = await insertUser('planner', 'planner')
    userIds.staff = await insertUser('staff', 'staff')
    userIds.admin = await insertUser('admin', 'admin')
    userIds.other = await insertUser('other', 'staff')
    await restoreActors()
    fx = await createFixtures()
  })
  afterAll(() => t?.close())

  return {
    get ops() {
      return ops
    },
    get fx() {
      return fx
    },
    inject,
    restoreActors,
    async refreshFixtures() {
      fx = await createFixtures()
    },
  }
}

/** After a delete, a cancel or an archive answered 2xx, the next requests get fresh rows. */
const DESTRUCTIVE = (r: HostileRequest) =>
  r.method === 'DELETE' || /\/(cancel|archive|accept|decline|role)(\?|$)/.test(r.url)

/** Registers the tests of shard `shard` (0-based) of `shards`: its slice of the cases, with its own seed. */
export function fuzzShard(shard: number, shards: number) {
  const first = Math.floor((shard * CASES) / shards)
  const end = Math.floor(((shard + 1) * CASES) / shards)
  const seed = SEED + shard
  const app = fuzzApp()
  const { inject, restoreActors } = app

  describe('fuzzing every operation of the OpenAPI document', () => {
    it(
      `answers hostile requests ${first + 1}–${end} of ${CASES} without a 5xx, and every 4xx in the error contract`,
      { timeout: Math.max(120_000, (end - first) * 200) },
      async () => {
        const ops = app.ops
        expect(ops.length).toBeGreaterThan(50)
        const rnd = seededRandom(seed)
        const failures: string[] = []
        const statuses = new Map<number, number>()
        const covered = new Set<string>()
        let serverErrors = 0
        let shed = 0
        const started = Date.now()
        for (let i = first; i < end; i++) {
          if (i > first && (i - first) % 250 === 0) await restoreActors()
          const op = ops[i % ops.length]
          const req = hostileRequest(op, app.fx, rnd)
          // A new address per case: the per-address rate limits would otherwise answer 429 to most of the run.
          const res = await inject(req, req.actor, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
          covered.add(`${op.method} ${op.path}`)
          const where = `#${i} ${req.method} ${req.url.slice(0, 160)} as ${req.actor}, ${req.mutation}`
          if (isShed(res)) shed += 1
          else if (res.statusCode >= 500) {
            serverErrors += 1
            failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`)
          } else if (res.statusCode >= 400) {
            // Every 4xx is the error contract's body (src/domain/api/api-error.ts), with a message to show.
            let body: unknown
            try {
              body = res.json()
            } catch {
              body = undefined
            }
            const parsed = errorBodySchema.safeParse(body)
            if (!parsed.success)
              failures.push(`${res.statusCode} not in the error contract: ${where}: ${res.body.slice(0, 200)}`)
            else if (parsed.data.message.trim() === '')
              failures.push(`${res.statusCode} without a message: ${where}: ${res.body.slice(0, 200)}`)
            else if (API_ERROR_STATUS[parsed.data.code] !== res.statusCode && parsed.data.code !== 'bad_request')
              failures.push(`${res.statusCode} with code ${parsed.data.code}: ${where}`)
          } else if (DESTRUCTIVE(req)) {
            await app.refreshFixtures()
          }
        }
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        const byStatus = [...statuses.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')
        console.info(
          `OpenAPI fuzz: cases ${first + 1}–${end} of ${CASES} over ${covered.size} operations (seed ${seed}) in ${seconds} s; 5xx: ${serverErrors}; load shed (503 with Retry-After): ${shed}; statuses ${byStatus}`,
        )
        expect(covered.size).toBe(Math.min(ops.length, end - first))
        expect(failures.slice(0, 40)).toEqual([])
      },
    )
  })
}

/**
 * The server shedding load on purpose (a full password-hashing queue, an event loop behind): 503 with
 * Retry-After and the error contract's `service_unavailable`, what an overloaded instance must answer when the machine
 * is saturated. Not a broken route: counted and printed, never a failure. Any other 5xx is one.
 */
function isShed(res: { statusCode: number; headers: Record<string, unknown>; body: string }): boolean {
  if (res.statusCode !== 503 || res.headers['retry-after'] === undefined) return false
  try {
    return (JSON.parse(res.body) as { code?: string }).code === 'service_unavailable'
  } catch {
    return false
  }
}

/** How many copies of a write are sent at once: enough for two transactions to overlap on a pool of four. */
const BURST = 6

/**
 * Every write operation (POST, PUT, PATCH, DELETE) sent as its usual caller would, BURST copies at
 * once from the same account, as a double click or two tabs do: once without an Idempotency-Key and
 * again all with the same key when that burst got past validation. Two transactions that both read before either writes must end in a
 * 2xx or a 4xx (a conflict, a duplicate, a limit), never a 5xx such as a unique violation.
 */
export function concurrentWrites() {
  const app = fuzzApp()
  it(
    'answers each write operation sent in parallel bursts from one account without a 5xx',
    { timeout: 120_000 },
    async () => {
      const writes = app.ops.filter((op) => op.method !== 'GET' && op.method !== 'HEAD')
      expect(writes.length).toBeGreaterThan(40)
      const rnd = seededRandom(SEED)
      const failures: string[] = []
      const statuses = new Map<number, number>()
      let burst = 0
      for (const op of writes) {
        let reached = false
        for (const sameKey of [false, true]) {
          // A burst all refused before any write (a 4xx) is refused alike with a key: skip it.
          if (sameKey && !reached) continue
          burst += 1
          const req = baselineRequest(op, app.fx, rnd)
          const key = `burst-${burst}`
          const answers = await Promise.all(
            Array.from({ length: BURST }, (_, i) =>
              app.inject(
                { ...req, headers: { ...req.headers, ...(sameKey ? { 'idempotency-key': key } : {}) } },
                req.actor,
                // An address per copy, so the per-address form limits let each one reach the database.
                `172.16.${burst & 255}.${i + 1}`,
              ),
            ),
          )
          reached = answers.some((r) => r.statusCode < 400 || r.statusCode >= 500)
          for (const res of answers) {
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
            if (res.statusCode >= 500 && !isShed(res))
              failures.push(
                `${res.statusCode} ${req.method} ${req.url}${sameKey ? ' (one key)' : ''}: ${res.body.slice(0, 200)}`,
              )
          }
          if (answers.some((r) => r.statusCode < 300) && DESTRUCTIVE(req)) await app.refreshFixtures()
        }
        if (burst % 40 === 0) await app.restoreActors()
      }
      console.info(
        `Concurrent writes: ${writes.length} operations, ${burst} bursts of ${BURST}; statuses ${[...statuses.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
      )
      expect(failures).toEqual([])
    },
  )
}
