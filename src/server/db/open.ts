import type { Config } from '../config'
import { openDatabase, type Database } from './client'

/**
 * The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR, in a worker thread so that queries never hold up the event loop.
 */
export function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR' | 'PGLITE_SHARED_BUFFERS_MB'>,
): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({
        kind: 'pglite',
        dataDir: config.DATA_DIR,
        thread: 'worker',
        sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
      })
}
