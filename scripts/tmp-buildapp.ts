import { buildApp } from '~/server/app'
import { loadConfig } from '~/server/config'
import { openDatabase } from '~/server/db/client'
const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/vt_main1', poolSize: 2 })
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/x', MAX_EVENT_LOOP_DELAY_MS: '0', PASSWORD_HASH_COST: 'low' })
for (let i = 0; i < 4; i++) {
  const c0 = process.cpuUsage(); const t0 = performance.now()
  const app = await buildApp({ config, database, serveWeb: false })
  await app.ready()
  const c = process.cpuUsage(c0)
  console.log(`build ${i}: ${(performance.now() - t0).toFixed(0)} ms wall, ${((c.user + c.system) / 1000).toFixed(0)} ms cpu, routes`)
  await app.close()
}
await database.close()
