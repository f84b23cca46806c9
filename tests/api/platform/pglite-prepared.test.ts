// Queries outside a transaction run as named prepared statements on PGlite (pglite-prepared.ts):
// the same rows, types and errors as PGlite's own `query`, a statement prepared on its second use
// and kept (its plan with it), a bounded number kept, and a table changed under a prepared
// `select *` still answered.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PREPARED_STATEMENTS_MAX, preparedQueries, type PreparedQueries } from '~/server/db/pglite-prepared'

describe.skipIf(process.env.TEST_DB === 'postgres')('prepared statements on PGlite', () => {
  let pglite: PGlite
  let query: PreparedQueries
  const prepared = async () =>
    (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (r) => r.statement,
    )

  beforeAll(async () => {
    pglite = await PGlite.create()
    query = preparedQueries(pglite)
    await pglite.exec(`create table guests (id serial primary key, name text not null unique,
      arrives date, seats int[], notes jsonb, paid_at timestamptz)`)
  })
  afterAll(() => pglite.close())

  it('prepares a statement on its second use and answers as PGlite does, values of every kind included', async () => {
    const insert = 'insert into guests (name, arrives, seats, notes, paid_at) values ($1, $2, $3, $4, $5) returning id'
    const rows = [
      ['Ana', '2026-12-24', [1, 2], { diet: ['vegan'] }, new Date('2026-11-29T12:00:00Z')],
      ['Bo', null, [], null, null],
      ['Cy', '2027-01-02', [7], { diet: [] }, new Date('2026-11-30T08:30:00Z')],
    ]
    for (const r of rows) await query(insert, r)
    expect(await prepared()).toEqual([insert])

    const select = 'select name, arrives, seats, notes, paid_at from guests where id >= $1 order by id'
    const own = await pglite.query(select, [1])
    const first = await query(select, [1])
    const second = await query(select, [1])
    expect(first.rows).toEqual(own.rows)
    expect(second.rows).toEqual(own.rows)
    expect(second.fields).toEqual(own.fields)
    expect(second.rows[0]).toMatchObject({ name: 'Ana', seats: [1, 2], notes: { diet: ['vegan'] } })
    expect(second.rows[1]).toMatchObject({ name: 'Bo', arrives: null, notes: null })
    expect(await prepared()).toContain(select)
    expect((await query(select, [3], { rowMode: 'array' })).rows).toEqual([
      ['Cy', expect.any(Date), [7], { diet: [] }, expect.any(Date)],
    ])
  })

  it('an error keeps its SQLSTATE, and the next query runs', async () => {
    const insert = 'insert into guests (name) values ($1)'
    await query(insert, ['Dee'])
    await query(insert, ['Eve'])
    await expect(query(insert, ['Dee'])).rejects.toMatchObject({ code: '23505' })
    await expect(query('select nonsense from guests where id = $1', [1])).rejects.toMatchObject({ code: '42703' })
    await expect(query('select nonsense from guests where id = $1', [1])).rejects.toMatchObject({ code: '42703' })
    expect((await query<{ n: number }>('select count(*)::int as n from guests where name = $1', ['Dee'])).rows).toEqual(
      [{ n: 1 }],
    )
  })

  it('a table changed under a prepared select * is answered with its new columns', async () => {
    const select = 'select * from guests where name = $1'
    await query(select, ['Ana'])
    await query(select, ['Ana'])
    await pglite.exec('alter table guests add column table_no int default 4')
    const after = await query<{ table_no: number }>(select, ['Ana'])
    expect(after.rows[0].table_no).toBe(4)
    expect((await query<{ table_no: number }>(select, ['Bo'])).rows[0].table_no).toBe(4)
  })

  it('keeps at most PREPARED_STATEMENTS_MAX statements, closing the least recently used', async () => {
    for (let i = 0; i < PREPARED_STATEMENTS_MAX + 50; i++) {
      const text = `select $1::int + ${i} as n`
      await query(text, [1])
      expect((await query<{ n: number }>(text, [1])).rows).toEqual([{ n: 1 + i }])
    }
    const kept = await prepared()
    expect(kept.length).toBeLessThanOrEqual(PREPARED_STATEMENTS_MAX)
    expect(kept).toContain(`select $1::int + ${PREPARED_STATEMENTS_MAX + 49} as n`)
    expect(kept).not.toContain('select $1::int + 0 as n')
  })

  it('a query inside a transaction is not kept waiting by, nor mixed into, the prepared path', async () => {
    const count = 'select count(*)::int as n from guests'
    await query(count)
    const outside = query<{ n: number }>(count)
    await pglite.transaction(async (tx) => {
      await tx.query("insert into guests (name) values ('Fay')")
      await tx.rollback()
    })
    expect((await outside).rows[0].n).toBe(5)
    expect((await query<{ n: number }>(count)).rows[0].n).toBe(5)
  })

  it('inside a transaction: prepared on the second use, the same answers as its own query, undone with it', async () => {
    const insert = 'insert into guests (name, seats, notes) values ($1, $2, $3) returning name, seats, notes'
    const count = 'select count(*)::int as n from guests where name = $1'
    for (const name of ['Gil', 'Hal']) {
      await pglite.transaction(async (tx) => {
        const own = await tx.query(count, [name])
        expect((await query.inTransaction(tx)(count, [name])).rows).toEqual(own.rows)
        expect((await query.inTransaction(tx)(insert, [name, [3], { diet: ['nuts'] }])).rows).toEqual([
          { name, seats: [3], notes: { diet: ['nuts'] } },
        ])
      })
    }
    expect(await prepared()).toContain(count)
    expect((await query<{ n: number }>(count, ['Hal'])).rows).toEqual([{ n: 1 }])

    await pglite.transaction(async (tx) => {
      await query.inTransaction(tx)(insert, ['Ivy', [1], null])
      await query.inTransaction(tx)(insert, ['Jo', [2], null])
      expect((await query.inTransaction(tx)<{ n: number }>(count, ['Ivy'])).rows).toEqual([{ n: 1 }])
      await tx.rollback()
    })
    expect(await prepared()).toContain(insert)
    expect((await query<{ n: number }>(count, ['Ivy'])).rows).toEqual([{ n: 0 }])

    // A failed statement keeps its SQLSTATE and takes the transaction's other writes with it.
    await expect(
      pglite.transaction(async (tx) => {
        await query.inTransaction(tx)(insert, ['Kit', [], null])
        await query.inTransaction(tx)(insert, ['Gil', [], null])
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect((await query<{ n: number }>(count, ['Kit'])).rows).toEqual([{ n: 0 }])

    // A query outside waits for the open transaction and sees what it committed.
    let outside: Promise<{ rows: { n: number }[] }> | undefined
    await pglite.transaction(async (tx) => {
      await query.inTransaction(tx)(insert, ['Lou', [], null])
      outside = query<{ n: number }>(count, ['Lou'])
      expect((await query.inTransaction(tx)<{ n: number }>(count, ['Lou'])).rows).toEqual([{ n: 1 }])
    })
    expect((await outside!).rows).toEqual([{ n: 1 }])
  })
})
