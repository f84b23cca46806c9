// A PGlite database copied from a dumped data directory (the global setup's templates) for the
// price of copying its files. PGlite's own loadDataDir reads the dump's Blob, parses the tar and
// looks up every directory level of each of its ~1,300 files on every copy, which was over half of
// opening one. Here a worker splits the dump into files once, and each copy starts with them
// already in its in-memory filesystem, which PGlite then opens as an existing database (alone,
// 0.39 → 0.25 CPU-s a copy, then about 0.03 less with the nodes made under their parents;
// docs/benchmarks.md, "Vitest").
import fs from 'node:fs'
import { MemoryFS } from '@electric-sql/pglite'

/** Where PGlite keeps its data directory in its virtual filesystem. */
const PGDATA = '/pglite/data'

export type Entry = { path: string; data?: Uint8Array }

/** The directories and regular files of an uncompressed (ustar) tar, as dumpDataDir('none') writes it. */
export function tarEntries(tar: Uint8Array): Entry[] {
  const decoder = new TextDecoder()
  const field = (at: number, length: number) => {
    const text = decoder.decode(tar.subarray(at, at + length))
    const end = text.indexOf('\0')
    return end < 0 ? text : text.slice(0, end)
  }
  const entries: Entry[] = []
  for (let at = 0; at + 512 <= tar.length;) {
    const name = field(at, 100)
    if (name === '') break // the two zero blocks that end the archive
    const prefix = field(at + 345, 155)
    const size = parseInt(field(at + 124, 12).trim() || '0', 8)
    const type = tar[at + 156]
    const path = (prefix ? `${prefix}/${name}` : name).replace(/^\/+|\/+$/g, '')
    at += 512
    if (type === 0x35)
      entries.push({ path }) // '5': a directory
    else if (type === 0x30 || type === 0) entries.push({ path, data: tar.subarray(at, at + size) })
    else throw new Error(`unexpected tar entry type ${type} for ${path}`)
    at += Math.ceil(size / 512) * 512
  }
  return entries
}

/** PGlite's in-memory filesystem, started with a copy of the data directory's files. */
class DataDirCopy extends MemoryFS {
  constructor(private readonly entries: Entry[]) {
    super()
  }

  override async initialSyncFs() {
    const FS = this.pg!.Module.FS as unknown as EmscriptenFS
    FS.mkdirTree(PGDATA)
    // Nodes made straight under their parent directory's node, as FS.mkdir and FS.writeFile would
    // make them (same modes, the bytes copied), without resolving each file's path from the root:
    // that lookup, per file of ~1,300, was most of a copy's start.
    const dirs = new Map<string, FSNode>([['', FS.lookupPath(PGDATA).node]])
    const dir = (path: string): FSNode => {
      let node = dirs.get(path)
      if (!node) {
        const at = path.lastIndexOf('/')
        const parent = dir(path.slice(0, Math.max(0, at)))
        node = parent.node_ops.mknod(parent, path.slice(at + 1), DIR_MODE, 0)
        dirs.set(path, node)
      }
      return node
    }
    for (const { path, data } of this.entries) {
      if (!data) {
        dir(path)
        continue
      }
      const at = path.lastIndexOf('/')
      const parent = dir(path.slice(0, Math.max(0, at)))
      const node = parent.node_ops.mknod(parent, path.slice(at + 1), FILE_MODE, 0)
      // A copy: the database writes into its own files, never into the template's.
      node.contents = data.slice()
      node.usedBytes = data.length
    }
  }
}

/** What FS.mkdir and FS.writeFile give in PGlite's filesystem (umask 0). */
const DIR_MODE = 0o40777
const FILE_MODE = 0o100666

/** The part of Emscripten's filesystem (and of its in-memory nodes) used above. */
type FSNode = {
  node_ops: { mknod(parent: FSNode, name: string, mode: number, dev: number): FSNode }
  contents?: Uint8Array
  usedBytes?: number
}
type EmscriptenFS = { mkdirTree(path: string): void; lookupPath(path: string): { node: FSNode } }

// Split once per worker: the files of a worker share this module (isolate: false in vitest.config.ts).
const templates = new Map<string, Entry[]>()

/** A new in-memory filesystem holding a copy of the data directory dumped to `file`. */
export function dataDirCopy(file: string): MemoryFS {
  if (!templates.has(file)) templates.set(file, tarEntries(new Uint8Array(fs.readFileSync(file))))
  return new DataDirCopy(templates.get(file)!)
}
