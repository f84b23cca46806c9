// A turn as Server-Sent Events: `text` events carry the reply as it is written, `done` the turn's
// answer (the same body as the JSON call), `error` the error body a JSON call would have had.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorBody } from '~/domain/api/api-error-codes'
import type { TurnResponse } from '~/domain/concierge/conversation-api'
import { errorAnswerOf, INTERNAL_ERROR_MESSAGE } from '../lib/error-handler'

export const wantsEventStream = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/event-stream')

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`

export async function streamTurn(
  req: FastifyRequest,
  reply: FastifyReply,
  turn: (onText: (delta: string) => void) => Promise<TurnResponse>,
): Promise<void> {
  reply.hijack()
  const raw = reply.raw
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  })
  try {
    const done = await turn((delta) => {
      if (delta) raw.write(event('text', { delta }))
    })
    raw.write(event('done', done))
  } catch (err) {
    const known = errorAnswerOf(err)
    if (!known || known.status >= 500) req.log.error({ err }, 'callie: a streamed turn failed')
    const body: ErrorBody = known?.body ?? { code: 'internal', message: INTERNAL_ERROR_MESSAGE }
    raw.write(event('error', body))
  }
  raw.end()
}
