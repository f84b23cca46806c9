// Process entry: config → database (migrate, seed on first run) → HTTP server; clean shutdown.
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openConfiguredDatabase } from './db/open'
import { seedDatabase } from './db/seed/seed'

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
  const database = await openConfiguredDatabase(config)
  await database.migrate()
  await seedDatabase(database.db, { venues: config.SEED_VENUES })
  const app = await buildApp({ config, database })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
    } finally {
      await database.close()
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  await app.listen({ port: config.PORT, host: config.HOST })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
