// Brotli and gzip copies of the built web app's text files, written once at build time beside each
// file (`x.js.br`, `x.js.gz`), so the server sends them as they are (@fastify/static preCompressed)
// instead of compressing the same bytes on every request. Used by vite.config.ts after each build.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text formats worth compressing. index.html is left out: the server rewrites its head per page. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest'])

/** The server compresses nothing smaller either (@fastify/compress threshold in src/server/app.ts). */
const MIN_BYTES = 1024

export type PrecompressResult = { files: number; bytes: number; brotliBytes: number; gzipBytes: number }

export async function precompressAssets(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  await Promise.all(
    entries
      .filter((e) => e.isFile() && COMPRESSIBLE.has(path.extname(e.name)))
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name)
        const raw = await fs.readFile(file)
        if (raw.length < MIN_BYTES) return
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ])
        // A copy that saves nothing is not written: the server then sends the file itself.
        if (br.length < raw.length) await fs.writeFile(`${file}.br`, br)
        if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz)
        result.files++
        result.bytes += raw.length
        result.brotliBytes += Math.min(br.length, raw.length)
        result.gzipBytes += Math.min(gz.length, raw.length)
      }),
  )
  return result
}
