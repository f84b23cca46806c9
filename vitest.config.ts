import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }
const api = (name: string, backend: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
    globalSetup: ['tests/api/setup/global-setup.ts'],
    env: { TEST_DB: backend },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app over its own database copy and nothing is mocked, so files
    // can share a worker's loaded modules: the server's modules are imported once per worker, not
    // once per file (about a fifth of the API suite's time).
    isolate: false,
  },
})

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1), which runs every file in
    // turn although most of an API or process test waits on a database thread, a PostgreSQL
    // server or a child process. Two, not three: `npm test` runs the browser suite beside Vitest,
    // and each worker loads and transforms the server's modules once per project (api-pglite alone:
    // 128.6 -> 111.3 CPU-s). The whole `npm test` varies by ±50 s between runs of one commit;
    // docs/benchmarks.md, "The whole npm test", has the runs.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          // No unit test mocks a module or leaves global state behind (fake timers are restored after
          // each test), so a worker runs file after file in the modules it has loaded instead of a
          // new process per file: about half the unit project's CPU time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          globalSetup: ['tests/process/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          // The servers under test are child processes of their own; the files share a worker.
          isolate: false,
        },
      },
      api('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
    ],
  },
})
