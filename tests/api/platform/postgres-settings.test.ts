// The app's own connections to PostgreSQL: statements run without JIT compilation (client.ts).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../setup/test-app'

describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL connections', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('run without JIT on every pooled connection', async () => {
    // More at once than the test pool's four connections, so each of them answers.
    type Row = { jit: string; pid: number }
    const rows = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const result = await t.db.execute(
          sql`select current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.05)`,
        )
        return (result as unknown as { rows: Row[] }).rows[0]
      }),
    )
    expect(new Set(rows.map((r) => r.pid)).size).toBeGreaterThan(1)
    expect(rows.map((r) => r.jit)).toEqual(Array(8).fill('off'))
  })
})
