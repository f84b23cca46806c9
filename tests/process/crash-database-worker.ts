// For database-worker.test.ts, which runs it compiled as the server is (global-setup.ts): opens
// DATA_DIR (argv[2]) as the server does, then ends the embedded database's worker thread as a crash
// would. The process must then exit on its own.
import { openDatabase } from '~/server/db/client'
import type { PgliteThread } from '~/server/db/pglite-thread'

const database = await openDatabase({ kind: 'pglite', dataDir: process.argv[2], thread: 'worker' })
// Something that would keep a server running.
setInterval(() => {}, 1000)
console.log('opened')
// Drizzle keeps its client at $client: here, the thread.
await (database.db as unknown as { $client: PgliteThread }).$client.worker.terminate()
