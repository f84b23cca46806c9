// One fetch wrapper for every call: the session's bearer token (session-store.ts) and this site's
// own cookies (Callie's visitor, the device cookie) sent, JSON in and out (or a raw body: a photo as
// multipart, a CSV file), and a non-OK response raised as an ApiError. Error bodies are read here, and only here, with the API's error contract
// (src/domain/api/api-error-codes.ts): `{ code, message, errors? }`. UI code branches on `code` or
// `status`, never on the message, which is for people.
import { apiErrorCodeOf, readErrorBody, type ApiErrorCode, type FieldErrors } from '~/domain/api/api-error-codes'

export type { ApiErrorCode, FieldErrors }

export type ParsedErrorBody = { code: ApiErrorCode; message?: string; errors: FieldErrors }

/**
 * What an error answer says. A body that is not the contract's (a proxy's HTML page, an empty
 * body) says nothing but its status, which gives the code.
 */
export function parseErrorBody(status: number, body: string): ParsedErrorBody {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    json = undefined
  }
  const parsed = readErrorBody(json)
  if (!parsed) return { code: apiErrorCodeOf(status), errors: {} }
  return { code: parsed.code, message: parsed.message, errors: parsed.errors ?? {} }
}

export class ApiError extends Error {
  readonly status: number
  readonly body: string
  /** What kind of failure (the contract's code; from the status when the body is not ours). */
  readonly code: ApiErrorCode
  /** `message` of our JSON error body, when there is one. */
  readonly serverMessage: string | undefined
  /** The refused fields and their messages (empty when none is named). */
  readonly fieldErrors: FieldErrors
  /** The call carried the session's token: a 401 then means the session has ended. */
  readonly withSession: boolean

  constructor(status: number, statusText: string, body: string, { withSession = false } = {}) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.withSession = withSession
    const parsed = parseErrorBody(status, body)
    this.code = parsed.code
    this.serverMessage = parsed.message
    this.fieldErrors = parsed.errors
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** The server no longer accepts the session this call carried (expired, revoked, logged out elsewhere). */
export const isSessionRejected = (e: unknown): boolean => isApiError(e) && e.withSession && e.status === 401

/** `body` goes as JSON; `rawBody` as it is (FormData sets its own type), with `contentType` when given. */
type RequestOptions = Omit<RequestInit, 'body'> & { body?: unknown; rawBody?: BodyInit; contentType?: string }

// Where the session token lives is session-store.ts's business (it registers itself here); every
// request sends it as a bearer header when there is one.
let bearerToken: () => string | null = () => null
export function setBearerTokenSource(source: () => string | null) {
  bearerToken = source
}

/**
 * What a call reads of an answer. The browser's fetch gives a Response; the server renderer
 * (src/web/entry-server.tsx), which answers from the API in process, gives the body as it has it:
 * a Response made for each answer and read back through its stream was 7 % of a page's render
 * (docs/benchmarks.md, issue 31).
 */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>
type Transport = (input: string, init: RequestInit) => Promise<Response | ApiAnswer>

let transport: Transport = (input, init) => fetch(input, init)
export function setApiTransport(answer: Transport) {
  transport = answer
}

/**
 * The answer itself, for a caller that reads the body as it arrives (a stream of server-sent
 * events, a file): the same headers, session and error handling as every call, a non-OK answer
 * raised. Only a fetch's answer has a body to read so.
 */
export async function apiResponse(url: string, options: RequestOptions = {}): Promise<Response> {
  const res = await send(url, options)
  if (!(res instanceof Response)) throw new Error(`${url}: this call reads a fetch's answer, not the server renderer's`)
  return res
}

async function send(
  url: string,
  { body, rawBody, contentType, headers, ...init }: RequestOptions,
): Promise<Response | ApiAnswer> {
  const token = bearerToken()
  const type = rawBody !== undefined ? contentType : body !== undefined ? 'application/json' : undefined
  const res = await transport(url, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(type ? { 'Content-Type': type } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined),
  })
  if (!res.ok)
    throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''), { withSession: Boolean(token) })
  return res
}

export async function apiRequest<T>(url: string, init: RequestOptions = {}): Promise<T> {
  const res = await send(url, init)
  if (res.status === 204) return undefined as T
  const text = await res.text()
  return (text ? JSON.parse(text) : undefined) as T
}

export const api = {
  get: <T>(url: string, init?: RequestOptions) => apiRequest<T>(url, { ...init, method: 'GET' }),
  post: <T>(url: string, body?: unknown, init?: RequestOptions) =>
    apiRequest<T>(url, { ...init, method: 'POST', body }),
  put: <T>(url: string, body?: unknown, init?: RequestOptions) => apiRequest<T>(url, { ...init, method: 'PUT', body }),
  patch: <T>(url: string, body?: unknown, init?: RequestOptions) =>
    apiRequest<T>(url, { ...init, method: 'PATCH', body }),
  delete: <T>(url: string, init?: RequestOptions) => apiRequest<T>(url, { ...init, method: 'DELETE' }),
  /** A body that is not JSON: a photo as multipart (FormData), a CSV file as text/csv. */
  postRaw: <T>(url: string, rawBody: BodyInit, contentType?: string) =>
    apiRequest<T>(url, { method: 'POST', rawBody, contentType }),
}

/** Query string of the defined, non-empty values only. */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue
    qs.set(k, String(v))
  }
  const s = qs.toString()
  return s ? `?${s}` : ''
}
