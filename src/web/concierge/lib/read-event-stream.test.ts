import { describe, expect, it } from 'vitest'
import { parseEventChunk, readEventStream } from './read-event-stream'

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c))
      controller.close()
    },
  })

describe('reading a text/event-stream', () => {
  it('splits events, names them, keeps an unfinished one for the next chunk', () => {
    const { events, rest } = parseEventChunk('event: text\ndata: {"delta":"Hi"}\n\n: ping\n\nevent: done\ndata: {')
    expect(events).toEqual([{ event: 'text', data: '{"delta":"Hi"}' }])
    expect(rest).toBe('event: done\ndata: {')
  })

  it('joins data lines and reads CRLF line ends', () => {
    expect(parseEventChunk('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }])
  })

  it('yields events split across chunks, in order, and the last one without a blank line', async () => {
    const seen = []
    for await (const e of readEventStream(
      streamOf('event: te', 'xt\ndata: {"delta":"Pa"}\n', '\nevent: done\ndata: {}'),
    ))
      seen.push(e)
    expect(seen).toEqual([
      { event: 'text', data: '{"delta":"Pa"}' },
      { event: 'done', data: '{}' },
    ])
  })
})
