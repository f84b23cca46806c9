// A conversation with Callie handed over to a person, as the planner's browser, the
// emailed link and the staff console use it: the handover becomes one request with her brief and
// words and two emails; a second one is refused; only whoever may read the thread may hand it over;
// the team answers in the same thread (live to her, by email when she is away), Callie stays quiet
// meanwhile and answers again once handed back; the live socket lets in only the thread's readers
// and staff once it was handed over.
import type { AddressInfo } from 'node:net'
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { ConversationView, Message, TurnResponse } from '~/domain/concierge/conversation-api'
import { HANDOVER_LINES, HANDOVER_MESSAGES } from '~/domain/concierge/handover-api'
import { callieConversations, callieMessages, outboxEmails, requests, requestStatusHistory } from '~/server/db/schema'
import { emailsTo, uniqueEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
let wsBase: string
let staff: Awaited<ReturnType<typeof createUser>>
let admin: Awaited<ReturnType<typeof createUser>>
let planner: Awaited<ReturnType<typeof createUser>>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  staff = await createUser(t.db, { role: 'staff', firstName: 'Sam' })
  admin = await createUser(t.db, { role: 'admin', firstName: 'Ada' })
  planner = await createUser(t.db, { firstName: 'Pia' })
})
afterAll(() => t?.close())

/** A visitor's browser: her cookie, once Callie set it. */
type Browser = { cookie?: string }
type Auth = { authorization: string }
const tokenOf = (auth: Auth) => auth.authorization.replace('Bearer ', '')

async function startConversation(browser: Browser, text = 'Dinner for 24 in Chicago, no seafood please') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/concierge/conversations',
    headers: browser.cookie ? { cookie: browser.cookie } : {},
    payload: { text },
  })
  expect(res.statusCode, res.body).toBe(201)
  const set = res.headers['set-cookie']
  if (typeof set === 'string') browser.cookie = set.split(';')[0]
  return res.json() as ConversationView
}

const asPlanner = (browser: Browser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: browser.cookie ? { cookie: browser.cookie } : {}, payload })

const handover = (browser: Browser, id: string, payload: object, query = '') =>
  asPlanner(browser, 'POST', `/api/concierge/conversations/${id}/handover${query}`, payload)

const asStaff = (auth: Auth | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth ?? {}, payload })

const contact = (over: object = {}) => ({
  name: 'Hana Over',
  email: uniqueEmail('hana'),
  phone: '(312) 555-0100',
  note: 'We need a quiet room',
  ...over,
})

/** A visitor's conversation, handed over: her browser, the thread, the contact and the request row. */
async function handedOver() {
  const browser: Browser = {}
  const view = await startConversation(browser)
  const who = contact()
  const res = await handover(browser, view.id, who)
  expect(res.statusCode, res.body).toBe(200)
  const after = res.json() as ConversationView
  const [request] = await t.db.select().from(requests).where(eq(requests.id, after.requestId!))
  return { browser, id: view.id, who, view: after, request }
}

const requestsOf = (conversationId: string) =>
  t.db
    .select()
    .from(requests)
    .where(sql`${requests.details}->>'conversationId' = ${conversationId}`)
    .orderBy(requests.id)

async function outboxCount() {
  const [row] = await t.db.select({ n: count() }).from(outboxEmails)
  return row.n
}

/** A WebSocket client that keeps every frame and lets a test wait for the one it wants. */
class LiveClient {
  readonly frames: Record<string, unknown>[] = []
  closed: { code: number; reason: string } | null = null
  private waiters: (() => void)[] = []

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Record<string, unknown>)
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

  async waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 3000): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = check()
      if (found !== undefined) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  message(text: string) {
    return this.waitFor(
      () => this.frames.find((f) => f.type === 'message' && (f.message as Message).text === text)?.message as Message,
      `message "${text}"`,
    )
  }

  status(status: string) {
    return this.waitFor(() => this.frames.find((f) => f.type === 'status' && f.status === status), `status ${status}`)
  }

  close() {
    this.ws.close()
  }
}

const liveUrl = (id: string, query = '') => `${wsBase}/api/concierge/conversations/${id}/live${query}`

async function openLive(id: string, how: { cookie?: string; token?: string; key?: string }): Promise<LiveClient> {
  const q = new URLSearchParams()
  if (how.token) q.set('token', how.token)
  if (how.key) q.set('key', how.key)
  const ws = new WebSocket(liveUrl(id, q.size ? `?${q}` : ''), how.cookie ? { headers: { cookie: how.cookie } } : {})
  const client = new LiveClient(ws)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)))
    ws.once('error', reject)
  })
  return client
}

/** The HTTP status a refused upgrade answered with. */
function refusedWith(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.on('open', () => reject(new Error('upgrade was accepted')))
    ws.on('error', () => {})
  })
}

/** The thread's link in the planner's newest email of `template`: its path and key. */
async function linkIn(email: string, template: string) {
  const [mail] = await emailsTo(t, email.toLowerCase(), template)
  const m = /\/concierge\/c\/([\w-]+)\?key=([\w-]{43})/.exec(mail.textBody)
  if (!m) throw new Error(`no conversation link in ${template}: ${mail.textBody}`)
  return { mail, id: m[1], key: m[2] }
}

describe('handing a conversation over to a person', () => {
  it('makes one request with her brief and words, says so in the thread, and emails the team and her', async () => {
    const browser: Browser = {}
    const view = await startConversation(browser)
    const who = contact()
    const res = await handover(browser, view.id, who)
    expect(res.statusCode, res.body).toBe(200)
    const after = res.json() as ConversationView
    expect(after.status).toBe('with_staff')
    expect(after.requestId).toEqual(expect.any(Number))
    expect(after.messages.at(-1)).toMatchObject({ author: 'system', text: HANDOVER_LINES.handedOver })
    expect(after.messages.slice(0, -1)).toEqual(view.messages)

    // Exactly one request, new, with the contact, the brief as read and the thread.
    const rows = await requestsOf(view.id)
    expect(rows).toHaveLength(1)
    const [request] = rows
    expect(request).toMatchObject({
      id: after.requestId,
      kind: 'callie_conversation',
      status: 'new',
      name: 'Hana Over',
      email: who.email,
      phone: '(312) 555-0100',
      guests: 24,
      citySlug: 'chicago',
    })
    expect(request.reference).toMatch(/^CC-[2-9A-Z]{5}$/)
    const details = request.details as Record<string, string>
    expect(details.plannerText).toBe('Dinner for 24 in Chicago, no seafood please')
    expect(details.callieBrief).toContain('24 guests')
    expect(details.callieBrief).toContain('Not: Seafood')
    expect(details.note).toBe('We need a quiet room')
    expect(details.transcript).toContain('Planner: Dinner for 24 in Chicago, no seafood please')
    expect(details.transcript).toContain(`Callie: ${view.messages.at(-1)!.text}`)
    const history = await t.db.select().from(requestStatusHistory).where(eq(requestStatusHistory.requestId, request.id))
    expect(history.map((h) => h.toStatus)).toEqual(['new'])
    const [stored] = await t.db.select().from(callieConversations).where(eq(callieConversations.id, view.id))
    expect(stored).toMatchObject({ status: 'with_staff', requestId: request.id })

    // The team: a new request with the thread, a reply goes to the planner.
    const [team] = await emailsTo(t, t.config.CONCIERGE_EMAIL, 'callie_conversation.notification')
    expect(team.subject).toBe(`New conversation with Callie ${request.reference}: Hana Over, Chicago, IL`)
    expect(team.replyTo).toBe(who.email)
    expect(team.requestId).toBe(request.id)
    expect(team.textBody).toContain('Planner: Dinner for 24 in Chicago, no seafood please')
    expect(team.textBody).toContain('We need a quiet room')
    expect(team.textBody).toContain(`/staff/requests/${request.id}`)

    // The planner: we have it, with a link back to the same thread; replies go to the team.
    const { mail, id, key } = await linkIn(who.email, 'callie_conversation.confirmation')
    expect(mail.subject).toBe(`Our concierge team has your conversation (${request.reference})`)
    expect(mail.replyTo).toBe(t.config.CONCIERGE_EMAIL)
    expect(id).toBe(view.id)
    // The key is kept out of the stored body (staff never read it).
    const [raw] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, mail.id))
    expect(raw.textBody).not.toContain(key)
  })

  it('opens the thread by the emailed key in any browser, and nothing else with it', async () => {
    const { id, who } = await handedOver()
    const { key } = await linkIn(who.email, 'callie_conversation.confirmation')
    const stranger: Browser = {}
    const read = await asPlanner(stranger, 'GET', `/api/concierge/conversations/${id}?key=${key}`)
    expect(read.statusCode).toBe(200)
    expect((read.json() as ConversationView).messages.at(-1)!.text).toBe(HANDOVER_LINES.handedOver)
    // She may write in it too (Callie stays quiet: the team has it).
    const said = await asPlanner(stranger, 'POST', `/api/concierge/conversations/${id}/messages?key=${key}`, {
      text: 'Writing from my phone',
    })
    expect(said.statusCode).toBe(200)
    expect((said.json() as TurnResponse).added.map((m) => m.author)).toEqual(['planner'])

    const other = await startConversation({})
    const unknown = await asPlanner(stranger, 'GET', `/api/concierge/conversations/${'x'.repeat(24)}`)
    expect(unknown.statusCode).toBe(404)
    for (const url of [
      `/api/concierge/conversations/${other.id}?key=${key}`,
      `/api/concierge/conversations/${id}?key=${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
      `/api/concierge/conversations/${id}`,
    ]) {
      const res = await asPlanner(stranger, 'GET', url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual(unknown.json())
    }
    expect((await asStaff(undefined, 'GET', `/api/staff/conversations/${id}?key=${key}`)).statusCode).toBe(401)
  })

  it('a resend of her email from the console carries a fresh key, never the old one; both open the thread', async () => {
    const { id, who } = await handedOver()
    const first = await linkIn(who.email, 'callie_conversation.confirmation')
    // Delivered, as the worker leaves it: only the key's hash is kept.
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, first.mail.id))
    await t.db
      .update(outboxEmails)
      .set({ status: 'sent', secretLinks: row.secretLinks.map((l) => ({ ...l, token: null })) })
      .where(eq(outboxEmails.id, row.id))
    const res = await asStaff(staff.auth, 'POST', `/api/staff/outbox/${row.id}/resend`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).not.toContain(first.key)
    const again = await linkIn(who.email, 'callie_conversation.confirmation')
    expect(again.key).not.toBe(first.key)
    for (const key of [first.key, again.key])
      expect((await asPlanner({}, 'GET', `/api/concierge/conversations/${id}?key=${key}`)).statusCode).toBe(200)
  })

  it('a second handover while the team has it is a 409 and stores nothing', async () => {
    const { browser, id, who } = await handedOver()
    const before = await outboxCount()
    const res = await handover(browser, id, contact({ email: who.email }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'conflict', message: HANDOVER_MESSAGES.alreadyWithStaff })
    expect(await requestsOf(id)).toHaveLength(1)
    expect(await outboxCount()).toBe(before)
  })

  it("answers someone else's conversation with the 404 of an unknown one, and stores nothing", async () => {
    const owner: Browser = {}
    const view = await startConversation(owner)
    const unknown = await handover({}, 'y'.repeat(24), contact())
    expect(unknown.statusCode).toBe(404)
    const otherVisitor: Browser = {}
    await startConversation(otherVisitor, 'Lunch for 10 in Austin')
    for (const res of [
      await handover(otherVisitor, view.id, contact()),
      await handover({}, view.id, contact()),
      await t.app.inject({
        method: 'POST',
        url: `/api/concierge/conversations/${view.id}/handover`,
        headers: planner.auth,
        payload: contact(),
      }),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(unknown.json())
    }
    expect(await requestsOf(view.id)).toHaveLength(0)
    const [stored] = await t.db.select().from(callieConversations).where(eq(callieConversations.id, view.id))
    expect(stored).toMatchObject({ status: 'callie', requestId: null })
  })

  it('refuses a bad contact with a clear 400 per field, and stores nothing', async () => {
    const browser: Browser = {}
    const view = await startConversation(browser)
    const before = await outboxCount()
    const cases: [object, Record<string, string>][] = [
      [{}, { name: HANDOVER_MESSAGES.name, email: HANDOVER_MESSAGES.email }],
      [contact({ email: 'not-an-email' }), { email: HANDOVER_MESSAGES.email }],
      [contact({ phone: 'call me' }), { phone: HANDOVER_MESSAGES.phone }],
      [contact({ name: 'H'.repeat(10_000) }), { name: expect.stringMatching(/at most/) as never }],
      [contact({ note: 'quiet\u0000room' }), { note: expect.stringMatching(/characters we can't store/) as never }],
      [contact({ venueId: 3 }), { body: expect.stringContaining('venueId') as never }],
    ]
    for (const [payload, errors] of cases) {
      const res = await handover(browser, view.id, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors })
    }
    expect(await requestsOf(view.id)).toHaveLength(0)
    expect(await outboxCount()).toBe(before)
    const [stored] = await t.db.select().from(callieConversations).where(eq(callieConversations.id, view.id))
    expect(stored.status).toBe('callie')
  })

  it('hands over a conversation started from search results, which staff then read with its context', async () => {
    const browser: Browser = {}
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/concierge/conversations',
      payload: { context: { search: { city: 'Chicago, IL', date: '2031-03-14', guests: 20, time: '7:00 PM' } } },
    })
    expect(started.statusCode, started.body).toBe(201)
    browser.cookie = String(started.headers['set-cookie']).split(';')[0]
    const view = started.json() as ConversationView
    expect(view.context).toEqual({ search: { city: 'Chicago, IL', date: '2031-03-14', guests: 20, time: '7:00 PM' } })
    const handed = await handover(browser, view.id, contact())
    expect(handed.statusCode, handed.body).toBe(200)
    const [request] = await requestsOf(view.id)
    expect(request).toMatchObject({ guests: 20, eventDate: '2031-03-14', citySlug: 'chicago' })
    const read = await asStaff(staff.auth, 'GET', `/api/staff/conversations/${view.id}`)
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json()).toMatchObject({ context: view.context, status: 'with_staff' })
  })

  it('belongs to her account when she hands over signed in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/concierge/conversations',
      headers: planner.auth,
      payload: { text: 'Team dinner for 12 in Chicago' },
    })
    const view = res.json() as ConversationView
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/concierge/conversations/${view.id}/handover`,
      headers: planner.auth,
      payload: contact({ email: planner.email }),
    })
    expect(handed.statusCode, handed.body).toBe(200)
    const [request] = await requestsOf(view.id)
    expect(request.userId).toBe(planner.userId)
  })
})

describe('a person on the thread', () => {
  it('while the team has it, her message is stored and pushed to staff live, and Callie does not answer', async () => {
    const { browser, id } = await handedOver()
    const console = await openLive(id, { token: tokenOf(staff.auth) })
    try {
      const res = await asPlanner(browser, 'POST', `/api/concierge/conversations/${id}/messages`, {
        text: 'Can we bring our own cake?',
      })
      expect(res.statusCode).toBe(200)
      const turn = res.json() as TurnResponse
      expect(turn.added).toEqual([expect.objectContaining({ author: 'planner', text: 'Can we bring our own cake?' })])
      expect(turn.conversation.status).toBe('with_staff')
      expect(await console.message('Can we bring our own cake?')).toMatchObject({
        author: 'planner',
        id: turn.added[0].id,
      })
      const after = await t.db
        .select()
        .from(callieMessages)
        .where(and(eq(callieMessages.conversationId, id), gt(callieMessages.id, turn.added[0].id)))
      expect(after).toEqual([])
    } finally {
      console.close()
    }
  })

  it("staff's answer is in her thread with the staff member's first name; emailed with a link back while she is away", async () => {
    const { browser, id, who, request } = await handedOver()
    const res = await asStaff(staff.auth, 'POST', `/api/staff/conversations/${id}/messages`, {
      text: '  Hi Hana, I have two rooms in mind.  ',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ status: 'with_staff', contact: { name: 'Hana Over', email: who.email } })

    const read = (await asPlanner(browser, 'GET', `/api/concierge/conversations/${id}`)).json() as ConversationView
    expect(read.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: 'Sam',
      text: 'Hi Hana, I have two rooms in mind.',
    })
    const { mail, key } = await linkIn(who.email, 'callie_conversation.answer')
    expect(mail.subject).toBe(`The concierge team answered you (${request.reference})`)
    expect(mail.replyTo).toBe(t.config.CONCIERGE_EMAIL)
    expect(mail.textBody).toContain('Sam from our concierge team answered you')
    expect(mail.textBody).toContain('Hi Hana, I have two rooms in mind.')
    const byLink = await asPlanner({}, 'GET', `/api/concierge/conversations/${id}?key=${key}`)
    expect((byLink.json() as ConversationView).messages.at(-1)!.text).toBe('Hi Hana, I have two rooms in mind.')
    // The handover's link still opens it too.
    const first = await linkIn(who.email, 'callie_conversation.confirmation')
    expect((await asPlanner({}, 'GET', `/api/concierge/conversations/${id}?key=${first.key}`)).statusCode).toBe(200)

    // Answered: the request's first response is recorded, with a line in its history.
    const [row] = await t.db.select().from(requests).where(eq(requests.id, request.id))
    expect(row.firstResponseAt).not.toBeNull()
    const [last] = await t.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, request.id))
      .orderBy(desc(requestStatusHistory.id))
      .limit(1)
    expect(last).toMatchObject({ note: 'Answered in the conversation with Callie', actorUserId: staff.userId })
  })

  it('reaches her at once on the live socket while she has the thread open, and then no email is sent', async () => {
    const { browser, id, who } = await handedOver()
    const live = await openLive(id, { cookie: browser.cookie })
    try {
      const res = await asStaff(staff.auth, 'POST', `/api/staff/conversations/${id}/messages`, {
        text: 'The Loft is free that evening.',
      })
      expect(res.statusCode).toBe(201)
      expect(await live.message('The Loft is free that evening.')).toMatchObject({ author: 'staff', authorName: 'Sam' })
      expect(await emailsTo(t, who.email.toLowerCase(), 'callie_conversation.answer')).toEqual([])
    } finally {
      live.close()
    }
  })

  it('hand back to Callie: status callie with a line, pushed live; she answers the next message; asking again is a new request', async () => {
    const { browser, id } = await handedOver()
    const live = await openLive(id, { cookie: browser.cookie })
    try {
      const res = await asStaff(admin.auth, 'POST', `/api/staff/conversations/${id}/release`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ status: 'callie' })
      expect((res.json() as ConversationView).messages.at(-1)).toMatchObject({
        author: 'system',
        text: HANDOVER_LINES.released,
      })
      await live.status('callie')
      await live.message(HANDOVER_LINES.released)
    } finally {
      live.close()
    }
    const again = await asStaff(staff.auth, 'POST', `/api/staff/conversations/${id}/release`)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: HANDOVER_MESSAGES.alreadyWithCallie })

    const turn = await asPlanner(browser, 'POST', `/api/concierge/conversations/${id}/messages`, {
      text: 'the 15th of next month',
    })
    expect(turn.statusCode).toBe(200)
    const added = (turn.json() as TurnResponse).added
    expect(added[0].author).toBe('planner')
    expect(added.length).toBeGreaterThan(1)
    expect(added.slice(1).every((m) => m.author === 'callie')).toBe(true)

    const first = await requestsOf(id)
    const handedAgain = await handover(browser, id, contact())
    expect(handedAgain.statusCode).toBe(200)
    const rows = await requestsOf(id)
    expect(rows).toHaveLength(2)
    expect((handedAgain.json() as ConversationView).requestId).toBe(rows[1].id)
    expect(rows[1].id).not.toBe(first[0].id)
  })

  it('a staff answer after the hand back takes the thread again: Callie pauses, the thread says so', async () => {
    const { browser, id } = await handedOver()
    await asStaff(staff.auth, 'POST', `/api/staff/conversations/${id}/release`)
    const res = await asStaff(staff.auth, 'POST', `/api/staff/conversations/${id}/messages`, {
      text: 'One more thing.',
    })
    expect(res.statusCode).toBe(201)
    const view = res.json() as ConversationView
    expect(view.status).toBe('with_staff')
    expect(view.messages.slice(-2).map((m) => [m.author, m.text])).toEqual([
      ['system', HANDOVER_LINES.joined],
      ['staff', 'One more thing.'],
    ])
    const turn = await asPlanner(browser, 'POST', `/api/concierge/conversations/${id}/messages`, { text: 'Thanks!' })
    expect((turn.json() as TurnResponse).added.map((m) => m.author)).toEqual(['planner'])
  })

  it('staff routes: staff and admin only; a conversation never handed over is a 404; bad text is a 400', async () => {
    const { id } = await handedOver()
    const notHanded = await startConversation({})
    const urls = [
      ['GET', `/api/staff/conversations/${id}`],
      ['POST', `/api/staff/conversations/${id}/messages`],
      ['POST', `/api/staff/conversations/${id}/release`],
    ] as const
    for (const [method, url] of urls) {
      expect((await asStaff(undefined, method, url, { text: 'Hi' })).statusCode, url).toBe(401)
      expect((await asStaff(planner.auth, method, url, { text: 'Hi' })).statusCode, url).toBe(403)
      const other = url.replace(id, notHanded.id)
      expect((await asStaff(staff.auth, method, other, { text: 'Hi' })).statusCode, other).toBe(404)
    }
    const read = await asStaff(admin.auth, 'GET', `/api/staff/conversations/${id}`)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ status: 'with_staff', contact: { name: 'Hana Over', phone: '(312) 555-0100' } })

    const [{ n: before }] = await t.db
      .select({ n: count() })
      .from(callieMessages)
      .where(eq(callieMessages.conversationId, id))
    for (const [text, message] of [
      ['   ', 'Please write your reply to the planner.'],
      ['x'.repeat(2001), 'Please keep a reply to 2,000 characters.'],
      ['bell\u0007', 'Your message contains characters we cannot read; please retype it.'],
    ]) {
      const res = await asStaff(staff.auth, 'POST', `/api/staff/conversations/${id}/messages`, { text })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { text: message } })
    }
    const [{ n: after }] = await t.db
      .select({ n: count() })
      .from(callieMessages)
      .where(eq(callieMessages.conversationId, id))
    expect(after).toBe(before)
  })
})

describe('the live socket', () => {
  it("lets in the thread's readers, and staff only once it was handed over; others are refused before the upgrade", async () => {
    const owner: Browser = {}
    const view = await startConversation(owner)
    // Before the handover: the planner may follow it, staff may not, nor a stranger.
    ;(await openLive(view.id, { cookie: owner.cookie })).close()
    expect(await refusedWith(liveUrl(view.id, `?token=${tokenOf(staff.auth)}`))).toBe(404)
    expect(await refusedWith(liveUrl(view.id))).toBe(404)
    expect(await refusedWith(liveUrl(view.id, `?token=${tokenOf(planner.auth)}`))).toBe(404)
    expect(await refusedWith(liveUrl(view.id, '?token=not-a-session'))).toBe(401)
    expect(await refusedWith(liveUrl('z'.repeat(24)), { cookie: owner.cookie! })).toBe(404)

    const handed = await handover(owner, view.id, contact())
    expect(handed.statusCode).toBe(200)
    const { key } = await linkIn((await requestsOf(view.id))[0].email, 'callie_conversation.confirmation')
    const byKey = await openLive(view.id, { key })
    const console = await openLive(view.id, { token: tokenOf(staff.auth) })
    try {
      await asStaff(staff.auth, 'POST', `/api/staff/conversations/${view.id}/messages`, { text: 'Hello from Sam' })
      expect(await byKey.message('Hello from Sam')).toMatchObject({ author: 'staff', authorName: 'Sam' })
      expect(await console.message('Hello from Sam')).toMatchObject({ author: 'staff' })
    } finally {
      byKey.close()
      console.close()
    }
  })

  it("closes a staff member's socket when her session ends", async () => {
    const { id } = await handedOver()
    const member = await createUser(t.db, { role: 'staff', firstName: 'Lou' })
    const console = await openLive(id, { token: tokenOf(member.auth) })
    expect((await asStaff(member.auth, 'POST', '/api/auth/logout')).statusCode).toBe(200)
    expect(await console.waitFor(() => console.closed ?? undefined, 'close')).toEqual({
      code: 4401,
      reason: 'Your session has ended',
    })
  })
})
