// The embedded database's own thread (docs/decisions/0009): PGlite runs here, so a long query no
// longer stops the HTTP server's event loop. The main thread's proxy (pglite-thread.ts) sends each
// query, transaction step and LISTEN here and gets plain, structured-clone-safe answers back.
// Requests are handled in arrival order by PGlite's own locks: while a transaction is open, other
// queries wait for it, exactly as they do on an in-process PGlite.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { preparedQueries } from './pglite-prepared'

export type WorkerData = {
  dataDir?: string
  loadDataDir?: Blob
  /** PostgreSQL's command line; PGlite's own when unset. */
  startParams?: string[]
}

/** What a query may ask of the worker: drizzle's options, its parsers reduced to the types kept as text. */
export type WireQueryOptions = { rowMode?: 'array' | 'object'; textTypes?: number[] }

export type WorkerRequest = { id: number } & (
  | { op: 'query'; tx?: number; sql: string; params?: unknown[]; options?: WireQueryOptions }
  | { op: 'exec'; tx?: number; sql: string }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
)

/** An error as it crosses the thread boundary: its name, message, stack and every plain field (code, detail, constraint …). */
export type WireError = Record<string, string | number | boolean | bigint | null | undefined>

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: WireError }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: WireError }
  | { type: 'notify'; channel: string; payload: string }

export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) }
  const wire: WireError = { name: err.name, message: err.message, stack: err.stack }
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value))
      wire[key] = value as WireError[string]
  }
  return wire
}

const port = parentPort

async function serve({ dataDir, loadDataDir, startParams }: WorkerData) {
  const post = (message: WorkerMessage) => port!.postMessage(message)
  let pglite: PGlite
  try {
    pglite = await PGlite.create(dataDir, { startParams, ...(loadDataDir ? { loadDataDir } : {}) })
  } catch (err) {
    post({ type: 'failed', error: toWireError(err) })
    return
  }

  // Queries run as named prepared statements (pglite-prepared.ts), a transaction's in that transaction.
  const prepared = preparedQueries(pglite)
  // Open transactions: the handle PGlite gave us, and how to end the callback that holds it open.
  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>()
  const listening = new Map<string, () => Promise<void>>()

  const openTransaction = (tx: number): Transaction => {
    const open = transactions.get(tx)
    if (!open) throw new Error('Transaction is closed')
    return open.tx
  }
  const target = (tx: number | undefined): PGlite | Transaction => (tx === undefined ? pglite : openTransaction(tx))

  const handlers = {
    async query(r: Extract<WorkerRequest, { op: 'query' }>) {
      const options = queryOptions(r.options)
      if (r.tx === undefined) return prepared(r.sql, r.params, options)
      return prepared.inTransaction(openTransaction(r.tx))(r.sql, r.params, options)
    },
    async exec(r: Extract<WorkerRequest, { op: 'exec' }>) {
      return target(r.tx).exec(r.sql)
    },
    async begin({ tx: id }: Extract<WorkerRequest, { op: 'begin' }>) {
      let opened!: () => void
      const begun = new Promise<void>((resolve) => (opened = resolve))
      let end!: (commit: boolean) => void
      const ended = new Promise<boolean>((resolve) => (end = resolve))
      const done = pglite
        .transaction(async (tx) => {
          transactions.set(id, { tx, end, done })
          opened()
          if (!(await ended)) await tx.rollback()
        })
        .finally(() => transactions.delete(id))
      // BEGIN itself may fail (a closed database): then `done` rejects before the callback runs.
      await Promise.race([begun, done])
    },
    async end({ tx: id, commit }: Extract<WorkerRequest, { op: 'end' }>) {
      const open = transactions.get(id)
      if (!open) throw new Error('Transaction is closed')
      open.end(commit)
      await open.done
    },
    async listen({ channel }: Extract<WorkerRequest, { op: 'listen' }>) {
      if (listening.has(channel)) return
      listening.set(channel, await pglite.listen(channel, (payload) => post({ type: 'notify', channel, payload })))
    },
    async unlisten({ channel }: Extract<WorkerRequest, { op: 'unlisten' }>) {
      const stop = listening.get(channel)
      listening.delete(channel)
      await stop?.()
    },
    async close() {
      await pglite.close()
      // Nothing else keeps this thread alive once the port is closed: it ends.
      setImmediate(() => port!.close())
    },
  }

  port!.on('message', (request: WorkerRequest) => {
    const handle = handlers[request.op] as (r: WorkerRequest) => Promise<unknown>
    handle(request).then(
      (value) => {
        try {
          post({ type: 'reply', id: request.id, ok: true, value })
        } catch (err) {
          // A value structured clone cannot copy: the caller gets an error, not silence.
          post({ type: 'reply', id: request.id, ok: false, error: toWireError(err) })
        }
      },
      (err: unknown) => post({ type: 'reply', id: request.id, ok: false, error: toWireError(err) }),
    )
  })
  post({ type: 'ready' })
}

// Drizzle asks for some types (timestamps, dates, intervals, numeric and date arrays) as the text
// PostgreSQL sent; its parsers are identities, which cannot cross threads, so their type ids do.
// One options object per shape, kept: pglite-prepared.ts merges a query's parsers into PGlite's once
// per parsers object, not on every query.
const keepText = (value: string) => value
const optionsByShape = new Map<string, QueryOptions>()
function queryOptions(options: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined
  const { rowMode, textTypes } = options
  const shape = `${rowMode ?? ''}|${textTypes?.join(',') ?? ''}`
  let built = optionsByShape.get(shape)
  if (!built) {
    built = {
      ...(rowMode ? { rowMode } : {}),
      ...(textTypes?.length ? { parsers: Object.fromEntries(textTypes.map((oid) => [oid, keepText])) } : {}),
    }
    optionsByShape.set(shape, built)
  }
  return built
}

if (port) void serve(workerData as WorkerData)
