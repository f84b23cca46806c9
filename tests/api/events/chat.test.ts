// Team chat: history, sending, and live delivery over WebSocket to every connected
// member, also across two app instances on one database (LISTEN/NOTIFY fan-out).
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildApp, type App } from '~/server/app'
import { openDatabase, type Database } from '~/server/db/client'
import { messages } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo, logIn } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { createEvent, team, type Auth } from '../support/events-helpers'

let t: TestContext
let base: string
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000' })
  base = await listen(t.app)
})
afterAll(() => t.close())

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

const call = (method: 'GET' | 'POST', url: string, auth?: Auth, payload?: unknown, app: App = t.app) =>
  app.inject({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) })

type Frame = { type: string; [k: string]: unknown }

/** A WebSocket client that keeps every frame and lets a test wait for the next one it wants. */
class ChatClient {
  readonly frames: Frame[] = []
  closed: { code: number; reason: string } | null = null
  private waiters: (() => void)[] = []

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame)
      this.wake()
    })
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) }
      this.wake()
    })
  }

  private wake() {
    const waiters = this.waiters
    this.waiters = []
    for (const w of waiters) w()
  }

  async waitFor<T>(check: () => T | undefined, timeoutMs = 1000, what = 'frame'): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = check()
      if (found !== undefined) return found
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(
          `no ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.frames)} closed=${JSON.stringify(this.closed)}`,
        )
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  message(content: string, timeoutMs = 1000) {
    return this.waitFor(
      () =>
        this.frames.find((f) => f.type === 'message' && (f.message as { content: string }).content === content)
          ?.message as Record<string, unknown> | undefined,
      timeoutMs,
      `message "${content}"`,
    )
  }

  closedWith(timeoutMs = 2000) {
    return this.waitFor(() => this.closed ?? undefined, timeoutMs, 'close')
  }

  close() {
    this.ws.close()
  }
}

/** Opens a socket; with `token` in the query, or authenticating by a first frame. */
async function openChat(
  server: string,
  eventId: number | string,
  how: { query?: string; frame?: string } = {},
): Promise<ChatClient> {
  const url = `${server}/api/dashboard/events/${eventId}/chat${how.query !== undefined ? `?token=${encodeURIComponent(how.query)}` : ''}`
  const ws = new WebSocket(url)
  const client = new ChatClient(ws)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  if (how.frame !== undefined) ws.send(JSON.stringify({ type: 'auth', token: how.frame }))
  return client
}

async function joined(server: string, eventId: number, token: string, by: 'query' | 'frame' = 'query') {
  const client = await openChat(server, eventId, by === 'query' ? { query: token } : { frame: token })
  await client.waitFor(() => client.frames.find((f) => f.type === 'ready'), 2000, 'ready')
  return client
}

/** The HTTP status a refused upgrade answered with. */
function refusedWith(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.on('open', () => reject(new Error('upgrade was accepted')))
    ws.on('error', () => {})
  })
}

const tokenOf = (auth: Auth) => auth.authorization.replace('Bearer ', '')

describe('chat history and sending', () => {
  it('host and co-host send and read messages, oldest first, with sender names', async () => {
    const { host, coHost, event } = await team(t)
    const url = `/api/dashboard/events/${event.id}/messages`
    const first = await call('POST', url, host.auth, { content: '  Welcome aboard!  ' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({
      id: expect.any(Number),
      senderId: host.userId,
      senderName: 'Hana Lopez',
      content: 'Welcome aboard!',
      timestamp: expect.any(String),
    })
    await call('POST', url, coHost.auth, { content: 'Thanks, I will take the menu.' })
    const history = await call('GET', url, coHost.auth)
    expect(history.statusCode).toBe(200)
    expect(
      history.json().messages.map((m: { senderName: string; content: string }) => `${m.senderName}: ${m.content}`),
    ).toEqual(['Hana Lopez: Welcome aboard!', 'Cora Lopez: Thanks, I will take the menu.'])
  })

  it('keeps the last 200 messages, oldest first', async () => {
    const { host, event } = await team(t)
    await t.db.insert(messages).values(
      Array.from({ length: 205 }, (_, i) => ({
        eventId: event.id,
        senderUserId: host.userId,
        content: `m${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
      })),
    )
    const list = (await call('GET', `/api/dashboard/events/${event.id}/messages`, host.auth)).json().messages
    expect(list).toHaveLength(200)
    expect(list[0].content).toBe('m5')
    expect(list[199].content).toBe('m204')
  })

  it('refuses blank and overlong messages, strangers and visitors', async () => {
    const { host, stranger, event } = await team(t)
    const url = `/api/dashboard/events/${event.id}/messages`
    for (const content of ['', '   \n ', undefined]) {
      const res = await call('POST', url, host.auth, { content })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors.content).toBe('Message cannot be empty')
    }
    expect((await call('POST', url, host.auth, { content: 'x'.repeat(2001) })).json().errors.content).toBe(
      'Message must be at most 2000 characters',
    )
    expect((await call('POST', url, host.auth, { content: 'x'.repeat(2000) })).statusCode).toBe(201)
    for (const res of [
      await call('POST', url, stranger.auth, { content: 'hi' }),
      await call('GET', url, stranger.auth),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'not_found', message: 'Event not found' })
    }
    expect((await call('POST', url, undefined, { content: 'hi' })).statusCode).toBe(401)
    expect((await call('GET', url)).statusCode).toBe(401)
    expect((await call('POST', '/api/dashboard/events/abc/messages', host.auth, { content: 'hi' })).statusCode).toBe(
      404,
    )
    expect(await t.db.select().from(messages).where(eq(messages.eventId, event.id))).toHaveLength(1)
  })
})

describe('live chat over WebSocket', () => {
  it('pushes each new message to every connected member within a second', async () => {
    const { host, coHost, event } = await team(t)
    const hostSocket = await joined(base, event.id, tokenOf(host.auth), 'query')
    const coHostSocket = await joined(base, event.id, tokenOf(coHost.auth), 'frame')
    try {
      const sent = (
        await call('POST', `/api/dashboard/events/${event.id}/messages`, coHost.auth, { content: 'Venue confirmed 🎉' })
      ).json()
      const [a, b] = await Promise.all([
        hostSocket.message('Venue confirmed 🎉'),
        coHostSocket.message('Venue confirmed 🎉'),
      ])
      expect(a).toEqual(sent)
      expect(b).toEqual(sent)
      await call('POST', `/api/dashboard/events/${event.id}/messages`, host.auth, { content: 'Great!' })
      expect(await coHostSocket.message('Great!')).toMatchObject({ senderId: host.userId, senderName: 'Hana Lopez' })
      hostSocket.ws.send(JSON.stringify({ type: 'ping' }))
      await hostSocket.waitFor(() => hostSocket.frames.find((f) => f.type === 'pong'))
    } finally {
      hostSocket.close()
      coHostSocket.close()
    }
  })

  it("does not leak one event's messages to another event's sockets", async () => {
    const one = await team(t)
    const two = await team(t)
    const socketTwo = await joined(base, two.event.id, tokenOf(two.host.auth))
    const socketOne = await joined(base, one.event.id, tokenOf(one.host.auth))
    try {
      await call('POST', `/api/dashboard/events/${one.event.id}/messages`, one.host.auth, { content: 'secret plan' })
      await socketOne.message('secret plan')
      await call('POST', `/api/dashboard/events/${two.event.id}/messages`, two.host.auth, { content: 'marker' })
      await socketTwo.message('marker')
      expect(
        socketTwo.frames.some(
          (f) => f.type === 'message' && (f.message as { content: string }).content === 'secret plan',
        ),
      ).toBe(false)
    } finally {
      socketOne.close()
      socketTwo.close()
    }
  })

  it('refuses strangers, visitors and bad tokens', async () => {
    const { host, stranger, event } = await team(t)
    const url = `${base}/api/dashboard/events/${event.id}/chat`
    expect(await refusedWith(`${url}?token=${tokenOf(stranger.auth)}`)).toBe(404)
    expect(await refusedWith(`${url}?token=not-a-token`)).toBe(401)
    expect(await refusedWith(`${base}/api/dashboard/events/abc/chat?token=${tokenOf(host.auth)}`)).toBe(404)
    expect(await refusedWith(`${base}/api/dashboard/events/99999999/chat?token=${tokenOf(host.auth)}`)).toBe(404)

    const strangerByFrame = await openChat(base, event.id, { frame: tokenOf(stranger.auth) })
    expect(await strangerByFrame.closedWith()).toEqual({ code: 4404, reason: 'Event not found' })
    const badFrame = await openChat(base, event.id, { frame: 'nope' })
    expect(await badFrame.closedWith()).toEqual({ code: 4401, reason: 'Please log in to continue.' })

    // A refused socket gets nothing.
    await call('POST', `/api/dashboard/events/${event.id}/messages`, host.auth, { content: 'members only' })
    expect(strangerByFrame.frames.filter((f) => f.type === 'message')).toEqual([])
  })

  it("closes a removed co-host's socket", async () => {
    const { host, coHost, event } = await team(t)
    const socket = await joined(base, event.id, tokenOf(coHost.auth))
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/events/${event.id}/cohosts/${coHost.userId}`,
      headers: host.auth,
    })
    expect(removed.statusCode).toBe(204)
    expect((await socket.closedWith()).code).toBe(4403)
  })
})

describe('live changes to the event', () => {
  const changes = (client: ChatClient) => client.frames.filter((f) => f.type === 'changed').map((f) => f.part)

  it("tells a co-host's open page when a guest is added or answers, a task is added, and the host cancels", async () => {
    const { host, coHost, stranger, event } = await team(t)
    const { publicId } = (await call('GET', `/api/dashboard/events/${event.id}`, host.auth)).json() as {
      publicId: string
    }
    const coHostPage = await joined(base, event.id, tokenOf(coHost.auth))
    const strangerEvent = await createEvent(t, stranger.auth)
    const strangerPage = await joined(base, strangerEvent.id, tokenOf(stranger.auth))

    const added = await call('POST', `/api/dashboard/events/${event.id}/guests`, host.auth, {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
    })
    expect(added.statusCode).toBe(201)
    await coHostPage.waitFor(() => (changes(coHostPage).includes('guests') ? true : undefined), 2000, 'guests change')

    // A guest answers from the public RSVP page: no one is signed in, the hosts still see it.
    coHostPage.frames.length = 0
    const guest = (added.json() as { guests: { rsvpUrl: string }[] }).guests[0]
    const rsvp = await call('POST', `/api/public/events/${publicId}/rsvp`, undefined, {
      token: new URL(guest.rsvpUrl).searchParams.get('guest'),
      answer: 'yes',
    })
    expect(rsvp.statusCode).toBe(200)
    await coHostPage.waitFor(() => (changes(coHostPage).includes('guests') ? true : undefined), 2000, 'RSVP change')

    expect(
      (await call('POST', `/api/dashboard/events/${event.id}/tasks`, host.auth, { title: 'Book the florist' }))
        .statusCode,
    ).toBe(201)
    await coHostPage.waitFor(() => (changes(coHostPage).includes('tasks') ? true : undefined), 2000, 'tasks change')

    expect((await call('POST', `/api/dashboard/events/${event.id}/cancel`, host.auth)).statusCode).toBe(200)
    await coHostPage.waitFor(() => (changes(coHostPage).includes('event') ? true : undefined), 2000, 'event change')

    // Nothing of this reaches a socket on another event.
    expect(changes(strangerPage)).toEqual([])
    coHostPage.close()
    strangerPage.close()
  })

  it('announces nothing for a write that failed', async () => {
    const { host, coHost, event } = await team(t)
    const page = await joined(base, event.id, tokenOf(coHost.auth))
    // The team's own set-up (the co-host joining) may still be on its way through PostgreSQL's
    // NOTIFY (seen under load in CI): a first message marks where this test's writes begin.
    expect(
      (await call('POST', `/api/dashboard/events/${event.id}/messages`, host.auth, { content: 'before the bad list' }))
        .statusCode,
    ).toBe(201)
    await page.message('before the bad list', 2000)
    page.frames.length = 0
    const bad = await call('POST', `/api/dashboard/events/${event.id}/guests`, host.auth, {
      text: 'Ana <not-an-email>',
    })
    expect(bad.statusCode).toBe(400)
    expect(
      (await call('POST', `/api/dashboard/events/${event.id}/messages`, host.auth, { content: 'after the bad list' }))
        .statusCode,
    ).toBe(201)
    await page.message('after the bad list', 2000)
    expect(changes(page)).toEqual([])
    page.close()
  })
})

describe('two app instances on one database', () => {
  let second: App
  let secondDatabase: Database
  let secondBase: string

  beforeAll(async () => {
    // On PostgreSQL a second connection pool, as a second server process would have; PGlite is
    // in-process, so the second instance shares its handle (the same LISTEN/NOTIFY path).
    secondDatabase = t.database.pool
      ? await openDatabase({ kind: 'postgres', url: t.database.pool.options.connectionString!, poolSize: 2 })
      : t.database
    second = await buildApp({ config: t.config, database: secondDatabase, serveWeb: false })
    await second.ready()
    secondBase = await listen(second)
  })
  afterAll(async () => {
    await second.close()
    if (secondDatabase !== t.database) await secondDatabase.close()
  })

  it("delivers each instance's messages to the other's sockets", async () => {
    const { host, coHost, event } = await team(t)
    const onFirst = await joined(base, event.id, tokenOf(host.auth))
    const onSecond = await joined(secondBase, event.id, tokenOf(coHost.auth))
    try {
      await call('POST', `/api/dashboard/events/${event.id}/messages`, host.auth, { content: 'from instance one' })
      expect(await onSecond.message('from instance one')).toMatchObject({ senderName: 'Hana Lopez' })
      await call(
        'POST',
        `/api/dashboard/events/${event.id}/messages`,
        coHost.auth,
        { content: 'from instance two' },
        second,
      )
      expect(await onFirst.message('from instance two')).toMatchObject({ senderName: 'Cora Lopez' })
      // Each socket gets each message once, whichever instance it came through.
      await onFirst.message('from instance one')
      await onSecond.message('from instance two')
      for (const c of [onFirst, onSecond]) expect(c.frames.filter((f) => f.type === 'message')).toHaveLength(2)
    } finally {
      onFirst.close()
      onSecond.close()
    }
  })
})

describe('sockets end with their session', () => {
  let second: App
  let secondDatabase: Database
  let secondBase: string
  beforeAll(async () => {
    secondDatabase = t.database.pool
      ? await openDatabase({ kind: 'postgres', url: t.database.pool.options.connectionString!, poolSize: 2 })
      : t.database
    second = await buildApp({ config: t.config, database: secondDatabase, serveWeb: false })
    await second.ready()
    secondBase = await listen(second)
  })
  afterAll(async () => {
    await second.close()
    if (secondDatabase !== t.database) await secondDatabase.close()
  })

  it('log-out closes the sockets of that session on every instance, and they receive nothing more', async () => {
    const { host, coHost, event } = await team(t)
    // The co-host's session holds sockets on both instances (query token and first frame); a
    // second session of theirs (another device) keeps its socket.
    const onFirst = await joined(base, event.id, tokenOf(coHost.auth), 'frame')
    const onSecond = await joined(secondBase, event.id, tokenOf(coHost.auth))
    const otherDevice = (await logInAgain(coHost.email)).auth
    const otherSocket = await joined(base, event.id, tokenOf(otherDevice))
    try {
      expect((await call('POST', '/api/auth/logout', coHost.auth)).statusCode).toBe(200)
      expect(await onFirst.closedWith()).toEqual({ code: 4401, reason: 'Your session has ended' })
      expect((await onSecond.closedWith()).code).toBe(4401)
      await call('POST', `/api/dashboard/events/${event.id}/messages`, host.auth, { content: 'after log-out' })
      expect(await otherSocket.message('after log-out')).toMatchObject({ content: 'after log-out' })
      for (const c of [onFirst, onSecond]) expect(c.frames.filter((f) => f.type === 'message')).toEqual([])
      expect(otherSocket.closed).toBeNull()
    } finally {
      for (const c of [onFirst, onSecond, otherSocket]) c.close()
    }
  })

  it('a password reset closes every socket of the account', async () => {
    const { coHost, event } = await team(t)
    const onFirst = await joined(base, event.id, tokenOf(coHost.auth))
    const onSecond = await joined(secondBase, event.id, tokenOf((await logInAgain(coHost.email)).auth))
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '192.0.2.201',
        payload: { email: coHost.email },
      })
      const [mail] = await emailsTo(t, coHost.email.toLowerCase(), 'auth.password_reset')
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token, password: 'Fresh9Start' },
          })
        ).statusCode,
      ).toBe(200)
      expect((await onFirst.closedWith()).code).toBe(4401)
      expect((await onSecond.closedWith()).code).toBe(4401)
    } finally {
      onFirst.close()
      onSecond.close()
    }
  })
})

async function logInAgain(email: string) {
  const res = await logIn(t, { email }, '192.0.2.202')
  expect(res.statusCode).toBe(200)
  return { auth: { authorization: `Bearer ${res.json().token as string}` } }
}

it('a signed-in user with no events sees an empty dashboard (sanity for the shared fixture)', async () => {
  const someone = await createUser(t.db)
  expect((await call('GET', '/api/dashboard/events', someone.auth)).json()).toEqual({ events: [] })
})
