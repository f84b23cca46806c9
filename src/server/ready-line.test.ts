import { describe, expect, it } from 'vitest'
import { readyLine } from './ready-line'

const pglite = (dataDir: string) => ({ kind: 'pglite' as const, dataDir })

describe('readyLine', () => {
  it('names localhost when listening on every interface, and the data folder relative to the working folder', () => {
    expect(
      readyLine({ address: { address: '0.0.0.0', port: 3000 }, database: pglite('/srv/app/data'), cwd: '/srv/app' }),
    ).toBe('Bountiful is ready at http://localhost:3000 (embedded database in ./data)')
    expect(
      readyLine({ address: { address: '::', port: 8080 }, database: pglite('/srv/app/var/db'), cwd: '/srv/app' }),
    ).toBe('Bountiful is ready at http://localhost:8080 (embedded database in ./var/db)')
  })

  it('names the interface it listens on, and a data folder elsewhere by its absolute path', () => {
    expect(
      readyLine({ address: { address: '127.0.0.1', port: 41234 }, database: pglite('/tmp/x'), cwd: '/srv/app' }),
    ).toBe('Bountiful is ready at http://127.0.0.1:41234 (embedded database in /tmp/x)')
    expect(readyLine({ address: { address: '::1', port: 3000 }, database: pglite('/srv/app'), cwd: '/srv/app' })).toBe(
      'Bountiful is ready at http://[::1]:3000 (embedded database in .)',
    )
  })

  it('says PostgreSQL when DATABASE_URL is in use, without its address or credentials', () => {
    const line = readyLine({
      address: { address: '0.0.0.0', port: 3000 },
      database: { kind: 'postgres', dataDir: '/srv/app/data' },
      cwd: '/srv/app',
    })
    expect(line).toBe('Bountiful is ready at http://localhost:3000 (PostgreSQL database)')
  })
})
