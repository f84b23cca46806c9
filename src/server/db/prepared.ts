// Statements built once per database. Drizzle builds a query's SQL text from its objects on every
// call (a few hundred microseconds of a read's main-thread CPU); a prepared query keeps the text
// and only binds values (`sql.placeholder`). On PostgreSQL it also runs as a named prepared
// statement, parsed and planned once per connection; on PGlite the text is prepared by
// pglite-prepared.ts. Only for the database itself: a statement prepared on `db` runs outside any
// transaction, so code that may be handed a transaction keeps building its query.
import type { Db } from './client'

/** `build(db)` once per database (tests open many; the server one). */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let statement = built.get(db)
    if (!statement) built.set(db, (statement = build(db)))
    return statement
  }
}
