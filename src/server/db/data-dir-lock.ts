// One process at a time on an embedded database: PGlite has no locking of its own,
// and two processes writing the same files corrupt them silently (a row missing from its unique
// index). The first process writes its pid to DATA_DIR/bountiful.lock; another one refuses at once.
// A lock left by a process that died (SIGKILL, power loss) names a pid that no longer runs and is
// taken over.
import fs from 'node:fs'
import path from 'node:path'

export const LOCK_FILE = 'bountiful.lock'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Bountiful process (pid ${pid}); the embedded database allows one process at a time. Stop that process first, or set DATABASE_URL to share a PostgreSQL server.`,
    )
    this.name = 'DataDirLockedError'
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The pid holding DATA_DIR, or null when it is free (no lock, or a dead owner's). */
export function dataDirOwner(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'), 10)
    return Number.isSafeInteger(pid) && pid > 0 && isRunning(pid) ? pid : null
  } catch {
    return null
  }
}

/** Takes DATA_DIR for this process; answers how to give it back. Throws DataDirLockedError. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails if the file exists: creating it is the atomic test-and-set.
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' })
      let released = false
      return () => {
        if (released) return
        released = true
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file)
        } catch {
          // Already gone.
        }
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    const owner = dataDirOwner(dataDir)
    // Also this process: a second open of the same files would corrupt them just the same.
    if (owner !== null) throw new DataDirLockedError(dataDir, owner)
    // A dead owner's (or an empty, half-written) lock: remove it and try again.
    fs.rmSync(file, { force: true })
  }
  throw new DataDirLockedError(dataDir, dataDirOwner(dataDir) ?? 0)
}
