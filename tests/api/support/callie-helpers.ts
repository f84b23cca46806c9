// A visitor talking to Callie over HTTP, as the web does: the visitor cookie kept from the first
// answer, each turn's added messages read back.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { PartOf, TurnResponse } from '~/domain/concierge/conversation-api'

export type Caller = { cookie?: string; auth?: Record<string, string> }
export const headersOf = (c: Caller) => ({ ...(c.cookie ? { cookie: c.cookie } : {}), ...(c.auth ?? {}) })

/** The conversation calls against the app `app()` returns (the test's app, made in beforeAll). */
export function callieCalls(app: () => FastifyInstance) {
  async function start(c: Caller, payload: object = {}) {
    const res = await app().inject({
      method: 'POST',
      url: '/api/concierge/conversations',
      headers: headersOf(c),
      payload,
    })
    const set = res.headers['set-cookie']
    if (typeof set === 'string') c.cookie = set.split(';')[0]
    return res
  }
  const say = (c: Caller, convo: string, payload: object) =>
    app().inject({
      method: 'POST',
      url: `/api/concierge/conversations/${convo}/messages`,
      headers: headersOf(c),
      payload,
    })
  async function turn(c: Caller, convo: string, text: string): Promise<TurnResponse> {
    const res = await say(c, convo, { text })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  return { start, say, turn }
}

export const partOf = <T extends 'venues' | 'question' | 'venue-answer' | 'no-match'>(r: TurnResponse, type: T) =>
  r.added.flatMap((m) => m.parts).find((p): p is PartOf<T> => p.type === type)
