// Where the server finds the files it reads at run time: the web build (dist/web, dist/server), the
// migrations, the venue photo library (media/). From source (tsx, Vitest) this module is
// src/server/lib/app-root.ts. The compiled server (scripts/build-server.ts, docs/decisions/0017) is one
// bundle that its build may write anywhere (the process tests write theirs to a temporary directory),
// so the build defines COMPILED_ROOT: the checkout's directory relative to the bundle's.
import path from 'node:path'

declare const COMPILED_ROOT: string | undefined

/** True in the compiled server, false when the server runs from its TypeScript source. */
export const COMPILED = typeof COMPILED_ROOT === 'string'

/** The checkout's directory (where package.json is). */
export const APP_ROOT = path.resolve(
  import.meta.dirname,
  typeof COMPILED_ROOT === 'string' ? COMPILED_ROOT : '../../..',
)
