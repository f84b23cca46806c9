import { describe, expect, it } from 'vitest'
import { databaseInputError, fieldNamesOf, loggableError } from './database-errors'

// The shape node-postgres and PGlite give a failed statement, wrapped as Drizzle wraps it.
const pgError = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error('db says no'), { code, severity: 'ERROR', ...extra })
const drizzleError = (cause: Error) =>
  Object.assign(
    new Error(
      'Failed query: insert into "requests" ("name", "email") values ($1, $2)\nparams: Zelda Quintessa,zelda@example.com',
    ),
    {
      query: 'insert into "requests" ("name", "email") values ($1, $2)',
      params: ['Zelda Quintessa', 'zelda@example.com'],
      cause,
    },
  )

describe('databaseInputError', () => {
  it('turns data exceptions (SQLSTATE class 22) and too-large values into a 400 with a message', () => {
    for (const code of ['22021', '22P05', '22003', '22P02', '22007', '22008', '22001', '22012', '54000']) {
      const err = databaseInputError(drizzleError(pgError(code)))
      expect(err?.status, code).toBe(400)
      expect(err?.message, code).toMatch(/^(The request|A )/)
    }
  })

  it('leaves every other error alone', () => {
    for (const err of [
      pgError('23505'),
      pgError('40001'),
      new Error('boom'),
      Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
      null,
    ]) {
      expect(databaseInputError(drizzleError(err as Error))).toBeNull()
    }
  })
})

describe('loggableError', () => {
  it("keeps the query text, SQLSTATE and constraint, never the parameters or PostgreSQL's detail", () => {
    const logged = loggableError(
      drizzleError(
        pgError('23505', {
          constraint: 'users_email_key',
          detail: 'Key (lower(email))=(zelda@example.com) already exists.',
        }),
      ),
    )
    expect(logged).toMatchObject({
      query: 'insert into "requests" ("name", "email") values ($1, $2)',
      code: '23505',
      constraint: 'users_email_key',
      message: 'db says no',
    })
    expect(JSON.stringify(logged)).not.toMatch(/Zelda|zelda@example/)
  })

  it('logs other errors as they are', () => {
    expect(loggableError(new TypeError('x is undefined'))).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined',
    })
  })
})

describe('fieldNamesOf', () => {
  it('lists the keys of an object body only', () => {
    expect(fieldNamesOf({ name: 'Zelda', email: 'z@example.com' })).toEqual(['name', 'email'])
    expect(fieldNamesOf('name=Zelda')).toBeUndefined()
    expect(fieldNamesOf([1, 2])).toBeUndefined()
  })
})
