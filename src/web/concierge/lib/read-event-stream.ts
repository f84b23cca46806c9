// A `text/event-stream` body read as it arrives (fetch + ReadableStream): EventSource cannot POST,
// and a turn is a POST. Only what the server sends is handled: `event:` and `data:` lines, events
// ended by a blank line, comments (`:`) ignored.

export type ServerSentEvent = { event: string; data: string }

/** Splits text into events; what is left over (an event not yet ended) is returned for the next chunk. */
export function parseEventChunk(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const events: ServerSentEvent[] = []
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
    if (data.length) events.push({ event, data: data.join('\n') })
  }
  return { events, rest }
}

/** Every event of the body, in order, as each arrives. */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      buffer += done ? decoder.decode() + '\n\n' : decoder.decode(value, { stream: true })
      const { events, rest } = parseEventChunk(buffer)
      buffer = rest
      yield* events
      if (done) return
    }
  } finally {
    reader.releaseLock()
  }
}
