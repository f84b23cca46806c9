import { describe, expect, it } from 'vitest'
import { createPageCache, pageBytes, type CachedPage } from './page-cache'

/** A page as the server makes it: its size worked out only when asked (src/server/seo/routes.ts). */
function page(head: string, rest: string, measured: { count: number }): CachedPage {
  return {
    status: 200,
    complete: true,
    text: head + rest,
    get bytes() {
      measured.count++
      return pageBytes(head, [rest])
    },
  }
}

describe('the page cache', () => {
  it('measures a page only when it keeps it (its second ask), and counts its size from its parts', async () => {
    const cache = createPageCache({ maxMb: 1 })
    const measured = { count: 0 }
    const head = '<head><style>a{}</style></head>'
    const rest = '<body><p>Caf\u00e9 \u2014 a dash past Latin-1</p></body>'
    const first = await cache.get('/a', async () => page(head, rest, measured))
    expect(first.hit).toBe(false)
    expect(measured.count).toBe(0)
    expect(cache.bytes).toBe(0)

    await cache.get('/a', async () => page(head, rest, measured))
    expect(measured.count).toBe(1)
    // Two bytes a character: the dash makes the whole page a two-byte string.
    expect(cache.bytes).toBe(Math.ceil((head.length + rest.length) * 2.5) + 200)
    expect((await cache.get('/a', async () => page(head, rest, measured))).hit).toBe(true)
  })
})
