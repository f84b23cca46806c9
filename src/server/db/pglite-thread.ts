// The main thread's side of the embedded database's worker (pglite-worker.ts): an object with the
// part of PGlite's interface drizzle-orm/pglite uses (query with rowMode and parsers, exec,
// transaction), plus LISTEN and close. Every call is a message to the worker; answers, rows and
// errors come back by structured clone, which keeps Dates, Uint8Arrays, bigints, arrays and nulls.
import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite'
import { COMPILED } from '../lib/app-root'
import type { WireError, WireQueryOptions, WorkerData, WorkerMessage, WorkerRequest } from './pglite-worker'

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

export type TransactionHandle = Pick<Transaction, 'query' | 'exec' | 'rollback' | 'closed'>

export type PgliteThread = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
  transaction<T>(callback: (tx: TransactionHandle) => Promise<T>): Promise<T>
  /** Calls `onPayload` for every NOTIFY on `channel`; answers how to stop. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** Closes PGlite (its files are complete after this) and ends the thread. */
  close(): Promise<void>
  /** Requests sent and not yet answered beyond the one PGlite runs: the database's queue (load shedding). */
  queued(): number
  /** The thread itself (tests end it to play a crash). */
  readonly worker: Worker
}

export type StartOptions = WorkerData & {
  /** The worker ended without close() (a crash, out of memory): every pending query has failed. */
  onLost?: (err: Error) => void
}

/** Without a database the server must not go on serving: one line, and the process ends. */
export function exitOnLostDatabase(err: Error): void {
  console.error(`The embedded database stopped unexpectedly (${err.message}); Bountiful is shutting down.`)
  process.exit(1)
}

// The compiled server (scripts/build-server.ts) has the worker compiled beside it; from source, the
// worker's entry registers tsx first.
const ENTRY = COMPILED
  ? new URL('./pglite-worker.js', import.meta.url)
  : new URL('./pglite-worker-entry.mjs', import.meta.url)

export function fromWireError(wire: WireError): Error {
  return Object.assign(new Error(String(wire.message)), wire)
}

/**
 * The worker's young generation, in MB (V8 makes it three semi-spaces: 4 MB each). What the thread
 * allocates lives for one query (its SQL, parameters and rows on their way to the main thread), so a
 * small one is collected as cheaply; left to V8 it grew to 32 MB under traffic and kept it, unused,
 * after the traffic (the thread never ran the full collection that lets V8 shrink it).
 * docs/benchmarks.md, "Memory that comes back".
 */
const WORKER_YOUNG_GENERATION_MB = 12

export async function startPgliteThread({
  dataDir,
  loadDataDir,
  startParams,
  onLost = exitOnLostDatabase,
}: StartOptions): Promise<PgliteThread> {
  const worker = new Worker(ENTRY, {
    workerData: { dataDir, loadDataDir, startParams } satisfies WorkerData,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>()
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let nextId = 1
  let nextTx = 1
  let closing = false
  let lost: Error | null = null

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database worker exited (code ${code}) while opening`))
    const onError = (err: Error) => reject(err)
    worker.once('exit', onExit)
    worker.once('error', onError)
    worker.once('message', (message: WorkerMessage) => {
      worker.off('exit', onExit)
      worker.off('error', onError)
      if (message.type === 'ready') resolve()
      else if (message.type === 'failed') {
        reject(fromWireError(message.error))
        void worker.terminate()
      } else reject(new Error(`Unexpected first message from the database worker: ${message.type}`))
    })
  })

  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'notify') {
      for (const onPayload of listeners.get(message.channel) ?? []) onPayload(message.payload)
      return
    }
    if (message.type !== 'reply') return
    const call = pending.get(message.id)
    if (!call) return
    pending.delete(message.id)
    // A thread with nothing to answer must not keep the process alive, as an idle in-process PGlite does not.
    if (pending.size === 0) worker.unref()
    if (message.ok) call.resolve(message.value)
    else call.reject(fromWireError(message.error))
  })
  let crash: Error | null = null
  worker.on('error', (err) => (crash = err))
  worker.on('exit', (code) => {
    lost = closing
      ? new Error('The embedded database is closed')
      : (crash ?? new Error(`worker exited with code ${code}`))
    for (const call of pending.values()) call.reject(lost)
    pending.clear()
    if (!closing) onLost(lost)
  })
  worker.unref()

  const call = <T>(request: Request): Promise<T> => {
    if (lost) return Promise.reject(lost)
    if (closing && request.op !== 'close') return Promise.reject(new Error('The embedded database is closed'))
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      try {
        worker.postMessage({ ...request, id })
      } catch (err) {
        // A parameter structured clone cannot copy (a function): the query fails, nothing is sent.
        reject(err as Error)
        return
      }
      if (pending.size === 0) worker.ref()
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
    })
  }

  const query = <T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) =>
    call<Results<T>>({ op: 'query', tx, sql, params, options: wireOptions(options) })

  return {
    worker,
    queued: () => Math.max(0, pending.size - 1),
    query: (sql, params, options) => query(undefined, sql, params, options),
    exec: (sql) => call({ op: 'exec', sql }),
    async transaction(callback) {
      const tx = nextTx++
      await call({ op: 'begin', tx })
      let closed = false
      const open = () => {
        if (closed) throw new Error('Transaction is closed')
      }
      const handle: TransactionHandle = {
        async query(sql, params, options) {
          open()
          return query(tx, sql, params, options)
        },
        async exec(sql) {
          open()
          return call({ op: 'exec', tx, sql })
        },
        async rollback() {
          open()
          closed = true
          await call({ op: 'end', tx, commit: false })
        },
        get closed() {
          return closed
        },
      }
      let result
      try {
        result = await callback(handle)
      } catch (err) {
        if (!closed) {
          closed = true
          // The callback's error is the one to report; a failed ROLLBACK has ended the transaction too.
          await call({ op: 'end', tx, commit: false }).catch(() => {})
        }
        throw err
      }
      if (!closed) {
        closed = true
        await call({ op: 'end', tx, commit: true })
      }
      return result
    },
    async listen(channel, onPayload) {
      let set = listeners.get(channel)
      if (!set) {
        listeners.set(channel, (set = new Set()))
        try {
          await call({ op: 'listen', channel })
        } catch (err) {
          listeners.delete(channel)
          throw err
        }
      }
      set.add(onPayload)
      return async () => {
        set.delete(onPayload)
        if (set.size > 0 || listeners.get(channel) !== set) return
        listeners.delete(channel)
        await call({ op: 'unlisten', channel })
      }
    },
    async close() {
      if (closing) return
      closing = true
      try {
        await call({ op: 'close' })
      } finally {
        await worker.terminate()
      }
    },
  }
}

// Drizzle passes the same two option objects with every query of a prepared statement.
const wired = new WeakMap<QueryOptions, WireQueryOptions>()

/** Drizzle's options as data: its parsers keep some types as text; a parser that does more cannot cross threads. */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined
  let wire = wired.get(options)
  if (wire) return wire
  const { rowMode, parsers, ...rest } = options
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined)
  if (unsupported.length)
    throw new Error(`Query options the database worker does not support: ${unsupported.join(', ')}`)
  const textTypes = Object.entries(parsers ?? {}).map(([oid, parse]) => {
    if (parse('\u0001') !== '\u0001') throw new Error(`A parser for type ${oid} cannot run in the database worker`)
    return Number(oid)
  })
  wire = { rowMode, textTypes }
  wired.set(options, wire)
  return wire
}
