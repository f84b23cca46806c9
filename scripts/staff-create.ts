// npm run staff:create -- --email a@b.c [--first-name Ana --last-name Ruiz] [--admin]
// Creates a staff account (no password; prints a one-time link to choose one) or promotes an
// existing account to staff. With --admin the account is an administrator: the first one is made
// this way, and administrators then grant and revoke the staff role from the console's Team page.
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Config } from '~/server/config'
import type { Database } from '~/server/db/client'
import { createStaffAccount, type StaffAccountResult } from '~/server/staff/team'

export async function staffCreate({
  argv,
  database,
  config,
  print = console.log,
}: {
  argv: string[]
  database: Database
  config: Pick<Config, 'PUBLIC_URL'> & { publicUrlSet?: boolean }
  print?: (line: string) => void
}): Promise<StaffAccountResult> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      admin: { type: 'boolean', default: false },
    },
  })
  if (!values.email)
    throw new Error('Usage: npm run staff:create -- --email a@b.c [--first-name Ana] [--last-name Ruiz] [--admin]')
  const role = values.admin ? 'admin' : 'staff'
  const result = await createStaffAccount({
    db: database.db,
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    publicUrl: config.PUBLIC_URL,
    role,
  })
  const roleName = role === 'admin' ? 'an administrator' : 'staff'
  if (result.outcome === 'created') {
    print(`Created ${role === 'admin' ? 'administrator' : 'staff'} account ${result.email}.`)
    print(`Send them this one-time link to choose a password (valid 72 hours):`)
    print(result.passwordSetUrl!)
    // The link's address is PUBLIC_URL, else this machine and PORT: say which, so a link to the
    // wrong port is noticed before it is sent.
    if (config.publicUrlSet === false)
      print(`(The link uses ${config.PUBLIC_URL}, from PORT; set PUBLIC_URL to the address people open.)`)
  } else if (result.outcome === 'promoted') {
    print(`${result.email} is now ${roleName}. They log in with their existing password.`)
  } else {
    print(`${result.email} already has ${role === 'admin' ? 'administrator' : 'staff'} access; nothing changed.`)
  }
  return result
}

/**
 * The app holds the embedded database while it runs (src/server/db/data-dir-lock.ts): a second
 * process writing it would corrupt it, so this script does not open it then and says what to do.
 */
export const appIsRunningMessage = (pid: number) =>
  [
    `The app is running on this DATA_DIR (pid ${pid}), and the embedded database allows one process at a time.`,
    'To give an existing account staff access now, sign in as an admin and use the console’s Team page (/staff/team).',
    'To create a new staff account, stop the app, run this command again, then start the app.',
  ].join('\n')

// Run as a command, not when imported. Compiled into another program's bundle (the compiled e2e server,
// scripts/build-server.ts) this module's URL is that bundle's, argv[1]: hence the file name too.
if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href &&
  import.meta.url.endsWith('/staff-create.ts')
) {
  const { loadConfig } = await import('~/server/config')
  const { openConfiguredDatabase } = await import('~/server/db/open')
  const { DataDirLockedError, dataDirOwner } = await import('~/server/db/data-dir-lock')
  const config = loadConfig()
  const running = config.DATABASE_URL ? null : dataDirOwner(config.DATA_DIR)
  if (running !== null) {
    console.error(appIsRunningMessage(running))
    process.exit(1)
  }
  let database
  try {
    database = await openConfiguredDatabase(config)
  } catch (err) {
    // The app started in the meantime.
    console.error(err instanceof DataDirLockedError ? appIsRunningMessage(err.pid) : (err as Error).message)
    process.exit(1)
  }
  try {
    await database.migrate()
    await staffCreate({
      argv: process.argv.slice(2),
      database,
      config: { ...config, publicUrlSet: Boolean(process.env.PUBLIC_URL?.trim()) },
    })
  } catch (err) {
    console.error((err as Error).message)
    process.exitCode = 1
  } finally {
    await database.close()
  }
}
