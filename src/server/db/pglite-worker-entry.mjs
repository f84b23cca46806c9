// The worker thread's entry (see pglite-thread.ts). On Node 20 a worker thread does not inherit the
// main thread's TypeScript loader (`node --import tsx`), so it registers tsx's before loading the
// worker itself. Only from source: the compiled server (scripts/build-server.ts) starts the worker
// compiled beside it.
import { register } from 'tsx/esm/api'

register()
await import('./pglite-worker.ts')
