import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { LIFTOFF_ONLY } from './tests/support/liftoff'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }

/**
 * API files that test the HTTP layer rather than the database: whatever they query, other files
 * query too on both backends. They run in one API project only: api-postgres (PostgreSQL, the
 * production back end, and cheaper per test: no WebAssembly database on the worker) when
 * TEST_DATABASE_URL is set, as it always is for `npm test` in CI; api-pglite otherwise, so a
 * developer without PostgreSQL still runs them. About 30–45 worker CPU-s a run (docs/benchmarks.md,
 * "Vitest, twelfth session").
 */
const BACKEND_INDEPENDENT = [
  // Hostile values for every operation: the answers' status and error body come from the routes'
  // validation and error handler; each route's queries are in its own file.
  'tests/security/openapi-fuzz-1.test.ts',
  'tests/security/openapi-fuzz-2.test.ts',
  'tests/security/openapi-fuzz-3.test.ts',
  // The same operations in parallel bursts: races show on PostgreSQL's pool, where transactions overlap.
  'tests/security/concurrent-writes.test.ts',
  // Who may call what, decided by the session and ownership checks before a route's own queries.
  'tests/security/permission-matrix.test.ts',
  // Slow and stalled bodies, load shedding, the documentation page: the server's limits.
  'tests/api/server-limits.test.ts',
  // HTML rendered from the venue and search answers that venues, search and seo test on both.
  'tests/api/server-render.test.ts',
  // The OpenAPI document's schemas: no query.
  'tests/api/openapi-contracts.test.ts',
  // Photo files on disk and their variants (sharp): no query.
  'tests/api/media-variants.test.ts',
  'tests/api/uploaded-media.test.ts',
  // The built web app's files: no query.
  'tests/api/web-assets.test.ts',
  // Place suggestions from the bundled place index: no query.
  'tests/api/places.test.ts',
  // The local Stripe stand-in alone: no app, no database.
  'tests/api/stripe-local-server.test.ts',
]
const withPostgres = Boolean(process.env.TEST_DATABASE_URL)

const api = (name: string, backend: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...((backend === 'postgres') === withPostgres ? [] : BACKEND_INDEPENDENT)],
    globalSetup: ['tests/api/setup/global-setup.ts'],
    env: { TEST_DB: backend },
    // PGlite in each worker without WebAssembly's optimising tier (tests/support/liftoff.ts).
    execArgv: backend === 'pglite' ? LIFTOFF_ONLY : [],
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
      ...(withPostgres ? [api('api-postgres', 'postgres')] : []),
    ],
  },
})
