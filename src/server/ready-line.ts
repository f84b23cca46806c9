// The one line `npm start` prints for a person once the server answers, whatever the log format.
import path from 'node:path'

type ReadyLineOptions = {
  /** What the listening socket reports (`server.address()`). */
  address: { address: string; port: number; family?: string } | string | null
  database: { kind: 'pglite' | 'postgres'; dataDir: string }
  cwd?: string
}

/** 'Bountiful is ready at http://localhost:3000 (embedded database in ./data)'. */
export function readyLine({ address, database, cwd = process.cwd() }: ReadyLineOptions): string {
  const where =
    database.kind === 'postgres' ? 'PostgreSQL database' : `embedded database in ${shortPath(database.dataDir, cwd)}`
  return `Bountiful is ready at ${urlOf(address)} (${where})`
}

function urlOf(address: ReadyLineOptions['address']): string {
  if (address === null) return 'an unknown address'
  if (typeof address === 'string') return address // a Unix socket or pipe
  // Listening on every interface: this machine's own name is the address a person can open.
  const any = address.address === '0.0.0.0' || address.address === '::'
  const host = any ? 'localhost' : address.address.includes(':') ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

/** `./data` inside the working folder, the absolute path outside it. */
function shortPath(dir: string, cwd: string): string {
  const relative = path.relative(cwd, dir)
  if (relative === '') return '.'
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : `./${relative}`
}
