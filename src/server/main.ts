// Process entry: config → database (migrate, seed on first run) → HTTP server; clean shutdown.
import fs from 'node:fs'
import path from 'node:path'
import { warmUpReader } from '~/domain/concierge/parse-concierge-request'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { DataDirLockedError } from './db/data-dir-lock'
import { DatabaseSetupError, ensureDatabase } from './db/ensure-database'
import { openConfiguredDatabase } from './db/open'
import { seedDatabase } from './db/seed/seed'
import { CATALOGUE_SIZE } from './db/seed/venue-catalogue'
import { startOutboxWorker } from './email/outbox-worker'
import { protectStoredOutbox } from './email/protect-stored-outbox'
import { authOutboxComposers } from './auth/password-reset'
import { startHousekeeping } from './maintenance/housekeeping'
import { startCalendarSync, syncSettingsOf } from './venue-portal/external-calendars'
import { startPaymentReminders } from './payments/payment-reminders'
import { startManagerDigests } from './email/venue-manager-emails'
import { loadPlaceIndex } from './places/place-index'
import { readyLine } from './ready-line'
import { closeGracefully } from './shutdown'
import { startupStep } from './startup-steps'

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
    if (config.DATABASE_URL) {
      const url = config.DATABASE_URL
      const outcome = await startupStep('Connecting to PostgreSQL', () => ensureDatabase(url))
      if (outcome === 'created') console.log(`Created the PostgreSQL database ${new URL(url).pathname.slice(1)}`)
    }
    const firstStart = !config.DATABASE_URL && !fs.existsSync(path.join(config.DATA_DIR, 'pgdata', 'PG_VERSION'))
    const opening = config.DATABASE_URL
      ? 'Opening the PostgreSQL connection pool'
      : firstStart
        ? `Creating the embedded database in ${config.DATA_DIR}`
        : 'Opening the embedded database'
    database = await startupStep(opening, () => openConfiguredDatabase(config))
  } catch (err) {
    if (err instanceof DataDirLockedError || err instanceof DatabaseSetupError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const { db } = database
  await startupStep('Migrating the database', () => database.migrate())
  const venues = config.DEMO_CATALOGUE === 'on' ? (config.SEED_VENUES ?? CATALOGUE_SIZE) : 0
  await startupStep(venues > 0 ? `Seeding ${venues} venues` : 'Seeding the cities', () =>
    seedDatabase(db, { venues: config.SEED_VENUES, demoCatalogue: config.DEMO_CATALOGUE === 'on' }),
  )
  await protectStoredOutbox(db)
  const app = await buildApp({ config, database })
  const outbox = startOutboxWorker({
    database,
    config,
    log: app.log.child({ module: 'outbox' }),
    composers: authOutboxComposers(config.PUBLIC_URL),
  })
  const housekeeping = startHousekeeping({
    db,
    log: app.log.child({ module: 'housekeeping' }),
    callieRetentionDays: config.CALLIE_RETENTION_DAYS,
  })
  const reminders = startPaymentReminders({
    db,
    config,
    log: app.log.child({ module: 'payment-reminders' }),
  })
  const calendarSync = startCalendarSync({
    db,
    settings: syncSettingsOf(config),
    intervalMs: config.CALENDAR_SYNC_INTERVAL_MINUTES * 60_000,
    log: app.log.child({ module: 'calendar-sync' }),
  })
  const digests = startManagerDigests({
    db,
    publicUrl: config.PUBLIC_URL,
    log: app.log.child({ module: 'manager-digests' }),
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    void closeGracefully({
      app,
      graceMs: config.SHUTDOWN_GRACE_MS,
      // Before the database goes: a pass in progress finishes recording what it sent.
      after: [
        ['the outbox worker', () => outbox.stop()],
        ['housekeeping', () => housekeeping.stop()],
        ['payment reminders', () => reminders.stop()],
        ['manager digests', () => digests.stop()],
        ['calendar sync', () => calendarSync.stop()],
        ['the database', () => database.close()],
      ],
    }).then((code) => process.exit(code))
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))

  // Callie's reader compiles its phrase regexes now rather than on the first planner's message.
  await startupStep("Preparing Callie's reader", async () => warmUpReader())
  await app.listen({ port: config.PORT, host: config.HOST })
  // For the person who ran `npm start`, in every log format and at every LOG_LEVEL.
  console.log(readyLine({ address: app.server.address(), database: { kind: database.kind, dataDir: config.DATA_DIR } }))
  // Built in the background (place suggestions wait for it); said when it takes a while.
  void startupStep('Building the place index for place suggestions', loadPlaceIndex).catch(() => {})
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
