// A first start against a PostgreSQL server without the database DATABASE_URL names: created when
// the role may, otherwise one plain line saying what to run (never a driver's error object).
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { DatabaseSetupError, ensureDatabase } from '~/server/db/ensure-database'

const serverUrl = process.env.TEST_DATABASE_URL
const suffix = `${process.pid}_${Date.now().toString(36)}`
const missing = `bf_missing_${suffix}`
const role = `bf_nocreate_${suffix}`

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const urlFor = (database: string, user?: string) => {
  const url = new URL(serverUrl!)
  url.pathname = `/${database}`
  if (user) {
    url.username = user
    url.password = 'not-a-secret'
  }
  return url.toString()
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('a missing PostgreSQL database', () => {
  afterAll(async () => {
    await admin(`drop database if exists ${missing} with (force)`)
    await admin(`drop role if exists ${role}`)
  })

  it('is created when the role may create databases, and found the next time', async () => {
    expect(await ensureDatabase(urlFor(missing))).toBe('created')
    expect(await ensureDatabase(urlFor(missing))).toBe('exists')
  })

  it('is named in one line with the command to run when the role may not', async () => {
    await admin(`create role ${role} login password 'not-a-secret' nocreatedb`)
    const err = await ensureDatabase(urlFor(`${missing}_x`, role)).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DatabaseSetupError)
    const message = (err as Error).message
    expect(message).toMatch(
      new RegExp(
        `^The PostgreSQL database "${missing}_x" does not exist on .+, and role ${role} may not create it\\. Create it, then start again: createdb .+ -O ${role} ${missing}_x$`,
      ),
    )
    expect(message).not.toContain('\n')
  })

  it('says in one line when the server cannot be reached', async () => {
    const err = await ensureDatabase('postgres://postgres@127.0.0.1:1/nowhere').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DatabaseSetupError)
    expect((err as Error).message).toMatch(
      /^Cannot use the PostgreSQL server at 127\.0\.0\.1:1 \(DATABASE_URL\): .*ECONNREFUSED/,
    )
  })
})
