// One fetch wrapper for every call (spec §7): cookies sent, JSON in and out, and a non-OK
// response raised as '{status}: {body or status text}'. Our API's 400 shape
// `{ message, errors: { field: message } }` is parsed so forms can show field errors.

export type FieldErrors = Record<string, string>

export class ApiError extends Error {
  readonly status: number
  readonly body: string
  /** `message` of our JSON error body, when there is one. */
  readonly serverMessage: string | undefined
  readonly fieldErrors: FieldErrors

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    const parsed = parseErrorBody(body)
    this.serverMessage = parsed.message
    this.fieldErrors = parsed.errors
  }
}

export function parseErrorBody(body: string): { message?: string; errors: FieldErrors } {
  try {
    const json: unknown = JSON.parse(body)
    if (json && typeof json === 'object') {
      const { message, errors } = json as { message?: unknown; errors?: unknown }
      const fieldErrors: FieldErrors = {}
      if (errors && typeof errors === 'object') {
        for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
          if (typeof v === 'string') fieldErrors[k] = v
          else if (Array.isArray(v) && typeof v[0] === 'string') fieldErrors[k] = v[0]
        }
      }
      return { message: typeof message === 'string' ? message : undefined, errors: fieldErrors }
    }
  } catch {
    // Not JSON: the raw body is the message.
  }
  return { errors: {} }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

type RequestOptions = Omit<RequestInit, 'body'> & { body?: unknown }

// Where the session token lives is the auth feature's business (src/web/auth/session-store.ts
// registers it); every request sends it as a bearer header when there is one.
let bearerToken: () => string | null = () => null
export function setBearerTokenSource(source: () => string | null) {
  bearerToken = source
}

export async function apiRequest<T>(url: string, { body, headers, ...init }: RequestOptions = {}): Promise<T> {
  const token = bearerToken()
  const res = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''))
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
