// The bounds of the in-process caches of answers and pages (createKeyedCache): never more than
// their bytes, text counted as V8 holds it, and nothing kept once it has expired, asked for or not;
// with a doorkeeper, nothing kept that was asked for only once, and the doorkeeper itself bounded.
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { bodyBytes, createDoorkeeper, createKeyedCache, encodedBody } from './read-cache'

type Body = { text: string }
const body = (chars: number, char = 'a'): Body => ({ text: char.repeat(chars) })

describe('createKeyedCache', () => {
  it('never counts more than its bytes, however many different answers it is given', async () => {
    const maxBytes = 100_000
    const cache = createKeyedCache<Body>({ maxBytes, ttlMs: 60_000, sizeOf: (b) => bodyBytes(b.text) })
    for (let i = 0; i < 500; i++) {
      await cache.get(`question ${i}`, async () => body(5_000))
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes)
    }
    // 5,000 characters count 7,700 bytes (room for the compressed forms): 12 fit in 100,000.
    expect(cache.size).toBe(12)
  })

  it('counts a text with a character past Latin-1 at two bytes a character, as V8 stores it', () => {
    expect(bodyBytes('a'.repeat(1_000))).toBe(1_700)
    expect(bodyBytes(`${'a'.repeat(999)}–`)).toBe(2_700)
    expect(bodyBytes(`${'a'.repeat(999)}é`)).toBe(1_700)
  })

  it('lets go of expired answers when nobody asks again', async () => {
    const cache = createKeyedCache<Body>({ maxBytes: 1_000_000, ttlMs: 50, sizeOf: (b) => bodyBytes(b.text) })
    for (let i = 0; i < 20; i++) await cache.get(`question ${i}`, async () => body(1_000))
    expect(cache.size).toBe(20)
    await expect.poll(() => cache.size, { timeout: 10_000 }).toBe(0)
    expect(cache.bytes).toBe(0)
  })

  it('keeps nothing with no bytes, and still shares one computation between callers', async () => {
    const cache = createKeyedCache<Body>({ maxBytes: 0, ttlMs: 60_000, sizeOf: (b) => bodyBytes(b.text) })
    let computed = 0
    const compute = async () => (computed++, body(10))
    const [a, b] = await Promise.all([cache.get('q', compute), cache.get('q', compute)])
    expect(a.value).toBe(b.value)
    expect(computed).toBe(1)
    expect(cache.size).toBe(0)
  })
})

describe('createKeyedCache with admitOnSecondAsk', () => {
  const admitting = (maxBytes = 1_000_000) =>
    createKeyedCache<Body>({
      maxBytes,
      ttlMs: 60_000,
      sizeOf: (b) => bodyBytes(b.text),
      admitOnSecondAsk: { maxKeys: 1_000 },
    })

  it('keeps nothing that is asked for once, however many different questions come', async () => {
    const cache = admitting()
    for (let i = 0; i < 500; i++) expect((await cache.get(`question ${i}`, async () => body(5_000))).hit).toBe(false)
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
  })

  it('keeps an answer on its second ask, and answers the third from memory', async () => {
    const cache = admitting()
    let computed = 0
    const compute = async () => (computed++, body(100))
    const asks = []
    for (let i = 0; i < 4; i++) asks.push((await cache.get('Chicago, 20 guests', compute)).hit)
    expect(asks).toEqual([false, false, true, true])
    expect(computed).toBe(2)
    expect(cache.size).toBe(1)
  })

  it('keeps what several callers asked for at once, computed once', async () => {
    const cache = admitting()
    let computed = 0
    const compute = async () => (computed++, body(100))
    const [a, b] = await Promise.all([cache.get('q', compute), cache.get('q', compute)])
    expect(a.value).toBe(b.value)
    expect(computed).toBe(1)
    expect((await cache.get('q', compute)).hit).toBe(true)
  })

  it('still never counts more than its bytes when every question is asked twice', async () => {
    const maxBytes = 100_000
    const cache = admitting(maxBytes)
    for (let i = 0; i < 200; i++)
      for (let ask = 0; ask < 2; ask++) {
        await cache.get(`question ${i}`, async () => body(5_000))
        expect(cache.bytes).toBeLessThanOrEqual(maxBytes)
      }
    expect(cache.size).toBe(12)
  })

  it('never keeps an answer that is not to be kept, asked for twice or not', async () => {
    const cache = admitting()
    for (let ask = 0; ask < 3; ask++)
      await cache.get(
        'a 404',
        async () => body(10),
        () => false,
      )
    expect(cache.size).toBe(0)
  })
})

describe('createDoorkeeper', () => {
  it('says a key was asked for before only from its second ask', () => {
    const door = createDoorkeeper({ windowMs: 60_000, maxKeys: 100 })
    expect([door.askedBefore('a'), door.askedBefore('b'), door.askedBefore('a'), door.askedBefore('a')]).toEqual([
      false,
      false,
      true,
      true,
    ])
  })

  it('forgets every key when its window is over', () => {
    let now = 0
    const door = createDoorkeeper({ windowMs: 60_000, maxKeys: 100, now: () => now })
    door.askedBefore('a')
    now = 59_999
    expect(door.askedBefore('a')).toBe(true)
    now = 60_000
    expect(door.askedBefore('a')).toBe(false)
    expect(door.askedBefore('a')).toBe(true)
  })

  it('never remembers more than maxKeys, whatever comes in a window', () => {
    const door = createDoorkeeper({ windowMs: 60_000, maxKeys: 1_000, now: () => 0 })
    for (let i = 0; i < 10_000; i++) {
      door.askedBefore(`/api/venues/search|3|29412345|{"guests":${i},"location":"Chicago, IL"}`)
      expect(door.size).toBeLessThanOrEqual(1_000)
    }
  })
})

describe('encodedBody', () => {
  const reply = () => {
    const headers: Record<string, string> = {}
    const fake = {
      getHeader: (name: string) => headers[name],
      header: (name: string, value: string) => ((headers[name] = value), fake),
    }
    return { headers, reply: fake as unknown as FastifyReply }
  }
  const req = (accept: string) => ({ headers: { 'accept-encoding': accept } }) as unknown as FastifyRequest

  // Brotli's window is fitted to each body (a window of n bits holds 2^n - 16 bytes): bodies on
  // either side of those edges, and with characters of several bytes.
  it.each([1_024, 2_032, 2_033, 4_080, 4_096, 65_520, 65_536, 300_000])(
    'a body of %i characters arrives whole through brotli and gzip',
    (chars) => {
      const text = JSON.stringify(
        Array.from({ length: Math.ceil(chars / 20) }, (_, i) => `venue ${i} – crème brûlée ${i % 97}`),
      ).slice(0, chars)
      for (const [accept, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const { headers, reply: r } = reply()
        const sent = encodedBody(req(accept), r, { text })
        expect(headers['content-encoding']).toBe(accept)
        expect(decode(sent as Buffer).toString('utf8')).toBe(text)
      }
    },
  )

  it('sends a large answer as gzip when the client takes gzip as readily as brotli, whole', () => {
    const text = JSON.stringify(Array.from({ length: 1_000 }, (_, i) => ({ id: i, name: `Venue ${i} – crème` })))
    for (const [accept, encoding] of [
      ['br, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
      ['br', 'br'],
      ['*', 'gzip'],
    ] as const) {
      const { headers, reply: r } = reply()
      const sent = encodedBody(req(accept), r, { text }, 3, true) as Buffer
      expect(headers['content-encoding'], accept).toBe(encoding)
      const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync
      expect(decode(sent).toString('utf8'), accept).toBe(text)
    }
  })
})
