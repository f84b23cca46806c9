// The server's own reads of its public API, answered in process. The page renderer reads the API
// as any client does (src/server/seo/server-render.ts), and through app.inject each read was a
// whole HTTP exchange made in memory: light-my-request's request and response objects, every
// onRequest, preHandler and onSend hook, headers written and parsed back (docs/benchmarks.md, issue
// 31, pages37). A route that registers a reader here answers such a read with its own schema, its
// own read cache entry and its own serialiser: the same body for the same question, and no HTTP.
//
// A reader answers only what it is sure of: a query it cannot parse as Fastify would (a repeated
// key), one its schema refuses, an error it has no plain answer for, all go to app.inject, so the
// answer (a 400 with its field errors, a logged 500) is the route's own. What the HTTP around a
// read does for a visitor does not apply to the server's reads: the per-address rate limits (every
// injected read came from 127.0.0.1, so a busy site's pages shared one address's limit), load
// shedding (the page asking was admitted or shed as a whole) and the response headers.
import type { FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { $ZodType } from 'zod/v4/core'
import { errorAnswerOf } from './error-handler'
import { jsonSerializerCompiler } from './json-writer'

/** What the API answered to a GET: its status and its body as sent (uncompressed). */
export type ReadAnswer = { status: number; body: string }

/**
 * A route's answer to one read: `params` from its path, `query` parsed (each key once); undefined
 * when the route leaves this read to app.inject.
 */
export type LocalReader = (
  params: Record<string, string>,
  query: Record<string, string>,
) => Promise<ReadAnswer | undefined>

export type LocalReads = {
  /** `reader` answers reads of `route` (a path as registered, prefix included: `/api/venues/:id`). */
  add(route: string, reader: LocalReader): void
  /**
   * A GET route the app has (its onRoute hook tells every one), so that a reader takes only the
   * paths Fastify would route to it: `/api/venues/stats` is its own route, not a venue `stats`.
   */
  known(route: string): void
  /** The answer to GET `path` (path and query) in process; undefined when no reader takes it. */
  read(path: string): Promise<ReadAnswer | undefined>
}

type Route = { segments: string[]; reader?: LocalReader }

export function createLocalReads(): LocalReads {
  const routes: Route[] = []
  const byUrl = new Map<string, Route>()
  const routeOf = (url: string) => {
    let route = byUrl.get(url)
    if (!route) {
      route = { segments: url.split('/') }
      byUrl.set(url, route)
      routes.push(route)
    }
    return route
  }
  return {
    add(route, reader) {
      routeOf(route).reader = reader
    },
    known(route) {
      routeOf(route)
    },
    async read(path) {
      const at = path.indexOf('?')
      const pathname = at < 0 ? path : path.slice(0, at)
      const query = queryOf(at < 0 ? '' : path.slice(at + 1))
      if (!query) return undefined
      const parts = pathname.split('/')
      // Static segments first, as Fastify's router prefers them (/venues/search over /venues/:id).
      const matches = routes
        .map((route) => ({ route, params: paramsOf(route.segments, parts) }))
        .filter((m) => m.params !== undefined)
        .sort((a, b) => staticCount(b.route) - staticCount(a.route))
      // The route Fastify would pick: only when it is a reader's is the read answered here.
      const match = matches[0]
      return match?.route.reader ? match.route.reader(match.params!, query) : undefined
    },
  }
}

const staticCount = (route: Route) => route.segments.filter((s) => !s.startsWith(':')).length

function paramsOf(segments: string[], parts: string[]): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]
    if (segment.startsWith(':')) {
      const value = decoded(parts[i])
      if (value === undefined || value === '') return undefined
      params[segment.slice(1)] = value
    } else if (segment !== parts[i]) return undefined
  }
  return params
}

/** The query as Fastify's parser gives it when every key comes once; undefined otherwise (inject decides). */
function queryOf(search: string): Record<string, string> | undefined {
  const query: Record<string, string> = {}
  if (!search) return query
  for (const pair of search.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const key = decoded((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '))
    const value = decoded(eq < 0 ? '' : pair.slice(eq + 1).replace(/\+/g, ' '))
    if (key === undefined || value === undefined || Object.hasOwn(query, key)) return undefined
    query[key] = value
  }
  return query
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/**
 * The 200 serialiser a route with `schema` has: the JSON writer's (jsonSerializerCompiler) or zod's
 * (the app's default serializerCompiler), as the route is registered.
 */
export function answerSerializer(
  route: string,
  schema: $ZodType,
  compiler: 'json-writer' | 'zod',
): (value: unknown) => string {
  const compile = compiler === 'json-writer' ? jsonSerializerCompiler : serializerCompiler
  return compile({ schema, method: 'GET', url: route, httpStatus: '200' } as never) as (value: unknown) => string
}

/**
 * `answer()`'s text as a 200, or the route's own answer to an error it would answer with a 4xx
 * (not found, a field error); anything else (a 5xx, logged by the route) goes to app.inject.
 */
export async function answered(answer: () => Promise<string>): Promise<ReadAnswer | undefined> {
  try {
    return { status: 200, body: await answer() }
  } catch (err) {
    const known = errorAnswerOf(err)
    return known && known.status < 500 ? { status: known.status, body: JSON.stringify(known.body) } : undefined
  }
}

/** GET `path` of `app`'s API: in process when a route reads it so (LocalReads), else through app.inject. */
export async function readApi(app: FastifyInstance, path: string): Promise<ReadAnswer> {
  const local = await app.localReads.read(path)
  if (local) return local
  const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } })
  return { status: res.statusCode, body: res.body }
}
