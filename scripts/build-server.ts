// The server compiled ahead of time (docs/decisions/0017-compiled-server.md), the last step of
// `npm run build`: src/server/main.ts and the embedded database's worker (src/server/db/pglite-worker.ts)
// bundled into dist/server-app as plain JavaScript, which `npm run serve` runs without tsx. Our code
// (the `~` alias resolved through tsconfig.json) is in the bundle; npm packages stay imports, found
// in node_modules at run time. The e2e server Playwright starts (tests/e2e/e2e-server.ts) is compiled
// beside it; the process tests compile their own copy (tests/process/global-setup.ts).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const ROOT = path.resolve(import.meta.dirname, '..')

export const SERVER_OUT_DIR = path.join(ROOT, 'dist', 'server-app')

/** Output name (without .js) → source file. The worker must sit beside any program that opens the database. */
const SERVER_ENTRIES = { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' }

export async function buildServer({
  outDir = SERVER_OUT_DIR,
  entries = {},
}: {
  outDir?: string
  /** More programs to compile beside the server, output name → source file. */
  entries?: Record<string, string>
} = {}): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true })
  await build({
    absWorkingDir: ROOT,
    entryPoints: { ...SERVER_ENTRIES, ...entries },
    outdir: outDir,
    bundle: true,
    // A module the server imports only when first needed (React Email's layout) stays a file of its
    // own, loaded then: bundled in, its packages' imports would be hoisted and loaded at start. Chunks
    // sit beside the entries, so every file has the same directory (COMPILED_ROOT, the worker's path).
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // The files the server reads by path are found from the checkout's directory (src/server/lib/app-root.ts).
    define: { COMPILED_ROOT: JSON.stringify(path.relative(outDir, ROOT) || '.') },
    // Not minified: a stack trace names our functions, and each module's code starts with a comment
    // naming its source file. The source maps beside the bundle are not loaded unless node is run
    // with --enable-source-maps (their cost in memory: docs/benchmarks.md).
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer({ entries: { 'e2e-server': 'tests/e2e/e2e-server.ts' } })
  console.log(`compiled the server into ${path.relative(ROOT, SERVER_OUT_DIR)}`)
}
