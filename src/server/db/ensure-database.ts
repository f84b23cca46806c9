// A first start against a PostgreSQL server whose database does not exist yet: create it when the
// role may (as `createdb` would, from the server's maintenance database `postgres`), otherwise stop
// with one line saying what to run. Anything else that keeps start-up from reaching the database
// (no server listening, a wrong password) is one plain line too, never a driver's error object.
import pg from 'pg'

/** A start-up problem with the database, told in one line for the person who ran the server. */
export class DatabaseSetupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DatabaseSetupError'
  }
}

const INVALID_CATALOG_NAME = '3D000'
const INSUFFICIENT_PRIVILEGE = '42501'
const DUPLICATE_DATABASE = '42P04'

type Outcome = 'exists' | 'created'

/** Connects once to `url`; creates its database when it is missing and the role may. */
export async function ensureDatabase(url: string): Promise<Outcome> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const where = `${target.hostname || 'localhost'}:${target.port || 5432}`
  try {
    await withClient(url, async () => {})
    return 'exists'
  } catch (err) {
    if (codeOf(err) !== INVALID_CATALOG_NAME) throw unreachable(err, where)
  }
  const role = decodeURIComponent(target.username) || process.env.PGUSER || 'the configured role'
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const createCommand = `createdb -h ${target.hostname || 'localhost'} -p ${target.port || 5432} -U <a role that may create databases> -O ${role} ${name}`
  try {
    await withClient(maintenance.toString(), (client) =>
      client.query(`create database ${pg.escapeIdentifier(name)}`).then(() => undefined),
    )
    return 'created'
  } catch (err) {
    const code = codeOf(err)
    // Another instance created it in the meantime.
    if (code === DUPLICATE_DATABASE) return 'exists'
    if (code === INSUFFICIENT_PRIVILEGE)
      throw new DatabaseSetupError(
        `The PostgreSQL database "${name}" does not exist on ${where}, and role ${role} may not create it. Create it, then start again: ${createCommand}`,
      )
    throw new DatabaseSetupError(
      `The PostgreSQL database "${name}" does not exist on ${where}, and it could not be created (${messageOf(err)}). Create it, then start again: ${createCommand}`,
    )
  }
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  // A connection that breaks after connecting must not become an unhandled 'error' event.
  client.on('error', () => {})
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end().catch(() => {})
  }
}

function unreachable(err: unknown, where: string): DatabaseSetupError {
  return new DatabaseSetupError(`Cannot use the PostgreSQL server at ${where} (DATABASE_URL): ${messageOf(err)}`)
}

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code
function messageOf(err: unknown): string {
  const e = err as { message?: unknown; code?: unknown; errors?: { message?: unknown }[] } | null
  // Node reports a refused connection to localhost (IPv4 and IPv6) as an AggregateError with no message.
  const message = typeof e?.message === 'string' && e.message ? e.message : e?.errors?.[0]?.message
  return typeof message === 'string' && message ? message : String(e?.code ?? err)
}
