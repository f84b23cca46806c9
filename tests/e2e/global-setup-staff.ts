// Seeds the e2e database with a staff and an admin account BEFORE the server starts (e2e-server.ts,
// the webServer command in playwright.config.ts, runs it and then the server in the same process):
// the embedded database is one process at a time, so `npm run staff:create` cannot run beside the
// e2e server. It uses the
// same path as the CLI (scripts/staff-create.ts), then sets the password with the one-time link's
// token and promotes the admin by hand, as the CLI's header says admins are made.
export const E2E_STAFF = { email: 'callie.staff@example.com', firstName: 'Callie', lastName: 'Staff' } as const
export const E2E_ADMIN = { email: 'ada.admin@example.com', firstName: 'Ada', lastName: 'Admin' } as const
export const E2E_STAFF_PASSWORD = 'Concierge4Thirty'

export async function seedStaff() {
  // Imported here so the specs can import the accounts above without loading the server.
  const { eq } = await import('drizzle-orm')
  const { staffCreate } = await import('../../scripts/staff-create')
  const { resetPassword } = await import('~/server/auth/password-reset')
  const { loadConfig } = await import('~/server/config')
  const { users } = await import('~/server/db/schema')
  const { openConfiguredDatabase } = await import('~/server/db/open')
  const config = loadConfig()
  const database = await openConfiguredDatabase(config)
  try {
    await database.migrate()
    for (const account of [E2E_STAFF, E2E_ADMIN]) {
      const result = await staffCreate({
        argv: ['--email', account.email, '--first-name', account.firstName, '--last-name', account.lastName],
        database,
        config,
        print: () => {},
      })
      const token = result.passwordSetUrl ? new URL(result.passwordSetUrl).searchParams.get('token') : null
      if (token)
        await resetPassword({
          db: database.db,
          input: { token, password: E2E_STAFF_PASSWORD },
          publicUrl: config.PUBLIC_URL,
        })
    }
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, E2E_ADMIN.email))
  } finally {
    await database.close()
  }
}
