// A local stand-in for an OpenAI-compatible endpoint (POST /v1/chat/completions), so tests run the
// model engine through the real SDK without a network call. Each request takes the next scripted
// answer: tool calls, a final message (streamed as SSE chunks when the request asks for a stream,
// one JSON body otherwise), a 500, malformed JSON, or an answer that never comes (beyond the
// engine's timeout). Every request body is kept for assertions.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ScriptedAnswer =
  | { toolCalls: { name: string; args: unknown }[]; usage?: number }
  | { content: string | object; usage?: number }
  | { status: number }
  | { malformed: true }
  | { hang: true }

export type LlmLocalServer = {
  /** http://127.0.0.1:port/v1 (what LLM_BASE_URL takes) */
  url: string
  /** The answers the next requests get, in order; when none is left a request gets a 500. */
  script(...answers: ScriptedAnswer[]): void
  requests: { authorization?: string; body: Record<string, unknown> }[]
  close(): Promise<void>
}

const usageOf = (total = 30) => ({ prompt_tokens: total - 10, completion_tokens: 10, total_tokens: total })

export async function startLlmLocalServer(): Promise<LlmLocalServer> {
  const queue: ScriptedAnswer[] = []
  const requests: LlmLocalServer['requests'] = []
  let n = 0
  const server = http.createServer((req, res) => {
    let data = ''
    req.on('data', (c) => (data += c))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      const body = JSON.parse(data || '{}') as Record<string, unknown>
      requests.push({ authorization: req.headers.authorization, body })
      const answer = queue.shift() ?? { status: 500 }
      if ('hang' in answer) return // the engine's timeout ends it
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }))
        return
      }
      if ('malformed' in answer) {
        res.writeHead(200, { 'content-type': body.stream ? 'text/event-stream' : 'application/json' })
        res.end(body.stream ? 'data: {"choices": [{"delta": {"content": "oops\n\n' : '{"choices": [')
        return
      }
      const id = `chatcmpl-${++n}`
      const created = Math.floor(Date.now() / 1000)
      const toolCalls =
        'toolCalls' in answer
          ? answer.toolCalls.map((c, i) => ({
              index: i,
              id: `call_${n}_${i}`,
              type: 'function',
              function: { name: c.name, arguments: JSON.stringify(c.args) },
            }))
          : undefined
      const content =
        'content' in answer
          ? typeof answer.content === 'string'
            ? answer.content
            : JSON.stringify(answer.content)
          : null
      const finish = toolCalls ? 'tool_calls' : 'stop'
      const usage = usageOf(answer.usage)
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created,
            model: body.model,
            choices: [
              { index: 0, message: { role: 'assistant', content, tool_calls: toolCalls }, finish_reason: finish },
            ],
            usage,
          }),
        )
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      const chunk = (delta: object, finishReason: string | null = null, extra: object = {}) =>
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`,
        )
      chunk({ role: 'assistant', content: '' })
      if (toolCalls) chunk({ tool_calls: toolCalls })
      // The content in small pieces, as a model streams it.
      for (let i = 0; content && i < content.length; i += 12) chunk({ content: content.slice(i, i + 12) })
      chunk({}, finish)
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage })}\n\n`,
      )
      res.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    script: (...answers) => void queue.push(...answers),
    requests,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
