import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { LIFTOFF_ONLY } from './tests/support/liftoff'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }

/**
 * API files whose answers can differ between the two back ends, which run on both when
 * TEST_DATABASE_URL is set (as it always is for `npm test` in CI). Every other API file runs once:
 * on PostgreSQL (the production back end) when TEST_DATABASE_URL is set, on PGlite otherwise, so a
 * developer without PostgreSQL still runs them all.
 *
 * PGlite is PostgreSQL compiled to WebAssembly: the same parser, planner and executor run the same
 * SQL, so a route's own logic answers alike on both. What differs, and is proven on both here: one
 * connection in a worker thread against a pool whose transactions overlap (races, bursts, locks),
 * how values come back across the worker (money in integer cents, dates), LISTEN/NOTIFY, migrations
 * and seeding on each kind of data directory, and the database's health. The browser suite runs the
 * whole product over PGlite, the quick start's default. Running every file twice cost about 150
 * worker CPU-s a run (the api-pglite project: 259 CPU-s for 874 tests, 2026-11-29; docs/benchmarks.md).
 */
const BOTH_BACKENDS = [
  // The embedded database's worker thread, and creating the database on first start.
  'tests/api/platform/database-worker.test.ts',
  'tests/api/platform/ensure-database.test.ts',
  // Migrations and seeding over each back end's data.
  'tests/api/platform/event-times-migration.test.ts',
  'tests/api/platform/seed.test.ts',
  'tests/api/venues/demo-catalogue.test.ts',
  'tests/api/staff/venue-import-load.test.ts',
  // The database's probe in /api/health.
  'tests/api/platform/health.test.ts',
  // Search in SQL (text search, counting, the catalogue index against SQL, with seeds per back end).
  'tests/api/search/search.test.ts',
  'tests/api/search/search-count.test.ts',
  'tests/api/search/search-equivalence.test.ts',
  'tests/api/search/search-cards.test.ts',
  // The venue page read from the related rows the database's triggers keep, against the live read.
  'tests/api/venues/venue-detail-equivalence.test.ts',
  // Races and bursts: one winner, no lost update, on a pool whose transactions overlap and on one
  // connection that queues them.
  'tests/api/bookings/booking-lifecycle-property.test.ts',
  'tests/api/venue-portal/venue-portal-concurrency.test.ts',
  'tests/api/venues/venue-packages-instant-book.test.ts',
  'tests/api/platform/rate-limits.test.ts',
  // Money to the cent as each driver returns integer columns.
  'tests/api/payments/payments-exact.test.ts',
  // LISTEN/NOTIFY: the outbox woken by the database, the read cache told by another instance.
  'tests/api/email/outbox.test.ts',
  'tests/api/platform/read-cache.test.ts',
]
const withPostgres = Boolean(process.env.TEST_DATABASE_URL)

const api = (name: string, backend: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include:
      backend === 'pglite' && withPostgres ? BOTH_BACKENDS : ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
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
