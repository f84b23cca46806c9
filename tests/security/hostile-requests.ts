// Builds one hostile request for an operation of the OpenAPI document: a plausible baseline
// (so the hostile part reaches past the fields around it) with one part replaced by a value from
// hostile-values.ts. Pure and driven by a seeded random source, so a run is reproducible.
import {
  HOSTILE_BODIES,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_MULTIPART,
  HOSTILE_NUMBERS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_STRINGS,
  RawJson,
  WRONG_TYPES,
} from './hostile-values'

export type JsonSchema = {
  type?: string
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  pattern?: string
  default?: unknown
}

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }
export type Operation = {
  method: string
  path: string
  parameters: Parameter[]
  body?: JsonSchema
  /** Declared content types other than JSON (multipart uploads, text/csv imports). */
  consumes: string[]
}

export type Actor = 'visitor' | 'planner' | 'staff' | 'admin' | 'fresh-planner'

/** Ids of real rows, so a baseline request names things that exist. */
export type FuzzFixtures = {
  eventId: number
  publicId: string
  taskId: number
  guestId: number
  invitationId: number
  venueId: number
  requestId: number
  outboxId: number
  otherUserId: number
}

export type HostileRequest = {
  method: string
  url: string
  actor: Actor
  headers: Record<string, string>
  payload?: string
  /** What was made hostile, for the failure report. */
  mutation: string
}

export type Random = {
  next(): number
  int(n: number): number
  pick<T>(list: readonly T[]): T
  chance(p: number): boolean
}

/** mulberry32: tiny, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p }
}

/** Every operation of the document, flattened. */
export function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >
}): Operation[] {
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {}
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        consumes: Object.keys(content).filter((c) => c !== 'application/json'),
      })
    }
  }
  return ops
}

const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const WELL_FORMED_TOKEN = 'Fz'.repeat(21) + 'x'

function first(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf
  if (!options) return schema
  return options.find((s) => s.type !== 'null') ?? options[0]
}

/** A value the schema (and the route's usual rules) would likely accept. */
export function sample(schemaIn: JsonSchema, name: string, fx: FuzzFixtures, rnd: Random): unknown {
  const schema = first(schemaIn)
  if (schema.enum?.length) return schema.enum[0]
  const n = name.toLowerCase()
  switch (schema.type) {
    case 'string': {
      if (n.includes('email')) return `fuzz.${rnd.int(1e9)}@example.com`
      if (n.includes('password')) return 'Dinner4Thirty!'
      if (n.includes('token')) return WELL_FORMED_TOKEN
      if (n.includes('phone')) return '(415) 555-0100'
      if (n === 'slug') return `fuzz-venue-${rnd.int(1e9)}`
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || n.includes('date')) return futureDate(30)
      if (schema.pattern?.includes('(00|15|30|45)') || n === 'time') return '7:00 PM'
      if (schema.pattern === '^\\d+$') return '10'
      if (schema.pattern === '^\\d+-\\d+$') return '50-150'
      if (n.includes('location') || n === 'city') return 'San Francisco, CA'
      const base = 'Fuzz dinner for the team'
      return base.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? base.length)
    }
    case 'integer':
    case 'number': {
      if (n === 'venueid') return fx.venueId
      if (n === 'userid') return fx.otherUserId
      if (n === 'lat') return 37.77
      if (n === 'lng') return -122.41
      if (/guest|groupsize/.test(n) && !n.includes('ids')) return 20
      if (n === 'rating') return 4
      if (n === 'maxguests') return 40
      if (n === 'minguests') return 8
      const min = schema.minimum ?? 0
      const max = schema.maximum ?? 1000
      return Math.min(Math.max(1, min), max)
    }
    case 'boolean':
      return false
    case 'array':
      if (n === 'venueids') return [fx.venueId]
      return (schema.minItems ?? 0) > 0 || /dietaryrestrictions/.test(n)
        ? [sample(schema.items ?? { type: 'string' }, name, fx, rnd)]
        : []
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rnd.chance(0.5)) out[key] = sample(prop, key, fx, rnd)
      }
      return out
    }
    default:
      return 'fuzz'
  }
}

/** The value of a path parameter in a request that should find its row. */
function baselinePathParam(path: string, name: string, fx: FuzzFixtures): string {
  if (path.startsWith('/api/dashboard/events/{id}')) {
    const byName: Record<string, number> = {
      id: fx.eventId,
      taskId: fx.taskId,
      guestId: fx.guestId,
      invitationId: fx.invitationId,
      userId: fx.otherUserId,
    }
    return String(byName[name] ?? 1)
  }
  if (path.startsWith('/api/staff/requests/')) return String(fx.requestId)
  if (path.startsWith('/api/staff/outbox/')) return String(fx.outboxId)
  if (path.startsWith('/api/staff/venues/')) return name === 'photoId' ? '1' : String(fx.venueId)
  if (path.startsWith('/api/staff/team/')) return String(fx.otherUserId)
  if (name === 'venueId' || path === '/api/venues/{id}') return String(fx.venueId)
  if (name === 'cityName') return 'san-francisco'
  if (name === 'publicId') return fx.publicId
  if (name === 'token') return WELL_FORMED_TOKEN
  if (path.includes('experience')) return 'brand-activations'
  return '1'
}

function actorFor(path: string, rnd: Random): Actor {
  if (path === '/api/auth/logout') return 'fresh-planner'
  const roll = rnd.next()
  if (path.startsWith('/api/staff/'))
    return roll < 0.8 ? 'admin' : roll < 0.9 ? 'staff' : roll < 0.95 ? 'planner' : 'visitor'
  // The kitchen's portal routes mostly as staff, who pass the portal's guard: their own validation is fuzzed.
  if (
    /^\/api\/venue-portal\/venues\/\{venueId\}\/(kitchen-sheets|change-requests|packages\/\{packageId\}\/menu)/.test(
      path,
    )
  )
    return roll < 0.8 ? 'admin' : 'visitor'
  if (/^\/api\/(dashboard|me|invitations)\//.test(path) || /^\/api\/auth\/(user|resend-verification)$/.test(path))
    return roll < 0.92 ? 'planner' : 'visitor'
  return roll < 0.7 ? 'visitor' : 'planner'
}

/** Percent-encodes every UTF-16 unit, lone surrogates included (as their WTF-8 bytes). */
export function encodeAny(s: string): string {
  let out = ''
  for (const ch of s) {
    const code = ch.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    } else {
      out += encodeURIComponent(ch)
    }
  }
  return out
}

const RAW_MARK = '\u0001raw\u0001'

/** JSON with RawJson values written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text)
      return `${RAW_MARK}${raws.length - 1}`
    }
    return v
  })
  return raws.length ? text.replace(new RegExp(`"${RAW_MARK}(\\d+)"`, 'g'), (_m, i: string) => raws[Number(i)]) : text
}

const hostileString = (rnd: Random) => {
  const v = rnd.pick(HOSTILE_STRINGS)
  return typeof v === 'function' ? v() : v
}

/** A hostile value for a field of this schema: usually of its own type, sometimes of any other. */
function hostileFor(schema: JsonSchema, rnd: Random): unknown {
  const type = first(schema).type
  if (rnd.chance(0.3)) return rnd.pick(WRONG_TYPES)
  if (type === 'integer' || type === 'number') return rnd.chance(0.85) ? rnd.pick(HOSTILE_NUMBERS) : hostileString(rnd)
  if (type === 'array')
    return rnd.chance(0.5)
      ? [hostileFor(schema.items ?? { type: 'string' }, rnd)]
      : Array.from({ length: 5000 }, () => 'a')
  if (type === 'boolean') return rnd.pick(['true', 1, 0, 'yes', null])
  return rnd.chance(0.8) ? hostileString(rnd) : rnd.pick(HOSTILE_NUMBERS)
}

type Leaf = { path: (string | number)[]; schema: JsonSchema }
function leavesOf(schemaIn: JsonSchema | undefined): Leaf[] {
  const schema = schemaIn && first(schemaIn)
  if (!schema?.properties) return []
  const leaves: Leaf[] = []
  for (const [key, prop] of Object.entries(schema.properties)) {
    leaves.push({ path: [key], schema: prop })
    const p = first(prop)
    if (p.type === 'array') leaves.push({ path: [key, 0], schema: p.items ?? {} })
  }
  return leaves
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  if (path.length === 1) {
    Object.defineProperty(target, path[0], { value, enumerable: true, configurable: true, writable: true })
    return
  }
  const [key, index] = path as [string, number]
  const list = Array.isArray(target[key]) ? [...(target[key] as unknown[])] : []
  list[index] = value
  target[key] = list
}

function buildUrl(path: string, params: Record<string, string>, query: string[]): string {
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name])
  return query.length ? `${url}?${query.join('&')}` : url
}

function baselineParts(op: Operation, fx: FuzzFixtures, rnd: Random) {
  const pathParams: Record<string, string> = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, encodeURIComponent(baselinePathParam(op.path, p.name, fx))]),
  )
  const query: string[] = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, p.name, fx, rnd)))}`)
  return { pathParams, query }
}

/** The operation's plausible request with nothing hostile in it, as its usual caller would send it. */
export function baselineRequest(op: Operation, fx: FuzzFixtures, rnd: Random): HostileRequest {
  const { pathParams, query } = baselineParts(op, fx, rnd)
  const body = op.body ? sample(op.body, 'body', fx, rnd) : undefined
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' }
  return {
    method: op.method,
    url: buildUrl(op.path, pathParams, query),
    // One account for the whole burst: the one that may call the operation.
    actor: op.path === '/api/auth/logout' ? 'fresh-planner' : op.path.startsWith('/api/staff/') ? 'admin' : 'planner',
    headers,
    payload: body === undefined ? undefined : toJson(body),
    mutation: 'none',
  }
}

export function hostileRequest(op: Operation, fx: FuzzFixtures, rnd: Random): HostileRequest {
  const actor = actorFor(op.path, rnd)
  const { pathParams, query } = baselineParts(op, fx, rnd)
  const headers: Record<string, string> = {}
  const hasBody = op.body !== undefined || op.consumes.length > 0 || ['POST', 'PUT', 'PATCH'].includes(op.method)
  let body: unknown = op.body ? sample(op.body, 'body', fx, rnd) : undefined
  let payload: string | undefined
  let mutation: string

  const kinds = [
    'query',
    'header',
    ...(Object.keys(pathParams).length ? ['path', 'path'] : []),
    ...(hasBody ? ['field', 'field', 'field', 'field', 'body', 'content-type', 'multipart'] : []),
  ]
  const kind = rnd.pick(kinds)
  switch (kind) {
    case 'field': {
      const leaves = leavesOf(op.body)
      if (leaves.length === 0 || rnd.chance(0.1)) {
        const key = rnd.pick(['__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'userId', 'id', 'status', ''])
        const value = hostileFor({}, rnd)
        if (body === null || typeof body !== 'object' || Array.isArray(body)) body = {}
        setAt(body as Record<string, unknown>, [key], value)
        mutation = `body extra key ${JSON.stringify(key)}`
      } else {
        const leaf = rnd.pick(leaves)
        const value = hostileFor(leaf.schema, rnd)
        if (body === null || typeof body !== 'object' || Array.isArray(body)) body = {}
        setAt(body as Record<string, unknown>, leaf.path, value)
        mutation = `body ${leaf.path.join('.')} = ${describe(value)}`
      }
      break
    }
    case 'body': {
      payload = rnd.pick(HOSTILE_BODIES)()
      headers['content-type'] = 'application/json'
      mutation = `body ${describe(payload)}`
      break
    }
    case 'content-type': {
      headers['content-type'] = rnd.pick(HOSTILE_CONTENT_TYPES)
      payload = rnd.chance(0.5) ? toJson(body ?? {}) : 'a=1&b=%00'
      mutation = `content-type ${JSON.stringify(headers['content-type'])}`
      break
    }
    case 'multipart': {
      const boundary = `----fuzz${rnd.int(1e9)}`
      const declared = rnd.chance(0.8) ? boundary : rnd.pick(['', 'other', '"unterminated', boundary.repeat(20)])
      headers['content-type'] = `multipart/form-data; boundary=${declared}`
      payload = rnd.pick(HOSTILE_MULTIPART)(boundary)
      mutation = `multipart ${describe(payload)} (boundary ${JSON.stringify(declared.slice(0, 20))})`
      break
    }
    case 'path': {
      const name = rnd.pick(Object.keys(pathParams))
      const value = rnd.chance(0.7) ? rnd.pick(HOSTILE_PATH_SEGMENTS) : encodeAny(hostileString(rnd).slice(0, 300))
      pathParams[name] = value || '%20'
      mutation = `path ${name} = ${describe(value)}`
      break
    }
    case 'header': {
      const which = rnd.int(3)
      if (which === 0)
        headers.authorization = rnd.pick([
          'Bearer',
          'Bearer ',
          `Bearer ${WELL_FORMED_TOKEN}`,
          'Basic YTpi',
          `Bearer ${'x'.repeat(8000)}`,
          'Bearer a b',
          `Bearer ${'é'.repeat(43)}`,
        ])
      else if (which === 1)
        headers['idempotency-key'] = rnd.pick([
          '',
          ' ',
          'x'.repeat(5000),
          '../../etc',
          'ÿþ',
          '%00',
          '00001',
          '__proto__',
        ])
      else headers['accept'] = rnd.pick(['text/html', 'application/xml', '*/*;q=0', 'garbage'])
      mutation = `header ${Object.entries(headers)
        .map(([k, v]) => `${k}: ${describe(v)}`)
        .join(', ')}`
      break
    }
    default: {
      const params = op.parameters.filter((p) => p.in === 'query').map((p) => p.name)
      const name =
        rnd.chance(0.8) && params.length
          ? rnd.pick(params)
          : rnd.pick(['q', 'token', 'id', '__proto__', 'constructor', 'limit', 'offset', 'guest'])
      const value = rnd.chance(0.6) ? rnd.pick(HOSTILE_QUERY_VALUES) : encodeAny(hostileString(rnd).slice(0, 6000))
      const shape = rnd.int(4)
      query.push(
        shape === 0 ? `${name}=${value}&${name}=${value}` : shape === 1 ? `${name}[x]=${value}` : `${name}=${value}`,
      )
      mutation = `query ${name} = ${describe(value)}`
    }
  }
  if (payload === undefined && body !== undefined && hasBody) {
    payload = toJson(body)
    headers['content-type'] ??= 'application/json'
  }
  return { method: op.method, url: buildUrl(op.path, pathParams, query), actor, headers, payload, mutation }
}

function describe(value: unknown): string {
  const text =
    typeof value === 'string' ? value : value instanceof RawJson ? value.text : (toJson(value) ?? String(value))
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text)
  return shown
}
