// What the global error handler does with an error the database raised: a value the database
// cannot hold is the client's mistake (400, not 500), and what we log about any error names the
// query and the fields, never the values (names, emails, phones) a request carried.
import { AppError, badRequest } from './errors'

type DatabaseErrorLike = {
  code?: unknown
  message?: unknown
  constraint?: unknown
  table?: unknown
  column?: unknown
  severity?: unknown
}

const SQLSTATE = /^[0-9A-Z]{5}$/

/** The PostgreSQL error behind `err` (node-postgres and PGlite both carry its SQLSTATE as `code`), through Drizzle's wrapper. */
function databaseErrorOf(err: unknown): DatabaseErrorLike | undefined {
  for (
    let e = err as (DatabaseErrorLike & { cause?: unknown }) | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e === 'object' && typeof e.code === 'string' && SQLSTATE.test(e.code)) return e
  }
  return undefined
}

/** SQLSTATE of a unique index refusing a row (two live holds of one slot, a duplicate email …). */
export const UNIQUE_VIOLATION = '23505'

export const sqlStateOf = (err: unknown): string | undefined => databaseErrorOf(err)?.code as string | undefined

const DATA_MESSAGES: Record<string, string> = {
  '22021': "The request contains characters we can't store (a NUL character or a broken one)",
  '22P05': "The request contains characters we can't store (a NUL character or a broken one)",
  '22003': 'A number in the request is out of range',
  '22P02': 'A value in the request does not have the expected format',
  '22007': 'A date or time in the request is not valid',
  '22008': 'A date or time in the request is out of range',
  '22001': 'A text in the request is too long',
  '54000': 'A value in the request is too large',
}

/**
 * A 400 for an error of SQLSTATE class 22 (data exception: invalid byte sequence, numeric or
 * datetime out of range, invalid text representation …) or 54000 (a value too large to index);
 * null for anything else. Schemas catch these first; this is the net under every route.
 */
export function databaseInputError(err: unknown): AppError | null {
  const code = sqlStateOf(err)
  if (!code || !(code.startsWith('22') || code === '54000')) return null
  return badRequest(DATA_MESSAGES[code] ?? 'A value in the request cannot be stored')
}

/**
 * The error as it may be logged. Drizzle's message repeats the query's parameters, and
 * PostgreSQL's `detail` quotes the offending row ("Key (email)=(…) already exists"): both are left
 * out; the SQL text (placeholders only), SQLSTATE, constraint, table and column stay.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  const e = (err ?? {}) as {
    name?: unknown
    message?: unknown
    stack?: unknown
    query?: unknown
    code?: unknown
    statusCode?: unknown
    reason?: unknown
  }
  const db = databaseErrorOf(err)
  // `reason`: the cause an AppError keeps for the log only (e.g. which storage call failed).
  const reason = typeof e.reason === 'string' ? { reason: e.reason } : {}
  if (!db)
    return {
      type: typeof e.name === 'string' ? e.name : 'Error',
      message: String(e.message ?? err),
      code: e.code,
      ...reason,
      stack: e.stack,
    }
  const stack =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : undefined
  return {
    type: typeof e.name === 'string' ? e.name : 'DatabaseError',
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    code: db.code,
    message: typeof db.message === 'string' ? db.message : undefined,
    constraint: db.constraint,
    table: db.table,
    column: db.column,
    stack,
  }
}

/** The names of a body's fields (what a log may say about a request's content). */
export function fieldNamesOf(body: unknown): string[] | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return undefined
  return Object.keys(body).slice(0, 50)
}
