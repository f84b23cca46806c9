// Named prepared statements for PGlite. PGlite's own `query` parses, describes and plans every
// statement afresh (an unnamed statement each time), and planning is most of what a read costs: the
// venue page's one statement took 5.7 ms of CPU through `query` and 1.7 ms as a prepared statement
// (docs/benchmarks.md, "Prepared statements on PGlite"). Drizzle sends the same SQL text for the
// same query shape with the values as parameters, so a statement seen twice is prepared under a
// name and then only bound and executed; PostgreSQL keeps its plan (and replans it by itself after
// a schema change). Queries inside a transaction use the same statements (`inTransaction`), under
// the query lock alone: the transaction's caller already holds the other.
import {
  parse as pgliteParse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]
type ParserOptions = NonNullable<QueryOptions['parsers']>
type Parsers = PGlite['parsers']

type Statement = { name: string; paramTypes: number[] }

/** Statements kept prepared per database; the least recently used is closed beyond this. */
export const PREPARED_STATEMENTS_MAX = 400

/**
 * A statement seen once is remembered by its text only; the second time it is prepared. Queries
 * whose text differs every time (values written into the SQL) then cost no more than before.
 */
const SEEN_MAX = 2_000

const { serialize } = protocol

/** PostgreSQL's "cached plan must not change result type": the table changed under a prepared `select *`. */
const PLAN_CHANGED = '0A000'

export type PreparedQuery = <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>

/** The open transaction's handle: a statement seen for the first time runs through its `query`. */
type InTransaction = Pick<Transaction, 'query'>

/**
 * `query` outside transactions, and `inTransaction(tx)` for the queries of the transaction `tx`, now
 * open (its caller holds PGlite's transaction lock, so only the query lock is taken, as PGlite's
 * own transaction handle does).
 */
export type PreparedQueries = PreparedQuery & { inTransaction: (tx: InTransaction) => PreparedQuery }

/**
 * `query` for `pglite` outside transactions, preparing statements by their text. It takes the same
 * two locks as PGlite's own `query`, so it never runs inside another caller's transaction or
 * between another query's protocol messages.
 */
export function preparedQueries(pglite: PGlite): PreparedQueries {
  const prepared = new Map<string, Statement>()
  const seen = new Set<string>()
  let counter = 0

  /** Where a query runs: on its own (both locks, then written to disk), or in the open transaction `tx`. */
  type Mode = { tx?: InTransaction }
  const OUTSIDE: Mode = {}

  const run = async <T>(
    mode: Mode,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> => {
    let statement = prepared.get(sql)
    if (statement) {
      // Most recently used last: the Map's order is the eviction order.
      prepared.delete(sql)
      prepared.set(sql, statement)
    } else if (seen.has(sql)) {
      seen.delete(sql)
      statement = await prepare(mode, sql, options)
    } else {
      remember(sql)
      return ownQuery<T>(mode, sql, params, options)
    }
    try {
      return await execute<T>(mode, statement, sql, params, options)
    } catch (err) {
      if ((err as { code?: string }).code !== PLAN_CHANGED) throw err
      await forget(mode, sql)
      // Inside a transaction the error has ended it: the caller sees it, as any failed statement.
      if (mode.tx) throw err
      return pglite.query<T>(sql, params, options)
    }
  }

  /** PGlite's own path: its `query` outside a transaction; inside, the transaction handle's. */
  const ownQuery = <T>(mode: Mode, sql: string, params: unknown[], options: QueryOptions | undefined) =>
    (mode.tx ?? pglite).query<T>(sql, params, options)

  function remember(sql: string) {
    if (seen.size >= SEEN_MAX) seen.delete(seen.values().next().value!)
    seen.add(sql)
  }

  async function prepare(mode: Mode, sql: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `bountiful_${++counter}`
    const messages: BackendMessage[] = []
    await exclusive(mode, async () => {
      try {
        messages.push(...(await noSync(serialize.parse({ name, text: sql, types: options?.paramTypes }))))
        messages.push(...(await noSync(serialize.describe({ type: 'S', name }))))
      } finally {
        await noSync(serialize.sync())
      }
    })
    const statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(messages) }
    prepared.set(sql, statement)
    if (prepared.size > PREPARED_STATEMENTS_MAX) await forget(mode, prepared.keys().next().value!)
    return statement
  }

  async function forget(mode: Mode, sql: string) {
    const statement = prepared.get(sql)
    if (!statement) return
    prepared.delete(sql)
    await exclusive(mode, async () => {
      try {
        await noSync(serialize.close({ type: 'S', name: statement.name }))
      } finally {
        await noSync(serialize.sync())
      }
    })
  }

  async function execute<T>(
    mode: Mode,
    statement: Statement,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = serializeValues(statement.paramTypes, params, options)
    let messages: BackendMessage[] = []
    await exclusive(mode, async () => {
      // Bind, Describe, Execute and Sync in one call into PostgreSQL: after an error it skips to the
      // Sync, as it would with each message sent on its own, and the error is thrown once all ran.
      try {
        messages = await noSync(
          concatBytes([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        )
      } catch (err) {
        throw Object.assign(err as Error, { query: sql, params })
      }
      // A transaction's writes reach the disk when it ends (as PGlite's own path does).
      if (!mode.tx) await pglite.syncToFs()
    })
    return pgliteParse.parseResults(messages, parsersFor(options), rowModeOnly(options))[0] as Results<T>
  }

  // parseResults copies PGlite's parsers (over 300 types) and the query's own into a new object on
  // every call given the query's: about 0.09 ms of CPU a query (docs/benchmarks.md, "Venue detail
  // on a miss, again"). Drizzle passes the same parsers object with every query of a statement, so
  // its parsers are laid over PGlite's once, on a prototype chain that still sees a type PGlite adds
  // later (refreshArrayTypes adds to its object in place).
  const layered = new WeakMap<ParserOptions, Parsers>()
  function parsersFor(options: QueryOptions | undefined): Parsers {
    if (!options?.parsers) return pglite.parsers
    let parsers = layered.get(options.parsers)
    if (!parsers)
      layered.set(options.parsers, (parsers = Object.assign(Object.create(pglite.parsers) as Parsers, options.parsers)))
    return parsers
  }

  function serializeValues(types: number[], params: unknown[], options: QueryOptions | undefined) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null
      const type = types[i]
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type]
      return serializer ? serializer(param) : String(param)
    })
  }

  const rowModeOnly = (options: QueryOptions | undefined) =>
    options?.rowMode === undefined ? undefined : { rowMode: options.rowMode }
  const noSync = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false })
  const exclusive = (mode: Mode, fn: () => Promise<void>) =>
    mode.tx ? pglite._runExclusiveQuery(fn) : pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(fn))

  return Object.assign<PreparedQuery, Pick<PreparedQueries, 'inTransaction'>>(
    (sql, params = [], options) => run(OUTSIDE, sql, params, options),
    {
      inTransaction:
        (tx) =>
        (sql, params = [], options) =>
          run({ tx }, sql, params, options),
    },
  )
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
