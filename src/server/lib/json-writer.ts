// Answers written as JSON straight from the route's response schema, without zod's encode. Fastify
// serialises a route's answer through its zod schema (fastify-type-provider-zod: z.encode, a checked
// copy of the whole answer, then JSON.stringify of the copy); for a search page of venue cards that
// copy was most of the cost of the reply. The writer here walks the answer once, checks each value
// as zod would, and writes the text zod's copy would have given: the schema's keys in the schema's
// order, keys it does not name left out, undefined left out.
//
// It knows the plain parts of zod (objects that strip unknown keys, arrays, records of strings,
// strings, finite numbers with integer and range checks, booleans, enums, literals, nullable,
// optional, default, and plain unions: the first option that takes the value, as zod picks); a schema with anything else (a refinement, a transform, a union, a string
// check) gets no writer, and its answers go through zod as before. When a value is not what the
// schema says, the writer gives up and zod serialises the answer, so an answer that zod refuses
// still fails as it did (a 500 with zod's own issues). src/server/lib/json-writer.test.ts compares the
// two on thousands of random answers, valid and not.
import type { FastifySerializerCompiler } from 'fastify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { $ZodType } from 'zod/v4/core'

/** Thrown (one object, no stack) when a value is not what the schema says: zod takes over. */
const GIVE_UP = Object.freeze({ giveUp: true })

type Write = (value: unknown) => string
/** A compiled part of a schema: its writer, and whether an object may leave its key out (optional). */
type Part = { write: Write; optional: boolean }

/**
 * The JSON text zod's encode of `value` would give (JSON.stringify of z.encode(schema, value)), or
 * undefined when the writer cannot tell (then ask zod); the writer itself is undefined when the
 * schema uses something the writer does not know.
 */
export function compileJsonWriter(schema: $ZodType): ((value: unknown) => string | undefined) | undefined {
  const part = compile(schema)
  if (!part || part.optional) return undefined
  const { write } = part
  return (value) => {
    try {
      return write(value)
    } catch (err) {
      if (err === GIVE_UP) return undefined
      throw err
    }
  }
}

/**
 * Fastify's serializer compiler: the writer where the schema allows one, zod's serializer
 * (fastify-type-provider-zod) for the rest and for any answer the writer gives up on.
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const zod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0])
  const schema = route.schema as unknown
  const zodSchema =
    schema instanceof $ZodType
      ? schema
      : schema && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof $ZodType
        ? schema.properties
        : undefined
  const write = zodSchema && compileJsonWriter(zodSchema)
  if (!write) return zod
  return (data) => write(data) ?? zod(data)
}

function compile(schema: $ZodType): Part | undefined {
  const def = schema._zod.def as unknown as Def
  if (def.coerce) return undefined
  const checks = def.checks ?? []
  switch (def.type) {
    case 'string':
      return checks.length ? undefined : required(writeString)
    case 'boolean':
      return checks.length ? undefined : required(writeBoolean)
    case 'number': {
      const test = numberTest(checks)
      return test && required((v) => (typeof v === 'number' && Number.isFinite(v) && test(v) ? `${v}` : giveUp()))
    }
    case 'enum':
    case 'literal': {
      const values = schema._zod.values
      if (checks.length || !values) return undefined
      for (const v of values)
        if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) return undefined
      return required((v) => (values.has(v as string) ? JSON.stringify(v) : giveUp()))
    }
    case 'nullable': {
      const inner = compile(def.innerType!)
      if (!inner || inner.optional) return undefined
      return required((v) => (v === null ? 'null' : inner.write(v)))
    }
    case 'optional': {
      // Not around a default: zod fills in an absent value there, which the writer does not.
      const innerType = def.innerType!._zod.def.type
      if (innerType === 'default' || innerType === 'prefault') return undefined
      const inner = compile(def.innerType!)
      // An absent value is the object's to leave out (writeObject): here it is never undefined.
      return inner && !inner.optional ? { write: inner.write, optional: true } : undefined
    }
    case 'default': {
      // Encoding does not fill in defaults: the value must be there, as for the schema inside.
      const inner = compile(def.innerType!)
      return inner && !inner.optional ? inner : undefined
    }
    case 'array': {
      const element = compile(def.element!)
      if (checks.length || !element || element.optional) return undefined
      return required(element.write === writeString ? writeStrings : writeArray(element.write))
    }
    case 'record': {
      const key = def.keyType!._zod.def as unknown as Def
      const value = compile(def.valueType!)
      if (checks.length || key.type !== 'string' || key.checks?.length || key.coerce || !value || value.optional)
        return undefined
      return required(writeRecord(value.write))
    }
    case 'union': {
      // A plain union: zod encodes the value by its first option that accepts it, and an option's
      // writer gives up exactly when zod refuses the value, so the first that writes is zod's pick.
      // Not an exclusive or discriminated union (z.xor, z.discriminatedUnion): they pick otherwise.
      if (checks.length || def.inclusive === false || def.discriminator !== undefined || !def.options?.length)
        return undefined
      const writes: Write[] = []
      for (const option of def.options) {
        const part = compile(option)
        if (!part || part.optional) return undefined
        writes.push(part.write)
      }
      return required(writeFirst(writes))
    }
    case 'object': {
      if (checks.length || def.catchall !== undefined) return undefined
      const fields: Field[] = []
      for (const [key, type] of Object.entries(def.shape!)) {
        const part = compile(type)
        if (!part) return undefined
        fields.push({ key, name: `${JSON.stringify(key)}:`, ...part })
      }
      return required(writeObject(fields))
    }
    default:
      return undefined
  }
}

/** The parts of a zod definition read here. */
type Def = {
  type: string
  coerce?: boolean
  checks?: { _zod: { def: CheckDef } }[]
  innerType?: $ZodType
  element?: $ZodType
  keyType?: $ZodType
  valueType?: $ZodType
  shape?: Record<string, $ZodType>
  catchall?: $ZodType
  options?: readonly $ZodType[]
  inclusive?: boolean
  discriminator?: string
}
type CheckDef = { check: string; format?: string; value?: unknown; inclusive?: boolean; when?: unknown }
type Field = Part & { key: string; name: string }

const required = (write: Write): Part => ({ write, optional: false })

function giveUp(): never {
  throw GIVE_UP
}

const writeString: Write = (v) => (typeof v === 'string' ? JSON.stringify(v) : giveUp())
const writeBoolean: Write = (v) => (v === true ? 'true' : v === false ? 'false' : giveUp())

/** The number checks zod's int(), min() and max() (and their kin) add, as one test; undefined for any other. */
function numberTest(checks: NonNullable<Def['checks']>): ((n: number) => boolean) | undefined {
  const tests: ((n: number) => boolean)[] = []
  for (const { _zod } of checks) {
    const c = _zod.def
    if (c.when !== undefined) return undefined
    if (c.check === 'number_format' && c.format === 'safeint') tests.push(Number.isSafeInteger)
    else if (c.check === 'greater_than' && typeof c.value === 'number') {
      const min = c.value
      tests.push(c.inclusive ? (n) => n >= min : (n) => n > min)
    } else if (c.check === 'less_than' && typeof c.value === 'number') {
      const max = c.value
      tests.push(c.inclusive ? (n) => n <= max : (n) => n < max)
    } else return undefined
  }
  return (n) => tests.every((test) => test(n))
}

/** A list of strings in one native call, once every item is known to be a string. */
const writeStrings: Write = (v) => {
  if (!Array.isArray(v)) giveUp()
  const items = v as unknown[]
  for (let i = 0; i < items.length; i++) if (typeof items[i] !== 'string') giveUp()
  return JSON.stringify(items)
}

function writeArray(element: Write): Write {
  return (v) => {
    if (!Array.isArray(v)) giveUp()
    const items = v as unknown[]
    if (items.length === 0) return '[]'
    let out = `[${element(items[0])}`
    for (let i = 1; i < items.length; i++) out += `,${element(items[i])}`
    return `${out}]`
  }
}

function writeObject(fields: readonly Field[]): Write {
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) giveUp()
    const object = v as Record<string, unknown>
    let out = '{'
    for (const field of fields) {
      const value = object[field.key]
      if (value === undefined) {
        // zod leaves an absent optional key out, and a present one that is undefined (JSON drops it).
        if (field.optional) continue
        giveUp()
      }
      out += out.length === 1 ? field.name : `,${field.name}`
      out += field.write(value)
    }
    return `${out}}`
  }
}

/** The text of the first writer that does not give up (a union's options, in order). */
function writeFirst(writes: readonly Write[]): Write {
  return (v) => {
    for (const write of writes) {
      try {
        return write(v)
      } catch (err) {
        if (err !== GIVE_UP) throw err
      }
    }
    return giveUp()
  }
}

/** A record of plain own string keys (anything else, zod decides). */
function writeRecord(value: Write): Write {
  return (v) => {
    if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) giveUp()
    if (Object.getOwnPropertySymbols(v).length > 0) giveUp()
    const record = v as Record<string, unknown>
    let out = '{'
    for (const key of Object.keys(record)) {
      if (key === '__proto__') giveUp()
      out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${value(record[key])}`
    }
    return `${out}}`
  }
}
