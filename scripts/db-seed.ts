// npm run db:seed [-- --venues N]
import { parseArgs } from 'node:util'
import { loadConfig } from '~/server/config'
import { openConfiguredDatabase } from '~/server/db/open'
import { seedDatabase } from '~/server/db/seed/seed'

const { values } = parseArgs({ options: { venues: { type: 'string' } } })
const venues = values.venues === undefined ? undefined : Number(values.venues)
if (venues !== undefined && (!Number.isInteger(venues) || venues < 0)) {
  console.error('--venues must be a whole number')
  process.exit(1)
}
const config = loadConfig()
const database = await openConfiguredDatabase(config)
await database.migrate()
const result = await seedDatabase(database.db, { venues, demoCatalogue: config.DEMO_CATALOGUE === 'on' })
await database.close()
console.log(`Seeded ${result.cities} cities and ${result.venues} venues (${database.kind})`)
