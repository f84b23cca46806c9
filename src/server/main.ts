// Process entry: config → database (migrate, seed on first run) → HTTP server; clean shutdown.
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { DataDirLockedError } from './db/data-dir-lock'
import { openConfiguredDatabase } from './db/open'
import { seedDatabase } from './db/seed/seed'
import { startOutboxWorker } from './email/outbox-worker'
import { protectStoredOutbox } from './email/protect-stored-outbox'
import { authOutboxComposers } from './auth/password-reset'
import { startHousekeeping } from './maintenance/housekeeping'
import { startPaymentReminders } from './payments/payment-reminders'
import { startManagerDigests } from './email/venue-manager-emails'
import { readyLine } from './ready-line'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  let database
  try {
    database = await openConfiguredDatabase(config)
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  await database.migrate()
  await seedDatabase(database.db, { venues: config.SEED_VENUES, demoCatalogue: config.DEMO_CATALOGUE === 'on' })
  await protectStoredOutbox(database.db)
  const app = await buildApp({ config, database })
  const outbox = startOutboxWorker({
    db: database.db,
    config,
    log: app.log.child({ module: 'outbox' }),
    composers: authOutboxComposers(config.PUBLIC_URL),
  })
  const housekeeping = startHousekeeping({
    db: database.db,
    log: app.log.child({ module: 'housekeeping' }),
    callieRetentionDays: config.CALLIE_RETENTION_DAYS,
  })
  const reminders = startPaymentReminders({
    db: database.db,
    config,
    log: app.log.child({ module: 'payment-reminders' }),
  })
  const digests = startManagerDigests({
    db: database.db,
    publicUrl: config.PUBLIC_URL,
    log: app.log.child({ module: 'manager-digests' }),
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
    } finally {
      // Before the database goes: a pass in progress finishes recording what it sent.
      await outbox.stop().catch((err: unknown) => app.log.error({ err }, 'outbox worker did not stop cleanly'))
      await housekeeping.stop().catch((err: unknown) => app.log.error({ err }, 'housekeeping did not stop cleanly'))
      await reminders.stop().catch((err: unknown) => app.log.error({ err }, 'payment reminders did not stop cleanly'))
      await digests.stop().catch((err: unknown) => app.log.error({ err }, 'manager digests did not stop cleanly'))
      await database.close()
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  await app.listen({ port: config.PORT, host: config.HOST })
  // For the person who ran `npm start`, in every log format and at every LOG_LEVEL.
  console.log(readyLine({ address: app.server.address(), database: { kind: database.kind, dataDir: config.DATA_DIR } }))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
