// The error contract: every kind of failure, whoever raises it (a route, a schema,
// Fastify, a plugin, the HTTP parser, a shutdown), answers a body that parses with the one schema
// in src/domain/api/api-error.ts, with the code of that kind of failure.
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorBodySchema } from '~/domain/api/api-error'
import type { ApiErrorCode } from '~/domain/api/api-error-codes'
import { buildApp } from '~/server/app'
import { hashToken, newToken } from '~/server/lib/tokens'
import { sessions, users } from '~/server/db/schema'
import { createTestApp, createTestDatabase, type TestContext } from '../setup/test-app'

let t: TestContext
let planner: string

/** A planner with a live session, straight in the database (sign-up has its own tests). */
async function plannerToken() {
  const [user] = await t.db
    .insert(users)
    .values({
      email: 'contract.planner@example.com',
      firstName: 'Cora',
      lastName: 'Tract',
      role: 'planner',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id })
  const token = newToken()
  await t.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    rememberMe: false,
    expiresAt: new Date(Date.now() + 3_600_000),
  })
  return token
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '2' })
  planner = await plannerToken()
})
afterAll(() => t?.close())

/** The body parsed with the domain schema (it fails the test if it does not parse). */
function contractBody(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(String(res.headers['content-type']), res.body).toMatch(/^application\/json/)
  const parsed = errorBodySchema.safeParse(JSON.parse(res.body))
  expect(parsed.error, `${res.statusCode} ${res.body}`).toBeUndefined()
  return parsed.data!
}

const contact = { name: 'Kim Contract', email: 'kim.contract@example.com', message: 'Do you cover Austin?' }

describe('every failure answers { code, message, errors? }', () => {
  const cases: {
    kind: string
    status: number
    code: ApiErrorCode
    request: () => InjectOptions
    message?: string | RegExp
  }[] = [
    {
      kind: 'a body that fails its schema',
      status: 400,
      code: 'validation_failed',
      request: () => ({ method: 'POST', url: '/api/contact', payload: { ...contact, email: 'nope' } }),
    },
    {
      kind: 'a query that fails its schema',
      status: 400,
      code: 'validation_failed',
      request: () => ({ method: 'GET', url: '/api/venues/search?guests=7' }),
      message: 'guests: Guests must be at least 8',
    },
    {
      kind: 'an unknown API route',
      status: 404,
      code: 'not_found',
      request: () => ({ method: 'GET', url: '/api/no-such-thing?x=1' }),
      message: 'Not found: GET /api/no-such-thing',
    },
    {
      kind: 'an unknown route for another method than GET',
      status: 404,
      code: 'not_found',
      request: () => ({ method: 'DELETE', url: '/somewhere' }),
      message: 'Not found: DELETE /somewhere',
    },
    {
      kind: 'a missing bundled image',
      status: 404,
      code: 'not_found',
      request: () => ({ method: 'GET', url: '/media/no-such-photo.webp' }),
    },
    {
      kind: 'malformed JSON',
      status: 400,
      code: 'bad_request',
      request: () => ({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Kim",',
      }),
    },
    {
      kind: 'an empty JSON body',
      status: 400,
      code: 'bad_request',
      request: () => ({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '',
      }),
    },
    {
      kind: 'a content type the route does not read',
      status: 415,
      code: 'unsupported_media_type',
      request: () => ({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/xml' },
        payload: '<contact><name>Kim</name></contact>',
      }),
    },
    {
      kind: 'a content encoding the server does not read',
      status: 415,
      code: 'unsupported_media_type',
      request: () => ({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
        payload: JSON.stringify(contact),
      }),
    },
    {
      kind: 'a body over the 1 MB limit',
      status: 413,
      code: 'payload_too_large',
      request: () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contact, message: 'x'.repeat(1024 * 1024) },
      }),
    },
    {
      kind: 'a URL that is not valid percent-encoding',
      status: 400,
      code: 'bad_request',
      request: () => ({ method: 'GET', url: '/api/experiences/%E0%A4%A' }),
    },
    {
      kind: 'a path segment longer than any id',
      status: 414,
      code: 'uri_too_long',
      request: () => ({ method: 'GET', url: `/api/experiences/${'x'.repeat(300)}` }),
    },
    {
      kind: 'a thing that does not exist',
      status: 404,
      code: 'not_found',
      request: () => ({ method: 'GET', url: '/api/public/events/doesnotexist' }),
      message: 'Event not found',
    },
    {
      kind: 'a signed-in route without a session',
      status: 401,
      code: 'unauthenticated',
      request: () => ({ method: 'GET', url: '/api/dashboard/events' }),
      message: 'Please log in to continue.',
    },
    {
      kind: 'an ended session',
      status: 401,
      code: 'unauthenticated',
      request: () => ({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${newToken()}` } }),
    },
    {
      kind: 'wrong credentials',
      status: 401,
      code: 'unauthenticated',
      request: () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'contract.planner@example.com', password: 'Not-the-password-1' },
      }),
      message: 'Invalid email or password',
    },
    {
      kind: 'a planner in the concierge console',
      status: 403,
      code: 'forbidden',
      request: () => ({ method: 'GET', url: '/api/staff/requests', headers: { authorization: `Bearer ${planner}` } }),
      message: 'You do not have permission to do that.',
    },
    {
      kind: 'an expired confirmation link',
      status: 400,
      code: 'bad_request',
      request: () => ({ method: 'POST', url: '/api/auth/verify-email', payload: { token: newToken() } }),
    },
  ]

  let address = 0
  /** Each request from its own address: the per-address limits answer only the test that is about them. */
  const from = () => `10.0.0.${++address}`

  it.each(cases)('$kind: $status $code', async ({ request, status, code, message }) => {
    const res = await t.app.inject({ remoteAddress: from(), ...request() })
    expect(res.statusCode, res.body).toBe(status)
    const body = contractBody(res)
    expect(body.code).toBe(code)
    if (message) expect(body.message).toEqual(message)
    // Field messages come with validation_failed, and then always.
    expect(body.errors !== undefined).toBe(code === 'validation_failed')
  })

  it('names each refused field in errors, and the first in the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, name: '', email: 'x' },
      remoteAddress: from(),
    })
    const body = contractBody(res)
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors!)).toEqual(expect.arrayContaining(['name', 'email']))
    const [field, message] = Object.entries(body.errors!)[0]
    expect(body.message).toBe(`${field}: ${message}`)
  })

  it('a wrong RSVP link of an existing event is guest_not_found, a wrong event link not_found', async () => {
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/events',
      headers: { authorization: `Bearer ${planner}` },
      payload: { name: 'Contract dinner', date, time: '7:00 PM', guestCount: 20, location: 'San Francisco, CA' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const { publicId } = created.json() as { publicId: string }
    const wrongGuest = await t.app.inject({ method: 'GET', url: `/api/public/events/${publicId}?guest=not-a-guest` })
    expect(wrongGuest.statusCode).toBe(404)
    expect(contractBody(wrongGuest)).toEqual({ code: 'guest_not_found', message: 'Invitation not found' })
    const wrongEvent = await t.app.inject({ method: 'GET', url: '/api/public/events/doesnotexist?guest=not-a-guest' })
    expect(wrongEvent.statusCode).toBe(404)
    expect(contractBody(wrongEvent)).toEqual({ code: 'not_found', message: 'Event not found' })
  })

  it('the rate limiter answers rate_limited with Retry-After', async () => {
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: '198.51.100.201' })
    expect((await post()).statusCode).toBe(201)
    expect((await post()).statusCode).toBe(201)
    const refused = await post()
    expect(refused.statusCode).toBe(429)
    expect(contractBody(refused).code).toBe('rate_limited')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('the OpenAPI document declares the shared schema for error answers', () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >
    }
    const errorSchemas = Object.entries(doc.paths)
      // The health check's 503 is its status report for load balancers, not an error answer.
      .filter(([path]) => path !== '/api/health')
      .map(([, ops]) => ops)
      .flatMap((ops) => Object.values(ops))
      .flatMap((op) => Object.entries(op.responses ?? {}))
      .filter(([status]) => Number(status) >= 400)
      .map(
        ([, response]) =>
          response.content?.['application/json']?.schema as {
            properties?: Record<string, unknown>
            required?: string[]
          },
      )
    expect(errorSchemas.length).toBeGreaterThan(100)
    for (const schema of errorSchemas) {
      expect(Object.keys(schema.properties ?? {})).toEqual(['code', 'message', 'errors'])
      expect(schema.required).toEqual(['code', 'message'])
    }
  })
})

describe('failures before there is a request, on a real socket', () => {
  let port: number
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })

  /** Writes `head`, resolves with the status and body of what the server answers before it closes. */
  function raw(head: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
      let text = ''
      socket.on('data', (d) => (text += d.toString()))
      socket.on('error', reject)
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n')
        resolve({ status: Number(head.split(' ')[1]), body })
      })
    })
  }

  it('headers too large: 431 headers_too_large', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(64 * 1024)}\r\n\r\n`)
    expect(res.status).toBe(431)
    expect(errorBodySchema.parse(JSON.parse(res.body)).code).toBe('headers_too_large')
  })

  it('a request line that is not HTTP: 400 bad_request', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n')
    expect(res.status).toBe(400)
    expect(errorBodySchema.parse(JSON.parse(res.body)).code).toBe('bad_request')
  })
})

describe('a request that arrives while the server closes', () => {
  // Health too: its own 503 body is another shape, which once turned this answer into a 500.
  it.each(['/api/venues/search', '/api/health'])(
    'is answered 503 service_unavailable in our shape, and the one in progress finishes (%s)',
    async (url) => {
      const { database, drop } = await createTestDatabase()
      const app = await buildApp({ config: t.config, database, serveWeb: false })
      let release = () => {}
      let started = () => {}
      const inProgress = new Promise<void>((resolve) => (started = resolve))
      let refused = () => {}
      const refusedOnce = new Promise<void>((resolve) => (refused = resolve))
      app.addHook('onSend', async (req, reply) => {
        if (req.url === url && reply.statusCode === 503) refused()
      })
      app.get('/api/test/hold', async () => {
        started()
        await new Promise<void>((resolve) => (release = resolve))
        return { ok: true }
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      try {
        // One kept-alive connection: a request in progress, then another once closing has begun.
        const socket = net.connect(port, '127.0.0.1')
        let text = ''
        socket.on('data', (d) => (text += d.toString()))
        const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
        socket.write('GET /api/test/hold HTTP/1.1\r\nHost: localhost\r\n\r\n')
        await inProgress
        const closed = app.close()
        await vi.waitFor(() => expect(app.server.listening).toBe(false))
        socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
        // Its answer waits behind the first one's (HTTP/1.1 answers in order).
        await refusedOnce
        release()
        await ended
        await closed
        const [first, second] = text.split(/(?=HTTP\/1\.1 )/)
        expect(first).toMatch(/^HTTP\/1\.1 200 /)
        expect(second).toMatch(/^HTTP\/1\.1 503 /)
        expect(errorBodySchema.parse(JSON.parse(second.split('\r\n\r\n')[1]))).toEqual({
          code: 'service_unavailable',
          message: 'Service Unavailable',
        })
      } finally {
        release()
        await app.close()
        await drop()
      }
    },
  )
})
