import { loadConfig } from '~/server/config'
import { openConfiguredDatabase } from '~/server/db/open'

const config = loadConfig()
const database = await openConfiguredDatabase(config)
await database.migrate()
await database.close()
console.log(`Migrated the ${database.kind} database`)
