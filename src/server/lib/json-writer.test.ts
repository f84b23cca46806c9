// The JSON writer against zod's own serialisation (JSON.stringify of z.encode, what
// fastify-type-provider-zod sends): the same text for every answer zod accepts, search pages and
// Callie's recommendations above all, and no text for any answer zod refuses (zod then serialises
// it, or fails, as before).
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { safeEncode, type $ZodType } from 'zod/v4/core'
import { recommendationsResponseSchema } from '~/domain/concierge/recommendations-api'
import { searchResponseSchema } from '~/domain/venues/venue'
import { venueOrSummarySchema } from '~/domain/venues/venues-api'
import { mulberry32, type Rng } from '../db/seed/seeded-random'
import { compileJsonWriter, jsonSerializerCompiler } from './json-writer'

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]

/** Text with what JSON must escape: quotes, backslashes, control characters, lone surrogates, emoji. */
function randomText(rng: Rng): string {
  const pieces = [
    'Villa',
    ' ',
    'é',
    '–',
    '"',
    '\\',
    '\n',
    '\t',
    '\u0000',
    '\u001f',
    '\u2028',
    '\ud800',
    '😀',
    'a',
    'Z',
    '/',
    '<',
  ]
  let out = ''
  const n = Math.floor(rng() * 12)
  for (let i = 0; i < n; i++) out += pick(rng, pieces)
  return out
}

function randomNumber(rng: Rng): number {
  const r = rng()
  if (r < 0.3) return Math.floor(rng() * 200) - 50
  if (r < 0.5) return pick(rng, [0, -0, 1e21, 1e-7, 2 ** 53 - 1, 5e-324, 0.1 + 0.2])
  return (rng() - 0.5) * 10 ** Math.floor(rng() * 8)
}

type Def = {
  type: string
  innerType?: $ZodType
  element?: $ZodType
  valueType?: $ZodType
  shape?: Record<string, $ZodType>
  options?: $ZodType[]
  checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean } } }[]
}

/**
 * A random value that `schema` accepts: objects with keys in any order, now and then extra keys
 * (zod drops them) and optional keys absent or present as undefined.
 */
function arbitrary(schema: $ZodType, rng: Rng, depth = 0): unknown {
  const def = schema._zod.def as unknown as Def
  switch (def.type) {
    case 'string':
      return randomText(rng)
    case 'boolean':
      return rng() < 0.5
    case 'number': {
      const checks = (def.checks ?? []).map((c) => c._zod.def)
      const int = checks.some((c) => c.check === 'number_format')
      const min = checks.find((c) => c.check === 'greater_than')?.value ?? -1e6
      const max = checks.find((c) => c.check === 'less_than')?.value ?? 1e6
      if (int) return Math.floor(min + rng() * (Math.min(max, 1e6) - min + 1))
      const n = randomNumber(rng)
      return Math.min(max, Math.max(min, n))
    }
    case 'enum':
    case 'literal':
      return pick(rng, [...schema._zod.values!])
    case 'nullable':
      return rng() < 0.3 ? null : arbitrary(def.innerType!, rng, depth)
    case 'optional':
      return rng() < 0.3 ? undefined : arbitrary(def.innerType!, rng, depth)
    case 'default':
      return arbitrary(def.innerType!, rng, depth)
    case 'array': {
      const n = depth > 3 ? 0 : Math.floor(rng() * (depth === 0 ? 12 : 5))
      return Array.from({ length: n }, () => arbitrary(def.element!, rng, depth + 1))
    }
    case 'record': {
      const out: Record<string, unknown> = {}
      const n = Math.floor(rng() * 5)
      for (let i = 0; i < n; i++)
        out[pick(rng, ['date', 'guests', '10', '2', randomText(rng)])] = arbitrary(def.valueType!, rng)
      return out
    }
    case 'object': {
      const entries: [string, unknown][] = []
      for (const [key, type] of Object.entries(def.shape!)) {
        const value = arbitrary(type, rng, depth + 1)
        // An absent optional key, or one present as undefined: zod leaves both out.
        if (value === undefined && rng() < 0.5) continue
        entries.push([key, value])
      }
      if (rng() < 0.2) entries.push([pick(rng, ['extra', 'timezone', 'card', 'zip']), randomText(rng)])
      if (rng() < 0.5) entries.sort(() => rng() - 0.5)
      return Object.fromEntries(entries)
    }
    case 'union':
      return arbitrary(pick(rng, def.options!), rng, depth)
    default:
      throw new Error(`no generator for ${def.type}`)
  }
}

/** Wrong values of every kind a buggy handler could return. */
const WRONG: unknown[] = [
  undefined,
  null,
  'text',
  1.5,
  -1,
  101,
  NaN,
  Infinity,
  -Infinity,
  true,
  [],
  {},
  [1],
  2 ** 60,
  new Date(0),
]

/** `value` with one part (found by a random walk) replaced by a wrong value or taken away. */
function mutate(value: unknown, rng: Rng): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || rng() < 0.2) return pick(rng, WRONG)
    const copy = [...value]
    const i = Math.floor(rng() * copy.length)
    copy[i] = mutate(copy[i], rng)
    return copy
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const keys = Object.keys(value)
    if (keys.length === 0 || rng() < 0.2) return pick(rng, WRONG)
    const copy: Record<string, unknown> = { ...value }
    const key = pick(rng, keys)
    if (rng() < 0.2) delete copy[key]
    else copy[key] = mutate(copy[key], rng)
    return copy
  }
  return pick(rng, WRONG)
}

const zodText = (schema: $ZodType, value: unknown): string | undefined => {
  const result = safeEncode(schema, value)
  return result.success ? JSON.stringify(result.data) : undefined
}

describe.each([
  ['a search page', searchResponseSchema],
  ["Callie's recommendations", recommendationsResponseSchema],
  // A union: the venue page, or the venue's summary without ?enhance.
  ['a venue page or summary', venueOrSummarySchema],
])('the JSON writer of %s', (_name, schema) => {
  const write = compileJsonWriter(schema)

  it('exists: the schema uses only what the writer knows', () => {
    expect(write).toBeDefined()
  })

  it('writes what zod writes, on 3,000 random answers', { timeout: 60_000 }, () => {
    const rng = mulberry32(0x5eed)
    for (let i = 0; i < 3_000; i++) {
      const answer = arbitrary(schema, rng)
      const expected = zodText(schema, answer)
      // The generator makes only answers zod accepts; the writer must write each one itself.
      if (expected === undefined || write!(answer) !== expected) expect.fail(`answer ${i}: ${JSON.stringify(answer)}`)
    }
  })

  it(
    'writes nothing for an answer zod refuses, and what zod writes for the rest, on 3,000 broken answers',
    { timeout: 60_000 },
    () => {
      const rng = mulberry32(0xbad)
      let refused = 0
      for (let i = 0; i < 3_000; i++) {
        const answer = mutate(arbitrary(schema, rng), rng)
        const expected = zodText(schema, answer)
        if (expected === undefined) refused++
        const written = write!(answer)
        if (written !== expected)
          expect.fail(`answer ${i}: ${JSON.stringify(answer)?.slice(0, 500)}: ${written} ≠ ${expected}`)
      }
      // Most broken answers are refused: the comparison covers that side too.
      expect(refused).toBeGreaterThan(2_000)
    },
  )
})

describe('jsonSerializerCompiler', () => {
  const route = { schema: searchResponseSchema, method: 'GET', url: '/api/venues/search', httpStatus: '200' }

  it('fails on an answer the schema refuses, as zod does', () => {
    const serialize = jsonSerializerCompiler(route)
    expect(() => serialize({ venues: [], total: 1.5 })).toThrow(/doesn't match the schema/)
    expect(serialize({ venues: [], total: 3, unknown: 'dropped' })).toBe('{"venues":[],"total":3}')
  })

  it('writes a union by its first option that takes the answer, as zod picks', () => {
    const schema = z.union([z.object({ a: z.string(), b: z.number() }), z.object({ a: z.string() })])
    const write = compileJsonWriter(schema)!
    expect(write({ a: 'x', b: 1, c: true })).toBe('{"a":"x","b":1}')
    // The first option refuses b: the second takes the answer and drops it, as zod's encode does.
    expect(write({ a: 'x', b: 'one' })).toBe('{"a":"x"}')
    expect(write({ a: 'x', b: 'one' })).toBe(zodText(schema, { a: 'x', b: 'one' }))
    expect(write({ b: 1 })).toBeUndefined()
    // Exclusive and discriminated unions pick otherwise: left to zod.
    expect(compileJsonWriter(z.xor([z.object({ a: z.string() }), z.object({ b: z.string() })]))).toBeUndefined()
    const kinds = [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })] as const
    expect(compileJsonWriter(z.discriminatedUnion('kind', kinds))).toBeUndefined()
  })

  it("leaves a schema it does not know to zod's serializer", () => {
    const schema = z.object({ at: z.string().min(1), n: z.number().transform(String) })
    expect(compileJsonWriter(schema)).toBeUndefined()
    const serialize = jsonSerializerCompiler({ ...route, schema: z.object({ at: z.string().min(1) }) })
    expect(serialize({ at: 'x', other: 1 })).toBe('{"at":"x"}')
    expect(() => serialize({ at: '' })).toThrow(/doesn't match the schema/)
  })
})
