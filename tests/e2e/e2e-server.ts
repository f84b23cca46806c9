// The e2e server (playwright.config.ts's webServer): the staff accounts seeded into the fresh
// database, then the server itself (src/server/main.ts) in the same process, so a run starts Node,
// tsx and the server's modules once instead of once for the seed and again for the server.
import { seedStaff } from './global-setup-staff'

await seedStaff()
await import('../../src/server/main')
